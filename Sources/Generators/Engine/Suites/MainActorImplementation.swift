import Effects

/// An offset-driven implementation isolated to the main actor, as UIKit code is: a view, or
/// a view model that drives one. `verify` runs it on the main actor, synchronously; you
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
