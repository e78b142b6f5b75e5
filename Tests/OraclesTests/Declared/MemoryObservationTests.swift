import Effects
import Oracles
import Testing

/// A rule with a memory learns every finite input the scroll view had, the ones the
/// implementation refused included: the finger moved whether or not the effect took the frame.
@Suite struct MemoryObservationTests {
    struct C: Sendable {}
    struct F: NumericFrame, Sendable, Equatable {
        var seen: Double
        static let numberNames = ["seen"]
        func number(_ index: Int) -> Double { seen }
    }

    /// Fails when the frame's count of inputs differs from the inputs the memory observed.
    struct CountsEveryInput: StatefulInvariant {
        typealias Context = FrameContext<C, F>
        var name: String { "countsEveryInput" }
        var statement: String { "the frame counts every finite input so far" }
        func start(_ configuration: C) -> Double { 0 }
        func observe(_ input: Double, _ configuration: C, _ count: inout Double) { count += 1 }
        func judge(_ x: Context, _ count: inout Double) -> InvariantFailure? {
            x.frame.seen == count ? nil : InvariantFailure("saw \(x.frame.seen), observed \(count)")
        }
    }

    enum Counting: DeclaredInvariants {
        static let name = "counting"
        static var invariants: some FrameInvariantList<C, F> { CountsEveryInput() }
        static func scale(of configuration: C) -> Double { 1 }
    }

    @Test func aRefusedFiniteInputIsStillObserved() {
        let rules = DeclaredRules<Counting>()
        // Only the counting rule is checked (a group without robustness, which would report the refusal itself).
        var checker = DeclaredChecker(rules: rules, configuration: C(), initialInput: .nan, initial: F(seen: 0), order: _InvariantOrder([0]))
        var seen = 0.0, last = F(seen: 0)
        for (k, input) in [1.0, 2, 3, 4].enumerated() {
            seen += 1
            let refused = input == 2
            if !refused { last = F(seen: seen) }
            checker.step(k, input: input, output: refused ? nil : last, state: last)
        }
        checker.finish()
        #expect(checker.slot.violation == nil, "\(String(describing: checker.slot.violation))")
    }
}
