import Effects
import Oracles

/// Builds a scroll trace from inputs and frames (hand-made, or recorded from the model).
func trace<C, F>(_ c: C, start: Double, _ initial: F, _ steps: [(Double, F?)]) -> ScrollTrace<C, F> {
    var state = initial
    return ScrollTrace(configuration: c, initialInput: start, initial: initial, steps: steps.map { input, output in
        if let output { state = output }
        return ScrollStep(input: input, output: output, state: state)
    })
}

/// Records the exact model.
func recorded<E: ScrollDrivenEffect>(_ effect: E, start: Double, _ inputs: [Double]) -> ScrollTrace<E.Configuration, E.Frame> {
    ScrollTrace.record(effect, initialInput: start, inputs: inputs)
}

/// Replaces the output of step `i`.
func tampered<C, F>(_ t: ScrollTrace<C, F>, at i: Int, _ change: (inout F) -> Void) -> ScrollTrace<C, F> {
    var t = t
    if var output = t.steps[i].output {
        change(&output)
        t.steps[i].output = output
        t.steps[i].state = output
    }
    return t
}

/// Whether `text` contains `part`. (`String.contains(_:)` with a string argument is the
/// standard library's string processing, macOS 13 / iOS 16; these tests run from macOS 12.)
func mentions(_ text: String?, _ part: String) -> Bool {
    guard let text else { return false }
    let haystack = Array(text.utf8), needle = Array(part.utf8)
    guard needle.count <= haystack.count else { return false }
    return (0...(haystack.count - needle.count)).contains { start in haystack[start..<(start + needle.count)].elementsEqual(needle) }
}

extension DeclaredInvariants {
    /// The oracle of one of the effect's invariants, by name (the tests name only invariants
    /// the effect has).
    static subscript(_ name: String) -> TraceOracle<ScrollTrace<Configuration, Frame>> {
        guard let oracle = oracle(named: name) else { preconditionFailure("\(Self.self) has no invariant named \(name)") }
        return oracle
    }
}

extension DeclaredEventInvariants {
    /// The oracle of one of the effect's invariants, by name.
    static subscript(_ name: String) -> TraceOracle<EventTrace<Configuration, World, Frame>> {
        guard let oracle = oracle(named: name) else { preconditionFailure("\(Self.self) has no invariant named \(name)") }
        return oracle
    }
}
