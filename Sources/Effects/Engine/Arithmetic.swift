/// The arithmetic an implementation animates in: `Double` (SPEC's) or `Float`, which Core
/// Animation's layer values take. An implementation declares it, and is judged to it: a
/// `Float` screen's lengths are compared within `max(tol(scale), scale · 2⁻²⁰)` (sixteen `Float`
/// roundings of the largest length) instead of `tol(scale)`, and the configuration it is judged
/// with says so in every report. Nothing else is loosened.
public enum Arithmetic: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// `Double` throughout (the default, SPEC's).
    case double
    /// Positions computed or stored in `Float`.
    case float

    public var description: String { rawValue }

    /// The length tolerance at a scale for this arithmetic.
    ///
    /// - Parameter scale: The largest length involved.
    /// - Returns: `tol(scale)` for `Double`; `max(tol(scale), scale · 2⁻²⁰)` for `Float`.
    /// - Complexity: O(1).
    @inlinable
    public func lengthTolerance(scale: Double) -> Double {
        switch self {
        case .double: Tolerance.tol(scale: scale)
        case .float: Swift.max(Tolerance.tol(scale: scale), scale * 0x1p-20)
        }
    }
}
