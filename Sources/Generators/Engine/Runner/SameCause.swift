/// Failures of one verification that share a cause, told in one report: when a failure's
/// shrunk case also breaks the rule of a failure reported before it (the shortest first), or
/// that one's case breaks its rule, one case shows both breaks: another path to the same
/// break, not another bug. A carousel whose last card is never clamped rests past the end
/// (`inBounds`), off every snap point (`onSnapPoint`) and elsewhere after a resize
/// (`resizeKeepsPlace`): three properties, one cause, one report that names all three.
///
/// Two failures share a cause when their reports show the same shrunk case, or when either's
/// case, replayed under the other's property narrowed to the other's rule, draws the same case
/// there (the same choices, all of them used) and breaks that rule.
package enum SameCause {
    /// A failure to report, with its property (its place among the property's reports is
    /// ``places(_:)``'s, once folded).
    package typealias Reported = (property: SuiteProperty, failure: RunFailure)

    /// The failures to report, each with the failures told in its report; the order kept.
    ///
    /// - Parameter failures: The failures, in the order they are reported (the shortest first).
    /// - Returns: The failures reported on their own, each with those folded into it.
    /// - Complexity: O(f² · e), for f failures and e the cost of evaluating one shrunk case.
    package static func fold(_ failures: [Reported]) -> [(reported: Reported, folded: [Reported])] {
        var kept: [(reported: Reported, folded: [Reported])] = []
        for candidate in failures {
            if let k = kept.firstIndex(where: { sameCause(candidate, $0.reported) }) {
                kept[k].folded.append(candidate)
            } else {
                kept.append((candidate, []))
            }
        }
        return kept
    }

    /// Whether two failures of two rules share a cause: both shrank to one case, or either's
    /// shrunk case breaks the other's rule too.
    ///
    /// - Parameters:
    ///   - a: A failure.
    ///   - b: Another.
    /// - Returns: `true` when one case breaks both rules.
    /// - Complexity: At most two evaluations.
    package static func sameCause(_ a: Reported, _ b: Reported) -> Bool {
        // Two breaks of one rule are told apart by the distinct search (another explanation,
        // other kinds of step): their cases break that rule alike, which says nothing. Folding
        // them by explanation alone would join two real bugs of one rule (an app's danmaku view
        // with both of DanmakuKit's seek bugs, explained alike: measured, 0 of 10 seeds apart).
        let (ruleA, ruleB) = (a.failure.violation.invariant, b.failure.violation.invariant)
        return ruleA != ruleB
            && (sameCase(a.failure, b.failure) || breaks(a.failure, b.property, ruleB) || breaks(b.failure, a.property, ruleA))
    }

    /// Whether two failures shrank to one case, as their reports show it (the configuration, the
    /// steps and what the code answered, every number exact): groups whose generators differ
    /// (the fly screen's schedule and minimum-gap groups draw other features) reach it apart.
    ///
    /// - Parameters:
    ///   - a: A failure.
    ///   - b: Another.
    /// - Returns: `true` when both reports show the same case.
    /// - Complexity: O(report length).
    package static func sameCase(_ a: RunFailure, _ b: RunFailure) -> Bool {
        func steps(_ f: RunFailure) -> [Substring] {
            (f.exactReport.isEmpty ? f.report : f.exactReport).split(separator: "\n").filter { $0.hasPrefix("  | ") }
        }
        let shown = steps(a)
        return !shown.isEmpty && shown == steps(b)
    }

    /// Whether `failure`'s shrunk case, drawn by `property` narrowed to `invariant`, breaks it.
    ///
    /// - Parameters:
    ///   - failure: A shrunk failure.
    ///   - property: The property of a failure reported before it.
    ///   - invariant: That failure's rule.
    /// - Returns: `true` when the case draws the same case under `property` and breaks `invariant`.
    /// - Complexity: One evaluation of the case.
    package static func breaks(_ failure: RunFailure, _ property: SuiteProperty, _ invariant: String) -> Bool {
        let others = Set(property.invariants).subtracting([invariant])
        let judge = others.isEmpty ? property : property.excluding?(others) ?? property
        let values = failure.choices.map(\.value)
        guard let (evaluation, choices) = try? judge.evaluation.replay(values), choices == failure.choices else { return false }
        return evaluation.violation?.invariant == invariant
    }

    /// The lines a report gains for the failures folded into it: one a rule of a property (the
    /// first, the shortest, with how many of that rule's distinct failures it stands for).
    ///
    /// - Parameters:
    ///   - folded: The failures told in the report.
    ///   - rule: The report's own rule.
    /// - Returns: One line a property's rule, or "" when none is folded.
    /// - Complexity: O(folded²).
    package static func lines(_ folded: [Reported], under rule: String) -> String {
        var firsts: [(reported: Reported, count: Int)] = []
        for f in folded {
            if let k = firsts.firstIndex(where: {
                $0.reported.property.name == f.property.name && $0.reported.failure.violation.invariant == f.failure.violation.invariant
            }) {
                firsts[k].count += 1
            } else {
                firsts.append((f, 1))
            }
        }
        return firsts.map { first, count in
            let (property, failure) = (first.property, first.failure)
            let step = failure.violation.step
            let size = failure.frames == 0 ? "broken at its initial \(step)" : "shrunk to \(failure.frames) \(failure.frames == 1 ? step : step + "s")"
            let more = count > 1 ? " (\(count) distinct failures of that rule, the shortest told here)" : ""
            return """

                the same cause also fails \(property.name) (\(failure.violation.invariant))\(more): one case breaks both \(rule) and \
                \(failure.violation.invariant); its own case, \(size): \(failure.rerun())
                """
        }.joined()
    }

    /// Where each report stands among its property's reports, once folded: " (2 of 3 distinct
    /// failures)" when a property has several, "" otherwise.
    ///
    /// - Parameter kept: The reports, in order.
    /// - Returns: One clause a report.
    /// - Complexity: O(reports²).
    package static func places(_ kept: [Reported]) -> [String] {
        kept.enumerated().map { i, report in
            let same = kept.indices.filter { kept[$0].property.name == report.property.name }
            return same.count > 1 ? " (\((same.firstIndex(of: i) ?? 0) + 1) of \(same.count) distinct failures)" : ""
        }
    }
}
