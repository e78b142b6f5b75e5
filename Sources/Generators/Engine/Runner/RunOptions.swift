import Foundation

/// How many cases to run, from which seed, with what shrinking budget and corpus.
package struct RunOptions: Sendable {
    /// The default number of cases per property, sized so that the whole `swift test` stays
    /// well under two minutes on two cores after the build.
    package static let defaultCases = 200

    /// The default number of cases for a published port's property in expected-failure mode:
    /// it stops at the first failure, so the budget only bounds the search for the rarest bug
    /// (the parallel window's gap, found in about 0.8% of cases).
    package static let publishedCases = 2_000

    /// The default number of cases for a property: ``publishedCases`` for a published port,
    /// ``defaultCases`` otherwise. A run and its replay must use the same budget for the replay
    /// to print the same report.
    ///
    /// - Parameter property: The property.
    /// - Returns: Its default budget.
    package static func defaultCases(for property: SuiteProperty) -> Int {
        property.isExpectedToFail ? publishedCases : defaultCases
    }

    /// How much the first half of a run's cases lean toward fewer parts (see
    /// `ChoiceStream(seed:simplicity:)`): simple failures are found first and shrink further.
    package static let earlySimplicity = 0.6

    /// Cases per property.
    package var cases: Int
    /// The run's seed; case `i` uses the `i`-th output of `SplitMix64(seed)`.
    package var seed: UInt64
    /// The shrinking budget.
    package var shrinkBudget: Shrinker<Evaluation>.Budget
    /// The corpus to replay first and to save failures into, if any.
    package var corpus: Corpus?
    /// Whether a shrunk failure is saved into the corpus.
    package var saveFailures: Bool
    /// The most time the generated cases may take, in seconds (shrinking aside); `nil` for no
    /// limit. A run that reaches it stops early and says how many cases it ran.
    package var timeBudgetSeconds: Double?
    /// The part of the run this process runs, when a run is spread over several machines: case
    /// `k` runs in shard `k mod count` (the corpus is replayed by shard 0 only). The failure with
    /// the lowest case index over all shards is the unsharded run's failure; `nil` runs all.
    package var shard: (index: Int, count: Int)?
    /// How long a run goes on after its first failure, looking for distinct ones: the
    /// evaluations it may still spend (cases and shrink steps), as a multiple of those it spent
    /// to find and shrink the first; 0 stops there. While some invariant of the property is
    /// still unreported (a merged group, where one bug hides another), the run goes on through
    /// every case whatever is left, shrinking what it finds within this multiple of one
    /// shrink's calls, so a second bug is met where a passing run meets it, never by luck.
    /// Counted, not timed, so the same seed finds the same failures on every machine.
    package var distinctFailureBudget: Double = 1
    /// The most distinct failures a run reports.
    package static let maxDistinctFailures = 4

    /// Creates options.
    ///
    /// - Parameters:
    ///   - cases: Cases per property (default ``defaultCases``).
    ///   - seed: The seed.
    ///   - shrinkBudget: The shrinking budget (default 5,000 calls and no time limit: counted,
    ///     not timed, so a failure shrinks to the same case and report on every machine, loaded
    ///     or not, and its seed reruns it exactly).
    ///   - corpus: The corpus, or `nil`.
    ///   - saveFailures: Whether failures are saved (default true when there is a corpus).
    package init(
        cases: Int = RunOptions.defaultCases, seed: UInt64, shrinkBudget: Shrinker<Evaluation>.Budget = .init(maxCalls: 5_000),
        corpus: Corpus? = nil, saveFailures: Bool = true
    ) {
        self.cases = cases
        self.seed = seed
        self.shrinkBudget = shrinkBudget
        self.corpus = corpus
        self.saveFailures = saveFailures
    }

    /// A fresh seed from the system's generator (printed by every run, so it can be replayed).
    package static func freshSeed() -> UInt64 {
        var system = SystemRandomNumberGenerator()
        return system.next()
    }

    /// Options from `SCROLLPROOF_CASES` and `SCROLLPROOF_SEED`, else the defaults and a fresh seed.
    ///
    /// - Parameter environment: The environment (default: the process's).
    /// - Returns: The options, or an error message for a malformed variable.
    package static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Result<RunOptions, RunOptionsError> {
        do throws(RunOptionsError) {
            var options = RunOptions(seed: try environmentSeed(environment) ?? freshSeed())
            if let cases = try environmentCases(environment) { options.cases = cases }
            return .success(options)
        } catch {
            return .failure(error)
        }
    }

    /// `SCROLLPROOF_CASES`, if set.
    ///
    /// - Parameter environment: The environment.
    /// - Returns: The number of cases, or `nil` when the variable is not set.
    /// - Throws: ``RunOptionsError`` when it is not a positive integer.
    package static func environmentCases(_ environment: [String: String]) throws(RunOptionsError) -> Int? {
        guard let text = environment["SCROLLPROOF_CASES"] else { return nil }
        guard let cases = Int(text), cases > 0 else { throw RunOptionsError(variable: "SCROLLPROOF_CASES", value: text, rule: "a positive integer") }
        return cases
    }

    /// `SCROLLPROOF_SEED`, if set.
    ///
    /// - Parameter environment: The environment.
    /// - Returns: The seed, or `nil` when the variable is not set.
    /// - Throws: ``RunOptionsError`` when it is not an unsigned 64-bit integer.
    package static func environmentSeed(_ environment: [String: String]) throws(RunOptionsError) -> UInt64? {
        guard let text = environment["SCROLLPROOF_SEED"] else { return nil }
        guard let seed = UInt64(text) else { throw RunOptionsError(variable: "SCROLLPROOF_SEED", value: text, rule: "an integer in 0...\(UInt64.max)") }
        return seed
    }
}

/// A malformed environment variable.
package struct RunOptionsError: Error, CustomStringConvertible {
    /// The variable.
    package let variable: String
    /// Its value.
    package let value: String
    /// What it must be.
    package let rule: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - variable: The variable.
    ///   - value: Its value.
    ///   - rule: What it must be.
    package init(variable: String, value: String, rule: String) {
        self.variable = variable
        self.value = value
        self.rule = rule
    }

    package var description: String { "\(variable)=\(value) must be \(rule)" }
}
