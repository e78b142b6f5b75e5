import Effects
import Generators
import Oracles

/// A faithful port of the article's fly view, with the free-track rule of QHDanmu2Demo
/// (`QHDanmuView.m`: `insertData:`, `p_goDanmuTimer`, `p_danmuAction`,
/// `p_danmuParamWithPlayUseTime:`, the fly animation's completion), **bugs included**, in
/// virtual time.
///
/// Bugs it keeps (SPEC §4):
/// - A polling timer (every 0.2 s, started by an insert, stopped when the pool is empty)
///   starts items only at its ticks: items wait while a row is free.
/// - The pool holds at most `kQHDanmuPoolMaxCount` items (the configuration's capacity, or
///   the published 10) and `insertData:` returns silently when it is full: the item is lost
///   and the caller is told nothing (the port answers `.accepted`, as the caller sees it).
/// - The free-track rule knows no minimum gap, and assumes the speed `(S + w)/d`.
/// - The flight ends with the left edge at `−w/2` (SPEC §4), not fully off screen at `−w`:
///   the item disappears while half visible, and moves at `(S + w/2)/d`, slower than the
///   free-track rule assumes, so a following item can run into it.
/// - No validation of widths or ids.
public struct PublishedFlyView: FlyScreenSimulating, Sendable {
    struct Param: Sendable {
        var id: Int
        var width: Double
        var startTime: Double
        var speed: Double  // as the free-track rule believes: (w + S) / d
        var row: Int
    }

    /// The published tick interval of the polling timer, in seconds.
    public static let timerInterval = 0.2
    /// The published `kQHDanmuPoolMaxCount`.
    public static let defaultPoolMaxCount = 10

    public let configuration: FlyScreenConfiguration
    public private(set) var now = 0.0
    public private(set) var events: [FlyScreenEvent] = []
    private var pool: [(id: Int, width: Double)] = []
    private var cachedParams: [Param?]
    private var flying: [Param] = []
    private var nextTick: Double?
    private var highlighted: Set<Int> = []
    private let poolMaxCount: Int

    /// Creates the view.
    ///
    /// - Parameter configuration: The geometry; `capacity` stands for `danmuPoolMaxCount`
    ///   (default 10).
    public init(configuration: FlyScreenConfiguration) {
        self.configuration = configuration
        poolMaxCount = configuration.capacity ?? Self.defaultPoolMaxCount
        cachedParams = Array(repeating: nil, count: configuration.rows)
    }

    /// `insertData:` with one item. Answers `.accepted` even when the pool is full and the
    /// item is dropped, because that is all the published caller learns.
    ///
    /// - Parameters:
    ///   - id: The item's identifier.
    ///   - width: The width the delegate will report.
    /// - Returns: Always `.accepted`.
    public mutating func insert(id: Int, width: Double) -> FlyScreenInsertResult {
        if pool.count >= poolMaxCount { return .accepted }  // dropped silently
        pool.append((id, width))
        events.append(.inserted(id: id, width: width, time: now))
        if nextTick == nil { nextTick = now + Self.timerInterval }  // p_goDanmuTimer
        return .accepted
    }

    /// Runs timer ticks and flight completions up to `time`.
    ///
    /// - Parameter time: Finite, not before ``now``.
    /// - Throws: ``InputError`` for a non-finite time or one before ``now`` (the virtual clock's
    ///   own rule, not the published code's).
    public mutating func advance(to time: Double) throws(InputError) {
        try InputError.requireFinite(time, "time")
        if time < now { throw .beforeCurrent(field: "time", value: time, current: now) }
        while true {
            let finish = flying.map { $0.startTime + configuration.duration }.min()
            if let finish, finish <= time, finish <= (nextTick ?? .infinity) {
                now = finish
                complete(at: finish)
            } else if let tick = nextTick, tick <= time {
                now = tick
                nextTick = tick + Self.timerInterval
                for _ in 0..<configuration.rows where !danmuAction() { break }
            } else {
                break
            }
        }
        now = time
    }

