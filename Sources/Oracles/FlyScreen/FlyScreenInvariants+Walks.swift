import ScrollProofUtilities
import Effects

extension FlyScreenInvariants {
    /// ``capacityRespected``'s rule, one insert at a time: the oracle walks a trace's steps
    /// through it, `FlyScreenChecker` the steps of a trace it reads as a stream, each once the
    /// item the step accepted has started.
    struct CapacityWalk {
        let c: FlyScreenConfiguration
        // Two binary min-heaps of the waiting items: keyed by start + tolerance (possibly still
        // waiting) and by start − tolerance (surely still waiting), popped as the inserts' time passes.
        private var possibly: [Double] = [], surely: [Double] = []
        private var accepted = IDSet()
        private let capacity: String

        init(c: FlyScreenConfiguration) {
            self.c = c
            capacity = c.capacity.map { "\($0)" } ?? "unbounded"
        }

        /// A walk for a new trace in this one's storage (``Swift/Array/recycled()``).
        mutating func recycled(c: FlyScreenConfiguration) -> CapacityWalk {
            var walk = CapacityWalk(c: c)
            walk.possibly = possibly.recycled()
            walk.surely = surely.recycled()
            walk.accepted = accepted.recycled()
            return walk
        }

        /// Judges step `i` (any step but an insert passes).
        ///
        /// - Parameters:
        ///   - i: The step's index.
        ///   - step: The step, on the play clock.
        ///   - start: The start of the item with an id and its time tolerance (`+∞` for an
        ///     item that never started), or `nil` for an id without a flight; asked only of
        ///     the id an accepted insert names.
        /// - Returns: The violation, or `nil`.
        mutating func step(_ i: Int, _ step: FlyScreenTrace.Step, start: (Int) -> (start: Double, tolerance: Double)?) -> Violation? {
            let id: Int, width: Double, time: Double, result: FlyScreenInsertResult, own: Double?
            switch step {
            case let .insert(i, w, t, r): (id, width, time, result, own) = (i, w, t, r, nil)
            case let .timedInsert(i, w, dd, t, r): (id, width, time, result, own) = (i, w, t, r, dd)
            default: return nil
            }
            let invalidDuration = own.map { !($0.isFinite && $0 > 0) } ?? false
            while let first = possibly.first, first <= time { FlyScreenInvariants.popMin(&possibly) }
            while let first = surely.first, first <= time { FlyScreenInvariants.popMin(&surely) }
            let invalid = !(width.isFinite && width > 0), duplicate = accepted.contains(id)
            let surelyFull = c.capacity.map { surely.count >= $0 } ?? false
            let possiblyFull = c.capacity.map { possibly.count >= $0 } ?? false
            // Built only for a report: a case that passes allocates nothing here.
            var waiting: [Violation.Value] { [.init("id", Double(id)), .init("width", width), .init("waiting", Double(surely.count))] }
            switch result {
            case .accepted:
                if invalid || duplicate || invalidDuration {
                    return Violation("capacityRespected", "§4", frame: i, waiting, "result: an insert with \(invalid ? "an invalid width" : invalidDuration ? "an invalid duration" : "an id already accepted") was accepted")
                }
                if surelyFull {
                    return Violation("capacityRespected", "§4", frame: i, waiting, "result: an insert was accepted into a full queue (capacity \(capacity))")
                }
                accepted.insert(id)
                let (start, tt) = start(id) ?? (.infinity, 0)
                FlyScreenInvariants.push(&possibly, start + tt)
                FlyScreenInvariants.push(&surely, start - tt)
            case .refused(.queueFull):
                if !possiblyFull {
                    return Violation("capacityRespected", "§4", frame: i, waiting, "result: refused as full while the queue had room (capacity \(capacity))")
                }
            case .refused(.invalidWidth):
                if !invalid { return Violation("capacityRespected", "§4", frame: i, waiting, "result: refused for an invalid width, but the width is valid") }
            case .refused(.duplicateID):
                if !duplicate { return Violation("capacityRespected", "§4", frame: i, waiting, "result: refused as a duplicate, but id \(id) was never accepted") }
            case .refused(.noFreeRow):
                return Violation("capacityRespected", "§4", frame: i, waiting, "result: dropped because no row was free; SPEC's screen queues the item (capacity \(capacity))")
            case .refused(.invalidDuration):
                if !invalidDuration { return Violation("capacityRespected", "§4", frame: i, waiting, "result: refused for an invalid duration, but \(own == nil ? "the insert has none of its own" : "the duration is valid")") }
            case .refused(.unsupported) where own != nil:
                break  // a screen without a duration per comment refuses another duration
            case .refused(.invalidProgress), .refused(.unsupported):
                return Violation("capacityRespected", "§4", frame: i, waiting, "result: an insert was refused as \(result == .refused(.unsupported) ? "unsupported" : "having an invalid progress"), a reason that applies only to a sync")
            }
            return nil
        }
    }

