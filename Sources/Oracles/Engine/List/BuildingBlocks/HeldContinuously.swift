import Effects

/// Since when each displayed item has been at least a fraction visible, continuously, in the
/// foreground: the memory of ``LoggedOnlyAfterHeld`` and ``LoggedWhenDue``. Continuity breaks
/// when the item falls below the fraction in a frame, when its display ends (a reload ends every
/// display), and when the app enters the background; background time never counts.
public struct HeldContinuously: Sendable {
    /// When each item's current stretch began.
    public private(set) var since: [(item: ListItemID, time: Double)] = []

    /// No item held yet.
    public init() {}

    /// Learns one event.
    ///
    /// - Parameters:
    ///   - world: The world after the event.
    ///   - fraction: The least visible fraction that counts (compared exactly with the frame's).
    public mutating func update(_ world: ListWorld, atLeast fraction: Double) {
        if world.enteredBackground || !world.isForeground {
            since.removeAll(keepingCapacity: true)
            return
        }
        if !world.ended.isEmpty { since.removeAll { world.ended.contains($0.item) } }
        guard world.isFrame else { return }
        since.removeAll { held in !world.visible.contains { $0.item == held.item && $0.fraction >= fraction } }
        for v in world.visible where v.fraction >= fraction && !since.contains(where: { $0.item == v.item }) {
            since.append((v.item, world.time))
        }
    }

    /// How long the item has been held at a time, or `nil` when it is not held.
    ///
    /// - Parameters:
    ///   - item: The item.
    ///   - time: The time.
    /// - Returns: The seconds held.
    public func held(_ item: ListItemID, at time: Double) -> Double? {
        since.first { $0.item == item }.map { time - $0.time }
    }
}

/// An action happens for an item only once the item has been at least a fraction visible for a
/// duration, continuously and in the foreground (the MRC viewability rule: 50 % for one second;
/// 2 s for video), and only while it still is. Safety. Times are compared within ScrollProof's
/// tolerance, the fraction exactly (a reported number).
///
///     LoggedOnlyAfterHeld("impression", \.logged, atLeast: { c in c.fraction }, for: { c in c.seconds })
public struct LoggedOnlyAfterHeld<Configuration, Frame>: StatefulInvariant {
    public typealias Context = ListContext<Configuration, Frame>
    /// The action's name.
    public let action: String
    @usableFromInline let items: @Sendable (Frame) -> [ListItemID]
    @usableFromInline let fraction: @Sendable (Configuration) -> Double
    @usableFromInline let seconds: @Sendable (Configuration) -> Double

    /// The invariant, named `<action>OnlyAfterHeld`.
    ///
    /// - Parameters:
    ///   - action: The action's name.
    ///   - items: The items the action names in a frame.
    ///   - fraction: The least visible fraction that counts.
    ///   - seconds: How long it must hold, continuously.
    public init(
        _ action: String, _ items: @escaping @Sendable (Frame) -> [ListItemID], atLeast fraction: @escaping @Sendable (Configuration) -> Double,
        for seconds: @escaping @Sendable (Configuration) -> Double
    ) {
        self.action = action
        self.items = items
        self.fraction = fraction
        self.seconds = seconds
    }

    public var name: String { "\(action)OnlyAfterHeld" }
    public var statement: String { "\(action) only once the item has been visible enough for long enough, continuously, in the foreground" }

    public func start(_ configuration: Configuration) -> HeldContinuously { HeldContinuously() }

    @inlinable @inline(__always)
    public func judge(_ x: Context, _ memory: inout HeldContinuously) -> InvariantFailure? {
        memory.update(x.world, atLeast: fraction(x.configuration))
        let s = seconds(x.configuration), time = x.world.time, tol = Tolerance.tol(scale: Swift.max(s, time.magnitude))
        for item in items(x.frame) {
            let held = memory.held(item, at: time)
            guard let held, held >= s - tol else {
                let (action, f, foreground) = (self.action, fraction(x.configuration), x.world.isForeground)
                return .outOfLine {
                    let why = !foreground ? "in the background" : held.map { """
                        after only \(Violation.format($0)) s of the \(Violation.format(s)) s it must hold
                        """ } ?? "while it was not at least \(Violation.format(f)) visible"
                    return InvariantFailure("\(action) for \(item) \(why)", [.init("item", Double(item.rawValue)), .init("held", held ?? 0),
                        .init("seconds", s), .init("t", time)])
                }
            }
        }
        return nil
    }
}

