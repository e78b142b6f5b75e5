import Effects

/// A fly screen isolated to the main actor, as a view is: the suite drives it on the main
/// actor, through ``MainActorFlyScreen`` (``MainActorSuiteDriven``).
@MainActor
public protocol MainActorFlyScreenSimulating: MainActorSuiteDriven where Declaration == FlyScreenModel {
    /// The operations beyond SPEC's that the view supports (default none; see
    /// ``FlyScreenSimulating/features``).
    nonisolated static var features: FlyScreenFeatures { get }
    /// The configuration.
    var configuration: FlyScreenConfiguration { get }
    /// The current virtual time.
    var now: Double { get }
    /// Everything that happened, in order.
    var events: [FlyScreenEvent] { get }
    /// Inserts an item at the current time.
    ///
    /// - Parameters:
    ///   - id: The item's identifier.
    ///   - width: The item's width.
    /// - Returns: Whether it was accepted.
    func insert(id: Int, width: Double) -> FlyScreenInsertResult
    /// Syncs an item in mid-flight now (a seek; see ``FlyScreenSimulating/sync(id:width:progress:)``).
    /// The default refuses with ``FlyScreenRefusal/unsupported``.
    ///
    /// - Parameters:
    ///   - id: The item's identifier.
    ///   - width: The item's width.
    ///   - progress: The fraction of its flight already flown, in `0 ..< 1`.
    /// - Returns: Whether it was accepted.
    func sync(id: Int, width: Double, progress: Double) -> FlyScreenInsertResult
    /// Inserts an item with its own flight duration (see
    /// ``FlyScreenSimulating/insert(id:width:duration:)``); the default inserts when the
    /// duration is the configuration's and refuses as unsupported otherwise.
    ///
    /// - Parameters:
    ///   - id: The item's identifier.
    ///   - width: The item's width.
    ///   - duration: Its flight duration.
    /// - Returns: Whether it was accepted.
    func insert(id: Int, width: Double, duration: Double) -> FlyScreenInsertResult
    /// Pauses (see ``FlyScreenSimulating/pause()``); the default does nothing.
    func pause()
    /// Resumes (see ``FlyScreenSimulating/resume()``); the default does nothing.
    func resume()
    /// Advances virtual time.
    ///
    /// - Parameter time: The new time.
    /// - Throws: ``InputError`` for a non-finite time or one before ``now``.
    func advance(to time: Double) throws(InputError)
    /// The item under a point now.
    ///
    /// - Parameters:
    ///   - x: Screen x.
    ///   - y: Screen y.
    /// - Returns: The item's id, or `nil`.
    func hitTest(x: Double, y: Double) -> Int?
    /// A tap now.
    ///
    /// - Parameters:
    ///   - x: Screen x.
    ///   - y: Screen y.
    /// - Returns: Liked, already liked, or a miss.
    func tap(x: Double, y: Double) -> FlyScreenTapResult
}

extension MainActorFlyScreenSimulating {
    /// The properties of a view under the fly screen's suite, each case run on the main actor
    /// (``FlyScreenSimulating/properties(of:named:expecting:groups:_:)`` through
    /// ``MainActorFlyScreen``).
    ///
    /// - Parameters:
    ///   - suite: The suite.
    ///   - prefix: The names' prefix (`nil`: the effect's name).
    ///   - expecting: How each group is run, by group name.
    ///   - names: The groups to build (`nil`: all).
    ///   - make: Creates an empty view at virtual time 0, on the main actor.
    /// - Returns: The properties, in group order.
    /// - Complexity: O(groups).
    @MainActor
    public static func properties(
        of suite: EventSuite<FlyScreenModel>, named prefix: String?, expecting: [String: SuiteExpectation], groups names: [String]?,
        mainActor make: @escaping @MainActor (FlyScreenConfiguration) throws -> Self
    ) -> [SuiteProperty] {
        let factory: @Sendable (FlyScreenConfiguration) throws -> MainActorFlyScreen<Self> = { c in
            try MainActor.assumeIsolated { MainActorFlyScreen(try make(c)) }
        }
        return MainActorFlyScreen<Self>.properties(of: suite, named: prefix, expecting: expecting, groups: names, factory)
    }

    /// No operation beyond SPEC's.
    public nonisolated static var features: FlyScreenFeatures { [] }

