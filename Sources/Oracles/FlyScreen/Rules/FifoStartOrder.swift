import Effects

extension FlyScreenModel {
    /// Items start in insertion order, never before they were inserted (beyond a tolerance of a
    /// moment). Conformance; a trace that seeks is not judged (SPEC's schedule defines no seek).
    @usableFromInline package struct FifoStartOrder: StatefulInvariant {
        @usableFromInline package typealias Context = FlyScreenModel.Context
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "fifoStartOrder" }
        @usableFromInline package var statement: String { "FIFO start order, never before insertion" }
        @usableFromInline package var level: InvariantLevel { .conformance }

        /// The latest place started so far.
        @usableFromInline package func start(_ c: FlyScreenConfiguration) -> Int { -1 }

        @inline(__always)
        @usableFromInline package func judge(_ x: Context, _ latest: inout Int) -> InvariantFailure? {
            guard case let .appeared(place) = x.world.change, !x.configuration.seeks else { return nil }
            return judged(x, place, &latest)
        }

        @inline(never)
        func judged(_ x: Context, _ place: Int, _ latest: inout Int) -> InvariantFailure? {
            guard let i = x.world.index(place), !x.world.items[i].isSynced else { return nil }
            if place < latest {
                // The first place at which the starts and the insertion order name different
                // items: the earliest inserted of those started before it, and it.
                var k = i + 1
                while !(x.world.items[k].started && !x.world.items[k].isSynced) { k += 1 }
                let started = x.world.items[k].id
                return entryFailure("items started out of insertion order", ["started": Double(started),
                    "expected": Double(x.world.items[i].id)], at: x.world.items[k].operation)
            }
            latest = place
            let item = x.world.items[i]
            guard FlyScreenInvariants.startsBeforeInsert(item.start, inserted: item.inserted, tolerance: item.tolerance) else { return nil }
            return entryFailure("item #\(item.id) started before it was inserted", ["start": item.start, "inserted": item.inserted], at: item.operation)
        }
    }
}
