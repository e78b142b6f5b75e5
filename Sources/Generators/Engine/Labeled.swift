import Effects

/// A generated case that names the classes it belongs to (`image>viewport`,
/// `edge-to-edge jump`, `overshoot`, `nan`, …), so a run can show its distribution and a
/// class-coverage test can catch a generator that stopped producing a class.
public protocol Labeled {
    /// The classes this case belongs to.
    var labels: LabelSet { get }
}

/// A configuration attempt: the result of a validating initializer on generated numbers,
/// valid most of the time and, at a small rate, deliberately invalid to exercise validation.
public struct ConfigurationCase<Configuration: Sendable>: Labeled, Sendable {
    /// The configuration, or the error its initializer threw.
    public var result: Result<Configuration, ConfigurationError>
    public var labels: LabelSet

    /// The configuration when valid.
    @inlinable
    public var configuration: Configuration? { if case let .success(c) = result { c } else { nil } }

    /// A configuration attempt.
    ///
    /// - Parameters:
    ///   - result: The configuration, or the error its initializer threw.
    ///   - labels: The attempt's classes (add `invalid` to a refused one).
    public init(result: Result<Configuration, ConfigurationError>, labels: LabelSet) {
        self.result = result
        self.labels = labels
    }
}

extension ConfigurationCase {
    /// Runs a validating initializer and labels the attempt.
    ///
    /// - Parameters:
    ///   - labels: The classes of the attempt; `invalid` is added when it throws.
    ///   - make: The initializer call.
    /// - Returns: The case.
    static func attempt(_ labels: LabelSet, _ make: () throws(ConfigurationError) -> Configuration) -> ConfigurationCase {
        do throws(ConfigurationError) {
            return ConfigurationCase(result: .success(try make()), labels: labels)
        } catch {
            return ConfigurationCase(result: .failure(error), labels: labels.union(LabelSet.invalidOnly))
        }
    }
}
