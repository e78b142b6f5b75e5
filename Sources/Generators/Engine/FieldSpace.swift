/// The values one configuration field takes in generated cases, when the app fixes or
/// constrains it (eps 1e-6, a carousel as wide as the device, a 200-pt header).
///
///     try Suites.rollingBanner.pinning(["width": .oneOf([375, 390, 393, 430]), "portion": .fixed(0.6)])
///
/// A pinned field is drawn from its space with the same emphasis as the built-in generators
/// (the first value or the range's ends first, since shrinking moves toward them); every other
/// field is generated as before, relative to the pinned ones, and every threshold landmark is
/// computed for the configuration the case really has.
public enum FieldSpace: Sendable, Equatable, CustomStringConvertible {
    /// Always this value.
    case fixed(Double)
    /// One of these values (shrinks toward the first).
    case oneOf([Double])
    /// Any value in the range; each end a quarter of the time, for an integer field only whole
    /// numbers (shrinks toward the lower end).
    case range(ClosedRange<Double>)

    public var description: String {
        switch self {
        case let .fixed(v): "fixed \(v)"
        case let .oneOf(values): "one of \(values)"
        case let .range(r): "range \(r.lowerBound)...\(r.upperBound)"
        }
    }
}

/// A field that cannot be pinned as asked; the message names the field and the rule.
public enum PinError: Error, Equatable, CustomStringConvertible {
    /// The effect has no field of that name.
    case unknownField(_ field: String, effect: String, fields: [String])
    /// `oneOf` with no value.
    case emptySet(field: String)
    /// A value or a bound that is NaN or infinite.
    case nonFinite(field: String, value: Double)
    /// A fractional value for a field that counts (images, rows, a page, a capacity).
    case notWhole(field: String, value: Double)
    /// An integer range with no whole number in it.
    case noWholeNumber(field: String, range: ClosedRange<Double>)
    /// A value outside a field that takes one of a few named values (the snapping layout:
    /// 0 pages, 1 container-sized pages, 2 items); `allowed` names them in order, from 0.
    case notOneOf(field: String, value: Double, allowed: [String])

    public var description: String {
        switch self {
        case let .unknownField(field, effect, fields):
            "\(effect) has no configuration field '\(field)'; its fields are \(fields.joined(separator: ", "))"
        case let .emptySet(field): "\(field): oneOf needs at least one value"
        case let .nonFinite(field, value): "\(field): \(value) must be finite"
        case let .noWholeNumber(field, range): "\(field): the range \(range) holds no whole number, and the field counts"
        case let .notWhole(field, value): "\(field): \(value) must be a whole number (the field counts)"
        case let .notOneOf(field, value, allowed):
            "\(field): \(value) is not one of its values, \(allowed.enumerated().map { "\($0) (\($1))" }.joined(separator: ", "))"
        }
    }
}

/// The pinned fields of one effect's configuration, by the field's index in the effect's
/// list of fields (built once per suite; drawing from it allocates nothing).
public struct FieldPins: Sendable, Equatable {
    /// The effect's configuration fields, in generation order.
    public let fields: [String]
    /// Which fields count (whole numbers only).
    let integral: Set<String>
    /// The fields that take one of a few named values, each value's name in order from 0.
    let named: [String: [String]]
    /// The space of each field, `nil` where it is generated as usual.
    let spaces: [FieldSpace?]

    /// No field pinned: every field generated as usual.
    ///
    /// - Parameters:
    ///   - fields: The configuration's fields, in generation order.
    ///   - integral: The fields that count.
    ///   - named: The fields that take one of a few values, each value's name from 0 on (a
    ///     pin outside them is a ``PinError/notOneOf(field:value:allowed:)``); such a field counts.
    public init(fields: [String], integral: Set<String> = [], named: [String: [String]] = [:]) {
        self.fields = fields
        self.integral = integral.union(named.keys)
        self.named = named
        spaces = Array(repeating: nil, count: fields.count)
    }

    private init(fields: [String], integral: Set<String>, named: [String: [String]], spaces: [FieldSpace?]) {
        self.fields = fields
        self.integral = integral
        self.named = named
        self.spaces = spaces
    }

    /// The names of a field's values, from 0 on, when it takes one of a few (`nil` otherwise).
    ///
    /// - Parameter field: The field's name.
    /// - Returns: Its values' names.
    public func valueNames(of field: String) -> [String]? { named[field] }

    /// Whether any field is pinned.
    public var isEmpty: Bool { spaces.allSatisfy { $0 == nil } }

