import Effects
import Oracles

/// Decodes each effect's section of a trace file.
///
/// Every numeric output (and a fly-screen insert's width) may be written `"nan"`, `"+inf"` or
/// `"-inf"`: an implementation under test may produce them, and the oracles judge them. A
/// configuration that SPEC rejects is not a malformed file: the frames are still read (so a
/// file that cannot be read is still reported as such), and the document is a
/// ``TraceDocument/rejectedConfiguration(_:)``.
enum TraceDecoding {
    typealias Configured<C> = Result<C, RejectedConfiguration>

    /// Reads the configuration object and validates it with the effect's initializer.
    static func configuration<C>(
        _ r: Reader, effect: String, _ make: (Reader) throws(TraceFormatError) -> Result<C, ConfigurationError>
    ) throws(TraceFormatError) -> Configured<C> {
        let c = try r.field("configuration")
        _ = try c.members()
        switch try make(c) {
        case let .success(value): return .success(value)
        case let .failure(error):
            let line = (try? c.optional(error.field))??.value.line ?? c.value.line
            return .failure(RejectedConfiguration(effect: effect, error: error, line: line, frameCount: 0))
        }
    }

    static func attempt<C>(_ body: () throws(ConfigurationError) -> C) -> Result<C, ConfigurationError> {
        do throws(ConfigurationError) { return .success(try body()) } catch { return .failure(error) }
    }

    /// The document for a decoded trace, or the rejection with the number of frames read
    /// (counted only for a rejection).
    static func document<T>(_ trace: Configured<T>, frames: @autoclosure () throws(TraceFormatError) -> Int, _ wrap: (T) -> TraceDocument) throws(TraceFormatError) -> TraceDocument {
        switch trace {
        case let .success(t): return wrap(t)
        case var .failure(rejection):
            rejection.frameCount = try frames()
            return .rejectedConfiguration(rejection)
        }
    }

    /// The release queries of a rolling banner's file, in the file's order.
    static func releases(_ r: Reader, frameCount: Int) throws(TraceFormatError) -> [ReleaseQuery] {
        var releases: [ReleaseQuery] = []
        for release in try r.optional("releases")?.array() ?? [] {
            let step = try release.field("afterFrame").int()
            guard (0..<frameCount).contains(step) else { throw try release.field("afterFrame").fail("no frame \(step)") }
            releases.append(ReleaseQuery(step: step, velocity: try release.field("velocity").number(), target: try release.field("target").real()))
        }
        return releases
    }

    enum ParallelWindow: ScrollTraceFormat {
        typealias Checker = ParallelWindowChecker
        static let effect = "parallelWindow"
        static var oracles: [Oracle<ParallelWindowTrace>] { ParallelWindowInvariants.all }
        static func document(_ trace: ParallelWindowTrace) -> TraceDocument { .parallelWindow(trace) }

        static func configuration(_ c: Reader) throws(TraceFormatError) -> Result<ParallelWindowConfiguration, ConfigurationError> {
            let (w, i, v) = (try c.field("windowHeight").real(), try c.field("imageHeight").real(), try c.field("viewportHeight").real())
            return attempt { () throws(ConfigurationError) in try ParallelWindowConfiguration(windowHeight: w, imageHeight: i, viewportHeight: v) }
        }

        static func output(_ o: Reader, input: Double) throws(TraceFormatError) -> ParallelWindowFrame {
            ParallelWindowFrame(windowTop: input, imageOffset: try o.field("imageOffset").real())
        }
    }

    enum BannerHover: ScrollTraceFormat {
        typealias Checker = BannerHoverChecker
        static let effect = "bannerHover"
        static var oracles: [Oracle<BannerHoverTrace>] { BannerHoverInvariants.all }
        static func document(_ trace: BannerHoverTrace) -> TraceDocument { .bannerHover(trace) }
        static let edges: [String: BannerEdge] = ["expanded": .expanded, "interior": .interior, "collapsed": .collapsed]
        static let events: [String: BannerEdgeEvent] = ["expanded": .expanded, "collapsed": .collapsed]

        static func configuration(_ c: Reader) throws(TraceFormatError) -> Result<BannerHoverConfiguration, ConfigurationError> {
            let (b, t) = (try c.field("bannerHeight").real(), try c.field("hoverHeight").real())
            let eps = try c.optional("eps")?.real() ?? 1e-6
            return attempt { () throws(ConfigurationError) in try BannerHoverConfiguration(bannerHeight: b, hoverHeight: t, eps: eps) }
        }

