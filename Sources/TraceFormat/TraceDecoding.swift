import Effects
import Oracles

/// Decodes each effect's section of a trace file.
enum TraceDecoding {
    /// A validating initializer's error, as a format error on the configuration object.
    static func configuration<C>(_ r: Reader, _ make: (Reader) throws(TraceFormatError) -> Result<C, ConfigurationError>) throws(TraceFormatError) -> C {
        let c = try r.field("configuration")
        switch try make(c) {
        case let .success(value): return value
        case let .failure(error):
            let line = (try? c.optional(error.field))??.value.line ?? c.value.line
            throw TraceFormatError(line: line, field: "configuration.\(error.field)", message: "invalid configuration: \(error)")
        }
    }

    static func attempt<C>(_ body: () throws(ConfigurationError) -> C) -> Result<C, ConfigurationError> {
        do throws(ConfigurationError) { return .success(try body()) } catch { return .failure(error) }
    }

    /// The scroll frames: `initial` `{input, output}` and `frames` of `{input, output}` or
    /// `{input, refused: true}`; a refused frame keeps the previous output as the state.
    static func scroll<C, F>(_ r: Reader, _ c: C, output: (Reader, Double) throws(TraceFormatError) -> F) throws(TraceFormatError) -> ScrollTrace<C, F> {
        let initial = try r.field("initial")
        let initialInput = try initial.field("input").input()
        let initialFrame = try output(try initial.field("output"), initialInput)
        var steps: [ScrollStep<F>] = []
        var state = initialFrame
        for frame in try r.field("frames").array() {
            let input = try frame.field("input").input()
            if let refused = try frame.optional("refused"), try refused.bool() {
                steps.append(ScrollStep(input: input, output: nil, state: state))
            } else {
                let out = try output(try frame.field("output"), input)
                state = out
                steps.append(ScrollStep(input: input, output: out, state: out))
            }
        }
        return ScrollTrace(configuration: c, initialInput: initialInput, initial: initialFrame, steps: steps)
    }

    static func parallelWindow(_ r: Reader) throws(TraceFormatError) -> ParallelWindowTrace {
        let c = try configuration(r) { c throws(TraceFormatError) in
            let (w, i, v) = (try c.field("windowHeight").number(), try c.field("imageHeight").number(), try c.field("viewportHeight").number())
            return attempt { () throws(ConfigurationError) in try ParallelWindowConfiguration(windowHeight: w, imageHeight: i, viewportHeight: v) }
        }
        return try scroll(r, c) { o, input throws(TraceFormatError) in
            ParallelWindowFrame(windowTop: input, imageOffset: try o.field("imageOffset").number())
        }
    }

    static func bannerHover(_ r: Reader) throws(TraceFormatError) -> BannerHoverTrace {
        let c = try configuration(r) { c throws(TraceFormatError) in
            let (b, t) = (try c.field("bannerHeight").number(), try c.field("hoverHeight").number())
            let eps = try c.optional("eps")?.number() ?? 1e-6
            return attempt { () throws(ConfigurationError) in try BannerHoverConfiguration(bannerHeight: b, hoverHeight: t, eps: eps) }
        }
        let edges: [String: BannerEdge] = ["expanded": .expanded, "interior": .interior, "collapsed": .collapsed]
        let events: [String: BannerEdgeEvent] = ["expanded": .expanded, "collapsed": .collapsed]
        return try scroll(r, c) { o, input throws(TraceFormatError) in
            let event = try o.optional("event")
            return BannerHoverFrame(
                offset: input, frameY: try o.field("frameY").number(), percent: try o.field("percent").number(),
                edge: try o.field("edge").oneOf(edges), event: try event.flatMap { e throws(TraceFormatError) in e.isNull ? nil : try e.oneOf(events) })
        }
    }

