import ScrollProofUtilities
import Effects

extension FlyScreenModel {
    /// The first tap on an item likes it, with one pop at the tap's time; later taps answer
    /// `alreadyLiked`, a miss is a miss. A pop for an item no tap liked, a second pop, or a pop
    /// off the tap's time breaks at the pop; a like with no pop, at the first entry past the
    /// tap by the largest tolerance of a moment (but that entry's own pop is judged first).
    @usableFromInline package struct LikeOnce: StatefulInvariant {
        @usableFromInline package typealias Context = FlyScreenModel.Context
        @usableFromInline package struct Memory {
            /// Each liked id's tap, and whether its pop came.
            var likes = IDMap<Like>()
            /// The likes whose pop has not come, in tap order.
            var awaited = FIFO<Int>()
            /// The first awaited like's time (+∞ when none).
            var next = Double.infinity
        }
        @usableFromInline package struct Like: Sendable { var tap: Int, time: Double, tolerance: Double, popped = false }
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "likeOnce" }
        @usableFromInline package var statement: String { "one like and one pop per tapped item, at the tap's time" }

        @usableFromInline package func start(_ c: FlyScreenConfiguration) -> Memory { Memory() }

        @usableFromInline package func restart(_ c: FlyScreenConfiguration, _ m: inout Memory) {
            m = Memory(likes: m.likes.recycled(), awaited: m.awaited.recycled())
        }

        @inline(__always)
        @usableFromInline package func judge(_ x: Context, _ m: inout Memory) -> InvariantFailure? {
            switch x.world.change {
            case .operation: if case .tap = x.frame { return judged(x, &m) }
            case .other: if case .liked? = x.logged { return judged(x, &m) }
            default: break
            }
            return x.world.logPassed(m.next) ? judged(x, &m) : nil
        }

        @inline(never)
        func judged(_ x: Context, _ m: inout Memory) -> InvariantFailure? {
            defer { m.next = m.awaited.first.flatMap { m.likes[$0]?.time } ?? .infinity }
            // A pop first: the entry that passes a like's moment may be its late pop.
            if case let .liked(id, _)? = x.logged, let failure = pop(id, x, &m) { return failure }
            while let id = m.awaited.first, let like = m.likes[id], like.popped || x.world.logPassed(like.time) {
                _ = m.awaited.pop()
                if !like.popped { return pops(id, 0, "one like", at: like.tap) }
            }
            guard x.isOperation, case let .tap(hit, result) = x.frame else { return nil }
            let expected = FlyScreenInvariants.expectedTap(hit: hit, alreadyLiked: hit.map { m.likes[$0] != nil } ?? false)
            if result != expected { return failure("result: the tap answered \(result), expected \(expected)", [:], at: x.index) }
            if case let .liked(id) = result {
                m.likes[id] = Like(tap: x.index, time: x.world.now, tolerance: x.world.tolerance(of: id))
                m.awaited.push(id)
            }
            return nil
        }

        /// A pop: one for a liked item, at its tap's time.
        func pop(_ id: Int, _ x: Context, _ m: inout Memory) -> InvariantFailure? {
            guard var like = m.likes[id] else { return pops(id, 1, "an item no tap liked", at: x.operation(of: id)) }
            if like.popped { return pops(id, 2, "one like", at: like.tap) }
            like.popped = true
            m.likes[id] = like
            let pop = x.world.now
            if FlyScreenInvariants.popOnTime(pop, tap: like.time, tolerance: like.tolerance) { return nil }
            return entryFailure("item #\(id): the pop is at time \(Violation.format(pop)), not at the tap's time", ["id": Double(id),
                "popTime": pop, "tapTime": like.time], at: like.tap)
        }

        func pops(_ id: Int, _ count: Int, _ what: String, at frame: Int) -> InvariantFailure {
            entryFailure("item #\(id): \(count) pop animation\(count == 1 ? "" : "s") for \(what)", ["id": Double(id), "pops": Double(count)], at: frame)
        }
    }
}