    /// ``syncedAsAsked``'s rule, one step at a time: the oracle walks a trace's steps through
    /// it, `FlyScreenChecker` the steps of a trace it reads as a stream.
    struct SyncWalk {
        let c: FlyScreenConfiguration
        /// The ids accepted so far, by an insert or a sync.
        private var accepted = IDSet()

        init(c: FlyScreenConfiguration) { self.c = c }

        /// A walk for a new trace in this one's storage (``Swift/Array/recycled()``).
        mutating func recycled(c: FlyScreenConfiguration) -> SyncWalk {
            var walk = SyncWalk(c: c)
            walk.accepted = accepted.recycled()
            return walk
        }

        /// Whether a flight is on screen at `time`, within the tolerance of a moment: an item
        /// that appears or leaves then counts as on screen.
        static func isOnScreen(_ f: FlyScreenTrace.Flight, at time: Double, _ c: FlyScreenConfiguration) -> Bool {
            guard let appeared = f.appeared, let start = f.start else { return false }
            let slack = c.timeTolerance(for: f.item)
            return appeared <= time + slack && time < (f.finish ?? start + c.duration(of: f.item)) + slack
        }

        /// Judges step `i` (an accepted insert is only remembered; other steps pass).
        ///
        /// - Parameters:
        ///   - i: The step's index.
        ///   - step: The step, on the play clock.
        ///   - appearances: The number of sync events of an id, and the first one's time and
        ///     progress; asked only of the id an accepted sync names.
        ///   - onScreen: Whether any item is on screen at a time (``isOnScreen(_:at:_:)`` of
        ///     some flight); asked only for a valid sync refused for want of a row.
        /// - Returns: The violation, or `nil`.
        mutating func step(
            _ i: Int, _ step: FlyScreenTrace.Step, appearances: (Int) -> (count: Int, first: (time: Double, progress: Double)?), onScreen: (Double) -> Bool
        ) -> Violation? {
            switch step {
            case let .insert(id, _, _, .accepted), let .timedInsert(id, _, _, _, .accepted): accepted.insert(id)
            case let .sync(id, width, progress, time, result):
                let validWidth = width.isFinite && width > 0, validProgress = progress.isFinite && progress >= 0 && progress < 1
                let duplicate = accepted.contains(id)
                var values: [Violation.Value] { [.init("id", Double(id)), .init("width", width), .init("progress", progress), .init("t", time)] }
                switch result {
                case .accepted:
                    if !validWidth || !validProgress || duplicate {
                        return Violation("syncedAsAsked", "§4", frame: i, values, "result: a sync with \(!validWidth ? "an invalid width" : !validProgress ? "a progress outside 0 ..< 1" : "an id already accepted") was accepted")
                    }
                    accepted.insert(id)
                    let appearances = appearances(id)
                    guard appearances.count == 1, let shown = appearances.first else {
                        return Violation("syncedAsAsked", "§4", frame: i, values + [.init("synced", Double(appearances.count))],
                            "item #\(id) was accepted by a sync and appeared \(appearances.count) times, not once")
                    }
                    let tt = c.timeTolerance(forWidths: width), offBy = (shown.progress - progress).magnitude * (c.screenWidth + width)
                    if !((shown.time - time).magnitude <= tt) || !(offBy <= c.lengthTolerance) {
                        return Violation("syncedAsAsked", "§4", frame: i, values + [.init("syncedAt", shown.time), .init("syncedProgress", shown.progress)],
                            "item #\(id) was synced at t \(Violation.format(shown.time)), progress \(Violation.format(shown.progress)), not where the seek asked")
                    }
                case .refused(.invalidWidth) where validWidth, .refused(.invalidProgress) where validProgress, .refused(.duplicateID) where !duplicate:
                    return Violation("syncedAsAsked", "§4", frame: i, values, "result: a sync was refused as \(result), a reason that does not apply")
                case .refused(.noFreeRow) where validWidth && validProgress && !duplicate:
                    if !onScreen(time) {
                        return Violation("syncedAsAsked", "§4", frame: i, values, "result: a sync was refused for want of a row while nothing was on screen")
                    }
                default: break
                }
            default: break
            }
            return nil
        }
    }
}

