import Foundation
import Oracles
import Effects

/// A failure, shrunk, with its report.
public struct RunFailure: Sendable {
    /// Where the failing case came from.
    public enum Origin: Sendable, Equatable {
        /// Case `index` of the run with this seed, counted from 0 (a report counts from 1:
        /// `caseIndex: 0` is "case 1 of seed …").
        case seed(UInt64, caseIndex: Int)
        /// A corpus or crash file.
        case file(String)
    }

    /// The violation of the shrunk case.
    public var violation: Violation
    /// The shrunk case's choices.
    public var choices: [StreamChoice]
    /// The shrunk case's frames.
    public var frames: Int
    /// Where it came from.
    public var origin: Origin
    /// Frames of the case before shrinking.
    public var originalFrames: Int
    /// Predicate calls the shrinker made.
    public var shrinkCalls: Int
    /// The report: the same bytes for the run that found it and for every replay; its numbers
    /// as a person writes them (``Violation/text``).
    public var report: String
    /// The report with every number exact (``Violation/description``): what tells failures
    /// apart (``signature``) and what the simplicity of a report is counted on.
    package var exactReport = ""
    /// The corpus path of the shrunk case, relative to the package root.
    public var corpusPath: String
    /// The shrunk case as a picture (an SVG document); saved beside the case as `<name>.svg`.
    public var picture: String
    /// The report this failure is told in, when `verify` found its shrunk case also breaking
    /// the rule of a failure reported before it (the same cause, another path to it): that
    /// failure's property and rule, `"snapTarget.inBounds: inBounds"`; `nil` for a failure
    /// reported on its own. Count `failures.filter { $0.toldIn == nil }` for the reports.
    public var toldIn: String?

    /// What tells this failure from another of the same run: the invariant, the shape of its
    /// explanation (its text with every number taken out), and the kinds of step its shrunk
    /// case is made of (each line of the case, up to its `→`, reduced to its words: the
    /// operations, events and gestures involved, not how many of them, in which order, or what
    /// the implementation answered; the initial frame counts as a frame). Two failures are distinct when another invariant broke, or the same
    /// one broke in another way: another explanation (a jump, not a step the wrong way; an
    /// overlap, not a near miss), or with other kinds of step involved (a sync, a reload, a
    /// reused cell, a state the other case never reached).
    public var signature: String {
        let lines = (exactReport.isEmpty ? report : exactReport).split(separator: "\n")
        return Self.signature(violation, description: lines.filter { $0.hasPrefix("  | ") }.map { $0.dropFirst(4) }.joined(separator: "\n"))
    }

    /// How to run this failure again, as a report's header says it. A failure that the run's
    /// seed generated is rerun by that seed (`SCROLLPROOF_SEED`), whatever else runs beside it;
    /// one replayed from a saved case was found by an earlier run, and no seed of this one
    /// generates it: it fails on every run while the file is there.
    ///
    /// A run whose number of cases came from `SCROLLPROOF_CASES` says so too: the seed alone,
    /// at the test's own number, may stop before the case.
    ///
    /// - Parameters:
    ///   - variable: How a seed is set where the report is read (default `SCROLLPROOF_SEED=`).
    ///   - environment: The environment the run read (default: the process's).
    /// - Returns: One clause, e.g. `case 12 of seed 42: rerun this run with SCROLLPROOF_SEED=42`.
    /// - Complexity: O(1).
    package func rerun(with variable: String = "SCROLLPROOF_SEED=", environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        switch origin {
        case let .seed(seed, index):
            let cases = variable == "SCROLLPROOF_SEED=" ? environment["SCROLLPROOF_CASES"].map { "SCROLLPROOF_CASES=\($0) " } ?? "" : ""
            return "case \(index + 1) of seed \(seed): rerun this run with \(cases)\(variable)\(seed)"
        case let .file(path): return """
            replayed from the saved case \(path), found by an earlier run (the saved case is replayed before any seed's cases; it fails on \
            every run while the file is there)
            """
        }
    }

    /// The signature of a violation on a shrunk case with this description.
    static func signature(_ violation: Violation, description: some StringProtocol) -> String {
        var kinds = Set<String>()
        for line in description.split(separator: "\n") {
            // The step, not the answer: what the implementation answered (a flag set, a state)
            // is the bug's doing, not a kind of step (one bug at the initial state and at frame
            // 0 answers differently there, and is one failure).
            let step = line.split(separator: "→", maxSplits: 1).first ?? line
            var words: [String] = []
            for piece in step.split(whereSeparator: { !$0.isLetter }) {
                let word = piece == "start" ? "frame" : String(piece)
                if words.last != word { words.append(word) }
            }
            kinds.insert(words.joined(separator: " "))
        }
        return "\(violation.invariant)|\(shape(of: violation.explanation))|\(kinds.sorted().joined(separator: "\n"))"
    }

