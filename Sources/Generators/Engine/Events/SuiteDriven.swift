import Oracles

/// An implementation whose effect's suite drives it by itself rather than through a `step`
/// closure: the suite asks it operations resolved against its own state (a tap at an item it
/// shows, time moved to its next finish) and merges its answers with what it logged, in time
/// order. The fly screen's protocol refines this one and supplies
/// ``properties(of:named:expecting:groups:_:)``; so does a protocol of your own for an effect
/// driven that way. `ScrollProof.verify` then takes such an implementation as it takes any
/// other, by its effect's suite, and everything else (groups, pins, selections, the checker,
/// the monitor, `checkTrace`) is any event effect's.
public protocol SuiteDriven: SendableMetatype {
    /// The declaration of the effect whose suite drives it.
    associatedtype Declaration: DeclaredEventEffect

    /// The properties of this implementation under a suite: one per group.
    ///
    /// - Parameters:
    ///   - suite: The suite (its groups, pins, selection and options).
    ///   - prefix: The names' prefix (`nil`: the effect's name).
    ///   - expecting: How each group is run, by group name.
    ///   - names: The groups to build (`nil`: all).
    ///   - make: Creates the implementation for a configuration, a new one for every run of a
    ///     case; throwing declines the case.
    /// - Returns: The properties, in group order.
    static func properties(
        of suite: EventSuite<Declaration>, named prefix: String?, expecting: [String: SuiteExpectation], groups names: [String]?,
        _ make: @escaping @Sendable (Declaration.Configuration) throws -> Self
    ) -> [SuiteProperty]
}

/// A ``SuiteDriven`` implementation isolated to the main actor (a view or a view controller),
/// run on the main actor. The fly screen's main-actor protocol refines it.
public protocol MainActorSuiteDriven: AnyObject, SendableMetatype {
    /// The declaration of the effect whose suite drives it.
    associatedtype Declaration: DeclaredEventEffect

    /// The properties of this implementation under a suite: one per group, each case run on
    /// the main actor.
    ///
    /// - Parameters:
    ///   - suite: The suite.
    ///   - prefix: The names' prefix (`nil`: the effect's name).
    ///   - expecting: How each group is run, by group name.
    ///   - names: The groups to build (`nil`: all).
    ///   - make: Creates the implementation on the main actor, a new one for every run of a case.
    /// - Returns: The properties, in group order.
    @MainActor
    static func properties(
        of suite: EventSuite<Declaration>, named prefix: String?, expecting: [String: SuiteExpectation], groups names: [String]?,
        mainActor make: @escaping @MainActor (Declaration.Configuration) throws -> Self
    ) -> [SuiteProperty]
}

extension EventSuite {
    /// The properties of an implementation the suite drives by itself (``SuiteDriven``): one
    /// per group.
    ///
    ///     Suites.flyScreen.properties { c in MyDanmakuScreen(c) }
    ///
    /// - Parameters:
    ///   - prefix: The names' prefix (default: the effect's name).
    ///   - expecting: How each group is run, by group name (default: every invariant must hold).
    ///   - names: The groups to build (default: all).
    ///   - make: Creates the implementation for a configuration: a new one for every run of a
    ///     case. Throwing declines the case.
    /// - Returns: The properties, in group order.
    /// - Complexity: O(groups); a case costs what the implementation's protocol says.
    public func properties<I: SuiteDriven>(
        named prefix: String? = nil, expecting: [String: SuiteExpectation] = [:], groups names: [String]? = nil,
        _ make: @escaping @Sendable (Configuration) throws -> I
    ) -> [SuiteProperty] where I.Declaration == Effect {
        I.properties(of: self, named: prefix, expecting: expecting, groups: names, make)
    }

    /// The properties of a main-actor implementation the suite drives by itself
    /// (``MainActorSuiteDriven``): one per group, run on the main actor.
    ///
    /// - Parameters:
    ///   - prefix: The names' prefix (default: the effect's name).
    ///   - expecting: How each group is run, by group name (default: every invariant must hold).
    ///   - names: The groups to build (default: all).
    ///   - make: Creates the implementation on the main actor: a new one for every run of a case.
    /// - Returns: The properties, in group order.
    /// - Complexity: O(groups).
    @MainActor
    public func properties<I: MainActorSuiteDriven>(
        named prefix: String? = nil, expecting: [String: SuiteExpectation] = [:], groups names: [String]? = nil,
        mainActor make: @escaping @MainActor (Configuration) throws -> I
    ) -> [SuiteProperty] where I.Declaration == Effect {
        I.properties(of: self, named: prefix, expecting: expecting, groups: names, mainActor: make)
    }
}
