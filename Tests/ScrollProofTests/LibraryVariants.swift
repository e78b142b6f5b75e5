import Foundation
import ScrollProof

/// Implementations that differ from SPEC by design, as real libraries do, written as adapters
/// in the tests (never in the models): each keeps the promises of its kind of effect, and some
/// carry a planted safety bug.

/// A parallax cell that moves its image at another ratio: halfway between SPEC's parallax and
/// an image centred on the window, `T = ½·T_SPEC(t) + ½·(t − (I − W)/2)`. Inside the travel its
/// image moves at `(k + 1)/2` of the scroll instead of SPEC's `k = (V − I)/(V − W)`; at the
/// edges it keeps moving instead of pinning. Both halves cover the visible window, so their
/// blend does: no gap shows, the offset stays in `[W − I, 0]`.
struct OtherRatioParallaxCell: ParallelWindowImplementation {
    /// A planted safety bug: past the middle of the travel, the image's top sits 2 pt below the
    /// window's top (a 2-pt gap).
    enum Bug: Sendable { case none, gapPastTheMiddle }

    let configuration: ParallelWindowConfiguration
    let bug: Bug
    private(set) var lastFrame: ParallelWindowFrame

    init(_ configuration: ParallelWindowConfiguration, windowTop: Double, bug: Bug = .none) throws(InputError) {
        try InputError.requireFinite(windowTop, "windowTop")
        self.configuration = configuration
        self.bug = bug
        lastFrame = ParallelWindowFrame(windowTop: windowTop, imageOffset: 0)
        lastFrame = frame(windowTop)
    }

    func frame(_ t: Double) -> ParallelWindowFrame {
        let (v, w, i) = (configuration.viewportHeight, configuration.windowHeight, configuration.imageHeight)
        var top = 0.5 * configuration.imageTop(windowTop: t) + 0.5 * (t - (i - w) / 2)
        if bug == .gapPastTheMiddle, t > (v - w) / 2, t < v - w { top = t + 2 }
        return ParallelWindowFrame(windowTop: t, imageOffset: top - t)
    }

    mutating func update(_ t: Double) throws(InputError) -> ParallelWindowFrame {
        try InputError.requireFinite(t, "windowTop")
        lastFrame = frame(t)
        return lastFrame
    }
}

/// The same cell as a main-actor view class, the shape an app ships it in.
@MainActor final class OtherRatioParallaxView: MainActorScrollDrivenEffect {
    private var cell: OtherRatioParallaxCell
    nonisolated let configuration: ParallelWindowConfiguration

    init(_ configuration: ParallelWindowConfiguration, windowTop: Double) throws(InputError) {
        cell = try OtherRatioParallaxCell(configuration, windowTop: windowTop)
        self.configuration = configuration
    }

    var lastFrame: ParallelWindowFrame { cell.lastFrame }

    func update(_ t: Double) throws(InputError) -> ParallelWindowFrame { try cell.update(t) }
}

/// A sticky header whose hover percent grows past 1 while it stretches on pull-down, by design,
/// as a popular parallax-header library documents: `(visible height − T)/(B − T)` with the
/// visible height `−o` unclamped below `−B`. Everything else is SPEC's banner.
struct StretchingBanner: BannerHoverImplementation {
    /// A planted safety bug: the `expanded` callback fires again on every frame of a pull-down
    /// (a callback fired twice without a crossing).
    enum Bug: Sendable { case none, expandedFiresWhileStretching }

    private var model: BannerHover
    let bug: Bug
    var configuration: BannerHoverConfiguration { model.configuration }
    private(set) var lastFrame: BannerHoverFrame

    init(_ configuration: BannerHoverConfiguration, offset: Double, bug: Bug = .none) throws(InputError) {
        model = try BannerHover(configuration: configuration, offset: offset)
        self.bug = bug
        lastFrame = model.lastFrame
        lastFrame = stretched(model.lastFrame, initial: true)
    }

    func stretched(_ frame: BannerHoverFrame, initial: Bool) -> BannerHoverFrame {
        let c = configuration
        guard frame.offset < -c.bannerHeight else { return frame }
        var f = frame
        f.percent = (-frame.offset - c.hoverHeight) / (c.bannerHeight - c.hoverHeight)
        if bug == .expandedFiresWhileStretching, !initial { f.event = .expanded }
        return f
    }