    /// A text with every number taken out (`Violation.shape(of:)`: the one definition, which
    /// the monitor's later reports decide by too).
    static func shape(of text: some StringProtocol) -> String { Violation.shape(of: text) }
}

/// The result of running one property.
public struct RunResult: Sendable {
    /// The property's name.
    public var property: String
    /// The run's seed.
    public var seed: UInt64
    /// Saved cases replayed before the generated cases: the failures folder's (and the
    /// corpus') saved cases of the property, and, under `verify`, the test's saved traces
    /// (`ScrollProof.replay`'s), whose failures come first in ``failures``.
    public var replayedFiles: Int
    /// Generated cases run (up to and including a failing one).
    public var cases: Int
    /// Of those, the cases that checked nothing although they were meant to: a configuration
    /// the initializer refused though the generator meant it to be valid (a pin outside what the
    /// initializer accepts), or one the implementation's factory declined.
    public var unchecked: Int = 0
    /// Of ``cases``, the suite's own probes: configurations the generator made invalid on
    /// purpose (about 3 %, on fields nobody pinned), refused as expected by the
    /// configuration's initializer. Not ``unchecked``: nothing went wrong.
    public var probes: Int = 0
    /// Why cases checked nothing, in words: the first case the implementation's factory
    /// declined and the first that checked nothing otherwise (its configuration refused by the
    /// initializer), at most one of each, in the order met; e.g. `configuration refused:
    /// StickyHeaderConfiguration.pinnedHeight = 80.0 breaks the rule: must be less than height (50.0)`.
    public var uncheckedReasons: [String] = []
    /// Attempts the generator rejected (a filter that gave up, a stream that ran out).
    public var rejected: Int = 0
    /// Whether the time budget stopped the run before its cases were all run.
    public var stoppedByTimeBudget = false
    /// Frames checked, over all cases.
    public var frames: Int
    /// How many cases carried each label.
    public var labels: [String: Int]
    /// Every distinct failure found, each shrunk, the shortest first (see ``RunFailure/signature``
    /// for what makes two failures distinct): after its first failure, a run goes on within its
    /// budget looking for others, and through every case while an invariant of the property
    /// is still unreported.
    public var failures: [RunFailure] = []
    /// The first of ``failures``: the shortest failure found, or `nil` when every case held.
    public var failure: RunFailure? { failures.first }
    /// Wall time of the run, shrinking included, in seconds.
    public var seconds: Double

    /// What makes the run meaningless, if anything: no case checked anything, or the
    /// generator rejected or the factory declined most attempts. Such a run is an error,
    /// never a pass (a replayed saved failure counts as checking something).
    public var healthProblem: String? {
        guard failure == nil else { return nil }
        let checked = cases - unchecked - probes
        let attempts = cases + rejected - probes
        let why = uncheckedReasons.isEmpty ? "" : "; first: " + uncheckedReasons.joined(separator: "; ")
        if checked == 0 {
            return """
                \(property): no case checked anything (\(attempts) attempts: \(rejected) rejected by the generator, \(unchecked) declined by the \
                configuration or the factory\(why))
                """
        }
        if attempts >= 20, checked * 2 < attempts {
            return """
                \(property): only \(checked) of \(attempts) attempts checked anything (\(rejected) rejected by the generator, \(unchecked) declined \
                by the configuration or the factory\(why))
                """
        }
        return nil
    }
}

