/// The hints every kind of effect's report can give about how the code is driven rather than
/// what it does (``Evaluation/hint``); an effect's own are its `hint(for:in:answering:)`.
@usableFromInline package enum AdapterHints {
    /// A factory that hands out one instance of a class for every case: each case must start
    /// from a new implementation (one left scrolled, paused or full by the case before fails
    /// cases that are correct alone, and replays of a saved case disagree with the run).
    ///
    /// - Parameters:
    ///   - make: The factory.
    ///   - configuration: A configuration it takes.
    /// - Returns: The hint, or `nil` when two calls give two instances (or values).
    /// - Complexity: Two calls of the factory.
    @usableFromInline package static func sharedInstance<C, I>(_ make: (C) throws -> I, _ configuration: C) -> String? {
        guard let a = try? make(configuration), let b = try? make(configuration), let first = instance(a), let second = instance(b),
              first.identity == second.identity
        else { return nil }
        return """
            the factory handed out the same \(first.type) twice: every case needs a new implementation (create it in the closure, do not \
            capture one), or one case's state carries into the next
            """
    }

    /// The object an implementation is, or holds for the main actor, with its type's name.
    static func instance<I>(_ implementation: I) -> (identity: ObjectIdentifier, type: String)? {
        if let held = implementation as? any HeldInstance { return (held.heldIdentity, held.heldTypeName) }
        guard I.self is AnyClass else { return nil }
        let object = implementation as AnyObject
        return (ObjectIdentifier(object), "\(type(of: object))")
    }
}

/// A value that carries an object for the code it wraps (a main-actor implementation carried
/// through a suite): the object a shared-instance hint compares.
package protocol HeldInstance {
    /// The object's identity.
    var heldIdentity: ObjectIdentifier { get }
    /// Its type's name, as a report names it.
    var heldTypeName: String { get }
}

extension MainActorEffect: HeldInstance {
    package var heldIdentity: ObjectIdentifier { ObjectIdentifier(base) }
    package var heldTypeName: String { "\(Base.self)" }
}

extension MainActorListEffect: HeldInstance {
    package var heldIdentity: ObjectIdentifier { ObjectIdentifier(base) }
    package var heldTypeName: String { "\(Base.self)" }
}
