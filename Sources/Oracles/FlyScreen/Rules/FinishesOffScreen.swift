import Effects

extension FlyScreenModel {
    /// An item finishes fully off the left edge: `d` (its own) after its start, its left edge at
    /// `−w`. Judged once its start and finish are both in; a finish inside a pause is
    /// frozenWhilePaused's alone. Conformance: the published animation ends half off.
    @usableFromInline package struct FinishesOffScreen: Invariant {
        @usableFromInline package typealias Context = FlyScreenModel.Context
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "finishesOffScreen" }
        @usableFromInline package var statement: String { "an item finishes at x = −w, d after its start" }
        @usableFromInline package var level: InvariantLevel { .conformance }

        @inline(__always)
        @usableFromInline package func judge(_ x: Context) -> InvariantFailure? {
            guard let place = x.world.completed else { return nil }
            return judged(x, place)
        }

        @inline(never)
        func judged(_ x: Context, _ place: Int) -> InvariantFailure? {
            guard let i = x.world.index(place), !x.world.items[i].finishedInPause else { return nil }
            let item = x.world.items[i], lt = x.world.lengthTolerance
            let judged = FlyScreenInvariants.finish(item.flight, at: item.finish, x: item.finishX, tolerance: item.tolerance, lt)
            if judged.onTime, judged.offScreen { return nil }
            let values: KeyValuePairs<String, Double> = ["id": Double(item.id), "x": item.finishX, "w": item.width, "finish": item.finish, "start": item.start]
            if !judged.onTime {
                return entryFailure("item #\(item.id) finished at time \(Violation.format(item.finish)), not d after its start", values, at: item.operation,
                               margin: .off(item.finish, from: item.due, tolerance: item.tolerance, unit: "s"))
            }
            return entryFailure("item #\(item.id) finished at x = \(Violation.format(item.finishX)), not fully off screen at −w", values, at: item.operation,
                           margin: .off(item.finishX, from: -item.width, tolerance: lt))
        }
    }
}
