/// An input an effect refuses (SPEC §0: "bad input is refused, state is kept").
///
/// Only non-finite numbers are refused; any finite offset, however far out of range, is
/// legal and clamped as the effect defines. When an update throws, the model's state and its
/// last output are exactly as before the call.
public enum InputError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The kind of non-finite value.
    public enum NonFinite: String, Equatable, Hashable, Sendable {
        /// Not a number.
        case nan = "NaN"
        /// Positive infinity.
        case positiveInfinity = "+infinity"
        /// Negative infinity.
        case negativeInfinity = "-infinity"

        /// The kind of `value`, or `nil` when it is finite.
        ///
        /// - Parameter value: Any double.
        /// - Returns: `nil` for finite values.
        @inlinable
        public init?(_ value: Double) {
            if value.isFinite { return nil }
            self = value.isNaN ? .nan : (value > 0 ? .positiveInfinity : .negativeInfinity)
        }
    }

    /// `field` (e.g. `"offset"`, `"velocity"`, `"time"`) was NaN or infinite.
    case nonFinite(field: String, value: NonFinite)
    /// `field` went backward: virtual time may only move forward.
    case beforeCurrent(field: String, value: Double, current: Double)

    public var description: String {
        switch self {
        case let .nonFinite(field, value): "input \(field) = \(value.rawValue) refused: must be finite; state kept"
        case let .beforeCurrent(field, value, current):
            "input \(field) = \(value) refused: must not be before the current \(current); state kept"
        }
    }

    /// Throws `.nonFinite` unless `value` is finite.
    ///
    /// - Parameters:
    ///   - value: The input to check.
    ///   - field: The input's name, for the error.
    /// - Throws: ``InputError/nonFinite(field:value:)`` when `value` is NaN or infinite.
    @inlinable
    public static func requireFinite(_ value: Double, _ field: String) throws(InputError) {
        if let kind = NonFinite(value) { throw .nonFinite(field: field, value: kind) }
    }
}