    /// These pins with more fields pinned (a later pin of a field replaces an earlier one).
    ///
    /// - Parameters:
    ///   - pins: Field name → its space.
    ///   - effect: The effect's name, for errors.
    /// - Returns: The pins.
    /// - Throws: ``PinError`` naming the field and the rule it broke.
    /// - Complexity: O(fields + values).
    public func adding(_ pins: [String: FieldSpace], effect: String) throws(PinError) -> FieldPins {
        var spaces = self.spaces
        for (field, space) in pins.sorted(by: { $0.key < $1.key }) {
            guard let index = fields.firstIndex(of: field) else { throw .unknownField(field, effect: effect, fields: fields) }
            let counts = integral.contains(field), names = named[field]
            switch space {
            case let .fixed(v):
                try Self.check(v, field, counts, names)
            case let .oneOf(values):
                if values.isEmpty { throw .emptySet(field: field) }
                for v in values { try Self.check(v, field, counts, names) }
            case let .range(r):
                try Self.check(r.lowerBound, field, false, nil)
                try Self.check(r.upperBound, field, false, nil)
                if counts, r.lowerBound.rounded(.up) > r.upperBound.rounded(.down) { throw .noWholeNumber(field: field, range: r) }
                if let names {
                    for v in [r.lowerBound.rounded(.up), r.upperBound.rounded(.down)] { try Self.check(v, field, counts, names) }
                }
            }
            spaces[index] = space
        }
        return FieldPins(fields: fields, integral: integral, named: named, spaces: spaces)
    }

    private static func check(_ v: Double, _ field: String, _ counts: Bool, _ names: [String]?) throws(PinError) {
        if !v.isFinite { throw .nonFinite(field: field, value: v) }
        if counts, v.rounded() != v { throw .notWhole(field: field, value: v) }
        if let names, !(v >= 0 && v < Double(names.count)) { throw .notOneOf(field: field, value: v, allowed: names) }
    }

    /// Whether field `index` is pinned.
    ///
    /// - Parameter index: The field's index in ``fields``.
    /// - Returns: Whether it is pinned.
    public func isPinned(_ index: Int) -> Bool { spaces[index] != nil }

    /// The field's value: `drawn` when it is not pinned, else a value drawn from its space.
    /// An unpinned field draws nothing more, so cases without pins are the same as before.
    ///
    /// - Parameters:
    ///   - index: The field's index in ``fields``.
    ///   - drawn: The value the effect's generator drew.
    ///   - stream: The choices.
    /// - Returns: The value.
    /// - Throws: ``GenerationError`` past the stream's limit.
    /// - Complexity: O(1), no allocation.
    package func value(_ index: Int, drawn: Double, _ stream: inout ChoiceStream) throws(GenerationError) -> Double {
        guard let space = spaces[index] else { return drawn }
        switch space {
        case let .fixed(v):
            return v
        case let .oneOf(values):
            return values[Int(try stream.draw(upTo: UInt64(values.count - 1)))]
        case let .range(r):
            let counts = integral.contains(fields[index])
            let low = counts ? r.lowerBound.rounded(.up) : r.lowerBound
            let high = counts ? r.upperBound.rounded(.down) : r.upperBound
            switch try stream.draw(upTo: 3) {
            case 0: return low
            case 1: return high
            default:
                if counts { return Double(try stream.drawInt(Int(low), Int(high))) }
                return try stream.drawDouble(low, high)
            }
        }
    }

    /// The field's value as a generator, for a configuration generator of your own
    /// (`ConfigurationSpace(pins:generator:make:)`): `drawn`'s value when the field is not
    /// pinned, else a value from its pinned space, drawn after `drawn`'s (so that a case without
    /// pins is the one `drawn` alone gives).
    ///
    /// - Parameters:
    ///   - index: The field's index in ``fields``.
    ///   - drawn: The value your generator draws for it.
    /// - Returns: The generator.
    /// - Complexity: O(1) a value, no allocation.
    public func value(_ index: Int, drawn: Gen<Double>) -> Gen<Double> {
        Gen { stream throws(GenerationError) in try self.value(index, drawn: try drawn.run(&stream), &stream) }
    }

    /// An integer field's value as a generator (see ``value(_:drawn:)``).
    ///
    /// - Parameters:
    ///   - index: The field's index in ``fields``.
    ///   - drawn: The value your generator draws for it.
    /// - Returns: The generator.
    /// - Complexity: O(1) a value, no allocation.
    public func count(_ index: Int, drawn: Gen<Int>) -> Gen<Int> {
        Gen { stream throws(GenerationError) in try self.count(index, drawn: try drawn.run(&stream), &stream) }
    }

    /// An integer field's value (see ``value(_:drawn:_:)``).
    ///
    /// - Parameters:
    ///   - index: The field's index.
    ///   - drawn: The drawn value.
    ///   - stream: The choices.
    /// - Returns: The value.
    /// - Throws: ``GenerationError`` past the stream's limit.
    package func count(_ index: Int, drawn: Int, _ stream: inout ChoiceStream) throws(GenerationError) -> Int {
        guard isPinned(index) else { return drawn }
        return Int(try value(index, drawn: Double(drawn), &stream))
    }
}
