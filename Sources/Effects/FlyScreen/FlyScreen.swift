import ScrollProofUtilities

/// A fly screen that accepts inserts from any thread (SPEC §4): many producers at once lose
/// nothing, and a producer never blocks the consumer for longer than one O(1) append.
///
/// Producers call ``insert(id:width:)`` (a socket callback on any thread). The single
/// consumer drives virtual time with ``advance(to:)``, which moves the items posted since the
/// last call into the exact ``FlyScreenModel`` (stamped with the consumer's current time, in
/// the order they were posted) and runs it. The capacity counts posted and waiting items
/// together, so a full queue refuses at once, in the producer's thread, with
/// ``FlyScreenRefusal/queueFull(capacity:)``.
public final class FlyScreen: Sendable {
    private struct Inbox {
        var pending: [(id: Int, width: Double)] = []
        var waitingInModel = 0
        var seenIDs: Set<Int> = []
    }

    /// The configuration.
    public let configuration: FlyScreenConfiguration
    private let inbox = Lock(Inbox())
    private let model: Lock<FlyScreenModel>

    /// Creates an empty screen at virtual time 0.
    ///
    /// - Parameter configuration: The validated configuration.
    public init(configuration: FlyScreenConfiguration) {
        self.configuration = configuration
        model = Lock(FlyScreenModel(configuration: configuration))
    }

    /// Posts an item from any thread.
    ///
    /// - Parameters:
    ///   - id: The item's identifier, unique per screen.
    ///   - width: `w`, finite and positive.
    /// - Returns: `.accepted` (it will start and finish exactly once) or `.refused` with the
    ///   reason; never a silent drop.
    /// - Complexity: O(1) amortized, under a lock held only for the append.
    public func insert(id: Int, width: Double) -> FlyScreenInsertResult {
        let capacity = configuration.capacity
        return inbox.withLock { inbox in
            let waiting = inbox.pending.count + inbox.waitingInModel
            let isDuplicate = inbox.seenIDs.contains(id)
            if let reason = FlyScreenModel.refusal(width: width, isDuplicate: isDuplicate, waitingCount: waiting, capacity: capacity) {
                return .refused(reason)
            }
            inbox.seenIDs.insert(id)
            inbox.pending.append((id, width))
            return .accepted
        }
    }

    /// Advances virtual time (the consumer's call).
    ///
    /// - Parameter time: Finite, not before the current time.
    /// - Throws: ``InputError`` for a non-finite time or one before the current time; posted
    ///   items stay queued.
    public func advance(to time: Double) throws(InputError) {
        try InputError.requireFinite(time, "time")
        let posted = inbox.withLock { inbox -> [(id: Int, width: Double)] in
            let posted = inbox.pending
            inbox.pending.removeAll(keepingCapacity: false)
            inbox.waitingInModel += posted.count
            return posted
        }
        let (waiting, error) = model.withLock { model -> (Int, InputError?) in
            for item in posted { _ = model.insert(id: item.id, width: item.width) }
            do throws(InputError) {
                try model.advance(to: time)
            } catch {
                return (model.waiting.count, error)
            }
            return (model.waiting.count, nil)
        }
        inbox.withLock { $0.waitingInModel = waiting }
        if let error { throw error }
    }

    /// The item under a point at the current time.
    ///
    /// - Parameters:
    ///   - x: Screen x.
    ///   - y: Screen y.
    /// - Returns: The item's id, or `nil`.
    public func hitTest(x: Double, y: Double) -> Int? { model.withLock { $0.hitTest(x: x, y: y) } }

    /// A tap at the current time.
    ///
    /// - Parameters:
    ///   - x: Screen x.
    ///   - y: Screen y.
    /// - Returns: Liked, already liked, or a miss.
    public func tap(x: Double, y: Double) -> FlyScreenTapResult { model.withLock { $0.tap(x: x, y: y) } }

    /// A copy of the model as it is now (its events, queue and flights).
    ///
    /// - Returns: The model's value.
    public func snapshot() -> FlyScreenModel { model.withLock { $0 } }
}
