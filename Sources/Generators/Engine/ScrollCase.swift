import Effects

/// A generated case for an offset-driven effect: a configuration attempt and, when it is
/// valid, realistic input over the effect's ``ScrollRange``.
@usableFromInline package struct ScrollCase<Configuration: Sendable>: Labeled, Sendable, CustomStringConvertible {
    /// The configuration attempt.
    @usableFromInline package var configuration: ConfigurationCase<Configuration>
    /// The input, when the configuration is valid.
    @usableFromInline package var input: OffsetSequence?

    /// Creates a case.
    @usableFromInline
    init(configuration: ConfigurationCase<Configuration>, input: OffsetSequence?) {
        self.configuration = configuration
        self.input = input
    }

    @usableFromInline package var labels: LabelSet { configuration.labels.union(input?.labels ?? []) }

    @usableFromInline package var description: String {
        switch configuration.result {
        case let .success(c): "\(c)\n  \(input.map(\.description) ?? "no input")"
        case let .failure(error): "invalid configuration: \(error)"
        }
    }
}

extension Gen {
    /// A configuration attempt, then input over its range when it is valid.
    ///
    /// - Parameters:
    ///   - configuration: The configuration generator.
    ///   - range: The input space of a valid configuration.
    ///   - maxFrames: The most frames.
    /// - Returns: The generator of cases.
    /// - Complexity: Inlinable, so that a suite over a concrete configuration type draws its
    ///   cases in specialized code (unspecialized, every case looked up the metadata of its
    ///   generic types: about 50 instructions per frame).
    @inlinable
    package static func scrollCase<C>(
        _ configuration: Gen<ConfigurationCase<C>>, range: @escaping @Sendable (C) -> ScrollRange, maxFrames: Int = 200
    ) -> Gen<ScrollCase<C>> where Value == ScrollCase<C> {
        Gen { stream throws(GenerationError) in
            let attempt = try configuration.run(&stream)
            guard let c = attempt.configuration else { return ScrollCase(configuration: attempt, input: nil) }
            return ScrollCase(configuration: attempt, input: try Gen<OffsetSequence>.draw(in: range(c), maxFrames: maxFrames, maxGestures: 12,
                revisit: true, &stream))
        }
    }
}