    mutating func update(_ o: Double) throws(InputError) -> BannerHoverFrame {
        lastFrame = stretched(try model.update(o), initial: false)
        return lastFrame
    }
}

/// A danmaku view that does not queue: a comment is placed on the lowest free row at once (by
/// SPEC's free-row rule, with the configuration's gap) or refused with `noFreeRow` when no row
/// is free, as libraries that tell their delegate do. Its capacity is irrelevant (nothing ever
/// waits). With `forgets`, the planted safety bug: a comment with no free row is answered
/// `accepted` and then never flies (dropped silently).
struct DroppingFlyScreen: FlyScreenImplementation {
    let configuration: FlyScreenConfiguration
    let forgets: Bool
    private var model: FlyScreenModel
    /// The refusals, each after the model's events that came before it.
    private var drops: [(position: Int, event: FlyScreenEvent)] = []

    init(_ configuration: FlyScreenConfiguration, forgets: Bool = false) throws {
        self.configuration = configuration
        self.forgets = forgets
        let c = configuration
        model = FlyScreenModel(configuration: try FlyScreenConfiguration(
            screenWidth: c.screenWidth, rows: c.rows, rowHeight: c.rowHeight, duration: c.duration, minimumGap: c.minimumGap, capacity: nil))
    }

    var now: Double { model.now }
    var events: [FlyScreenEvent] {
        var merged: [FlyScreenEvent] = [], next = 0
        for (i, event) in model.events.enumerated() {
            while next < drops.count, drops[next].position == i { merged.append(drops[next].event); next += 1 }
            merged.append(event)
        }
        return merged + drops[next...].map(\.event)
    }

    mutating func insert(id: Int, width: Double) -> FlyScreenInsertResult {
        var trial = model
        let result = trial.insert(id: id, width: width)
        guard result == .accepted else { model = trial; return result }
        if let start = trial.nextStart(), start.time <= model.now {
            model = trial
            try? model.advance(to: model.now)   // it starts now
            return .accepted
        }
        if forgets { return .accepted }
        drops.append((model.events.count, .refused(id: id, reason: .noFreeRow, time: model.now)))
        return .refused(.noFreeRow)
    }

    mutating func advance(to time: Double) throws(InputError) { try model.advance(to: time) }
    func hitTest(x: Double, y: Double) -> Int? { model.hitTest(x: x, y: y) }
    mutating func tap(x: Double, y: Double) -> FlyScreenTapResult { model.tap(x: x, y: y) }
}

/// A faithful port that positions its comments in `Float`, as Core Animation's layer values
/// are: SPEC's schedule, but every reported position is rounded to `Float` (times stay
/// `Double`, as `CACurrentMediaTime` is).
struct FloatFlyScreen: FlyScreenImplementation {
    let configuration: FlyScreenConfiguration
    private var model: FlyScreenModel

    init(_ configuration: FlyScreenConfiguration) {
        self.configuration = configuration
        model = FlyScreenModel(configuration: configuration)
    }

    var now: Double { model.now }
    var events: [FlyScreenEvent] {
        model.events.map { event in
            if case let .finished(id, row, time, x) = event { return .finished(id: id, row: row, time: time, x: Double(Float(x))) }
            return event
        }
    }
    mutating func insert(id: Int, width: Double) -> FlyScreenInsertResult { model.insert(id: id, width: width) }
    mutating func advance(to time: Double) throws(InputError) { try model.advance(to: time) }
    func hitTest(x: Double, y: Double) -> Int? { model.hitTest(x: x, y: y) }
    mutating func tap(x: Double, y: Double) -> FlyScreenTapResult { model.tap(x: x, y: y) }
}

