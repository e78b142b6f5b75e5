import ScrollProofUtilities
import Effects

extension FlyScreenModel {
    /// An insert is accepted exactly when its width (and its own duration) is valid, its id was
    /// never accepted, and fewer than `capacity` accepted items wait; a refusal gives a reason
    /// that applies. An item waits from its insert until its start (within its tolerance of a
    /// moment either way: possibly, or surely waiting). Judged in step order, each insert once
    /// the log has passed its moment, so that every start that decides it is in. Conformance:
    /// SPEC's screen queues where a real one may drop.
    @usableFromInline package struct CapacityRespected: StatefulInvariant {
        @usableFromInline package typealias Context = FlyScreenModel.Context
        @usableFromInline package struct Memory {
            /// The inserts not judged yet, at their time (the latest operation's, on the play clock).
            var inserts = FIFO<Insert>()
            /// The first waiting insert's time (+∞ when none).
            var next = Double.infinity
            /// The items accepted before the inserts judged so far (how many), and two min-heaps of
            /// the `start ± tolerance` of those started.
            var eligible = 0, possibly: [Double] = [], surely: [Double] = []
            var possiblyDone = 0, surelyDone = 0
        }
        @usableFromInline package struct Insert: Sendable {
            var index: Int, id: Int, width: Double, own: Double?, time: Double, result: FlyScreenInsertResult, before: Int, duplicate: Bool
        }
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "capacityRespected" }
        @usableFromInline package var statement: String { "accepted exactly when valid and the queue has room; refusals give a reason that applies" }
        @usableFromInline package var level: InvariantLevel { .conformance }

        @usableFromInline package func start(_ c: FlyScreenConfiguration) -> Memory { Memory() }

        @usableFromInline package func restart(_ c: FlyScreenConfiguration, _ memory: inout Memory) {
            memory = Memory(inserts: memory.inserts.recycled(), possibly: memory.possibly.recycled(),
                            surely: memory.surely.recycled())
        }

        @inline(__always)
        @usableFromInline package func judge(_ x: Context, _ memory: inout Memory) -> InvariantFailure? {
            switch x.world.change {
            case .operation: if case .insert = x.frame { break } else { return nil }
            case let .appeared(place): if place < memory.eligible { break } else { fallthrough }
            default: if !x.world.logPassed(memory.next) { return nil }
            }
            return judged(x, &memory)
        }

        @inline(never)
        func judged(_ x: Context, _ memory: inout Memory) -> InvariantFailure? {
            if case let .operation(accepted) = x.world.change, case .insert(let result) = x.frame {
                let before = accepted ?? x.world.accepted
                switch x.event {
                case let .insert(id, width, _), let .timedInsert(id, width, _, _):
                    let own: Double? = if case let .timedInsert(_, _, d, _) = x.event { d } else { nil }
                    let duplicate = accepted == nil && x.world.place(of: id) != nil
                    if memory.inserts.isEmpty { memory.next = x.world.endTime }
                    memory.inserts.push(Insert(index: x.index, id: id, width: width, own: own, time: x.world.endTime, result: result,
                        before: before, duplicate: duplicate))
                default: break
                }
            }
            if case let .appeared(place) = x.world.change, place < memory.eligible, let i = x.world.index(place), !x.world.items[i].bySync {
                push(start: x.world.items[i].start, tolerance: x.world.items[i].tolerance, &memory)
            }
            while let first = memory.inserts.first, x.world.logPassed(first.time) {
                _ = memory.inserts.pop()
                memory.next = memory.inserts.first?.time ?? .infinity
                if let failure = judge(first, x, &memory) { return failure }
            }
            return nil
        }

        /// A started item's `start ± tolerance` into the heaps (a start that is not a number never
        /// stops waiting).
        func push(start: Double, tolerance: Double, _ m: inout Memory) {
            if !(start + tolerance).isNaN { Heap.push(&m.possibly, start + tolerance) }
            if !(start - tolerance).isNaN { Heap.push(&m.surely, start - tolerance) }
        }

