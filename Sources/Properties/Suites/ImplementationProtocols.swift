import Effects

/// An effect with a release rule (the rolling banner's end of drag, SPEC §3).
public protocol ReleasingEffect: ScrollDrivenEffect {
    /// Where the scroll view settles when the drag ends with `velocity`.
    ///
    /// - Parameter velocity: The end velocity.
    /// - Returns: The target offset.
    /// - Throws: ``InputError`` for a non-finite velocity (the exact model).
    func releaseTarget(velocity: Double) throws(InputError) -> Double
}

/// Observer bookkeeping driven by display events (SPEC §1b).
///
/// An implementation need not be `Sendable`: each run of a case creates one from the factory
/// and drives it on the caller's thread, and it never leaves that run (an app's struct from
/// another module, or one holding a class, conforms as it is).
public protocol DisplayLifecycleObserving: SendableMetatype {
    /// Applies one event.
    ///
    /// - Parameter event: The event.
    /// - Returns: The registrations and notifications after it.
    mutating func apply(_ event: DisplayEvent) -> ObserverRegistryFrame
}

/// A parallel-window implementation under test (SPEC §1): fed the window's top `t`, it
/// answers the image offset `y`. Write an adapter over your cell that conforms.
public protocol ParallelWindowImplementation: ScrollDrivenEffect where Configuration == ParallelWindowConfiguration, Frame == ParallelWindowFrame {}

/// A banner-hover implementation under test (SPEC §2): fed the content offset, it answers the
/// banner's frame, percent, edge state and the edge callback it fired.
public protocol BannerHoverImplementation: ScrollDrivenEffect where Configuration == BannerHoverConfiguration, Frame == BannerHoverFrame {}

/// A rolling-banner implementation under test (SPEC §3): fed the content offset, it answers
/// the layout and any page turn; asked where a drag ending now settles, the target offset.
public protocol RollingBannerImplementation: ReleasingEffect where Configuration == RollingBannerConfiguration, Frame == RollingBannerFrame {}

/// A profile-header implementation under test (SPEC §5): fed the content offset, it answers
/// the header, avatar, label and blur transforms and the z-order.
public protocol ProfileHeaderImplementation: ScrollDrivenEffect where Configuration == ProfileHeaderConfiguration, Frame == ProfileHeaderFrame {}

/// An observer-registry implementation under test (SPEC §1b): fed display events, it answers
/// its registrations, notifications, absent removals and suspended flag.
public typealias ObserverRegistryImplementation = DisplayLifecycleObserving

/// A fly-screen implementation under test (SPEC §4): fed inserts, virtual time and taps.
public typealias FlyScreenImplementation = FlyScreenSimulating

extension ParallelWindow: ParallelWindowImplementation {}
extension BannerHover: BannerHoverImplementation {}
extension RollingBanner: RollingBannerImplementation {}
extension ProfileHeader: ProfileHeaderImplementation {}
extension ObserverRegistry: DisplayLifecycleObserving {}
