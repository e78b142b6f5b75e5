import Foundation
import Generators
import Oracles

/// A failure, shrunk, with its report.
public struct Failure: Sendable {
    /// Where the failing case came from.
    public enum Origin: Sendable, Equatable {
        /// Case `index` of the run with this seed.
        case seed(UInt64, caseIndex: Int)
        /// A corpus or crash file.
        case file(String)
    }

    /// The violation of the shrunk case.
    public var violation: Violation
    /// The shrunk case's choices.
    public var choices: [Choice]
    /// The shrunk case's frames.
    public var frames: Int
    /// Where it came from.
    public var origin: Origin
    /// Frames of the case before shrinking.
    public var originalFrames: Int
    /// Predicate calls the shrinker made.
    public var shrinkCalls: Int
    /// The report: the same bytes for the run that found it and for every replay.
    public var report: String
    /// The corpus path of the shrunk case, relative to the package root.
    public var corpusPath: String
    /// The shrunk case as a picture (an SVG document); saved beside the case as `<name>.svg`.
    public var picture: String
}

/// The result of running one property.
public struct RunResult: Sendable {
    /// The property's name.
    public var property: String
    /// The run's seed.
    public var seed: UInt64
    /// Corpus files replayed before the generated cases.
    public var replayedFiles: Int
    /// Generated cases run (up to and including a failing one).
    public var cases: Int
    /// Of those, the cases that checked nothing: an invalid configuration (the generators
    /// make a few on purpose) or one the implementation's factory declined.
    public var unchecked: Int = 0
    /// Why cases checked nothing, in words: the first case the implementation's factory
    /// declined and the first that checked nothing otherwise (its configuration refused by the
    /// initializer), at most one of each, in the order met; e.g. `configuration refused:
    /// BannerHoverConfiguration.hoverHeight = 80.0 breaks the rule: must be less than bannerHeight (50.0)`.
    public var uncheckedReasons: [String] = []
    /// Attempts the generator rejected (a filter that gave up, a stream that ran out).
    public var rejected: Int = 0
    /// Whether the time budget stopped the run before its cases were all run.
    public var stoppedByTimeBudget = false
    /// Frames checked, over all cases.
    public var frames: Int
    /// How many cases carried each label.
    public var labels: [String: Int]
    /// The first failure, shrunk.
    public var failure: Failure?
    /// Wall time of the run, shrinking included, in seconds.
    public var seconds: Double

    /// What makes the run meaningless, if anything: no case checked anything, or the
    /// generator rejected or the factory declined most attempts. Such a run is an error,
    /// never a pass (a replayed saved failure counts as checking something).
    public var healthProblem: String? {
        guard failure == nil else { return nil }
        let checked = cases - unchecked
        let attempts = cases + rejected
        let why = uncheckedReasons.isEmpty ? "" : "; first: " + uncheckedReasons.joined(separator: "; ")
        if checked == 0 {
            return "\(property): no case checked anything (\(attempts) attempts: \(rejected) rejected by the generator, \(unchecked) declined by the configuration or the factory\(why))"
        }
        if attempts >= 20, checked * 2 < attempts {
            return "\(property): only \(checked) of \(attempts) attempts checked anything (\(rejected) rejected by the generator, \(unchecked) declined by the configuration or the factory\(why))"
        }
        return nil
    }
}