        func judge(_ insert: Insert, _ x: Context, _ m: inout Memory) -> InvariantFailure? {
            let c = x.configuration
            // The items accepted before it, each into the heaps once its start is known.
            while m.eligible < insert.before {
                // Let go before this entry, an item started long before any insert still judged.
                if let i = x.world.index(m.eligible) {
                    if x.world.items[i].bySync {
                        (m.possiblyDone, m.surelyDone) = (m.possiblyDone + 1, m.surelyDone + 1)
                    } else if x.world.items[i].started {
                        push(start: x.world.items[i].start, tolerance: x.world.items[i].tolerance, &m)
                    }
                } else if let item = x.world.letGo.first(where: { $0.place == m.eligible }), !item.bySync {
                    push(start: item.start, tolerance: item.tolerance, &m)
                } else {
                    (m.possiblyDone, m.surelyDone) = (m.possiblyDone + 1, m.surelyDone + 1)
                }
                m.eligible += 1
            }
            while let top = m.possibly.first, top <= insert.time { Heap.popMin(&m.possibly); m.possiblyDone += 1 }
            while let top = m.surely.first, top <= insert.time { Heap.popMin(&m.surely); m.surelyDone += 1 }
            let surely = m.eligible - m.surelyDone, possibly = m.eligible - m.possiblyDone
            let invalid = !(insert.width.isFinite && insert.width > 0), invalidDuration = insert.own.map { !($0.isFinite && $0 > 0) } ?? false
            var capacity: String { c.capacity.map { "\($0)" } ?? "unbounded" }
            func broken(_ text: String) -> InvariantFailure {
                failure("result: \(text)", ["id": Double(insert.id), "width": insert.width, "waiting": Double(surely)], at: insert.index)
            }
            switch insert.result {
            case .accepted:
                if invalid || insert.duplicate || invalidDuration {
                    return broken("""
                        an insert with \(invalid ? "an invalid width" : invalidDuration ? "an invalid duration" : "an id already accepted") was \
                        accepted
                        """)
                }
                if let cap = c.capacity, surely >= cap { return broken("an insert was accepted into a full queue (capacity \(capacity))") }
            case .refused(.queueFull):
                if !(c.capacity.map { possibly >= $0 } ?? false) { return broken("refused as full while the queue had room (capacity \(capacity))") }
            case .refused(.invalidWidth):
                if !invalid { return broken("refused for an invalid width, but the width is valid") }
            case .refused(.duplicateID):
                if !insert.duplicate { return broken("refused as a duplicate, but id \(insert.id) was never accepted") }
            case .refused(.noFreeRow):
                return broken("dropped because no row was free; SPEC's screen queues the item (capacity \(capacity))")
            case .refused(.invalidDuration):
                if !invalidDuration {
                    return broken("refused for an invalid duration, but \(insert.own == nil ? "the insert has none of its own" : "the duration is valid")")
                }
            case .refused(.unsupported) where insert.own != nil:
                break  // a screen without a duration per comment refuses another duration
            case .refused(.invalidProgress), .refused(.unsupported):
                return broken("""
                    an insert was refused as \(insert.result == .refused(.unsupported) ? "unsupported" : "having an invalid progress"), a reason \
                    that applies only to a sync
                    """)
            }
            return nil
        }
    }
}

/// A binary min-heap of numbers in an array (a rule's buffer).
enum Heap {
    static func push(_ heap: inout [Double], _ value: Double) {
        heap.append(value)
        var i = heap.count - 1
        while i > 0, heap[(i - 1) / 2] > heap[i] { heap.swapAt(i, (i - 1) / 2); i = (i - 1) / 2 }
    }

    static func popMin(_ heap: inout [Double]) {
        heap.swapAt(0, heap.count - 1)
        heap.removeLast()
        var i = 0
        while true {
            let l = 2 * i + 1, r = l + 1
            var m = i
            if l < heap.count, heap[l] < heap[m] { m = l }
            if r < heap.count, heap[r] < heap[m] { m = r }
            if m == i { return }
            heap.swapAt(i, m)
            i = m
        }
    }
}
