import Foundation
import Generators
import ScrollProof

/// ScrollProof's own test helpers for the bundled catalogue (models and published ports, with
/// the committed corpus), recording failures through ``ScrollProof/record(_:at:)``: written
/// once for Swift Testing and XCTest alike, as swift-argument-parser's
/// `ArgumentParserTestHelpers` are.
package enum PropertyTestSupport {
    /// The package root, found from this file's path.
    package static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The committed corpus.
    package static var corpus: Corpus { Corpus(directory: packageRoot.appendingPathComponent("fuzz-corpus")) }

    /// How big a run's sweeps are, as Hypothesis' settings profiles: a plain `swift test` (each
    /// sweep at its small default, for feedback in seconds), CI's pass (`SCROLLPROOF_PROFILE=ci`,
    /// which `.ci/run` sets: a quarter of each full size, every full-size behavior), and the
    /// soak (`SCROLLPROOF_PROFILE=soak`, or `SCROLLPROOF_FULL=1`: every sweep at its full size,
    /// which `scripts/soak.sh` runs before a release).
    package enum Profile: Sendable { case plain, ci, soak }

    /// This run's profile, from the environment.
    package static var profile: Profile {
        let environment = ProcessInfo.processInfo.environment
        if environment["SCROLLPROOF_PROFILE"] == "soak" || environment["SCROLLPROOF_FULL"] == "1" { return .soak }
        return environment["SCROLLPROOF_PROFILE"] == "ci" ? .ci : .plain
    }

    /// Whether the heavy sweeps run their full-size behaviors (every group, distinct failures
    /// searched on): in CI's pass and in the soak.
    package static var isFullSweep: Bool { profile != .plain }

    /// A sweep's size: `plain` in a plain `swift test`, `full` in the soak, and in CI's pass a
    /// quarter of `full` (never less than `plain`).
    ///
    /// - Parameters:
    ///   - plain: The size of a plain `swift test`.
    ///   - full: The size of the soak.
    /// - Returns: The size of this run.
    package static func sweep(_ plain: Int, full: Int) -> Int {
        switch profile {
        case .plain: plain
        case .ci: max(plain, full / 4)
        case .soak: full
        }
    }

    /// A sweep's setting that is not a size: `full` in CI's pass and the soak, `plain` otherwise.
    ///
    /// - Parameters:
    ///   - plain: The setting of a plain `swift test`.
    ///   - full: The setting of the full-size runs.
    /// - Returns: The setting of this run.
    package static func sweep<Size>(_ plain: Size, full: Size) -> Size { isFullSweep ? full : plain }

    /// The distinct-failure budget of a test whose subject is a property's first failure: 0 in
    /// a plain `swift test` (each property stops at its first failure), the default 1 in the
    /// full run, which searches on for distinct failures as `verify` does by default.
    package static var firstFailureBudget: Double { sweep(0, full: 1) }

    /// Settings that stop each property at its first failure in a plain run
    /// (``firstFailureBudget``).
    ///
    /// - Parameter settings: The test's settings.
    /// - Returns: The same settings with that budget.
    package static func firstFailures(_ settings: VerificationSettings) -> VerificationSettings {
        var settings = settings
        settings.distinctFailureBudget = firstFailureBudget
        return settings
    }

    /// Settings for a run that must pass: at most 100 cases in a plain `swift test`, the test's
    /// own number with `SCROLLPROOF_FULL=1` (CI's full run).
    ///
    /// - Parameter settings: The test's settings.
    /// - Returns: The same settings with the cases of this run.
    package static func passingRun(_ settings: VerificationSettings) -> VerificationSettings {
        var settings = settings
        settings.cases = sweep(min(100, settings.cases), full: settings.cases)
        return settings
    }

    /// The options of a test run: `SCROLLPROOF_CASES` and `SCROLLPROOF_SEED`, else the
    /// defaults and a fresh seed; the committed corpus is replayed; failures of the models are
    /// saved there (they become regression cases), the ports' expected failures are not.
    package static func options(saveFailures: Bool) -> RunOptions {
        var options: RunOptions
        switch RunOptions.fromEnvironment() {
        case let .success(o): options = o
        case let .failure(error):
            record("invalid environment: \(error)", file: #filePath, line: #line)
            options = RunOptions(seed: RunOptions.freshSeed())
        }
        options.corpus = corpus
        options.saveFailures = saveFailures
        return options
    }

    /// Records a test failure in whichever framework is running.
    ///
    /// - Parameters:
    ///   - message: The failure.
    ///   - file: The source file.
    ///   - line: The source line.
    package static func record(_ message: String, file: StaticString = #filePath, line: UInt = #line) {
        Verifier.record(message, at: CallSite(filePath: file, line: line, function: ""))
    }

    /// Runs a model property: it must pass; a failure records the report and its replay commands.
    ///
    /// - Parameters:
    ///   - property: The property.
    ///   - file: The calling file.
    ///   - line: The calling line.
    /// - Returns: The run's result.
    @discardableResult
    package static func verify(_ property: SuiteProperty, file: StaticString = #filePath, line: UInt = #line) -> RunResult {
        let options = options(saveFailures: true)
        let result = PropertyRunner(options: options).run(property)
        for failure in result.failures {
            let how = if case .seed = failure.origin { "; or `swift run scrollproof replay \(property.name) --seed \(options.seed)`" } else { "" }
            record("""
                \(property.name) failed (seed \(options.seed), \(result.cases) cases; \(failure.rerun())\(how))
                \(failure.report)
                """, file: file, line: line)
        }
        return result
    }

    /// Runs a port's property in expected-failure mode: its published bug must be found within
    /// the budget, break the expected invariant, and shrink to at most `maxFrames` frames.
    ///
    /// - Parameters:
    ///   - property: A `published.` property.
    ///   - maxFrames: The most frames the shrunk case may have (default 5).
    ///   - file: The calling file.
    ///   - line: The calling line.
    /// - Returns: The run's result.
    @discardableResult
    package static func expectBugFound(_ property: SuiteProperty, maxFrames: Int = 5, file: StaticString = #filePath, line: UInt = #line) -> RunResult {
        var options = options(saveFailures: false)
        options.cases = max(options.cases, RunOptions.defaultCases(for: property))
        let result = PropertyRunner(options: options).run(property)
        guard let failure = result.failure else {
            record("\(property.name): the published bug (\(property.bug ?? "?")) was not found in \(result.cases) cases (seed \(options.seed))", file: file,
                line: line)
            return result
        }
        if failure.violation.invariant != property.expectedViolation {
            record("\(property.name): expected \(property.expectedViolation ?? "?") to break, got:\n\(failure.report)", file: file, line: line)
        }
        if failure.frames > maxFrames {
            record("\(property.name): shrunk to \(failure.frames) frames, more than \(maxFrames) (seed \(options.seed)):\n\(failure.report)", file: file,
                line: line)
        }
        return result
    }
}
