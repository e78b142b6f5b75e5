import Effects

private typealias L = LabelSet.Label

/// The length scale of a generated configuration: ordinary points, tiny (1e-3) or huge (1e6).
@usableFromInline package enum LengthScale: Double, CaseIterable, Sendable {
    case normal = 1
    case tiny = 1e-3
    case huge = 1e6

    /// The label of the scale: `scale-normal`, `scale-tiny`, `scale-huge`.
    @usableFromInline package var label: String { labelBit.name }

    static let labels = [LabelSet.Label("scale-normal"), LabelSet.Label("scale-tiny"), LabelSet.Label("scale-huge")]

    /// The label as a bit.
    var labelBit: LabelSet.Label {
        switch self {
        case .normal: Self.labels[0]
        case .tiny: Self.labels[1]
        case .huge: Self.labels[2]
        }
    }

    /// Mostly normal; tiny and huge one time in ten each.
    @usableFromInline package static let generator = Gen<LengthScale>.frequency([(8, .just(.normal)), (1, .just(.tiny)), (1, .just(.huge))])
}

extension Gen {
    /// Whether this attempt is deliberately invalid: true 3% of the time; shrinks to valid.
    static var invalidAttempt: Gen<Bool> { .bool(probability: 0.03) }

}

extension ChoiceStream {
    /// A whole number of points in `lower...upper`, times the scale.
    mutating func drawLength(_ lower: Int, _ upper: Int, _ scale: LengthScale) throws(GenerationError) -> Double {
        Double(try drawInt(lower, upper)) * scale.rawValue
    }

    /// Whether this attempt is deliberately invalid: true 3% of the time; shrinks to valid.
    mutating func drawInvalidAttempt() throws(GenerationError) -> Bool { try drawBool(probability: 0.03) }
}

