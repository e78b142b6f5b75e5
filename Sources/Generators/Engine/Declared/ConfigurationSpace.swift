import Effects

/// The values of a generated configuration's fields, by name, for a declared effect's
/// validating initializer.
public struct ConfigurationValues: Sendable {
    let fields: [String]
    let values: [Double]

    /// A field's value.
    ///
    /// - Parameter field: A field of the effect's ``ConfigurationSpace``.
    /// - Returns: Its value in this case.
    /// - Precondition: The field is one of the space's.
    public subscript(_ field: String) -> Double {
        guard let i = fields.firstIndex(of: field) else { preconditionFailure("no configuration field '\(field)'; the fields are \(fields)") }
        return values[i]
    }
}

/// The configurations of a declared effect: each field's space (a fixed value, a set, a range,
/// with the built-ins' emphasis on the first value and on the range's ends), in order, and the
/// validating initializer that turns values into a configuration. A user pins fields later
/// with ``ScrollSuite/pinning(_:)`` as for the built-in effects.
///
///     ConfigurationSpace(["height": .range(100...300), "fadeDistance": .range(10...120)]) { v in
///         try StretchyHeaderConfiguration(height: v["height"], fadeDistance: v["fadeDistance"])
///     }
public struct ConfigurationSpace<Configuration: Sendable>: Sendable {
    /// The fields, with their spaces, as pins over every field.
    public let pins: FieldPins
    /// The validating initializer.
    let make: @Sendable (ConfigurationValues) throws -> Configuration
    /// A generator of its own for a pinned space, or `nil` to draw each field from its space.
    let custom: (@Sendable (FieldPins) -> Gen<ConfigurationCase<Configuration>>)?

    /// A space.
    ///
    /// - Parameters:
    ///   - fields: The fields in order, each with its space.
    ///   - integral: The fields that count (whole numbers only).
    ///   - make: The validating initializer; it throws for values that cannot work, best a
    ///     ``ConfigurationError`` naming the field and the rule (any other error is kept as
    ///     the rule ``ConfigurationError/Rule/violates(_:)`` with its description).
    /// - Precondition: Each space is well formed (a non-empty set, finite values, whole numbers
    ///   for a counting field); a malformed one stops with the ``PinError`` that says why.
    public init(
        _ fields: KeyValuePairs<String, FieldSpace>, integral: Set<String> = [],
        make: @escaping @Sendable (ConfigurationValues) throws -> Configuration
    ) {
        let names = fields.map(\.key)
        do {
            pins = try FieldPins(fields: names, integral: integral).adding(Dictionary(uniqueKeysWithValues: fields.map { ($0.key,
                $0.value) }), effect: "configuration")
        } catch {
            preconditionFailure("\(error)")
        }
        self.make = make
        custom = nil
    }

    /// A space whose configurations a generator of your own draws: for a space whose fields
    /// depend on each other in ways the fields' spaces cannot say (an image exactly as tall as
    /// its viewport, a hover height of exactly 0), as the built-in effects' spaces do. The
    /// generator receives the pins (every field, with the user's on top) and must honour them
    /// (``FieldPins/value(_:drawn:)``).
    ///
    /// - Parameters:
    ///   - pins: The fields, none pinned (their names are the validating initializer's labels).
    ///   - generator: Draws a configuration attempt in a pinned space; an attempt the
    ///     initializer refuses is labelled `invalid` and checks nothing.
    ///   - make: The validating initializer from field values, for traces and pins.
    public init(
        pins: FieldPins, generator: @escaping @Sendable (FieldPins) -> Gen<ConfigurationCase<Configuration>>,
        make: @escaping @Sendable (ConfigurationValues) throws -> Configuration
    ) {
        self.pins = pins
        self.make = make
        custom = generator
    }

    /// The configuration of some field values, by name, as a recorded trace gives them: every
    /// field of the space must be present (no other), and the validating initializer decides.
    ///
    /// - Parameter values: Field name → value.
    /// - Returns: The configuration.
    /// - Throws: ``ConfigurationError`` naming a missing or unknown field, or the one the
    ///   initializer refused (any other error it throws is kept as the rule
    ///   ``ConfigurationError/Rule/violates(_:)``).
    /// - Complexity: O(fields).
    public func configuration(_ values: [String: Double]) throws(ConfigurationError) -> Configuration {
        let fields = pins.fields
        if let missing = fields.first(where: { values[$0] == nil }) {
            throw ConfigurationError(configuration: "\(Configuration.self)", field: missing,
                rule: .violates("is missing (the fields are \(fields.joined(separator: ", ")))"), value: "nothing")
        }
        if let unknown = values.keys.sorted().first(where: { !fields.contains($0) }) {
            throw ConfigurationError(configuration: "\(Configuration.self)", field: unknown,
                rule: .violates("is not a field (the fields are \(fields.joined(separator: ", ")))"), value: values[unknown]!)
        }
        do {
            return try make(ConfigurationValues(fields: fields, values: fields.map { values[$0]! }))
        } catch {
            throw error as? ConfigurationError
                ?? ConfigurationError(configuration: "\(Configuration.self)", field: "configuration", rule: .violates("\(error)"),
                    value: "\(fields.map { values[$0]! })")
        }
    }

    /// The generator of configuration attempts in a pinned space: each field drawn from its
    /// space (or its pin), then the initializer; a refused attempt is labelled `invalid` and
    /// checks nothing.
    ///
    /// - Parameter pins: The pins (this space's, with the user's on top).
    /// - Returns: The generator.
    /// - Complexity: O(1) to build; a draw is O(fields).
    public func generator(_ pins: FieldPins) -> Gen<ConfigurationCase<Configuration>> {
        if let custom { return custom(pins) }
        let make = self.make
        return Gen { stream throws(GenerationError) in
            var values = [Double](repeating: 0, count: pins.fields.count)
            for i in values.indices { values[i] = try pins.value(i, drawn: 0, &stream) }
            let labels: LabelSet = self.pins == pins ? [] : ["pinned"]
            do {
                return ConfigurationCase(result: .success(try make(ConfigurationValues(fields: pins.fields, values: values))), labels: labels)
            } catch {
                let refusal = error as? ConfigurationError
                    ?? ConfigurationError(configuration: "\(Configuration.self)", field: "configuration", rule: .violates("\(error)"), value: "\(values)")
                return ConfigurationCase(result: .failure(refusal), labels: labels.union(["invalid"]))
            }
        }
    }
}
