import Effects

/// A frame whose numeric outputs (every one it reports) can be read by index, without allocating: for the §0 rule
/// "no non-finite output" and for closed-form and continuity comparisons.
public protocol NumericFrame {
    /// The names of the numeric outputs, in index order.
    static var numberNames: [String] { get }
    /// The numeric output at an index in `0..<numberNames.count`.
    ///
    /// - Parameter index: The index.
    /// - Returns: The value.
    func number(_ index: Int) -> Double
}

extension NumericFrame {
    /// The index of the first non-finite output, or `nil`.
    @inlinable
    public var firstNonFinite: Int? {
        for i in 0..<Self.numberNames.count where !number(i).isFinite { return i }
        return nil
    }
}
