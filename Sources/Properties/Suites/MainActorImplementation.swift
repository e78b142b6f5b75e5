import Effects

/// An offset-driven implementation isolated to the main actor, as UIKit code is: a view, or
/// a view model that drives one. ``ScrollProof`` runs it on the main actor, synchronously; you
/// write no `assumeIsolated` yourself.
@MainActor
public protocol MainActorScrollDrivenEffect: AnyObject, SendableMetatype {
    /// The validated configuration type (one of the effects').
    associatedtype Configuration: Sendable
    /// The frame type (one of the effects').
    associatedtype Frame: Sendable & Equatable

    /// The configuration it was created with.
    var configuration: Configuration { get }
    /// The frame of the last accepted input (or of the initial input).
    var lastFrame: Frame { get }

    /// Feeds one input and returns the outputs.
    ///
    /// - Parameter input: The frame's input, in points.
    /// - Returns: The outputs for this input.
    /// - Throws: ``InputError`` for NaN or ±infinity; nothing changes.
    func update(_ input: Double) throws(InputError) -> Frame
}

/// A main-actor implementation seen as a ``ScrollDrivenEffect``. The suites run one case at a
/// time, synchronously, on the caller's actor; created and used only from a `@MainActor`
/// caller, every access is on the main actor, which each call asserts.
public struct MainActorEffect<Base: MainActorScrollDrivenEffect>: ScrollDrivenEffect, @unchecked Sendable {
    nonisolated(unsafe) let base: Base

    /// Wraps an implementation; call on the main actor.
    ///
    /// - Parameter base: The implementation.
    @MainActor
    public init(_ base: Base) { self.base = base }

    public var configuration: Base.Configuration { MainActor.assumeIsolated { base.configuration } }
    public var lastFrame: Base.Frame { MainActor.assumeIsolated { base.lastFrame } }

    /// Feeds one input on the main actor.
    ///
    /// - Parameter input: The input.
    /// - Returns: The outputs.
    /// - Throws: ``InputError`` when the implementation refuses the input.
    public mutating func update(_ input: Double) throws(InputError) -> Base.Frame {
        let result: Result<Base.Frame, InputError> = MainActor.assumeIsolated {
            do throws(InputError) { return .success(try base.update(input)) } catch { return .failure(error) }
        }
        return try result.get()
    }
}

/// Observer bookkeeping isolated to the main actor, as a table view's delegate is.
@MainActor
public protocol MainActorDisplayLifecycleObserving: AnyObject, SendableMetatype {
    /// Applies one event.
    ///
    /// - Parameter event: The event.
    /// - Returns: The registrations and notifications after it.
    func apply(_ event: DisplayEvent) -> ObserverRegistryFrame
}

/// A main-actor registry seen as a ``DisplayLifecycleObserving``; every call asserts the main
/// actor (see ``MainActorEffect``).
public struct MainActorRegistry<Base: MainActorDisplayLifecycleObserving>: DisplayLifecycleObserving, @unchecked Sendable {
    nonisolated(unsafe) let base: Base

    /// Wraps a registry; call on the main actor.
    ///
    /// - Parameter base: The registry.
    @MainActor
    public init(_ base: Base) { self.base = base }

    /// Applies one event on the main actor.
    ///
    /// - Parameter event: The event.
    /// - Returns: What the registry reports.
    public mutating func apply(_ event: DisplayEvent) -> ObserverRegistryFrame {
        MainActor.assumeIsolated { base.apply(event) }
    }
}

/// A fly screen isolated to the main actor, as a view is.
@MainActor
public protocol MainActorFlyScreenSimulating: AnyObject, SendableMetatype {
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

/// An offset-driven implementation with a release rule (the rolling banner) isolated to the
/// main actor, as a carousel view is.
@MainActor
public protocol MainActorReleasingEffect: MainActorScrollDrivenEffect {
    /// Where the scroll view settles when the drag ends with `velocity`.
    ///
    /// - Parameter velocity: The end velocity.
    /// - Returns: The target offset.
    /// - Throws: ``InputError`` for a non-finite velocity.
    func releaseTarget(velocity: Double) throws(InputError) -> Double
}

extension MainActorEffect: ReleasingEffect where Base: MainActorReleasingEffect {
    /// Asks the release rule on the main actor.
    ///
    /// - Parameter velocity: The end velocity.
    /// - Returns: The target offset.
    /// - Throws: ``InputError`` when the implementation refuses the velocity.
    public func releaseTarget(velocity: Double) throws(InputError) -> Double {
        let result: Result<Double, InputError> = MainActor.assumeIsolated {
            do throws(InputError) { return .success(try base.releaseTarget(velocity: velocity)) } catch { return .failure(error) }
        }
        return try result.get()
    }
}