        static func output(_ o: Reader, input: Double) throws(TraceFormatError) -> BannerHoverFrame {
            // An absent event is no event (version 1 allowed leaving it out).
            let event = try o.optional("event")
            return BannerHoverFrame(
                offset: input, frameY: try o.field("frameY").real(), percent: try o.field("percent").real(),
                edge: try o.field("edge").oneOf(edges), event: try event.flatMap { e throws(TraceFormatError) in e.isNull ? nil : try e.oneOf(events) })
        }
    }

    enum RollingBanner: ScrollTraceFormat {
        typealias Checker = RollingBannerChecker
        static let effect = "rollingBanner"
        static let readsReleases = true
        static var oracles: [Oracle<RollingBannerTrace>] { RollingBannerInvariants.all }
        static func document(_ trace: RollingBannerTrace) -> TraceDocument { .rollingBanner(trace) }
        static let turns: [String: PageTurn] = ["forward": .forward, "backward": .backward]

        static func configuration(_ c: Reader) throws(TraceFormatError) -> Result<RollingBannerConfiguration, ConfigurationError> {
            let w = try c.field("width").real(), p = try c.optional("portion")?.real() ?? 0.6
            let n = try c.field("imageCount").int(), page = try c.optional("initialPage")?.int() ?? 0
            return attempt { () throws(ConfigurationError) in try RollingBannerConfiguration(width: w, portion: p, imageCount: n, initialPage: page) }
        }

        static func output(_ o: Reader, input: Double) throws(TraceFormatError) -> RollingBannerFrame {
            let turn = try o.optional("turn")  // absent: no turn (version 1 allowed leaving it out)
            let layout = RollingBannerLayout(
                displacement: try o.field("displacement").real(), containerMinX: try o.field("containerMinX").real(),
                middleImageMinX: try o.field("middleImageMinX").real(), leftImageMinX: try o.field("leftImageMinX").real(),
                rightImageMinX: try o.field("rightImageMinX").real(), page: try o.field("page").int(),
                leftPage: try o.field("leftPage").int(), rightPage: try o.field("rightPage").int())
            // `isArmed` is the model's internal state, not an output: the oracles derive the
            // arming from the inputs.
            return RollingBannerFrame(offset: input, layout: layout, turn: try turn.flatMap { t throws(TraceFormatError) in t.isNull ? nil : try t.oneOf(turns) }, isArmed: true)
        }
    }

    enum ProfileHeader: ScrollTraceFormat {
        typealias Checker = ProfileHeaderChecker
        static let effect = "profileHeader"
        static var oracles: [Oracle<ProfileHeaderTrace>] { ProfileHeaderInvariants.all }
        static func document(_ trace: ProfileHeaderTrace) -> TraceDocument { .profileHeader(trace) }

        static func configuration(_ c: Reader) throws(TraceFormatError) -> Result<ProfileHeaderConfiguration, ConfigurationError> {
            // TB_TwitterUI's values, the initializer's defaults.
            let d = (headerHeight: 107.0, headerStop: 40.0, labelOffset: 95.0, white: 35.0, avatar: 69.0, slow: 1.4)
            let hh = try c.optional("headerHeight")?.real() ?? d.headerHeight, s = try c.optional("headerStop")?.real() ?? d.headerStop
            let b = try c.optional("labelOffset")?.real() ?? d.labelOffset, dw = try c.optional("whiteLabelDistance")?.real() ?? d.white
            let a = try c.optional("avatarHeight")?.real() ?? d.avatar, k = try c.optional("avatarSlowDown")?.real() ?? d.slow
            return attempt { () throws(ConfigurationError) in
                try ProfileHeaderConfiguration(headerHeight: hh, headerStop: s, labelOffset: b, whiteLabelDistance: dw, avatarHeight: a, avatarSlowDown: k)
            }
        }

        static func output(_ o: Reader, input: Double) throws(TraceFormatError) -> ProfileHeaderFrame {
            ProfileHeaderFrame(
                offset: input, headerScale: try o.field("headerScale").real(), headerTranslation: try o.field("headerTranslation").real(),
                avatarScale: try o.field("avatarScale").real(), avatarTranslation: try o.field("avatarTranslation").real(),
                labelTranslation: try o.field("labelTranslation").real(), blurAlpha: try o.field("blurAlpha").real(),
                headerAboveAvatar: try o.field("headerAboveAvatar").bool())
        }
    }

    static func cells(_ r: Reader) throws(TraceFormatError) -> [CellID] {
        var result: [CellID] = []
        for element in try r.array() { result.append(CellID(try element.int())) }
        return result
    }

