/// Why a generator could not produce a value from its choices.
public enum GenerationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The case asked for more than `limit` choices (Hypothesis' "overrun"): the case is
    /// invalid, not failing.
    case overrun(limit: Int)
    /// A filter rejected `rejected` draws in a row (Hypothesis' health check): the filter is
    /// too strict for its generator; rewrite the generator to produce valid values directly.
    case filterTooStrict(label: String, rejected: Int)
    /// The space the generator draws from breaks a rule (a field and its rule, as a
    /// `ConfigurationError` says them): no case can be drawn, and the run says why.
    case invalidSpace(String)

    public var description: String {
        switch self {
        case let .overrun(limit): "the case needs more than \(limit) choices"
        case let .filterTooStrict(label, rejected):
            "filter '\(label)' rejected \(rejected) values in a row: generate valid values directly instead"
        case let .invalidSpace(problem): "the space cases are drawn from is invalid: \(problem)"
        }
    }
}