/// A danmaku view shaped like a popular library's track allocator: each row (track) remembers
/// the last comment it shot; a new comment takes the first track whose last comment leaves it
/// room (SPEC's free-row rule, with the configuration's gap) or is dropped with `noFreeRow`;
/// a seek syncs a comment in mid-flight on the first track where it keeps the gap to every
/// comment flying there. With `seekBecomesLast`, the library's published bug: the synced
/// comment becomes its track's last even when it is behind the rightmost one (an earlier
/// start), so the next comment is admitted against it and is drawn on top of the rightmost.
/// Each comment may fly in its own time; with `ignoresOwnDurations`, another planted bug: the
/// track rule assumes every comment flies `d`, so a fast comment is shot behind a slow one and
/// runs into it.
struct TrackDanmaku: FlyScreenImplementation {
    static var features: FlyScreenFeatures { [.seek, .durations] }

    let configuration: FlyScreenConfiguration
    let seekBecomesLast: Bool
    var ignoresOwnDurations = false
    private(set) var now = 0.0
    private(set) var events: [FlyScreenEvent] = []
    /// The comments flying, by finish.
    private var flying: [FlyingItem] = []
    /// Each track's last comment, while it flies.
    private var last: [FlyingItem?]
    private var seen = Set<Int>()
    private var liked = Set<Int>()

    init(_ configuration: FlyScreenConfiguration, seekBecomesLast: Bool = false, ignoresOwnDurations: Bool = false) {
        self.configuration = configuration
        self.seekBecomesLast = seekBecomesLast
        self.ignoresOwnDurations = ignoresOwnDurations
        last = Array(repeating: nil, count: configuration.rows)
    }

    private mutating func refuse(_ id: Int, _ reason: FlyScreenRefusal) -> FlyScreenInsertResult {
        events.append(.refused(id: id, reason: reason, time: now))
        return .refused(reason)
    }

    private mutating func fly(_ item: FlyingItem) {
        let c = configuration, finish = item.start + c.duration(of: item)
        flying.insert(item, at: flying.firstIndex { $0.start + c.duration(of: $0) > finish } ?? flying.endIndex)
    }

    mutating func insert(id: Int, width: Double) -> FlyScreenInsertResult { insert(id: id, width: width, own: nil) }

    mutating func insert(id: Int, width: Double, duration: Double) -> FlyScreenInsertResult {
        guard duration.isFinite, duration > 0 else { return refuse(id, .invalidDuration) }
        return insert(id: id, width: width, own: duration)
    }

    private mutating func insert(id: Int, width: Double, own: Double?) -> FlyScreenInsertResult {
        guard width.isFinite, width > 0 else { return refuse(id, .invalidWidth) }
        guard !seen.contains(id) else { return refuse(id, .duplicateID) }
        let c = configuration, now = now, ignores = ignoresOwnDurations
        let free = { (a: FlyingItem) -> Double in
            ignores ? c.rowFreeTime(after: FlyingItem(id: a.id, width: a.width, insertedAt: a.insertedAt, start: a.start), forWidth: width)
                : c.rowFreeTime(after: a, forWidth: width, duration: own)
        }
        guard let row = (0..<c.rows).first(where: { row in last[row].map { free($0) <= now } ?? true }) else {
            return refuse(id, .noFreeRow)
        }
        let item = FlyingItem(id: id, width: width, insertedAt: now, start: now, row: row, duration: own)
        seen.insert(id)
        fly(item)
        last[row] = item
        events.append(.inserted(id: id, width: width, time: now))
        events.append(.started(id: id, row: row, time: now))
        return .accepted
    }

    mutating func sync(id: Int, width: Double, progress: Double) -> FlyScreenInsertResult {
        guard width.isFinite, width > 0 else { return refuse(id, .invalidWidth) }
        guard progress.isFinite, progress >= 0, progress < 1 else { return refuse(id, .invalidProgress) }
        guard !seen.contains(id) else { return refuse(id, .duplicateID) }
        let c = configuration, now = now
        var item = FlyingItem(id: id, width: width, insertedAt: now, start: now - progress * c.duration)
        let fits = { (row: Int) -> Bool in
            flying.allSatisfy { other in
                guard other.row == row else { return true }
                let (lead, follower) = other.start <= item.start ? (other, item) : (item, other)
                return c.smallestGap(lead: lead, follower: follower, from: now).map { $0 >= c.minimumGap } ?? true
            }
        }
        guard let row = (0..<c.rows).first(where: fits) else { return refuse(id, .noFreeRow) }
        item.row = row
        seen.insert(id)
        fly(item)
        if seekBecomesLast || item.start > (last[row]?.start ?? -.infinity) { last[row] = item }
        events.append(.synced(id: id, row: row, time: now, progress: progress))
        return .accepted
    }