    static func observerRegistry(_ r: Reader) throws(TraceFormatError) -> TraceDocument {
        var events: [DisplayEvent] = [], frames: [ObserverRegistryTrace.Frame] = []
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
            // Absent means "not recorded, not judged"; present means judged.
            frames.append(ObserverRegistryTrace.Frame(
                registrations: try cells(try frame.field("registrations")),
                notified: try frame.optional("notified").map { n throws(TraceFormatError) in try cells(n) },
                absentRemovals: try frame.optional("absentRemovals").map { n throws(TraceFormatError) in try cells(n) },
                isSuspended: try frame.optional("isSuspended")?.bool()))
        }
        return .observerRegistry(ObserverRegistryTrace(events: events, frames: frames))
    }

    static func flyScreen(_ r: Reader) throws(TraceFormatError) -> TraceDocument {
        let c = try configuration(r, effect: "flyScreen") { c throws(TraceFormatError) in
            let s = try c.field("screenWidth").real(), k = try c.field("rows").int(), h = try c.field("rowHeight").real()
            let d = try c.field("duration").real(), g = try c.optional("minimumGap")?.real() ?? 0
            let capacity = try c.optional("capacity").flatMap { x throws(TraceFormatError) in x.isNull ? nil : try x.int() }
            let arithmetic = try c.optional("arithmetic").map { x throws(TraceFormatError) in
                try x.oneOf(Dictionary(uniqueKeysWithValues: Arithmetic.allCases.map { ($0.rawValue, $0) }))
            } ?? .double
            return attempt { () throws(ConfigurationError) in
                try FlyScreenConfiguration(screenWidth: s, rows: k, rowHeight: h, duration: d, minimumGap: g, capacity: capacity).animating(in: arithmetic)
            }
        }
        let capacity = (try? c.get())?.capacity ?? 0
        let results: [String: FlyScreenInsertResult] = [
            "accepted": .accepted, "invalidWidth": .refused(.invalidWidth), "duplicateID": .refused(.duplicateID),
            "queueFull": .refused(.queueFull(capacity: capacity)), "noFreeRow": .refused(.noFreeRow),
            "invalidProgress": .refused(.invalidProgress), "unsupported": .refused(.unsupported), "invalidDuration": .refused(.invalidDuration),
        ]
        var steps: [FlyScreenTrace.Step] = []
        for step in try r.field("steps").array() {
            if let i = try step.optional("insert") {
                if let own = try i.optional("duration") {
                    steps.append(.timedInsert(
                        id: try i.field("id").int(), width: try i.field("width").real(), duration: try own.real(), time: try i.field("time").number(),
                        result: try i.field("result").oneOf(results)))
                } else {
                    steps.append(.insert(id: try i.field("id").int(), width: try i.field("width").real(), time: try i.field("time").number(), result: try i.field("result").oneOf(results)))
                }
            } else if let y = try step.optional("sync") {
                steps.append(.sync(
                    id: try y.field("id").int(), width: try y.field("width").real(), progress: try y.field("progress").real(),
                    time: try y.field("time").number(), result: try y.field("result").oneOf(results)))
            } else if let a = try step.optional("advance") {
                steps.append(.advance(time: try a.number()))
            } else if let p = try step.optional("pause") {
                steps.append(.pause(time: try p.number()))
            } else if let p = try step.optional("resume") {
                steps.append(.resume(time: try p.number()))
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
                throw step.fail("expected {\"insert\": …}, {\"sync\": …}, {\"advance\": t}, {\"pause\": t}, {\"resume\": t} or {\"tap\": …}")
            }
        }
        var events: [FlyScreenEvent] = []
        for event in try r.field("events").array() {
            if let s = try event.optional("started") {
                events.append(.started(id: try s.field("id").int(), row: try s.field("row").int(), time: try s.field("time").real()))
            } else if let y = try event.optional("synced") {
                events.append(.synced(id: try y.field("id").int(), row: try y.field("row").int(), time: try y.field("time").real(), progress: try y.field("progress").real()))
            } else if let f = try event.optional("finished") {
                events.append(.finished(id: try f.field("id").int(), row: try f.field("row").int(), time: try f.field("time").real(), x: try f.field("x").real()))
            } else if let l = try event.optional("liked") {
                events.append(.liked(id: try l.field("id").int(), time: try l.field("time").real()))
            } else {
                throw event.fail("expected {\"started\": …}, {\"synced\": …}, {\"finished\": …} or {\"liked\": …}")
            }
        }
        return try document(c.map { FlyScreenTrace(configuration: $0, steps: steps, events: events) }, frames: steps.count) { .flyScreen($0) }
    }
}
