@testable import Oracles
import Effects
import Testing

/// A fly screen's report counts operations, not frames, and names both the operation that
/// introduced the item and, for an entry logged later, the operation during which it came
/// (issue 65); a monitor's file names them as `check-trace` does, counted in the file.
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

    @Test func aLateStartNamesTheInsertAndTheAdvanceDuringWhichItCame() throws {
        let v = try #require(FlyScreenModel.violations(of: lateStart()).first { $0.invariant == "exactSchedule" })
        #expect(v.step == "operation" && v.frame == 0 && v.seenAt == 1)
        #expect(v.text.contains("broken at operation 0, found during operation 1:"), "\(v.text)")
        #expect(!v.text.contains("frame") && !v.text.contains("Optional("), "\(v.text)")
    }

    /// An operation judged as an operation (a tap, an insert's answer) names only itself.
    @Test func aBadAnswerNamesOnlyItsOperation() throws {
        let trace = FlyScreenTrace(configuration: c, steps: [
            .insert(id: 0, width: 1, time: 0, result: .accepted), .insert(id: 0, width: 1, time: 0, result: .accepted), .advance(time: 6),
        ], events: [.started(id: 0, row: 0, time: 0), .finished(id: 0, row: 0, time: 1, x: -1)])
        let v = try #require(FlyScreenModel.violations(of: trace).first)
        #expect(v.step == "operation" && v.seenAt == nil, "\(v.text)")
        #expect(v.text.contains("broken at operation 1:"), "\(v.text)")
    }

    /// Counted from another first step (a monitor's file), both steps move together.
    @Test func shiftedMovesBothSteps() throws {
        let v = try #require(FlyScreenModel.violations(of: lateStart()).first { $0.invariant == "exactSchedule" })
        let moved = v.shifted(by: 3)
        #expect(moved.frame == 3 && moved.seenAt == 4)
        // The same trace after three taps at nothing names the same steps, three later.
        let later = try #require(FlyScreenModel.violations(of: lateStart(prefix: (0..<3).map { _ in
            .tap(x: 1, y: 1, time: 0, hit: nil, result: .miss)
        })).first { $0.invariant == "exactSchedule" })
        #expect(later.description == moved.description)
    }

    /// An offset-driven effect's steps stay frames, with nothing found later.
    @Test func frameEffectsKeepTheirWord() {
        let v = InvariantFailure("x").violation(of: "rule", section: "§1", frame: 2)
        #expect(v.step == "frame" && v.seenAt == nil && v.description.contains("broken at frame 2:"))
        let named = InvariantFailure("x").at(frame: 1).violation(of: "rule", section: "§1", frame: 2, step: "event", entry: 2)
        #expect(named.description.contains("broken at event 1, found during event 2:"), "\(named.description)")
    }
}
