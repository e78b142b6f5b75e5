import Effects

extension FlyScreenModel {
    /// The head of the queue starts at the earliest moment a row is free for it (SPEC's closed
    /// form), on the lowest free row. Each start is judged in insertion order against the
    /// schedule of the items started before it: as soon as every item inserted before it has
    /// started, or at the end (an item that never started is passed over). Conformance; a trace
    /// that seeks is not judged.
    @usableFromInline package struct ExactSchedule: StatefulInvariant {
        @usableFromInline package typealias Context = FlyScreenModel.Context
        /// SPEC's schedule of the starts judged so far, and the next place to judge.
        @usableFromInline package struct Memory { var schedule: FlyScreenInvariants.Schedule, next = 0 }
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "exactSchedule" }
        @usableFromInline package var statement: String { "each item starts at the earliest free moment, on the lowest free row" }
        @usableFromInline package var level: InvariantLevel { .conformance }

        @usableFromInline package func start(_ c: FlyScreenConfiguration) -> Memory { Memory(schedule: .init(c: c)) }

        @usableFromInline package func restart(_ c: FlyScreenConfiguration, _ memory: inout Memory) {
            memory = Memory(schedule: memory.schedule.recycled(c: c))
        }

        @inline(__always)
        @usableFromInline package func judge(_ x: Context, _ memory: inout Memory) -> InvariantFailure? {
            switch x.world.change {
            case .appeared: if memory.next < x.world.firstUnstarted, !x.configuration.seeks { return judged(x, &memory) }
            case .ended: if !x.configuration.seeks { return judged(x, &memory) }
            default: break
            }
            return nil
        }

        @inline(never)
        func judged(_ x: Context, _ memory: inout Memory) -> InvariantFailure? {
            switch x.world.change {
            case .appeared:
                while memory.next < x.world.firstUnstarted, let i = x.world.index(memory.next) {
                    memory.next += 1
                    if let failure = judge(x, i, &memory.schedule) { return failure }
                }
            case .ended:
                while let i = x.world.index(memory.next) {
                    memory.next += 1
                    if x.world.items[i].started, let failure = judge(x, i, &memory.schedule) { return failure }
                }
            default: break
            }
            return nil
        }

        /// One start against the schedule, which it then joins (a row out of range is
        /// rowsConsistent's to report: passed over).
        func judge(_ x: Context, _ i: Int, _ schedule: inout FlyScreenInvariants.Schedule) -> InvariantFailure? {
            let row = x.world.items[i].row
            guard FlyScreenInvariants.rowExists(row, schedule.c) else { return nil }
            let start = x.world.items[i].start
            let departure = schedule.departure(
                inserted: x.world.items[i].inserted, width: x.world.items[i].width, duration: x.world.items[i].duration, row: row,
                    start: start, tt: x.world.items[i].tolerance)
            guard let departure else {
                schedule.started(row: row, x.world.items[i].flight)
                return nil
            }
            return report(departure, x.world.items[i])
        }

        func report(_ departure: FlyScreenInvariants.Schedule.Departure, _ item: FlyScreenWorld.Item) -> InvariantFailure {
            let id = Double(item.id), start = item.start
            switch departure {
            case let .notAtEarliest(earliest):
                return entryFailure(start > earliest ? "item #\(item.id) waited while a row was free" : "item #\(item.id) started before any row was free",
                               ["id": id, "start": start, "earliest": earliest], at: item.operation,
                               margin: .off(start, from: earliest, tolerance: item.tolerance, unit: "s"))
            case let .rowNotFree(free, slack):
                return entryFailure("item #\(item.id) started on a row that was not free", ["row": Double(item.row), "rowFree": free, "start": start],
                               at: item.operation, margin: .beyond(free - start, bound: 0, tolerance: slack, unit: "s"))
            case let .lowerRowFree(lower):
                return entryFailure("item #\(item.id) did not take the lowest free row", ["row": Double(item.row), "lowestFree": Double(lower)],
                                    at: item.operation)
            }
        }
    }
}