/// An action happens for an item within one frame of the moment it is due: once the item has
/// been at least a fraction visible for a duration, continuously, in the foreground, the action
/// happens at that frame or by the next one, unless it already happened while the item stayed in
/// the data source. Conformance (a tracker that polls more slowly differs by design). An item
/// held the duration exactly, within the tolerance, may or may not be due as an
/// implementation's subtraction rounds: it is owed from the frame after.
///
///     LoggedWhenDue("impression", \.logged, atLeast: { c in c.fraction }, for: { c in c.seconds })
public struct LoggedWhenDue<Configuration, Frame>: StatefulInvariant {
    public typealias Context = ListContext<Configuration, Frame>
    /// The action's name.
    public let action: String
    @usableFromInline let items: @Sendable (Frame) -> [ListItemID]
    @usableFromInline let fraction: @Sendable (Configuration) -> Double
    @usableFromInline let seconds: @Sendable (Configuration) -> Double

    /// The memory: what is held, what was done while in the data source, and what is due since
    /// which frame.
    public struct Memory: Sendable {
        @usableFromInline var held = HeldContinuously()
        @usableFromInline var done: [ListItemID] = []
        @usableFromInline var due: [(item: ListItemID, frame: Int, time: Double)] = []
    }

    /// The invariant, named `<action>WhenDue`.
    ///
    /// - Parameters:
    ///   - action: The action's name.
    ///   - items: The items the action names in a frame.
    ///   - fraction: The least visible fraction that counts.
    ///   - seconds: How long it must hold, continuously.
    public init(
        _ action: String, _ items: @escaping @Sendable (Frame) -> [ListItemID], atLeast fraction: @escaping @Sendable (Configuration) -> Double,
        for seconds: @escaping @Sendable (Configuration) -> Double
    ) {
        self.action = action
        self.items = items
        self.fraction = fraction
        self.seconds = seconds
    }

    public var name: String { "\(action)WhenDue" }
    public var statement: String { "\(action) within one frame of the moment the item has been visible enough for long enough" }
    public var level: InvariantLevel { .conformance }

    public func start(_ configuration: Configuration) -> Memory { Memory() }

    @inlinable @inline(__always)
    public func judge(_ x: Context, _ memory: inout Memory) -> InvariantFailure? {
        let world = x.world
        memory.held.update(world, atLeast: fraction(x.configuration))
        if !world.deleted.isEmpty { memory.done.removeAll { world.deleted.contains($0) } }
        memory.due.removeAll { due in memory.done.contains(due.item) || memory.held.held(due.item, at: world.time) == nil }
        // Due at a frame, the action may come with that frame or the next (SPEC §7: within one
        // frame of the moment the rule holds); a frame after that is late even if it logs it.
        if world.isFrame, let late = memory.due.first(where: { $0.frame < world.frames - 1 }) {
            let (action, t) = (self.action, world.time)
            return .outOfLine {
                InvariantFailure("\(action) for \(late.item) was due at t \(Violation.format(late.time)) and came neither with that frame nor the next",
                                 [.init("item", Double(late.item.rawValue)), .init("due", late.time), .init("t", t)])
            }
        }
        for item in items(x.frame) where !memory.done.contains(item) { memory.done.append(item) }
        memory.due.removeAll { memory.done.contains($0.item) }
        guard world.isFrame else { return nil }
        let s = seconds(x.configuration), tol = Tolerance.tol(scale: Swift.max(s, world.time.magnitude))
        for held in memory.held.since where world.time - held.time >= s + tol && !memory.done.contains(held.item)
            && !memory.due.contains(where: { $0.item == held.item }) {
            memory.due.append((held.item, world.frames, world.time))
        }
        return nil
    }
}
