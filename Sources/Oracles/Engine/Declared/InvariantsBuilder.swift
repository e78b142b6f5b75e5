/// Builds a declared effect's invariants from statements, one invariant (or list) each, in
/// report order:
///
///     static var invariants: some InvariantList<FrameContext<StretchyHeaderConfiguration, StretchyHeaderFrame>> {
///         ClosedForm("headerHeight", \.headerHeight) { c, o in c.height + max(-o, 0) }
///         InRange("titleAlpha", \.titleAlpha, unit: .ratio) { _ in 0...1 }
///         Monotone("titleAlpha", \.titleAlpha, unit: .ratio, .nonDecreasing)
///         TitleBelowHeader()
///     }
///
/// The result is a value of a concrete type, so the checker that runs it is specialized where
/// the effect is declared. Any number of statements.
@resultBuilder
public enum InvariantsBuilder<Context: InvariantContext> {
    /// An invariant, as a list of one.
    @inlinable
    public static func buildExpression<I: Invariant>(_ invariant: I) -> SingleInvariant<I> where I.Context == Context {
        SingleInvariant(invariant)
    }

    /// An invariant with a memory, as a list of one.
    @inlinable
    public static func buildExpression<I: StatefulInvariant>(_ invariant: I) -> SingleStatefulInvariant<I> where I.Context == Context {
        SingleStatefulInvariant(invariant)
    }

    /// A list (an array of ``FrameInvariant``s, another
    /// declaration's invariants), as it is.
    @inlinable
    public static func buildExpression<L: InvariantList>(_ list: L) -> L where L.Context == Context { list }

    /// No statement: no invariant.
    @inlinable
    public static func buildBlock() -> NoInvariants<Context> { NoInvariants() }

    /// The first statement.
    @inlinable
    public static func buildPartialBlock<L: InvariantList>(first: L) -> L where L.Context == Context { first }

    /// The statements so far, then the next.
    @inlinable
    public static func buildPartialBlock<A: InvariantList, B: InvariantList>(accumulated: A, next: B) -> InvariantPair<A, B>
    where A.Context == Context, B.Context == Context {
        InvariantPair(accumulated, next)
    }
}
