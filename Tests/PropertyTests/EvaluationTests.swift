import ScrollProofUtilities
import Effects
import Generators
import Oracles
import Testing

/// A failing case's text and picture are made when they are read: the shrinker judges many
/// failing cases and the report shows one.
@Suite struct EvaluationTests {
    /// Fails for every number of at least 10; its text and picture count their renders.
    static func counted(_ renders: Lock<(texts: Int, pictures: Int)>) -> SuiteProperty {
        let evaluation = Gen<Int>.int(in: 0...1_000).map { n in
            n < 10
                ? Evaluation(violation: nil, frames: n, labels: [], description: "")
                : Evaluation(
                    violation: Violation("atMostNine", "test", frame: n - 1, [], "n = \(n)"), frames: n, labels: [],
                    describe: { renders.withLock { $0.texts += 1 }; return "n = \(n)" },
                    draw: { renders.withLock { $0.pictures += 1 }; return "<svg>\(n)</svg>" })
        }
        return SuiteProperty(name: "test.renders", section: "test", invariants: ["atMostNine"], evaluation: evaluation)
    }

    @Test func onlyTheReportedCaseIsRendered() throws {
        let renders = Lock((texts: 0, pictures: 0))
        let result = PropertyRunner(options: RunOptions(cases: 100, seed: 7)).run(Self.counted(renders))
        let failure = try #require(result.failure)
        // The shrinker judged many failing cases on its way to the smallest, 10.
        #expect(failure.shrinkCalls > 1 && failure.frames == 10)
        #expect(failure.report.contains("| n = 10") && failure.picture == "<svg>10</svg>")
        let counts = renders.withLock { $0 }
        #expect(counts.texts == 1 && counts.pictures == 1, "rendered \(counts)")
    }

    @Test func textIsRenderedEachTimeItIsReadUntilItIsSet() {
        let renders = Lock(0)
        var evaluation = Evaluation(
            violation: nil, frames: 1, labels: [], checked: true,
            describe: { renders.withLock { $0 += 1 }; return "text" }, draw: { "picture" })
        #expect(renders.withLock { $0 } == 0)
        #expect(evaluation.description == "text" && evaluation.description == "text")
        #expect(renders.withLock { $0 } == 2)
        evaluation.description = "set"
        #expect(evaluation.description == "set" && renders.withLock { $0 } == 2)
        evaluation.picture = ""
        #expect(evaluation.picture.isEmpty)
        let given = Evaluation(violation: nil, frames: 0, labels: [], description: "given", checked: false, picture: "p")
        #expect(given.description == "given" && given.picture == "p" && !given.checked)
    }

    /// A case that checked nothing keeps why, and a run that checks too little says it: one
    /// reason of each kind, the configuration's refusal and the factory's error, in the order met.
    @Test func aRunSaysWhyItsCasesCheckedNothing() throws {
        struct NotThisOne: Error {}
        let refusal = ConfigurationError(configuration: "Test", field: "width", rule: .mustBePositive, value: -3)
        let evaluation = Gen<Int>.int(in: 0...1_000).map { n in
            switch n % 3 {
            case 0: Evaluation.refused(refusal, labels: [])
            case 1: Evaluation.declined(NotThisOne(), labels: [])
            default: Evaluation(violation: nil, frames: 1, labels: [], description: "")
            }
        }
        let refused = Evaluation.refused(refusal, labels: [])
        #expect(!refused.checked && refused.description == "configuration refused: \(refusal)")
        let declined = Evaluation.declined(NotThisOne(), labels: [])
        #expect(!declined.checked && declined.labels.contains(.declined) && declined.description == "declined by the factory: NotThisOne()")
        let result = PropertyRunner(options: RunOptions(cases: 90, seed: 3)).run(
            SuiteProperty(name: "test.unchecked", section: "test", invariants: [], evaluation: evaluation))
        #expect(result.unchecked > 45)
        #expect(Set(result.uncheckedReasons) == [refused.description, declined.description], "\(result.uncheckedReasons)")
        let problem = try #require(result.healthProblem)
        #expect(problem.contains("first: "), "\(problem)")
        #expect(problem.contains(refusal.description) && problem.contains("NotThisOne()"), "\(problem)")
    }
}