    static func rollingBanner(_ r: Reader) throws(TraceFormatError) -> RollingBannerTrace {
        let c = try configuration(r) { c throws(TraceFormatError) in
            let w = try c.field("width").number(), p = try c.optional("portion")?.number() ?? 0.6
            let n = try c.field("imageCount").int(), page = try c.optional("initialPage")?.int() ?? 0
            return attempt { () throws(ConfigurationError) in try RollingBannerConfiguration(width: w, portion: p, imageCount: n, initialPage: page) }
        }
        let turns: [String: PageTurn] = ["forward": .forward, "backward": .backward]
        var trace = try scroll(r, c) { o, input throws(TraceFormatError) in
            let turn = try o.optional("turn")
            let layout = RollingBannerLayout(
                displacement: try o.field("displacement").number(), containerMinX: try o.field("containerMinX").number(),
                middleImageMinX: try o.field("middleImageMinX").number(), leftImageMinX: try o.field("leftImageMinX").number(),
                rightImageMinX: try o.field("rightImageMinX").number(), page: try o.field("page").int(),
                leftPage: try o.field("leftPage").int(), rightPage: try o.field("rightPage").int())
            return RollingBannerFrame(offset: input, layout: layout, turn: try turn.flatMap { t throws(TraceFormatError) in t.isNull ? nil : try t.oneOf(turns) }, isArmed: true)
        }
        for release in try r.optional("releases")?.array() ?? [] {
            let step = try release.field("afterFrame").int()
            guard trace.steps.indices.contains(step) else { throw try release.field("afterFrame").fail("no frame \(step)") }
            trace.releases.append(ReleaseQuery(step: step, velocity: try release.field("velocity").number(), target: try release.field("target").number()))
        }
        return trace
    }

    static func profileHeader(_ r: Reader) throws(TraceFormatError) -> ProfileHeaderTrace {
        let c = try configuration(r) { c throws(TraceFormatError) in
            let d = (headerHeight: 107.0, headerStop: 40.0, labelOffset: 95.0, white: 35.0, avatar: 69.0, slow: 1.4)
            let hh = try c.optional("headerHeight")?.number() ?? d.headerHeight, s = try c.optional("headerStop")?.number() ?? d.headerStop
            let b = try c.optional("labelOffset")?.number() ?? d.labelOffset, dw = try c.optional("whiteLabelDistance")?.number() ?? d.white
            let a = try c.optional("avatarHeight")?.number() ?? d.avatar, k = try c.optional("avatarSlowDown")?.number() ?? d.slow
            return attempt { () throws(ConfigurationError) in
                try ProfileHeaderConfiguration(headerHeight: hh, headerStop: s, labelOffset: b, whiteLabelDistance: dw, avatarHeight: a, avatarSlowDown: k)
            }
        }
        return try scroll(r, c) { o, input throws(TraceFormatError) in
            ProfileHeaderFrame(
                offset: input, headerScale: try o.field("headerScale").number(), headerTranslation: try o.field("headerTranslation").number(),
                avatarScale: try o.field("avatarScale").number(), avatarTranslation: try o.field("avatarTranslation").number(),
                labelTranslation: try o.field("labelTranslation").number(), blurAlpha: try o.field("blurAlpha").number(),
                headerAboveAvatar: try o.field("headerAboveAvatar").bool())
        }
    }

    static func cells(_ r: Reader) throws(TraceFormatError) -> [CellID] {
        var result: [CellID] = []
        for element in try r.array() { result.append(CellID(try element.int())) }
        return result
    }

