@testable import Generators
import Oracles
import Testing

/// The same-cause fold on failures made by hand (`SameCause`): two rules shrunk to one case
/// shown alike are one report even when neither property's generator draws the other's case
/// again (the fly screen's schedule and minimum-gap groups draw other features); two cases, or
/// one rule twice, stay apart.
@Suite struct SameCauseFoldTests {
    /// A property whose every case passes: replaying a failure under it never breaks a rule,
    /// so only the cases shown can join two failures.
    static func passing(_ name: String, _ rule: String) -> SuiteProperty {
        SuiteProperty(name: name, section: "§4", invariants: [rule],
                      evaluation: Gen { stream throws(GenerationError) in
                          _ = try stream.drawInt(0, 9)
                          return Evaluation(violation: nil, frames: 1, labels: LabelSet(), description: "")
                      })
    }

    static func failure(_ rule: String, case lines: [String], choice: UInt64) -> RunFailure {
        let violation = Violation(rule, "§4", frame: 1, [], "\(rule) broken")
        let report = (["✗ \(rule)"] + lines.map { "  | \($0)" } + ["  violation: \(violation)"]).joined(separator: "\n") + "\n"
        return RunFailure(violation: violation, choices: [StreamChoice(value: choice, bound: 9)], frames: 3, origin: .seed(1, caseIndex: 0),
                          originalFrames: 9, shrinkCalls: 4, report: report, corpusPath: "", picture: "")
    }

    static let shown = ["FlyScreenConfiguration(screenWidth: 200, rows: 1)", "op 0: t 0 insert #0 w 1 → accepted", "op 1: t 0 insert #1 w 1 → accepted"]

    @Test func twoRulesOnOneCaseShownAlikeAreOneReport() {
        let schedule = (Self.passing("flyScreen.schedule", "exactSchedule"), Self.failure("exactSchedule", case: Self.shown, choice: 1))
        let gap = (Self.passing("flyScreen.minimumGap", "minimumGap"), Self.failure("minimumGap", case: Self.shown, choice: 2))
        let folds = SameCause.fold([schedule, gap])
        #expect(folds.count == 1)
        #expect(folds.first?.folded.map(\.failure.violation.invariant) == ["minimumGap"])
        #expect(SameCause.lines(folds[0].folded, under: "exactSchedule").contains("the same cause also fails flyScreen.minimumGap (minimumGap)"))
        // Folded twice, one rule is told once, saying what the count counts (an outsider read
        // "2 distinct failures of it" as unclear).
        let twice = SameCause.lines(folds[0].folded + folds[0].folded, under: "exactSchedule")
        #expect(twice.components(separatedBy: "the same cause also fails").count == 2, "\(twice)")
        #expect(twice.contains("(minimumGap) (2 distinct failures of that rule, the shortest told here)"), "\(twice)")
    }

    @Test func twoCasesOrOneRuleTwiceStayApart() {
        let other = Self.shown.dropLast() + ["op 1: t 0 insert #1 w 2 → accepted"]
        let schedule = (Self.passing("flyScreen.schedule", "exactSchedule"), Self.failure("exactSchedule", case: Self.shown, choice: 1))
        let gap = (Self.passing("flyScreen.minimumGap", "minimumGap"), Self.failure("minimumGap", case: Array(other), choice: 2))
        #expect(SameCause.fold([schedule, gap]).count == 2)
        let again = (Self.passing("flyScreen.schedule", "exactSchedule"), Self.failure("exactSchedule", case: Self.shown, choice: 3))
        #expect(SameCause.fold([schedule, again]).count == 2, "one rule twice is the distinct search's to tell apart")
        #expect(SameCause.places(SameCause.fold([schedule, again]).map(\.reported)) == [" (1 of 2 distinct failures)", " (2 of 2 distinct failures)"])
    }
}