    private mutating func complete(at finish: Double) {
        guard let index = flying.firstIndex(where: { $0.startTime + configuration.duration == finish }) else { return }
        let param = flying.remove(at: index)
        let x = position(param, at: finish)
        events.append(.finished(id: param.id, row: param.row, time: finish, x: x))
        if let cached = cachedParams[param.row], cached.startTime == param.startTime, cached.id == param.id {
            cachedParams[param.row] = nil  // NSNull
        }
    }

    /// `p_danmuAction`: starts the head of the pool if the free-track rule finds a row.
    private mutating func danmuAction() -> Bool {
        guard let data = pool.first else {
            nextTick = nil  // p_closeTimer
            return false
        }
        let S = configuration.screenWidth
        let playUseTime = configuration.duration
        var chosen: Param?
        for i in 0..<configuration.rows {
            let newSpeed = (data.width + S) / playUseTime
            let candidate = Param(id: data.id, width: data.width, startTime: now, speed: newSpeed, row: i)
            guard let last = cachedParams[i] else {
                chosen = candidate
                break
            }
            let spaceTime = now - last.startTime
            if spaceTime * last.speed >= last.width {
                if last.speed >= newSpeed {
                    chosen = candidate
                } else {
                    let useTimeInScreen = S / newSpeed
                    if useTimeInScreen >= playUseTime - spaceTime { chosen = candidate }
                }
            }
            if chosen != nil { break }
        }
        guard let param = chosen else { return false }
        pool.removeFirst()
        cachedParams[param.row] = param
        flying.append(param)
        events.append(.started(id: param.id, row: param.row, time: param.startTime))
        return true
    }

    /// The presentation layer's left edge: from `S` to `−w/2` in `d`.
    private func position(_ p: Param, at t: Double) -> Double {
        let S = configuration.screenWidth
        return S - (S + p.width / 2) * (t - p.startTime) / configuration.duration
    }

    /// `hitTest:` on each flying view's presentation layer.
    ///
    /// - Parameters:
    ///   - x: Screen x.
    ///   - y: Screen y.
    /// - Returns: The item's id, or `nil`.
    public func hitTest(x: Double, y: Double) -> Int? {
        for p in flying {
            let top = Double(p.row) * configuration.rowHeight
            guard y >= top, y < top + configuration.rowHeight else { continue }
            let left = position(p, at: now)
            if x >= left, x < left + p.width { return p.id }
        }
        return nil
    }

    /// `tapClickAction:` then `clickHeart`: likes once (the published code gets this right).
    ///
    /// - Parameters:
    ///   - x: Screen x.
    ///   - y: Screen y.
    /// - Returns: Liked, already liked, or a miss.
    public mutating func tap(x: Double, y: Double) -> FlyScreenTapResult {
        guard let id = hitTest(x: x, y: y) else { return .miss }
        if highlighted.insert(id).inserted {
            events.append(.liked(id: id, time: now))
            return .liked(id: id)
        }
        return .alreadyLiked(id: id)
    }
}

// The port is an implementation under test like any other: the catalogue verifies it through
// the effect's suite, expecting each published bug to be found.
extension PublishedFlyView: PublishedPort {
    /// The built-in effect this code publishes.
    package typealias Effect = FlyScreenModel

    /// The properties of this port for some groups of the effect's suite.
    ///
    /// - Parameters:
    ///   - prefix: The names' prefix (`published.<effect>`).
    ///   - expecting: How each group is run (each published bug is expected).
    ///   - groups: The groups to build.
    /// - Returns: The properties, in group order.
    package static func properties(named prefix: String, expecting: [String: SuiteExpectation], groups: [String]) -> [SuiteProperty] {
        Suites.flyScreen.properties(named: prefix, expecting: expecting, groups: groups, PublishedFlyView.init)
    }
}
