import Foundation
import Generators

/// How `ScrollProof.verify` runs a suite: cases,
/// seed, time budget, where shrunk failures are kept, and whether to print the class
/// distribution. The environment overrides the parameters, so a run can be repeated or
/// widened without editing the test: `SCROLLPROOF_CASES`, `SCROLLPROOF_SEED`,
/// `SCROLLPROOF_LABELS=1`.
public struct VerificationSettings: Sendable {
    /// Cases per property (default 200).
    public var cases: Int
    /// The seed; `nil` draws a fresh one, printed with the run and with any failure.
    public var seed: UInt64?
    /// The most time the generated cases of one property may take, in seconds; `nil` for no limit.
    public var timeBudgetSeconds: Double?
    /// Where shrunk failures are saved and replayed from, first, on every run; `nil` keeps
    /// them beside the test file, in `ScrollProofFailures/` (as proptest keeps its
    /// regressions). Commit the folder: each file is a regression case.
    public var failuresDirectory: URL?
    /// Whether shrunk failures are saved (default true).
    public var saveFailures: Bool
    /// Whether to print how many cases fell in each class (drag, fling, exact edge, …).
    public var printLabels: Bool
    /// How much a failing property spends looking for failures distinct from its first
    /// (another invariant, or the same one broken in another way), as a multiple of the cases
    /// and shrink steps its first failure took, then of one failure's shrink budget: with 1
    /// (the default) a failing run goes on through every case, as a passing run does, and
    /// shrinks another case of a kind already met (at most two reports and six shrinks of a
    /// kind) within that many more steps, so a second bug is met where a passing run would meet
    /// it, not by luck; 0 stops at the first failure; more shrinks more (`.infinity` has no
    /// limit; a negative budget counts as 0, NaN as 1).
    public var distinctFailureBudget: Double = 1

    /// The cases per property when none are asked for: 200.
    public static let defaultCases = 200

    /// Creates settings.
    ///
    /// - Parameters:
    ///   - cases: Cases per property (default 200).
    ///   - seed: The seed, or `nil` for a fresh one.
    ///   - timeBudgetSeconds: The time limit per property in seconds, or `nil`.
    ///   - failuresDirectory: Where failures are kept, or `nil` for beside the test file.
    ///   - saveFailures: Whether failures are saved.
    ///   - printLabels: Whether to print the class distribution.
    public init(
        cases: Int = VerificationSettings.defaultCases, seed: UInt64? = nil, timeBudgetSeconds: Double? = nil,
        failuresDirectory: URL? = nil, saveFailures: Bool = true, printLabels: Bool = false
    ) {
        self.cases = cases
        self.seed = seed
        self.timeBudgetSeconds = timeBudgetSeconds
        self.failuresDirectory = failuresDirectory
        self.saveFailures = saveFailures
        self.printLabels = printLabels
    }

    /// The settings with the environment's overrides applied.
    ///
    /// - Parameter environment: The environment (default: the process's).
    /// - Returns: The settings.
    /// - Throws: ``RunOptionsError`` naming the variable and the rule for a malformed value.
    package func applyingEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws(RunOptionsError) -> VerificationSettings {
        var settings = self
        if let cases = try RunOptions.environmentCases(environment) { settings.cases = cases }
        if let seed = try RunOptions.environmentSeed(environment) { settings.seed = seed }
        if let text = environment["SCROLLPROOF_LABELS"] { settings.printLabels = text == "1" }
        return settings
    }
}