    /// Refuses: this view does not seek.
    ///
    /// - Parameters:
    ///   - id: The item's identifier.
    ///   - width: The item's width.
    ///   - progress: The fraction of its flight already flown.
    /// - Returns: ``FlyScreenRefusal/unsupported``.
    public func sync(id: Int, width: Double, progress: Double) -> FlyScreenInsertResult { .refused(.unsupported) }

    /// Inserts with the configuration's duration, or refuses another one as unsupported.
    ///
    /// - Parameters:
    ///   - id: The item's identifier.
    ///   - width: The item's width.
    ///   - duration: Its flight duration.
    /// - Returns: ``insert(id:width:)``'s answer, or ``FlyScreenRefusal/unsupported``.
    public func insert(id: Int, width: Double, duration: Double) -> FlyScreenInsertResult {
        duration == configuration.duration ? insert(id: id, width: width) : .refused(.unsupported)
    }

    /// Does nothing: this view does not pause.
    public func pause() {}

    /// Does nothing: this view does not pause.
    public func resume() {}
}

/// A main-actor fly screen seen as a ``FlyScreenSimulating``; every call asserts the main actor
/// (see ``MainActorEffect``).
public struct MainActorFlyScreen<Base: MainActorFlyScreenSimulating>: FlyScreenSimulating, @unchecked Sendable {
    nonisolated(unsafe) let base: Base

    /// Wraps a screen; call on the main actor.
    ///
    /// - Parameter base: The screen.
    @MainActor
    public init(_ base: Base) { self.base = base }

    public var configuration: FlyScreenConfiguration { MainActor.assumeIsolated { base.configuration } }
    public var now: Double { MainActor.assumeIsolated { base.now } }
    public var events: [FlyScreenEvent] { MainActor.assumeIsolated { base.events } }

    /// Inserts on the main actor.
    ///
    /// - Parameters:
    ///   - id: The item's identifier.
    ///   - width: The item's width.
    /// - Returns: Whether it was accepted.
    public mutating func insert(id: Int, width: Double) -> FlyScreenInsertResult { MainActor.assumeIsolated { base.insert(id: id, width: width) } }

    /// The view's features.
    public static var features: FlyScreenFeatures { Base.features }

    /// Syncs on the main actor.
    ///
    /// - Parameters:
    ///   - id: The item's identifier.
    ///   - width: The item's width.
    ///   - progress: The fraction of its flight already flown.
    /// - Returns: Whether it was accepted.
    public mutating func sync(id: Int, width: Double, progress: Double) -> FlyScreenInsertResult {
        MainActor.assumeIsolated { base.sync(id: id, width: width, progress: progress) }
    }

    /// Inserts an item with its own duration on the main actor.
    ///
    /// - Parameters:
    ///   - id: The item's identifier.
    ///   - width: The item's width.
    ///   - duration: Its flight duration.
    /// - Returns: Whether it was accepted.
    public mutating func insert(id: Int, width: Double, duration: Double) -> FlyScreenInsertResult {
        MainActor.assumeIsolated { base.insert(id: id, width: width, duration: duration) }
    }

    /// Pauses on the main actor.
    public mutating func pause() { MainActor.assumeIsolated { base.pause() } }

    /// Resumes on the main actor.
    public mutating func resume() { MainActor.assumeIsolated { base.resume() } }

    /// Advances on the main actor.
    ///
    /// - Parameter time: The new time.
    /// - Throws: ``InputError`` when the screen refuses the time.
    public mutating func advance(to time: Double) throws(InputError) {
        let result: Result<Void, InputError> = MainActor.assumeIsolated {
            do throws(InputError) { try base.advance(to: time); return .success(()) } catch { return .failure(error) }
        }
        try result.get()
    }

    /// Hit-tests on the main actor.
    ///
    /// - Parameters:
    ///   - x: Screen x.
    ///   - y: Screen y.
    /// - Returns: The item's id, or `nil`.
    public func hitTest(x: Double, y: Double) -> Int? { MainActor.assumeIsolated { base.hitTest(x: x, y: y) } }

    /// Taps on the main actor.
    ///
    /// - Parameters:
    ///   - x: Screen x.
    ///   - y: Screen y.
    /// - Returns: Liked, already liked, or a miss.
    public mutating func tap(x: Double, y: Double) -> FlyScreenTapResult { MainActor.assumeIsolated { base.tap(x: x, y: y) } }
}

/// The screen a shared-instance hint compares (`AdapterHints`).
extension MainActorFlyScreen: HeldInstance {
    package var heldIdentity: ObjectIdentifier { ObjectIdentifier(base) }
    package var heldTypeName: String { "\(Base.self)" }
}
