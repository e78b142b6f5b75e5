/// A release settles at one of the effect's resting inputs (a page boundary, the open or the
/// closed position), within the tolerance: safety.
///
///     SettlesOn("page") { c in (0..<c.pages).map { Double($0) * c.width } }
public struct SettlesOn<Configuration, Frame>: Invariant {
    public typealias Context = ReleaseContext<Configuration, Frame>
    /// What the resting inputs are (`page`).
    public let restingInput: String
    @usableFromInline let positions: @Sendable (Configuration) -> [Double]

    /// The invariant, named `settlesOn<Name>`.
    ///
    /// - Parameters:
    ///   - name: What the resting inputs are (`page`).
    ///   - positions: The resting inputs of a configuration.
    public init(_ name: String, on positions: @escaping @Sendable (Configuration) -> [Double]) {
        restingInput = name
        self.positions = positions
    }

    public var name: String { "settlesOn" + restingInput.prefix(1).uppercased() + restingInput.dropFirst() }
    public var statement: String { "a release settles on a \(restingInput)" }

    /// Holds when the target is finite and within the tolerance of a resting input.
    @inlinable @inline(__always)
    public func judge(_ context: Context) -> InvariantFailure? {
        let target = context.target
        if target.isFinite, positions(context.configuration).contains(where: { ($0 - target).magnitude <= context.lengthTolerance }) { return nil }
        let (v0, v1) = (context.input,
            context.velocity); return .outOfLine { InvariantFailure("the release settles between \(restingInput)s", [.init("input", v0),
            .init("velocity", v1), .init("target", target)]) }
    }
}
