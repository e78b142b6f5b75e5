import Effects

extension FlyScreenModel {
    /// A paused screen is still: no item finishes while it is paused (beyond its tolerance of a
    /// moment at either end of the pause). Judged on virtual time, against the pauses so far.
    @usableFromInline package struct FrozenWhilePaused: Invariant {
        @usableFromInline package typealias Context = FlyScreenModel.Context
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "frozenWhilePaused" }
        @usableFromInline package var statement: String { "nothing finishes while the screen is paused" }

        @inline(__always)
        @usableFromInline package func judge(_ x: Context) -> InvariantFailure? {
            x.world.pauses.isEmpty || x.isOperation ? nil : judged(x)
        }

        @inline(never)
        func judged(_ x: Context) -> InvariantFailure? {
            guard case let .finished(id, _, time, _)? = x.logged,
                  let pause = x.world.pause(containing: time, slack: x.world.tolerance(of: id))
            else { return nil }
            let to = pause.end.isFinite ? " to \(Violation.format(pause.end))" : ""
            var values: [Violation.Value] = [.init("id", Double(id)), .init("finish", time), .init("pausedAt", pause.start)]
            if pause.end.isFinite { values.append(.init("resumedAt", pause.end)) }
            return InvariantFailure("""
                item #\(id) finished at t \(Violation.format(time)) while the screen was paused (from \(Violation.format(pause.start))\(to)): it \
                kept moving
                """,
                                    values).at(frame: pause.operation).namingTheEntry()
        }
    }
}
