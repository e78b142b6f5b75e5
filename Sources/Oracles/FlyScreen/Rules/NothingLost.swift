import Effects

extension FlyScreenModel {
    /// Every accepted item starts (or is synced) once and finishes once, never finishes before
    /// it starts, and nothing else starts or finishes: each breaks at its entry. At the end, an
    /// item due to finish by `t_end` has finished, and the first item never started was not due
    /// to start by then by SPEC's schedule of those before it (not judged in a trace that seeks).
    /// Conformance: the schedule says when an item is due.
    @usableFromInline package struct NothingLost: StatefulInvariant {
        @usableFromInline package typealias Context = FlyScreenModel.Context
        /// SPEC's schedule of the items started so far from the first, up to the first unstarted.
        @usableFromInline package struct Memory { var schedule: FlyScreenInvariants.Schedule, prefix = 0 }
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "nothingLost" }
        @usableFromInline package var statement: String {
            "every accepted item due by the end of the trace starts once and finishes once; nothing else starts"
        }
        @usableFromInline package var level: InvariantLevel { .conformance }

        @usableFromInline package func start(_ c: FlyScreenConfiguration) -> Memory { Memory(schedule: .init(c: c)) }

        @usableFromInline package func restart(_ c: FlyScreenConfiguration, _ memory: inout Memory) {
            memory = Memory(schedule: memory.schedule.recycled(c: c))
        }

        @inline(__always)
        @usableFromInline package func judge(_ x: Context, _ memory: inout Memory) -> InvariantFailure? {
            switch x.world.change {
            case .operation, .other: return nil
            case .appeared:
                if memory.prefix < x.world.firstUnstarted { advance(x, &memory) }
                return nil
            default: return judged(x, &memory)
            }
        }

        @inline(never)
        func judged(_ x: Context, _ memory: inout Memory) -> InvariantFailure? {
            switch x.world.change {
            case let .stray(id, finish):
                return entryFailure("item #\(id) \(finish ? "finished" : "started") without an accepted insert", ["id": Double(id)], at: x.operation(of: id))
            case let .repeated(place, _):
                let id = x.logged!.id, k = x.world.kept(place)
                return counted("item #\(id) started or finished more than once: duplicated", id, k.starts, k.finishes, at: k.operation)
            case let .finished(place):
                guard let i = x.world.index(place), !x.world.items[i].started else { return nil }
                return counted("item #\(x.world.items[i].id) finished without starting", x.world.items[i].id, 0, 1, at: x.world.items[i].operation)
            case .ended:
                return end(x, &memory)
            default: break
            }
            return nil
        }

        func counted(_ text: String, _ id: Int, _ starts: Int, _ finishes: Int, at frame: Int, _ more: KeyValuePairs<String,
            Double> = [:]) -> InvariantFailure {
            var failure = failure(text, ["id": Double(id), "starts": Double(starts), "finishes": Double(finishes)], at: frame)
            failure.values += more.map { Violation.Value($0.key, $0.value) }
            return failure
        }

        /// Takes the items started from the first unstarted one on into the schedule.
        func advance(_ x: Context, _ memory: inout Memory) {
            while memory.prefix < x.world.firstUnstarted, let i = x.world.index(memory.prefix) {
                let row = x.world.items[i].row
                if FlyScreenInvariants.rowExists(row, memory.schedule.c) { memory.schedule.started(row: row, x.world.items[i].flight) }
                memory.prefix += 1
            }
        }

        /// At the end, in insertion order: an item lost in flight, or the first unstarted one due.
        func end(_ x: Context, _ memory: inout Memory) -> InvariantFailure? {
            advance(x, &memory)
            let end = x.world.endTime
            var blocked = x.configuration.seeks
            for item in x.world.held {
                if !item.started {
                    if blocked { continue }
                    blocked = true
                    let due = memory.schedule.earliest(inserted: item.inserted, width: item.width, duration: item.duration)
                    guard FlyScreenInvariants.due(due, before: end, tolerance: item.tolerance) else { continue }
                    return counted(
                        "item #\(item.id) was accepted and due to start at \(Violation.format(due)), but had not started by the end of the trace: it was lost",
                        item.id, 0, 0, at: item.operation, ["dueStart": due, "tEnd": end])
                }
                if !item.finished, FlyScreenInvariants.due(item.due, before: end, tolerance: item.tolerance) {
                    return counted(
                        """
                            item #\(item.id) was due to finish at \(Violation.format(item.due)) and had not finished by the end of the trace: it \
                            was lost in flight
                            """,
                        item.id, 1, 0, at: item.operation, ["dueFinish": item.due, "tEnd": end])
                }
            }
            return nil
        }
    }
}
