import Effects

/// What a fly screen is asked (SPEC §4), each at its moment of virtual time: the events of the
/// fly screen's declaration (``FlyScreenModel``'s `World.Event`). The screen answers each
/// (``FlyScreenAnswer``) and logs what happens as time passes (``FlyScreenEvent``).
public enum FlyScreenOperation: Hashable, Sendable, CustomStringConvertible {
    /// An insert at `time`.
    case insert(id: Int, width: Double, time: Double)
    /// An insert at `time` of an item with its own flight duration (``FlyScreenFeatures/durations``).
    case timedInsert(id: Int, width: Double, duration: Double, time: Double)
    /// A sync (a seek) at `time`: an item asked to appear at `progress` of its flight.
    case sync(id: Int, width: Double, progress: Double, time: Double)
    /// Virtual time moved to `time`.
    case advance(time: Double)
    /// The screen was paused at `time`.
    case pause(time: Double)
    /// The screen was resumed at `time`.
    case resume(time: Double)
    /// A tap at `time` at a point.
    case tap(x: Double, y: Double, time: Double)

    /// When it was asked.
    public var time: Double {
        switch self {
        case let .insert(_, _, t), let .timedInsert(_, _, _, t), let .sync(_, _, _, t), let .advance(t), let .pause(t), let .resume(t), let .tap(_, _, t): t
        }
    }

    public var description: String {
        let n = Violation.format
        return switch self {
        case let .insert(id, width, time): "t \(n(time)) insert #\(id) w \(n(width))"
        case let .timedInsert(id, width, duration, time): "t \(n(time)) insert #\(id) w \(n(width)) for \(n(duration)) s"
        case let .sync(id, width, progress, time): "t \(n(time)) sync #\(id) w \(n(width)) at progress \(n(progress))"
        case let .advance(time): "advance to t \(n(time))"
        case let .pause(time): "t \(n(time)) pause"
        case let .resume(time): "t \(n(time)) resume"
        case let .tap(x, y, time): "t \(n(time)) tap (\(n(x)), \(n(y)))"
        }
    }
}

/// A fly screen's answer to an operation: an insert's or a sync's result, a tap's hit test and
/// result, or nothing (an advance, a pause, a resume).
public enum FlyScreenAnswer: Hashable, Sendable, CustomStringConvertible {
    /// Nothing to answer.
    case none
    /// An insert's or a sync's result.
    case insert(FlyScreenInsertResult)
    /// A tap: the item the hit test answered, and the tap's result.
    case tap(hit: Int?, result: FlyScreenTapResult)

    public var description: String {
        switch self {
        case .none: "done"
        case let .insert(result): "\(result)"
        case let .tap(hit, result): "hit \(hit.map { "#\($0)" } ?? "nothing"), \(result)"
        }
    }
}

extension FlyScreenTrace.Step {
    /// A step as an operation and its answer.
    ///
    /// - Parameters:
    ///   - operation: The operation.
    ///   - answer: The screen's answer (an answer of another kind than the operation's reads
    ///     as a refusal, `unsupported`, or a miss).
    public init(_ operation: FlyScreenOperation, _ answer: FlyScreenAnswer) {
        let result: FlyScreenInsertResult = if case let .insert(r) = answer { r } else { .refused(.unsupported) }
        switch operation {
        case let .insert(id, width, time): self = .insert(id: id, width: width, time: time, result: result)
        case let .timedInsert(id, width, duration, time): self = .timedInsert(id: id, width: width, duration: duration, time: time, result: result)
        case let .sync(id, width, progress, time): self = .sync(id: id, width: width, progress: progress, time: time, result: result)
        case let .advance(time): self = .advance(time: time)
        case let .pause(time): self = .pause(time: time)
        case let .resume(time): self = .resume(time: time)
        case let .tap(x, y, time):
            let (hit, tapped): (Int?, FlyScreenTapResult) = if case let .tap(h, r) = answer { (h, r) } else { (nil, .miss) }
            self = .tap(x: x, y: y, time: time, hit: hit, result: tapped)
        }
    }

    /// The operation the step asked.
    public var operation: FlyScreenOperation {
        switch self {
        case let .insert(id, width, time, _): .insert(id: id, width: width, time: time)
        case let .timedInsert(id, width, duration, time, _): .timedInsert(id: id, width: width, duration: duration, time: time)
        case let .sync(id, width, progress, time, _): .sync(id: id, width: width, progress: progress, time: time)
        case let .advance(time): .advance(time: time)
        case let .pause(time): .pause(time: time)
        case let .resume(time): .resume(time: time)
        case let .tap(x, y, time, _, _): .tap(x: x, y: y, time: time)
        }
    }

    /// The screen's answer to it.
    public var reply: FlyScreenAnswer {
        switch self {
        case let .insert(_, _, _, result), let .timedInsert(_, _, _, _, result), let .sync(_, _, _, _, result): .insert(result)
        case .advance, .pause, .resume: .none
        case let .tap(_, _, _, hit, result): .tap(hit: hit, result: result)
        }
    }
}

extension FlyScreenEvent {
    /// The same event at another time (its moment on the play clock, say).
    ///
    /// - Parameter time: The time.
    /// - Returns: The event.
    public func at(_ time: Double) -> FlyScreenEvent {
        switch self {
        case let .inserted(id, width, _): .inserted(id: id, width: width, time: time)
        case let .refused(id, reason, _): .refused(id: id, reason: reason, time: time)
        case let .started(id, row, _): .started(id: id, row: row, time: time)
        case let .synced(id, row, _, progress): .synced(id: id, row: row, time: time, progress: progress)
        case let .finished(id, row, _, x): .finished(id: id, row: row, time: time, x: x)
        case let .liked(id, _): .liked(id: id, time: time)
        }
    }
}