/// Runs properties: the corpus first, then seeded cases, stopping at the first failure, which
/// it shrinks, reports, and saves as bytes under `fuzz-corpus/<property>/`.
package struct PropertyRunner: Sendable {
    /// The options.
    package var options: RunOptions

    /// Creates a runner.
    ///
    /// - Parameter options: The options.
    package init(options: RunOptions) { self.options = options }

    /// Runs a property.
    ///
    /// - Parameter property: The property.
    /// - Returns: The result; `failure` is set when a case broke an invariant.
    /// - Complexity: O(cases · frames), plus the shrinking budget on failure.
    package func run(_ property: Property) -> RunResult {
        let stopwatch = Stopwatch()
        var result = RunResult(property: property.name, seed: options.seed, replayedFiles: 0, cases: 0, frames: 0, labels: [:], failure: nil, seconds: 0)
        runCases(property, &result)
        result.seconds = stopwatch.seconds
        return result
    }

    private func runCases(_ property: Property, _ result: inout RunResult) {
        for url in (options.shard.map { $0.index == 0 } ?? true) ? options.corpus?.files(for: property.name) ?? [] : [] {
            guard let data = FileManager.default.contents(atPath: url.path) else { continue }
            result.replayedFiles += 1
            let relative = "fuzz-corpus/\(property.name)/\(url.lastPathComponent)"
            if let failure = replay(property, bytes: [UInt8](data), origin: .file(relative)) {
                result.failure = save(failure, property)
                // A saved case that shrinks further replaces its file (and its picture): one
                // file per failure, the smallest known.
                if options.saveFailures, options.corpus != nil, failure.choices.encoded != [UInt8](data) {
                    try? FileManager.default.removeItem(at: url)
                    try? FileManager.default.removeItem(at: url.appendingPathExtension("svg"))
                }
                return
            }
        }
        var seeds = SplitMix64(seed: options.seed)
        var stream = ChoiceStream(seed: 0)  // one stream for every case: its buffers are reused
        let stopwatch = Stopwatch()
        // Labels are counted by bit index and named once at the end.
        var labelCounts = [Int](repeating: 0, count: LabelSet.names.count)
        defer {
            for (i, n) in labelCounts.enumerated() where n > 0 { result.labels[LabelSet.names[i], default: 0] += n }
        }
        var sawRefused = false, sawDeclined = false, sawInvalidSpace = false
        for index in 0..<options.cases {
            if let budget = options.timeBudgetSeconds, stopwatch.seconds > budget {
                result.stoppedByTimeBudget = true
                return
            }
            let caseSeed = seeds.next()
            if let shard = options.shard, index % shard.count != shard.index { continue }
            // Simple cases first (Hypothesis' ramp): the first half leans toward fewer parts.
            let simplicity = index < options.cases / 2 ? RunOptions.earlySimplicity : 0
            let evaluation: Evaluation
            do {
                evaluation = try property.evaluation.generate(reusing: &stream, seed: caseSeed, simplicity: simplicity)
            } catch {
                result.rejected += 1
                // A space no case can come from says so once (an overrun is a case too big, not a reason).
                if case let .invalidSpace(problem) = error, !sawInvalidSpace {
                    sawInvalidSpace = true
                    result.uncheckedReasons.append("rejected by the generator: \(problem)")
                }
                continue
            }
            result.cases += 1
            if !evaluation.checked {
                result.unchecked += 1
                // One reason of each kind, rendered once: the rest would say the same.
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
            if evaluation.violation != nil {
                result.failure = save(shrink(property, evaluation, stream.choices, origin: .seed(options.seed, caseIndex: index)), property)
                return
            }
        }
    }

    /// Replays the run of a seed up to its first failure (the corpus is not read).
    ///
    /// - Parameter property: The property.
    /// - Returns: The same failure, report included, as the run with ``options``' seed found.
    package func replaySeed(_ property: Property) -> Failure? {
        var runner = self
        runner.options.corpus = nil
        return runner.run(property).failure
    }

    /// Replays a saved case (corpus file or fuzzer crash), shrinking it if needed.
    ///
    /// - Parameters:
    ///   - property: The property.
    ///   - bytes: The file's bytes.
    ///   - origin: Where the bytes came from.
    /// - Returns: The shrunk failure, or `nil` when the case passes.
    package func replay(_ property: Property, bytes: [UInt8], origin: Failure.Origin) -> Failure? {
        guard let (evaluation, choices) = try? property.evaluation.decode(bytes), evaluation.violation != nil else { return nil }
        return shrink(property, evaluation, choices, origin: origin)
    }

    /// Shrinks a failing case and renders its report.
    ///
    /// - Parameters:
    ///   - property: The property.
    ///   - evaluation: The failing case's evaluation.
    ///   - choices: Its choices.
    ///   - origin: Where it came from.
    /// - Returns: The shrunk failure.
    package func shrink(_ property: Property, _ evaluation: Evaluation, _ choices: [Choice], origin: Failure.Origin) -> Failure {
        let invariant = evaluation.violation!.invariant
        let shrinker = Shrinker(generator: property.evaluation, budget: options.shrinkBudget, size: { $0.frames }) {
            $0.violation?.invariant == invariant
        }
        var outcome = shrinker.shrink(choices)
        var calls = outcome?.calls ?? 0
        // The fixpoint, the first time: a saved case is replayed from its bytes, which may
        // decode to choices the shrinker can still improve; shrink the decoded case again
        // until its bytes no longer change, so a replay never finds a smaller case.
        for _ in 0..<4 {
            guard let current = outcome, let decoded = try? property.evaluation.decode(current.choices.encoded),
                  decoded.value.violation?.invariant == invariant,
                  let again = shrinker.shrink(decoded.choices)
            else { break }
            calls += again.calls
            if again.choices.encoded == current.choices.encoded { break }
            outcome = again
        }
        let shrunk = outcome?.value ?? evaluation
        let shrunkChoices = outcome?.choices ?? choices
        let path = Corpus.relativePath(for: shrunkChoices.encoded, property: property.name)
        return Failure(
            violation: shrunk.violation!, choices: shrunkChoices, frames: shrunk.frames, origin: origin,
            originalFrames: evaluation.frames, shrinkCalls: calls,
            report: FailureReport.render(property, shrunk, corpusPath: path), corpusPath: path, picture: shrunk.picture)
    }

    func save(_ failure: Failure, _ property: Property) -> Failure {
        if options.saveFailures, let corpus = options.corpus, let url = try? corpus.save(failure.choices.encoded, property: property.name), !failure.picture.isEmpty {
            try? Data(failure.picture.utf8).write(to: url.appendingPathExtension("svg"))
        }
        return failure
    }
}

/// The failure report: property, shrunk case, violation, and the command that replays it.
/// It holds no timing and no seed, so a replay prints it byte for byte.
public enum FailureReport {
    /// Renders a report.
    ///
    /// - Parameters:
    ///   - property: The property.
    ///   - evaluation: The shrunk case's evaluation.
    ///   - corpusPath: Where its bytes are saved.
    /// - Returns: The report, ending with a newline.
    package static func render(_ property: Property, _ evaluation: Evaluation, corpusPath: String) -> String {
        let v = evaluation.violation!
        var lines = ["✗ \(property.name) (\(Violation.source(property.section))): \(v.invariant) broken"]
        if let bug = property.bug { lines.append("  known bug: \(bug)") }
        if property.level == .conformance {
            lines.append("  conformance: the implementation differs from \(Violation.source(property.section))'s formula, schedule or constant (its value and the expected one are in the violation below); a bug, or a design choice: to hold it to the safety invariants alone, select them (`selecting(.level(.safety))`), or list this invariant in `expecting:`")
        }
        lines += evaluation.description.split(separator: "\n", omittingEmptySubsequences: false).map { "  | " + $0 }
        lines.append("  violation: \(v)")
        let replay = property.replayInstruction(corpusPath)
        lines.append("  replay: " + (replay.isEmpty ? "swift run scrollproof replay \(property.name) --input \(corpusPath)" : replay))
        return lines.joined(separator: "\n") + "\n"
    }
}
