/// Small checks shared by the configurations' throwing initializers. A field's name is written
/// only when its value breaks the rule (`itemLengths[3]` is not built for every valid item).
@usableFromInline
struct Validation {
    @usableFromInline let configuration: String

    @usableFromInline
    init(_ configuration: String) { self.configuration = configuration }

    @usableFromInline
    func fail(_ field: String, _ rule: ConfigurationError.Rule, _ value: some CustomStringConvertible) -> ConfigurationError {
        ConfigurationError(configuration: configuration, field: field, rule: rule, value: value)
    }

    @usableFromInline
    func finite(_ value: Double, _ field: @autoclosure () -> String) throws(ConfigurationError) {
        if !value.isFinite { throw fail(field(), .mustBeFinite, value) }
    }

    @usableFromInline
    func positive(_ value: Double, _ field: @autoclosure () -> String) throws(ConfigurationError) {
        try finite(value, field())
        if !(value > 0) { throw fail(field(), .mustBePositive, value) }
    }

    @usableFromInline
    func nonNegative(_ value: Double, _ field: @autoclosure () -> String) throws(ConfigurationError) {
        try finite(value, field())
        if !(value >= 0) { throw fail(field(), .mustBeNonNegative, value) }
    }

    @usableFromInline
    func atLeastOne(_ value: Int, _ field: @autoclosure () -> String) throws(ConfigurationError) {
        if value < 1 { throw fail(field(), .mustBeAtLeastOne, value) }
    }
}