    mutating func advance(to time: Double) throws(InputError) {
        try InputError.requireFinite(time, "time")
        if time < now { throw .beforeCurrent(field: "time", value: time, current: now) }
        while let first = flying.first, first.start + configuration.duration(of: first) <= time {
            flying.removeFirst()
            let finish = first.start + configuration.duration(of: first)
            if last[first.row]?.id == first.id { last[first.row] = nil }
            events.append(.finished(id: first.id, row: first.row, time: finish, x: configuration.position(of: first, at: finish)))
        }
        now = time
    }

    func hitTest(x: Double, y: Double) -> Int? { AppCommentGeometry.hit(flying, x: x, y: y, at: now, configuration) }

    mutating func tap(x: Double, y: Double) -> FlyScreenTapResult {
        AppCommentGeometry.tap(hitTest(x: x, y: y), liked: &liked, events: &events, at: now)
    }
}

/// A comment view that says it pauses but whose pause does not reach its layers' animations
/// (the planted safety bug): SPEC's model with `pause()` and `resume()` doing nothing, so its
/// comments keep flying, and finishing, while the video is paused.
struct UnpausedFlyScreen: FlyScreenImplementation {
    static var features: FlyScreenFeatures { [.seek, .pause] }
    private var model: FlyScreenModel
    init(_ configuration: FlyScreenConfiguration) { model = FlyScreenModel(configuration: configuration) }
    var configuration: FlyScreenConfiguration { model.configuration }
    var now: Double { model.now }
    var events: [FlyScreenEvent] { model.events }
    mutating func insert(id: Int, width: Double) -> FlyScreenInsertResult { model.insert(id: id, width: width) }
    mutating func sync(id: Int, width: Double, progress: Double) -> FlyScreenInsertResult { model.sync(id: id, width: width, progress: progress) }
    mutating func pause() {}
    mutating func resume() {}
    mutating func advance(to time: Double) throws(InputError) { try model.advance(to: time) }
    func hitTest(x: Double, y: Double) -> Int? { model.hitTest(x: x, y: y) }
    mutating func tap(x: Double, y: Double) -> FlyScreenTapResult { model.tap(x: x, y: y) }
}

/// A comment view driven by a display link, as most apps write one: nothing happens between
/// two ticks of a 60 Hz clock; on a tick it finishes the comments whose flight is over and
/// starts the head of the queue on the lowest row free by then (SPEC's free-row rule). Every
/// promise holds; against SPEC's schedule it is up to a tick late (a conformance difference).
/// With `startsAFrameEarly`, the planted safety bug: a row counts as free when it will be by
/// the next tick, so a comment starts up to a frame too close to the one ahead.
struct DisplayLinkFlyScreen: FlyScreenImplementation {
    static let tick = 1.0 / 60
    let configuration: FlyScreenConfiguration
    let startsAFrameEarly: Bool
    private(set) var now = 0.0
    private(set) var events: [FlyScreenEvent] = []
    private var waiting: [FlyingItem] = []
    private var flying: [FlyingItem] = []
    private var lastOnRow: [FlyingItem?]
    private var inserted: Set<Int> = []
    private var liked: Set<Int> = []
    private var ticks = 0

    init(_ configuration: FlyScreenConfiguration, startsAFrameEarly: Bool = false) {
        self.configuration = configuration
        self.startsAFrameEarly = startsAFrameEarly
        lastOnRow = Array(repeating: nil, count: configuration.rows)
    }

    /// Queued until the next tick.
    mutating func insert(id: Int, width: Double) -> FlyScreenInsertResult {
        let refusal = FlyScreenModel.refusal(
            width: width, isDuplicate: inserted.contains(id), waitingCount: waiting.count, capacity: configuration.capacity)
        if let refusal {
            events.append(.refused(id: id, reason: refusal, time: now))
            return .refused(refusal)
        }
        inserted.insert(id)
        waiting.append(FlyingItem(id: id, width: width, insertedAt: now))
        events.append(.inserted(id: id, width: width, time: now))
        return .accepted
    }

