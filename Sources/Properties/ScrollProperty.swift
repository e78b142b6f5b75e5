import Effects
import Generators
import Oracles

/// Builds properties of offset-driven effects: generate a case, create the implementation at
/// the case's start, feed the offsets, record the trace, apply the oracles.
enum ScrollProperty {
    static func make<C: Sendable, E: ScrollDrivenEffect>(
        name: String, section: String, implementation: Implementation, expectedViolation: String? = nil, bug: String? = nil,
        cases: Gen<ScrollCase<C>>, oracles: [Oracle<ScrollTrace<C, E.Frame>>],
        create: @escaping @Sendable (C, Double) -> (E, Double)?,
        record: @escaping @Sendable (E, Double, [Double]) -> ScrollTrace<C, E.Frame> = { ScrollTrace.record($0, initialInput: $1, inputs: $2) },
        describe: @escaping @Sendable (E.Frame) -> String
    ) -> Property where E.Configuration == C {
        Property(
            name: name, section: section, invariants: oracles.map(\.name), implementation: implementation,
            expectedViolation: expectedViolation, bug: bug,
            evaluation: cases.map { scrollCase in
                guard let c = scrollCase.configuration.configuration, let input = scrollCase.input,
                      let (effect, start) = create(c, input.start)
                else {
                    return Evaluation(violation: nil, frames: 0, labels: scrollCase.labels, description: scrollCase.description)
                }
                var trace = record(effect, start, input.offsets)
                let violation = Oracle.firstViolation(oracles, in: trace)
                // Every oracle is prefix-closed: the frames up to the violation are the failing case.
                if let v = violation, v.frame + 1 < trace.steps.count {
                    trace.steps.removeSubrange((v.frame + 1)...)
                    trace.releases.removeAll { $0.step > v.frame }
                }
                // The readable case is rendered only when it is reported: a failing case.
                return Evaluation(
                    violation: violation, frames: trace.steps.count, labels: scrollCase.labels,
                    description: violation == nil ? "" : render(c, trace, describe))
            })
    }

    static func render<C, F>(_ c: C, _ trace: ScrollTrace<C, F>, _ describe: (F) -> String) -> String {
        var lines = ["\(c)", "start \(FrameDescription.n(trace.initialInput)) → \(describe(trace.initial))"]
        for (i, step) in trace.steps.enumerated() {
            let out = step.output.map(describe) ?? "refused (state kept: \(describe(step.state)))"
            lines.append("frame \(i): \(FrameDescription.n(step.input)) → \(out)")
        }
        for q in trace.releases {
            lines.append("release after frame \(q.step) with velocity \(FrameDescription.n(q.velocity)) → target \(FrameDescription.n(q.target))")
        }
        return lines.joined(separator: "\n")
    }
}

extension ScrollTrace {
    /// Records an effect with a release rule, asking after every accepted step where a drag
    /// ending there would settle: with the finger's velocity (the last step at 60 frames per
    /// second) and with its opposite (a drag may end at any frame, flung either way), or with
    /// ±60 pt/s when the finger stood still.
    ///
    /// - Parameters:
    ///   - effect: The implementation.
    ///   - initialInput: Its initial input.
    ///   - inputs: The inputs.
    /// - Returns: The trace with its release queries.
    static func recordReleasing<E: ReleasingEffect>(_ effect: E, initialInput: Double, inputs: [Double]) -> ScrollTrace
    where E.Configuration == Configuration, E.Frame == Frame {
        var effect = effect
        var trace = ScrollTrace(configuration: effect.configuration, initialInput: initialInput, initial: effect.lastFrame, steps: [])
        trace.steps.reserveCapacity(inputs.count)
        trace.releases.reserveCapacity(2 * inputs.count)
        var previous = initialInput
        for (i, input) in inputs.enumerated() {
            let output = try? effect.update(input)
            trace.steps.append(ScrollStep(input: input, output: output, state: effect.lastFrame))
            guard output != nil, input.isFinite, previous.isFinite else { continue }
            let finger = (input - previous) * 60
            previous = input
            for velocity in finger == 0 ? [60, -60] : [finger, -finger] {
                if let target = try? effect.releaseTarget(velocity: velocity) {
                    trace.releases.append(ReleaseQuery(step: i, velocity: velocity, target: target))
                }
            }
        }
        return trace
    }
}