/// Runs properties: the corpus first, then seeded cases. The first failure is shrunk, reported
/// and saved as bytes under `fuzz-corpus/<property>/`; the run then goes on within
/// ``RunOptions/distinctFailureBudget`` (through every case while an invariant of the property
/// is unreported) for failures distinct from it (``RunFailure/signature``), each shrunk,
/// reported and saved too.
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
    package func run(_ property: SuiteProperty) -> RunResult {
        let stopwatch = Stopwatch()
        var result = RunResult(property: property.name, seed: options.seed, replayedFiles: 0, cases: 0, frames: 0, labels: [:], seconds: 0)
        // A property run to find one known bug (a published port, an `expecting:` departure)
        // stops at it.
        var runner = self
        if property.isExpectedToFail { runner.options.distinctFailureBudget = 0 }
        runner.runCases(property, &result)
        result.seconds = stopwatch.seconds
        return result
    }

    private func runCases(_ property: SuiteProperty, _ result: inout RunResult) {
        var found: [RunFailure] = []
        defer {
            // The shortest first; among equals, by signature, so a replay of the saved cases
            // (read in the corpus' order) lists them as the run that found them did.
            result.failures = found.sorted { ($0.frames, $0.signature) < ($1.frames, $1.signature) }
        }
        func keep(_ failure: RunFailure) {
            guard !found.contains(where: { $0.signature == failure.signature }) else { return }
            found.append(save(failure, property))
        }
        replaySaved(property, &result, keep: keep)
        if !found.isEmpty { return }
        var seeds = SplitMix64(seed: options.seed)
        var stream = ChoiceStream(seed: 0)  // one stream for every case: its buffers are reused
        var restStream = ChoiceStream(seed: 0)  // a case judged again without the invariants reported
        let stopwatch = Stopwatch()
        var tally = Tally()
        defer { tally.close(&result) }
        var search = DistinctSearch()
        for index in 0..<options.cases {
            if let budget = options.timeBudgetSeconds, stopwatch.seconds > budget {
                result.stoppedByTimeBudget = true
                return
            }
            if found.count >= RunOptions.maxDistinctFailures || search.isSpent { return }
            let caseSeed = seeds.next()
            if let shard = options.shard, index % shard.count != shard.index { continue }
            // Simple cases first (Hypothesis' ramp): the first half leans toward fewer parts.
            let simplicity = index < options.cases / 2 ? RunOptions.earlySimplicity : 0
            search.remaining? -= 1
            let onRest = search.judgesOnRest
            let evaluation: Evaluation
            do {
                evaluation = try (onRest ? search.rest! : property).evaluation.generate(reusing: &stream, seed: caseSeed, simplicity: simplicity)
            } catch {
                tally.rejected(error, &result)
                continue
            }
            tally.count(evaluation, &result)
            guard let violation = evaluation.violation else { continue }
            let origin = RunFailure.Origin.seed(options.seed, caseIndex: index)
            guard let left = search.remaining else {
                let failure = shrink(property, evaluation, stream.choices, origin: origin)
                keep(failure)
                guard options.distinctFailureBudget > 0 else { return }
                search.start(after: failure, at: index, property, options, reported: Set(found.map(\.violation.invariant)))
                continue
            }
            let failure = another(
                (onRest ? search.rest! : property, evaluation, stream.choices, violation), onRest: onRest, left: left, &search, found: found,
                origin: origin
            ) { rest in
                (try? rest.evaluation.generate(reusing: &restStream, seed: caseSeed, simplicity: simplicity)).map { ($0, restStream.choices) }
            }
            if let failure {
                keep(failure)
                search.rest = property.excluding?(Set(found.map(\.violation.invariant)))
                search.runsOn = search.rest != nil
            }
        }
    }

    /// Every saved case of the property, replayed first: each distinct one is a failure of
    /// this run; a saved case that shrinks further replaces its file (and its picture).
    private func replaySaved(_ property: SuiteProperty, _ result: inout RunResult, keep: (RunFailure) -> Void) {
        for url in (options.shard.map { $0.index == 0 } ?? true) ? options.corpus?.files(for: property.name) ?? [] : [] {
            guard let data = FileManager.default.contents(atPath: url.path) else { continue }
            result.replayedFiles += 1
            // The file read, as a person finds it: relative to the working directory (the
            // package's root under `swift test` and `swift run`), else in full.
            let cwd = FileManager.default.currentDirectoryPath + "/"
            let relative = url.path.hasPrefix(cwd) ? String(url.path.dropFirst(cwd.count)) : url.path
            guard let failure = replay(property, bytes: [UInt8](data), origin: .file(relative)) else { continue }
            keep(failure)
            // One file per failure, the smallest known.
            if options.saveFailures, options.corpus != nil, failure.choices.encoded != Corpus.trimmed([UInt8](data)) {
                try? FileManager.default.removeItem(at: url)
                try? FileManager.default.removeItem(at: url.appendingPathExtension("svg"))
            }
        }
    }

    /// A case that failed after the first failure, shrunk and returned when it is another
    /// failure: a kind not yet reported twice, or an invariant behind the reported ones (the
    /// same case judged again without them, through `judgeAgain`).
    private func another(
        _ case_: (property: SuiteProperty, evaluation: Evaluation, choices: [StreamChoice], violation: Violation), onRest: Bool, left: Int,
        _ search: inout DistinctSearch, found: [RunFailure], origin: RunFailure.Origin,
        judgeAgain: (SuiteProperty) -> (Evaluation, [StreamChoice])?
    ) -> RunFailure? {
        var judged = case_
        var kind = judged.violation.invariant + "|" + RunFailure.shape(of: judged.violation.explanation)
        // Whether the case is judged by the property without the reported invariants: its
        // shrink steps then come from the run-on's own.
        var byRest = onRest
        var calls = onRest ? search.runOnCalls : left
        // A kind already met is shrunk again: the same invariant may be broken in another
        // way, which only the shrunk case shows (``wantsAnother``: at most two reports and
        // six shrinks of a kind). Past the allowance its shrink steps are the run-on's: a
        // second bug of a reported invariant is met where a passing run would meet it,
        // through every case, never by luck.
        if !onRest, left <= 0, Self.wantsAnother(kind, shrunk: search.shrunkPerKind, found: found), search.runOnCalls > 0 {
            calls = search.runOnCalls
            byRest = true  // its steps are the run-on's
        } else if !onRest, !Self.wantsAnother(kind, shrunk: search.shrunkPerKind, found: found) || left <= 0 {
            // A case whose first violation is of an invariant already reported may break
            // another one too, behind it (a merged group reports the first of its invariants to
            // break): the same case is judged again without the invariants reported.
            guard search.runsOn, search.runOnCalls > 0, found.contains(where: { $0.violation.invariant == judged.violation.invariant }),
                  let rest = search.rest, let (again, choices) = judgeAgain(rest), let other = again.violation
            else { return nil }
            judged = (rest, again, choices, other)
            kind = other.invariant + "|" + RunFailure.shape(of: other.explanation)
            byRest = true
            calls = search.runOnCalls
        }
        guard Self.wantsAnother(kind, shrunk: search.shrunkPerKind, found: found), calls > 0 else { return nil }
        search.shrunkPerKind[kind, default: 0] += 1
        var bounded = self
        bounded.options.shrinkBudget.maxCalls = max(1, min(options.shrinkBudget.maxCalls, calls))
        var (shrunk, choices, spent, exhausted) = bounded.shrinkCase(judged.property, judged.evaluation, judged.choices)
        if byRest { search.runOnCalls -= spent } else { search.remaining = left - spent }
        // A failure the budget left unshrunk is not reported: its replay would shrink it
        // further, to another case. The same case as one found, or a case of the same shape:
        // drawn for nothing.
        guard !exhausted, !found.contains(where: { $0.choices.encoded == choices.encoded }) else { return nil }
        // Rendered once, kept as text: the signature below and the report both read it.
        shrunk.description = shrunk.description
        guard !found.contains(where: { $0.signature == RunFailure.signature(shrunk.violation!, description: shrunk.description) }) else { return nil }
        return failure(judged.property, original: judged.evaluation, shrunk: shrunk, choices: choices, calls: spent, origin: origin)
    }

    /// At most this many failures of one kind (invariant and explanation's shape) are reported:
    /// one bug met in many contexts does not fill the report.
    static let reportsPerKind = 2
    /// At most this many cases of one kind are shrunk: a kind met often may hide a second bug
    /// behind its first (the same invariant broken another way, which only the shrunk case
    /// shows), and a shrink that lands on a bug already reported is not a report.
    static let shrinksPerKind = 6

    /// Whether a failing case of a kind is worth shrinking: fewer than ``reportsPerKind`` of
    /// its kind reported and fewer than ``shrinksPerKind`` shrunk.
    static func wantsAnother(_ kind: String, shrunk: [String: Int], found: [RunFailure]) -> Bool {
        guard shrunk[kind, default: 0] < shrinksPerKind else { return false }
        return found.lazy.filter { $0.violation.invariant + "|" + RunFailure.shape(of: $0.violation.explanation) == kind }.count < reportsPerKind
    }

    /// Replays the run of a seed up to its first failure (the corpus is not read).
    ///
    /// - Parameter property: The property.
    /// - Returns: The same failure, report included, as the run with ``options``' seed found.
    package func replaySeed(_ property: SuiteProperty) -> RunFailure? {
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
    package func replay(_ property: SuiteProperty, bytes: [UInt8], origin: RunFailure.Origin) -> RunFailure? {
        // A saved case that shrinks no further keeps its file's name, even when the file has
        // trailing zero bytes that today's encoding leaves out: its report names that file.
        var saved: (name: String, bytes: [UInt8])?
        if case let .file(path) = origin, case let name = URL(fileURLWithPath: path).lastPathComponent, Corpus.isHashName(name) {
            saved = (name, Corpus.trimmed(bytes))
        }
        if let (evaluation, choices) = try? property.evaluation.decode(bytes), evaluation.violation != nil {
            return shrink(property, evaluation, choices, origin: origin, saved: saved)
        }
        // A case saved in the choice stream's first format (before `SimpleFraction`): read as
        // it was written and carried over to today's choices, which must draw the same case.
        guard let (evaluation, choices) = Self.carriedOver(property, bytes) else { return nil }
        return shrink(property, evaluation, choices, origin: origin)
    }

    /// A failing case saved in the choice stream's first format, carried over: its bytes read
    /// with the fractions as they were drawn then, each fraction's choice replaced by the one
    /// that draws the same number today, and the result kept only when it draws the same case
    /// (the same violation, the same description).
    ///
    /// - Parameters:
    ///   - property: The property.
    ///   - bytes: The saved case.
    /// - Returns: The case and today's choices, or `nil` when the bytes do not fail that way.
    package static func carriedOver(_ property: SuiteProperty, _ bytes: [UInt8]) -> (Evaluation, [StreamChoice])? {
        var stream = ChoiceStream(bytes: bytes)
        stream.legacyFractions = true
        stream.fractionLog = []
        guard let old = try? property.evaluation.run(&stream), let violation = old.violation, let log = stream.fractionLog, !log.isEmpty else { return nil }
        var values = stream.choices.map(\.value)
        for draw in log { values[draw.index] = draw.transcoded(values[draw.index]) }
        // Compared as text: a violation's NaN value is never == itself.
        guard let (today, choices) = try? property.evaluation.replay(values), today.violation?.description == violation.description,
              today.frames == old.frames, today.description == old.description
        else { return nil }
        return (today, choices)
    }

    /// Shrinks a failing case and renders its report.
    ///
    /// - Parameters:
    ///   - property: The property.
    ///   - evaluation: The failing case's evaluation.
    ///   - choices: Its choices.
    ///   - origin: Where it came from.
    /// - Returns: The shrunk failure.
    package func shrink(
        _ property: SuiteProperty, _ evaluation: Evaluation, _ choices: [StreamChoice], origin: RunFailure.Origin, saved: (name: String, bytes: [UInt8])? = nil
    ) -> RunFailure {
        let (shrunk, shrunkChoices, calls, _) = shrinkCase(property, evaluation, choices)
        let name = saved.flatMap { $0.bytes == shrunkChoices.encoded ? $0.name : nil }
        return failure(property, original: evaluation, shrunk: shrunk, choices: shrunkChoices, calls: calls, origin: origin, name: name)
    }

    /// Shrinks a failing case to a fixpoint, rendering nothing.
    ///
    /// - Returns: The shrunk case's evaluation, its choices, the predicate calls made, and
    ///   whether the budget stopped the shrinking before a fixpoint.
    func shrinkCase(_ property: SuiteProperty, _ evaluation: Evaluation, _ choices: [StreamChoice]) -> (Evaluation, [StreamChoice], Int, Bool) {
        let invariant = evaluation.violation!.invariant
        // A clear failure stays clear: a case whose margin is many tolerances beyond holding is
        // shrunk only to cases that are too (`Violation.Margin.isClear`), even where a shorter
        // case at the tolerance's edge exists, so the report's numbers cannot read as rounding.
        let clear = evaluation.violation!.margin?.isClear ?? false
        let fails: @Sendable (Evaluation) -> Bool = { candidate in
            guard let v = candidate.violation, v.invariant == invariant else { return false }
            return !clear || (v.margin?.isClear ?? true)
        }
        let shrinker = Shrinker(generator: property.evaluation, budget: options.shrinkBudget, size: { $0.frames }, isFailing: fails)
        // The fixed point, then its numbers rounded where the report reads simpler.
        let shrinkAndRound: ([StreamChoice]) -> Shrinker<Evaluation>.Outcome? = { start in
            shrinker.shrink(start).map { shrinker.roundNumbers($0, score: ReportSimplicity.score) }
        }
        var outcome = shrinkAndRound(choices)
        var calls = outcome?.calls ?? 0
        var exhausted = outcome?.budgetExhausted ?? false
        // The fixpoint, the first time: a saved case is replayed from its bytes, which may
        // decode to choices the shrinker can still improve; shrink the decoded case again
        // until its bytes no longer change, so a replay never finds a smaller case.
        for _ in 0..<4 {
            guard let current = outcome, let decoded = try? property.evaluation.decode(current.choices.encoded),
                  fails(decoded.value),
                  let again = shrinkAndRound(decoded.choices)
            else { break }
            calls += again.calls
            exhausted = exhausted || again.budgetExhausted
            if again.choices.encoded == current.choices.encoded { break }
            outcome = again
        }
        let shrunk = outcome?.value ?? evaluation
        let shrunkChoices = outcome?.choices ?? choices
        return (shrunk, shrunkChoices, calls, exhausted)
    }

    /// A shrunk case's failure: its report and picture rendered.
    func failure(
        _ property: SuiteProperty, original: Evaluation, shrunk: Evaluation, choices: [StreamChoice], calls: Int, origin: RunFailure.Origin, name: String? = nil
    ) -> RunFailure {
        let path = name.map { "fuzz-corpus/\(property.name)/\($0)" } ?? Corpus.relativePath(for: choices.encoded, property: property.name)
        // The case is described once (a report renders it only when it is reported).
        let description = shrunk.description, hint = shrunk.hint
        var failure = RunFailure(
            violation: shrunk.violation!, choices: choices, frames: shrunk.frames, origin: origin,
            originalFrames: original.frames, shrinkCalls: calls,
            report: FailureReport.render(property, shrunk.violation!, description, hint: hint, corpusPath: path), corpusPath: path,
            picture: shrunk.picture)
        failure.exactReport = FailureReport.render(property, shrunk.violation!, description, hint: hint, corpusPath: path, exact: true)
        return failure
    }

    func save(_ failure: RunFailure, _ property: SuiteProperty) -> RunFailure {
        if options.saveFailures, let corpus = options.corpus,
           let url = try? corpus.save(failure.choices.encoded, property: property.name, name: URL(fileURLWithPath: failure.corpusPath).lastPathComponent),
           !failure.picture.isEmpty {
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
    ///   - exact: Whether numbers are written exact (``RunFailure/exactReport``) rather than as
    ///     a person writes them.
    /// - Returns: The report, ending with a newline.
    package static func render(_ property: SuiteProperty, _ evaluation: Evaluation, corpusPath: String, exact: Bool = false) -> String {
        render(property, evaluation.violation!, evaluation.description, hint: evaluation.hint, corpusPath: corpusPath, exact: exact)
    }

    /// Renders a report from a case's violation, description and hint, worked out once.
    static func render(
        _ property: SuiteProperty, _ v: Violation, _ description: String, hint: String? = nil, corpusPath: String, exact: Bool = false
    ) -> String {
        func shown(_ text: String) -> String { exact ? text : ReportNumber.humanized(text) }
        var lines = ["✗ \(property.name) (\(Violation.source(property.section))): \(v.invariant) broken"]
        if let bug = property.bug { lines.append("  known bug: \(bug)") }
        // A bug the test expects needs no advice on how to stop expecting conformance.
        if property.bug == nil, property.conformanceInvariants.contains(v.invariant) {
            lines.append("""
                  conformance: the implementation differs from \(Violation.source(property.section))'s formula, schedule or constant (its value and \
                the expected one are in the violation below); a bug, or a design choice: to hold it to the safety invariants alone, select them \
                (`selecting(.level(.safety))`), or list this invariant in `expecting:`
                """)
        }
        if let hint { lines.append("  hint: \(shown(hint))") }
        // Numbers as a person writes them (the exact case is the saved one).
        lines += description.split(separator: "\n", omittingEmptySubsequences: false).map { "  | " + shown(String($0)) }
        lines.append("  violation: \(shown(v.description))")
        let replay = property.replayInstruction(corpusPath)
        lines.append("  replay: " + (replay.isEmpty ? "swift run scrollproof replay \(property.name) --input \(corpusPath)" : replay))
        return lines.joined(separator: "\n") + "\n"
    }
}

/// The name ``RunFailure`` had until 2026-11-27: a name as generic as this one is already in most apps and
/// test targets, where it made every use ambiguous. Unavailable rather than deprecated: a
/// deprecated name still takes part in lookup and keeps the ambiguity, while an unavailable
/// one only tells code that uses it the new spelling.
@available(*, unavailable, renamed: "RunFailure")
public typealias Failure = RunFailure
