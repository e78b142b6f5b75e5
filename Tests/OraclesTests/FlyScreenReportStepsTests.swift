@testable import Oracles
import Effects
import Testing

/// A fly screen's report counts operations, not frames, and names both the operation that
/// introduced the item and, for an entry logged later, when it was logged (issue 65): the
/// entry's time, the same whoever judges the trace (a monitor fed live, `check-trace`).
@Suite struct FlyScreenReportStepsTests {
    let c: FlyScreenConfiguration
    init() throws { c = try FlyScreenConfiguration(screenWidth: 200, rows: 1, rowHeight: 10, duration: 1, minimumGap: 0) }

    /// A start 0.2 s late, logged during the advance after the insert.
    func lateStart(prefix: [FlyScreenTrace.Step] = []) -> FlyScreenTrace {
        let x = c.position(width: 1, start: 0.2, at: 1.2)
        return FlyScreenTrace(configuration: c, steps: prefix + [
            .insert(id: 0, width: 1, time: 0, result: .accepted), .advance(time: 0), .advance(time: 6),
        ], events: [.started(id: 0, row: 0, time: 0.2), .finished(id: 0, row: 0, time: 1.2, x: x)])
    }

    @Test func aLateStartNamesTheInsertAndWhenTheStartWasLogged() throws {
        let v = try #require(FlyScreenModel.violations(of: lateStart()).first { $0.invariant == "exactSchedule" })
        #expect(v.step == "operation" && v.frame == 0 && v.entryTime == 0.2)
        #expect(v.text.contains("broken at operation 0, the entry at t = 0.2:"), "\(v.text)")
        #expect(!v.text.contains("frame") && !v.text.contains("Optional("), "\(v.text)")
    }

    /// An operation judged as an operation (a tap, an insert's answer) names only itself.
    @Test func aBadAnswerNamesOnlyItsOperation() throws {
        let trace = FlyScreenTrace(configuration: c, steps: [
            .insert(id: 0, width: 1, time: 0, result: .accepted), .insert(id: 0, width: 1, time: 0, result: .accepted), .advance(time: 6),
        ], events: [.started(id: 0, row: 0, time: 0), .finished(id: 0, row: 0, time: 1, x: -1)])
        let v = try #require(FlyScreenModel.violations(of: trace).first)
        #expect(v.step == "operation" && v.entryTime == nil, "\(v.text)")
        #expect(v.text.contains("broken at operation 1:"), "\(v.text)")
    }

    /// Counted from another first step (a monitor's file), the step moves and the time stays.
    @Test func shiftedMovesTheStepNotTheTime() throws {
        let v = try #require(FlyScreenModel.violations(of: lateStart()).first { $0.invariant == "exactSchedule" })
        let moved = v.shifted(by: 3)
        #expect(moved.frame == 3 && moved.entryTime == 0.2)
        // The same trace after three taps at nothing names the same steps, three later.
        let later = try #require(FlyScreenModel.violations(of: lateStart(prefix: (0..<3).map { _ in
            .tap(x: 1, y: 1, time: 0, hit: nil, result: .miss)
        })).first { $0.invariant == "exactSchedule" })
        #expect(later.description == moved.description)
    }

    /// An offset-driven effect's steps stay frames, with nothing found later.
    @Test func frameEffectsKeepTheirWord() {
        let v = InvariantFailure("x").violation(of: "rule", section: "§1", frame: 2)
        #expect(v.step == "frame" && v.entryTime == nil && v.description.contains("broken at frame 2:"))
        let named = InvariantFailure("x").at(frame: 1).namingTheEntry().violation(of: "rule", section: "§1", frame: 2, step: "event", entry: 2.5)
        #expect(named.description.contains("broken at event 1, the entry at t = 2.5:"), "\(named.description)")
        // A failure not about the entry (an answer an entry only let the rule decide) does not name it.
        let decided = InvariantFailure("x").at(frame: 1).violation(of: "rule", section: "§1", frame: 2, step: "event", entry: 2.5)
        #expect(decided.entryTime == nil && decided.description.contains("broken at event 1:"))
    }
}
