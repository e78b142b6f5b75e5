/// Why an insert was refused. Nothing is ever dropped silently.
public enum FlyScreenRefusal: Hashable, Sendable, CustomStringConvertible {
    /// The queue already holds `capacity` waiting items.
    case queueFull(capacity: Int)
    /// The width is not a finite positive number.
    case invalidWidth
    /// An item with this id was inserted before.
    case duplicateID
    /// No row is free now and the implementation does not queue: it drops the item and says so
    /// (the policy of danmaku libraries that tell their delegate). SPEC's screen queues instead,
    /// so its conformance invariant `capacityRespected` reports this refusal; no safety
    /// invariant does.
    case noFreeRow
    /// A sync's progress is not a finite number in `0 ..< 1`.
    case invalidProgress
    /// An insert's own duration is not a finite positive number.
    case invalidDuration
    /// The implementation does not support the operation (a sync on a screen that does not
    /// seek: ``FlyScreenFeatures``).
    case unsupported

    public var description: String {
        switch self {
        case let .queueFull(capacity): "queue full (capacity \(capacity))"
        case .invalidWidth: "width must be finite and greater than 0"
        case .duplicateID: "id already inserted"
        case .noFreeRow: "no row is free (dropped, not queued)"
        case .invalidProgress: "progress must be finite, in 0 ..< 1"
        case .invalidDuration: "duration must be finite and greater than 0"
        case .unsupported: "not supported by this screen"
        }
    }
}

/// The answer to an insert.
public enum FlyScreenInsertResult: Hashable, Sendable {
    /// Queued; it will start and finish exactly once.
    case accepted
    /// Refused, with the reason.
    case refused(FlyScreenRefusal)
}

/// The answer to a tap.
public enum FlyScreenTapResult: Hashable, Sendable {
    /// The first tap on this item: liked, one pop animation.
    case liked(id: Int)
    /// The item was liked before: nothing happens.
    case alreadyLiked(id: Int)
    /// No item under the point.
    case miss
}

/// One thing that happened on a fly screen, in virtual time.
public enum FlyScreenEvent: Hashable, Sendable, CustomStringConvertible {
    /// An insert was accepted.
    case inserted(id: Int, width: Double, time: Double)
    /// An insert was refused.
    case refused(id: Int, reason: FlyScreenRefusal, time: Double)
    /// An item started flying on a row (its left edge at `S`).
    case started(id: Int, row: Int, time: Double)
    /// An item was synced in mid-flight on a row at `time`, at `progress` of its flight (a
    /// seek): it appeared then, as if it had started at `time − progress · d`.
    case synced(id: Int, row: Int, time: Double, progress: Double)
    /// An item finished; `x` is its left edge at that moment (`−w` when correct).
    case finished(id: Int, row: Int, time: Double, x: Double)
    /// A tap liked an item: one pop animation.
    case liked(id: Int, time: Double)

    public var description: String {
        switch self {
        case let .inserted(id, width, time): "t=\(time) inserted #\(id) w=\(width)"
        case let .refused(id, reason, time): "t=\(time) refused #\(id): \(reason)"
        case let .started(id, row, time): "t=\(time) started #\(id) on row \(row)"
        case let .synced(id, row, time, progress): "t=\(time) synced #\(id) on row \(row) at progress \(progress)"
        case let .finished(id, row, time, x): "t=\(time) finished #\(id) on row \(row) at x=\(x)"
        case let .liked(id, time): "t=\(time) liked #\(id) (pop)"
        }
    }
}
