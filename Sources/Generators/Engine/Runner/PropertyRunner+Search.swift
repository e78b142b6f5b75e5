/// After a run's first failure, the search for failures distinct from it (``RunOptions/distinctFailureBudget``):
/// the evaluations left for them (cases and shrink steps), how often each kind of violation
/// (invariant and explanation) has been shrunk to learn its shape, and, while invariants of
/// the property are still unreported, the run-on: through every case whatever is left (a
/// second bug behind the first is met where a passing run would meet it, never by luck), with
/// shrink steps of its own, judging by the property without the invariants reported once the
/// allowance is spent (a case that breaks only what is reported then costs what a passing case
/// costs).
struct DistinctSearch {
    /// The evaluations left for distinct failures; `nil` before the first failure.
    var remaining: Int?
    /// How many times each kind has been shrunk.
    var shrunkPerKind: [String: Int] = [:]
    /// Whether the run goes on through every case (some invariant is still unreported).
    var runsOn = false
    /// The run-on's shrink steps left.
    var runOnCalls = 0
    /// The property without the invariants reported, while some remain.
    var rest: SuiteProperty?

    /// Whether no case can add a report any more: the allowance and the run-on's shrink steps
    /// are both spent.
    var isSpent: Bool { if let left = remaining, left <= 0, runOnCalls <= 0 { true } else { false } }

    /// Whether the next case is judged by the property without the reported invariants.
    var judgesOnRest: Bool { runsOn && (remaining ?? 0) <= 0 && rest != nil }

    /// Starts the search after the first failure, found at case `index`.
    mutating func start(after failure: RunFailure, at index: Int, _ property: SuiteProperty, _ options: RunOptions, reported: Set<String>) {
        shrunkPerKind[failure.violation.invariant + "|" + RunFailure.shape(of: failure.violation.explanation)] = 1
        // Any budget, however large (infinity too), is an allowance, never a trap.
        let allowance = Double(index + 1 + failure.shrinkCalls) * options.distinctFailureBudget
        remaining = allowance < Double(Int.max / 2) ? Int(allowance) : Int.max / 2
        let shrinking = Double(Swift.max(options.shrinkBudget.maxCalls, failure.shrinkCalls)) * options.distinctFailureBudget
        runOnCalls = shrinking < Double(Int.max / 2) ? Int(shrinking) : Int.max / 2
        rest = property.excluding?(reported)
        runsOn = rest != nil
    }
}

/// What a run counts of its cases besides failures: labels (by bit index, named once at the
/// end), unchecked cases and the suite's own probes, and one reason of each kind a case
/// checked nothing.
struct Tally {
    var labelCounts = [Int](repeating: 0, count: LabelSet.names.count)
    var sawRefused = false, sawDeclined = false, sawInvalidSpace = false

    /// A case the generator rejected; a space no case can come from says so once (an overrun
    /// is a case too big, not a reason).
    mutating func rejected(_ error: GenerationError, _ result: inout RunResult) {
        result.rejected += 1
        if case let .invalidSpace(problem) = error, !sawInvalidSpace {
            sawInvalidSpace = true
            result.uncheckedReasons.append("rejected by the generator: \(problem)")
        }
    }

    /// A case run: checked, a probe, or unchecked (one reason of each kind, rendered once).
    mutating func count(_ evaluation: Evaluation, _ result: inout RunResult) {
        result.cases += 1
        if !evaluation.checked, evaluation.isProbe {
            result.probes += 1
        } else if !evaluation.checked {
            result.unchecked += 1
            let declined = evaluation.isDeclined
            if declined ? !sawDeclined : !sawRefused {
                if declined { sawDeclined = true } else { sawRefused = true }
                let reason = evaluation.description
                if !reason.isEmpty { result.uncheckedReasons.append(reason) }
            }
        }
        result.frames += evaluation.frames
        evaluation.labels.forEachIndex { labelCounts[$0] += 1 }
        if evaluation.labels.hasCustomLabels { for label in evaluation.labels.customLabels { result.labels[label, default: 0] += 1 } }
    }

    /// The labels counted, named.
    func close(_ result: inout RunResult) {
        for (i, n) in labelCounts.enumerated() where n > 0 { result.labels[LabelSet.names[i], default: 0] += n }
    }
}
