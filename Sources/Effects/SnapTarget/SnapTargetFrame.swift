/// A snapping implementation's answer to one ``SnapEvent``: the offset where the content comes
/// to rest, or a refusal of input that is not finite.
///
/// A method that cannot throw (UIKit's delegate and layout methods) refuses a non-finite input
/// by handing back the proposal unchanged: record that as ``target`` with the proposal's value.
public struct SnapTargetFrame: Hashable, Sendable, CustomStringConvertible {
    /// The offset at rest `T`, or `nil` when the input was refused.
    public let target: Double?

    /// An answer: the content comes to rest at `target`.
    ///
    /// - Parameter target: `T`.
    public init(target: Double) { self.target = target }

    /// A refusal: the input was not finite; the state is kept.
    public static let refused = SnapTargetFrame(refusal: ())

    private init(refusal: Void) { target = nil }

    /// Whether the input was refused.
    public var isRefused: Bool { target == nil }

    public var description: String {
        guard let t = target else { return "refused" }
        return "rests at \(SnapLayout.text(t))"
    }

    /// Two answers are equal when both are refusals or both rest at the same bits (a NaN equal
    /// to itself).
    public static func == (a: SnapTargetFrame, b: SnapTargetFrame) -> Bool { a.target?.bitPattern == b.target?.bitPattern }

    public func hash(into hasher: inout Hasher) { hasher.combine(target?.bitPattern) }
}
