import Effects
import Oracles

/// The recordings of ``CataloguedEffect/modelTrace(seed:cut:)``: an exact model run over a
/// generated case, ended at a point chosen by the recording's own stream.
package enum ModelTrace {
    /// How many of `count` inputs a recording keeps: `0…count`, chosen by `cut`.
    ///
    /// - Parameters:
    ///   - count: The inputs of the case.
    ///   - cut: The recording's choices.
    /// - Returns: The length of the prefix recorded.
    package static func prefix(_ count: Int, _ cut: inout SplitMix64) -> Int {
        count == 0 ? 0 : Int(cut.next() % UInt64(count + 1))
    }

    /// An offset-driven effect's recording: the model made at the case's start offset, fed a
    /// prefix of its offsets.
    ///
    /// - Parameters:
    ///   - gen: The effect's cases.
    ///   - seed: The case's seed.
    ///   - cut: The recording's choices.
    ///   - create: Makes the model for a configuration and start offset (`nil`: it refuses).
    /// - Returns: The trace, or `nil` for an invalid configuration.
    package static func scroll<C, E: ScrollDrivenEffect>(
        _ gen: Gen<ScrollCase<C>>, seed: UInt64, cut: inout SplitMix64, _ create: (C, Double) -> E?
    ) -> ScrollTrace<C, E.Frame>? where E.Configuration == C {
        guard let value = try? gen.generate(seed: seed).value, let c = value.configuration.configuration, let input = value.input,
              let effect = create(c, input.start) else { return nil }
        let inputs = Array(input.offsets.prefix(prefix(input.offsets.count, &cut)))
        return ScrollTrace.record(effect, initialInput: input.start, inputs: inputs)
    }
}