    static func observerRegistry(_ r: Reader) throws(TraceFormatError) -> ObserverRegistryTrace {
        var events: [DisplayEvent] = [], frames: [ObserverRegistryFrame] = []
        let simple: [String: DisplayEvent] = [
            "reloadData": .reloadData, "suspendAll": .suspendAll, "resumeAll": .resumeAll, "teardown": .teardown, "offsetChanged": .offsetChanged,
        ]
        for frame in try r.field("frames").array() {
            let e = try frame.field("event")
            if case .string = e.value.kind {
                events.append(try e.oneOf(simple))
            } else if let d = try e.optional("willDisplay") {
                events.append(.willDisplay(cell: CellID(try d.field("cell").int()), row: try d.field("row").int()))
            } else if let d = try e.optional("didEndDisplaying") {
                events.append(.didEndDisplaying(cell: CellID(try d.field("cell").int()), row: try d.field("row").int()))
            } else {
                throw e.fail("expected \"reloadData\", \"suspendAll\", \"resumeAll\", \"teardown\", \"offsetChanged\", {\"willDisplay\": …} or {\"didEndDisplaying\": …}")
            }
            frames.append(ObserverRegistryFrame(
                registrations: try cells(try frame.field("registrations")),
                notified: try frame.optional("notified").map { n throws(TraceFormatError) in try cells(n) } ?? [],
                absentRemovals: try frame.optional("absentRemovals").map { n throws(TraceFormatError) in try cells(n) } ?? [],
                isSuspended: try frame.optional("isSuspended")?.bool() ?? false))
        }
        return ObserverRegistryTrace(events: events, frames: frames)
    }

    static func flyScreen(_ r: Reader) throws(TraceFormatError) -> FlyScreenTrace {
        let c = try configuration(r) { c throws(TraceFormatError) in
            let s = try c.field("screenWidth").number(), k = try c.field("rows").int(), h = try c.field("rowHeight").number()
            let d = try c.field("duration").number(), g = try c.optional("minimumGap")?.number() ?? 0
            let capacity = try c.optional("capacity").flatMap { x throws(TraceFormatError) in x.isNull ? nil : try x.int() }
            return attempt { () throws(ConfigurationError) in
                try FlyScreenConfiguration(screenWidth: s, rows: k, rowHeight: h, duration: d, minimumGap: g, capacity: capacity)
            }
        }
        let results: [String: FlyScreenInsertResult] = [
            "accepted": .accepted, "invalidWidth": .refused(.invalidWidth), "duplicateID": .refused(.duplicateID),
            "queueFull": .refused(.queueFull(capacity: c.capacity ?? 0)),
        ]
        var steps: [FlyScreenTrace.Step] = []
        for step in try r.field("steps").array() {
            if let i = try step.optional("insert") {
                steps.append(.insert(id: try i.field("id").int(), width: try i.field("width").number(), time: try i.field("time").number(), result: try i.field("result").oneOf(results)))
            } else if let a = try step.optional("advance") {
                steps.append(.advance(time: try a.number()))
            } else if let t = try step.optional("tap") {
                let hitField = try t.field("hit")
                let hit = hitField.isNull ? nil : try hitField.int()
                let resultField = try t.field("result")
                let result: FlyScreenTapResult
                switch try resultField.string() {
                case "miss": result = .miss
                case "liked": guard let hit else { throw resultField.fail("\"liked\" needs a hit") }; result = .liked(id: hit)
                case "alreadyLiked": guard let hit else { throw resultField.fail("\"alreadyLiked\" needs a hit") }; result = .alreadyLiked(id: hit)
                default: throw resultField.fail("expected \"liked\", \"alreadyLiked\" or \"miss\"")
                }
                steps.append(.tap(x: try t.field("x").number(), y: try t.field("y").number(), time: try t.field("time").number(), hit: hit, result: result))
            } else {
                throw step.fail("expected {\"insert\": …}, {\"advance\": t} or {\"tap\": …}")
            }
        }
        var events: [FlyScreenEvent] = []
        for event in try r.field("events").array() {
            if let s = try event.optional("started") {
                events.append(.started(id: try s.field("id").int(), row: try s.field("row").int(), time: try s.field("time").number()))
            } else if let f = try event.optional("finished") {
                events.append(.finished(id: try f.field("id").int(), row: try f.field("row").int(), time: try f.field("time").number(), x: try f.field("x").number()))
            } else if let l = try event.optional("liked") {
                events.append(.liked(id: try l.field("id").int(), time: try l.field("time").number()))
            } else {
                throw event.fail("expected {\"started\": …}, {\"finished\": …} or {\"liked\": …}")
            }
        }
        return FlyScreenTrace(configuration: c, steps: steps, events: events)
    }
}
