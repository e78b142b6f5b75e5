/// An implementation isolated to the main actor, carried through a suite's properties, which
/// are `Sendable` and run on the thread of the `@MainActor` test that calls `verify` (every use
/// of the object goes through `MainActor.assumeIsolated`, which checks that).
@usableFromInline package struct MainActorObject<Base: AnyObject>: @unchecked Sendable {
    /// The object.
    @usableFromInline nonisolated(unsafe) let base: Base

    /// Wraps an object; call on the main actor.
    ///
    /// - Parameter base: The object.
    @MainActor @usableFromInline
    init(_ base: Base) { self.base = base }
}

extension MainActorObject: HeldInstance {
    package var heldIdentity: ObjectIdentifier { ObjectIdentifier(base) }
    package var heldTypeName: String { "\(Base.self)" }
}
