import Effects

extension FlyScreenModel {
    /// Rows are numbered `0 ..< k`: every start, sync and finish is on a row in range, and an item
    /// finishes on the row it started on.
    @usableFromInline package struct RowsConsistent: Invariant {
        @usableFromInline package typealias Context = FlyScreenModel.Context
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "rowsConsistent" }
        @usableFromInline package var statement: String { "rows in 0 ..< k; an item finishes on the row it started on" }

        @inline(__always)
        @usableFromInline package func judge(_ x: Context) -> InvariantFailure? {
            switch x.world.change {
            case .operation, .other, .ended: return nil
            default: return judged(x)
            }
        }

        @inline(never)
        func judged(_ x: Context) -> InvariantFailure? {
            let id: Int, row: Int, finish: Bool
            switch x.logged {
            case let .started(i, r, _)?, let .synced(i, r, _, _)?: (id, row, finish) = (i, r, false)
            case let .finished(i, r, _, _)?: (id, row, finish) = (i, r, true)
            default: return nil
            }
            let c = x.configuration
            if !FlyScreenInvariants.rowExists(row, c) {
                return entryFailure("item #\(id) is on row \(row), outside 0 ..< \(c.rows)", ["id": Double(id), "row": Double(row),
                    "rows": Double(c.rows)], at: x.operation(of: id))
            }
            guard finish, let place = x.world.place(of: id) else { return nil }
            let kept = x.world.kept(place)
            guard kept.starts > 0, kept.row != row else { return nil }
            return entryFailure("item #\(id) started on row \(kept.row) and finished on row \(row)",
                           ["id": Double(id), "row": Double(row), "rows": Double(c.rows), "startRow": Double(kept.row)], at: kept.operation)
        }
    }
}