extension FlyScreenInvariants {
    /// ``likeOnce``'s walk: each tap's answer in step order (a miss, a first like, an item
    /// already liked: ``tapAnswerJudgement(_:hit:alreadyLiked:as:frame:)``), each pop in log
    /// order, and then each item a tap liked or the log popped: one pop for a liked item, none
    /// for any other, at the liking tap's time (``popJudgement(of:pops:firstPop:tapTime:tolerance:as:frame:)``).
    /// The oracle settles every item at the end, in increasing id; `FlyScreenChecker` settles
    /// each as it lets the item go (no pop can come for it later in a trace it follows), which
    /// keeps the walk as small as the items on screen.
    struct LikeWalk {
        /// What the walk knows of an item a tap liked or the log popped.
        struct Item {
            var tapTime: Double?
            /// Its tolerance of a moment (its first flight's), for its pop.
            var tolerance = 0.0
            var pops = 0
            var firstPop: Double?
        }

        private var items: [Int: Item] = [:]

        init() {}

        /// A walk for a new trace in this one's storage.
        mutating func recycled() -> LikeWalk {
            var walk = LikeWalk()
            swap(&walk.items, &items)
            walk.items.removeAll(keepingCapacity: true)
            return walk
        }

        /// Judges a tap's answer and remembers a like.
        ///
        /// - Parameters:
        ///   - hit: The item the hit test answered, if any.
        ///   - result: The tap's answer.
        ///   - time: The tap's time, on the play clock.
        ///   - tolerance: The tolerance of a moment of the item it hit (of its first flight;
        ///     of a width 0 for an item without one).
        ///   - finding: What a broken rule yields.
        ///   - frame: The tap's step (asked only for a report).
        /// - Returns: The violation, or `nil`.
        /// - Complexity: O(1) expected.
        mutating func tap<Finding: FlyScreenFinding>(
            hit: Int?, result: FlyScreenTapResult, at time: Double, tolerance: @autoclosure () -> Double, as finding: Finding.Type, frame: () -> Int
        ) -> Finding? {
            let alreadyLiked = hit.map { items[$0]?.tapTime != nil } ?? false
            if let violation = tapAnswerJudgement(result, hit: hit, alreadyLiked: alreadyLiked, as: finding, frame: frame) { return violation }
            if case let .liked(id) = result {
                var item = items[id] ?? Item()
                item.tapTime = time
                item.tolerance = tolerance()
                items[id] = item
            }
            return nil
        }

        /// Counts a pop of `id` at `time`.
        ///
        /// - Complexity: O(1) expected.
        mutating func pop(_ id: Int, at time: Double) {
            var item = items[id] ?? Item()
            item.pops += 1
            if item.firstPop == nil { item.firstPop = time }
            items[id] = item
        }

        /// Judges the pops of `id`, which can have no more, and forgets it.
        ///
        /// - Parameters:
        ///   - id: The item.
        ///   - finding: What a broken rule yields.
        ///   - frame: The step to report at (asked only for a report).
        /// - Returns: The violation, or `nil` (also for an item never liked nor popped).
        /// - Complexity: O(1) expected.
        mutating func settle<Finding: FlyScreenFinding>(_ id: Int, as finding: Finding.Type, frame: () -> Int) -> Finding? {
            guard let item = items.removeValue(forKey: id) else { return nil }
            return popJudgement(of: id, pops: item.pops, firstPop: item.firstPop, tapTime: item.tapTime, tolerance: item.tolerance, as: finding, frame: frame)
        }

        /// Settles every item not settled yet, in increasing id: the first violation.
        ///
        /// - Complexity: O(n log n) in the items.
        mutating func end<Finding: FlyScreenFinding>(as finding: Finding.Type, frame: () -> Int) -> Finding? {
            // In increasing id, without sorting into a new array.
            while let id = items.keys.min() {
                if let violation = settle(id, as: finding, frame: frame) { return violation }
            }
            return nil
        }
    }
}
