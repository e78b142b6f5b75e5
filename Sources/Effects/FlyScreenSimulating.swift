/// A fly-screen implementation driven in virtual time: the exact ``FlyScreenModel`` and the
/// port of the published fly view both conform, so one oracle judges both.
///
/// An implementation need not be `Sendable`: each run of a case creates one from the factory
/// and drives it on the caller's thread, and it never leaves that run (an app's struct from
/// another module, or one holding a class, conforms as it is).
public protocol FlyScreenSimulating: SendableMetatype {
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
    mutating func insert(id: Int, width: Double) -> FlyScreenInsertResult

    /// Advances virtual time, starting and finishing items on the way.
    ///
    /// - Parameter time: The new time, finite and not before ``now``.
    /// - Throws: ``InputError`` for a non-finite time or one before ``now``; nothing changes.
    mutating func advance(to time: Double) throws(InputError)

    /// The item whose rectangle contains the point at the current time.
    ///
    /// - Parameters:
    ///   - x: Screen x.
    ///   - y: Screen y.
    /// - Returns: The item's id, or `nil`.
    func hitTest(x: Double, y: Double) -> Int?

    /// A tap at the current time.
    ///
    /// - Parameters:
    ///   - x: Screen x.
    ///   - y: Screen y.
    /// - Returns: Liked, already liked, or a miss.
    mutating func tap(x: Double, y: Double) -> FlyScreenTapResult
}
