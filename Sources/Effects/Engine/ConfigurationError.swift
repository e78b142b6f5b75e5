/// A configuration that cannot work, refused by a throwing initializer (SPEC §0).
///
/// It names the effect, the field and the rule the field broke, and shows the value, so the
/// message alone says what to fix:
///
///     StickyHeaderConfiguration.pinnedHeight = 280.0 breaks the rule: must be less than height (280.0)
public struct ConfigurationError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// A rule a configuration field must satisfy.
    public enum Rule: Equatable, Hashable, Sendable, CustomStringConvertible {
        /// Not NaN nor ±infinity.
        case mustBeFinite
        /// Strictly greater than zero.
        case mustBePositive
        /// Greater than or equal to zero.
        case mustBeNonNegative
        /// At least one (a count).
        case mustBeAtLeastOne
        /// In the closed interval [0, 1].
        case mustBeInUnitInterval
        /// In the open interval (lower, upper).
        case mustBeInOpenInterval(lower: Double, upper: Double)
        /// In the half-open integer range [lower, upper).
        case mustBeInRange(lower: Int, upper: Int)
        /// Strictly less than another field.
        case mustBeLessThan(Bound)
        /// Greater than or equal to another field.
        case mustBeAtLeast(Bound)
        /// Strictly greater than an expression over other fields.
        case mustBeGreaterThan(Bound)
        /// A rule of a declared effect's own, in its words (an initializer that throws an error
        /// other than ``ConfigurationError``).
        case violates(String)

        /// The other side of a comparison: another field (or an expression over fields) and
        /// its value, kept as data and written out only when the error is shown, so refusing a
        /// configuration allocates nothing.
        public struct Bound: Hashable, Sendable, CustomStringConvertible {
            /// The field or expression, e.g. `bannerHeight`.
            public let name: String
            /// Its value's bits (compared and hashed by bits, NaN included).
            let bits: UInt64

            /// Its value.
            public var value: Double { Double(bitPattern: bits) }

            /// Creates a bound.
            ///
            /// - Parameters:
            ///   - name: The field or expression.
            ///   - value: Its value.
            public init(_ name: String, _ value: Double) {
                self.name = name
                bits = value.bitPattern
            }

            /// `name (value)`, e.g. `bannerHeight (280.0)`.
            public var description: String { "\(name) (\(value))" }
        }

        public var description: String {
            switch self {
            case .mustBeFinite: "must be finite"
            case .mustBePositive: "must be greater than 0"
            case .mustBeNonNegative: "must be greater than or equal to 0"
            case .mustBeAtLeastOne: "must be at least 1"
            case .mustBeInUnitInterval: "must be in [0, 1]"
            case let .mustBeInOpenInterval(lower, upper): "must be in the open interval (\(lower), \(upper))"
            case let .mustBeInRange(lower, upper): "must be in \(lower)..<\(upper)"
            case let .mustBeLessThan(other): "must be less than \(other)"
            case let .mustBeAtLeast(other): "must be at least \(other)"
            case let .mustBeGreaterThan(other): "must be greater than \(other)"
            case let .violates(rule): "violates: \(rule)"
            }
        }
    }

    /// The configuration type, e.g. `"StickyHeaderConfiguration"`.
    public let configuration: String
    /// The field that broke the rule, e.g. `"hoverHeight"`.
    public let field: String
    /// The rule it broke.
    public let rule: Rule
    /// The refused value, as text (so that a NaN compares equal to itself).
    public var value: String {
        switch refused {
        case let .number(bits): Double(bitPattern: bits).description
        case let .text(text): text
        }
    }

    /// The refused value as stored: a double by its bits (equal to itself when NaN, as its text
    /// is, and rendered only when read, so refusing a configuration allocates nothing), any
    /// other value as its text.
    enum Refused: Hashable, Sendable {
        case number(UInt64)
        case text(String)
    }

    let refused: Refused

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - configuration: The configuration type's name.
    ///   - field: The field's name.
    ///   - rule: The rule the field broke.
    ///   - value: The refused value; a `Double` is kept by its bits, anything else as its description.
    public init(configuration: String, field: String, rule: Rule, value: some CustomStringConvertible) {
        self.configuration = configuration
        self.field = field
        self.rule = rule
        if let number = value as? Double { refused = .number(number.bitPattern) } else { refused = .text(value.description) }
    }

    public var description: String {
        "\(configuration).\(field) = \(value) breaks the rule: \(rule)"
    }
}
