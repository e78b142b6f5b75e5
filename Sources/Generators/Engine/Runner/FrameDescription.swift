import Effects
import Oracles

/// Short, stable, readable renderings of the built-in effects' frames for failure reports
/// (the `describe` of their suites).
package enum FrameDescription {
    /// A number as reports write it (``Violation/format(_:)``).
    ///
    /// - Parameter value: The number.
    /// - Returns: Its text.
    package static func n(_ value: Double) -> String { Violation.format(value) }

}
