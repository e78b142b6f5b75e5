import Effects

extension FlyScreenModel {
    /// SPEC §0 for the fly screen's log: every time, progress and position in it is finite, and
    /// its times never run back by more than a moment's tolerance (a log out of time order is
    /// malformed: `check-trace` refuses such a file, a monitor reports it here).
    @usableFromInline package struct NoNonFiniteOutput: Invariant {
        @usableFromInline package typealias Context = FlyScreenModel.Context
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "noNonFiniteOutput" }
        @usableFromInline package var statement: String { "every time and position in the event log is finite, and in time order" }

        @inline(__always)
        @usableFromInline package func judge(_ x: Context) -> InvariantFailure? {
            if case .operation = x.world.change { return nil }
            if !x.world.ranBack, x.world.now.isFinite, x.world.finiteEntry { return nil }
            return judged(x)
        }

        @inline(never)
        func judged(_ x: Context) -> InvariantFailure? {
            guard let logged = x.logged else { return nil }
            let id = logged.id, time = x.world.now, frame = x.operation(of: id)
            if x.world.ranBack {
                let t = logged.time, latest = x.world.loggedAt
                return entryFailure("the log runs back: an entry of item #\(id) at t \(Violation.format(t)) comes after one at t \(Violation.format(latest))",
                               ["id": Double(id), "time": t, "latest": latest], at: frame, section: "§0")
            }
            switch logged {
            case .started, .liked, .inserted, .refused:  // the last two are not read
                if time.isFinite { return nil }
                return entryFailure("event time of item #\(id) is not finite", ["id": Double(id), "time": time], at: frame, section: "§0")
            case let .synced(_, _, _, progress):
                if time.isFinite, progress.isFinite { return nil }
                return entryFailure("sync time or progress of item #\(id) is not finite", ["id": Double(id), "time": time, "progress": progress],
                    at: frame, section: "§0")
            case let .finished(_, _, _, x):
                if time.isFinite, x.isFinite { return nil }
                return entryFailure("finish time or x of item #\(id) is not finite", ["id": Double(id), "time": time, "x": x], at: frame, section: "§0")
            }
        }
    }
}