    private mutating func onTick(at t: Double) {
        now = t
        let d = configuration.duration
        for item in flying where item.start + d <= t {
            if lastOnRow[item.row]?.id == item.id { lastOnRow[item.row] = nil }
            events.append(.finished(id: item.id, row: item.row, time: t, x: configuration.position(of: item, at: t)))
        }
        flying.removeAll { $0.start + d <= t }
        while var item = waiting.first {
            let due = startsAFrameEarly ? t + Self.tick : t
            guard let row = (0..<configuration.rows).first(where: { row in
                lastOnRow[row].map { configuration.rowFreeTime(after: $0, forWidth: item.width) <= due } ?? true
            }) else { return }
            waiting.removeFirst()
            (item.start, item.row) = (t, row)
            lastOnRow[row] = item
            flying.append(item)
            events.append(.started(id: item.id, row: row, time: t))
        }
    }

    mutating func advance(to time: Double) throws(InputError) {
        try InputError.requireFinite(time, "time")
        if time < now { throw .beforeCurrent(field: "time", value: time, current: now) }
        while Double(ticks + 1) * Self.tick <= time {
            ticks += 1
            onTick(at: Double(ticks) * Self.tick)
        }
        now = time
    }

    func hitTest(x: Double, y: Double) -> Int? { AppCommentGeometry.hit(flying, x: x, y: y, at: now, configuration) }

    mutating func tap(x: Double, y: Double) -> FlyScreenTapResult {
        AppCommentGeometry.tap(hitTest(x: x, y: y), liked: &liked, events: &events, at: now)
    }
}

/// A profile header whose blur fades in over its own range (from `b/2` to `b`, earlier than
/// SPEC's `b` to `b + dW`), as a library with its own constants does; everything else is SPEC's.
/// With `blurDips`, the planted safety bug: past `b` the alpha drops back to 0.9.
struct EarlyBlurProfileHeader: ProfileHeaderImplementation {
    let configuration: ProfileHeaderConfiguration
    let blurDips: Bool
    private var model: ProfileHeader
    private(set) var lastFrame: ProfileHeaderFrame

    init(_ configuration: ProfileHeaderConfiguration, offset: Double, blurDips: Bool = false) throws(InputError) {
        self.configuration = configuration
        self.blurDips = blurDips
        model = try ProfileHeader(configuration: configuration, offset: offset)
        lastFrame = model.lastFrame
        lastFrame = blurred(lastFrame)
    }

    func blurred(_ f: ProfileHeaderFrame) -> ProfileHeaderFrame {
        var f = f
        let b = configuration.labelOffset
        // Its own thresholds (b/2 and b); without a label offset, SPEC's blur (0/0 is no blur).
        let alpha = b > 0 ? min(max((f.offset - b / 2) / (b / 2), 0), 1) : f.blurAlpha
        f.blurAlpha = blurDips && f.offset > b ? 0.9 : alpha
        return f
    }

    mutating func update(_ offset: Double) throws(InputError) -> ProfileHeaderFrame {
        lastFrame = blurred(try model.update(offset))
        return lastFrame
    }
}

/// The hit test and the like a comment view of an app writes for itself, for the variants that
/// keep their own comments: the first comment whose rectangle `[x, x + w) × [row·h, (row + 1)·h)`
/// holds the point, and one like (one pop) per comment.
enum AppCommentGeometry {
    static func hit(_ flying: [FlyingItem], x: Double, y: Double, at time: Double, _ c: FlyScreenConfiguration) -> Int? {
        flying.first { item in
            let top = Double(item.row) * c.rowHeight, left = c.position(of: item, at: time)
            return y >= top && y < top + c.rowHeight && x >= left && x < left + item.width
        }?.id
    }

    static func tap(_ hit: Int?, liked: inout Set<Int>, events: inout [FlyScreenEvent], at time: Double) -> FlyScreenTapResult {
        guard let id = hit else { return .miss }
        guard liked.insert(id).inserted else { return .alreadyLiked(id: id) }
        events.append(.liked(id: id, time: time))
        return .liked(id: id)
    }
}
