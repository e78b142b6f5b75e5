import Effects

/// What a registry reported after one event (SPEC §1b), as a trace holds it. The registrations
/// are always recorded; the other outputs are optional: `nil` means "not recorded", and is not
/// judged (a recorder that does not log notifications is not flagged for it); a recorded value
/// is judged. A handful of cells are kept inline, so judging a frame allocates nothing.
public struct ObserverRegistryOutputs: Hashable, Sendable {
    /// Every output, as an implementation returns them; an output not recorded is empty here.
    @usableFromInline package var lists: ObserverRegistryFrame
    /// Which of the optional outputs were recorded.
    @usableFromInline package var recorded: Recorded

    /// The optional outputs a trace recorded.
    @usableFromInline package struct Recorded: OptionSet, Hashable, Sendable {
        @usableFromInline package let rawValue: UInt8
        @usableFromInline package init(rawValue: UInt8) { self.rawValue = rawValue }
        @usableFromInline package static let notified = Recorded(rawValue: 1), absentRemovals = Recorded(rawValue: 2), isSuspended = Recorded(rawValue: 4)
        @usableFromInline package static let all: Recorded = [.notified, .absentRemovals, .isSuspended]
    }

    /// The registrations, sorted.
    @usableFromInline package var registrationList: CellList { lists.registrationList }
    /// The notifications, sorted, or `nil`.
    @usableFromInline package var notifiedList: CellList? { recorded.contains(.notified) ? lists.notifiedList : nil }
    /// The reported absent removals, sorted, or `nil`.
    @usableFromInline package var absentList: CellList? { recorded.contains(.absentRemovals) ? lists.absentList : nil }

    /// Whether the registry says it is suspended; `nil` when not recorded.
    public var isSuspended: Bool? {
        get { recorded.contains(.isSuspended) ? lists.isSuspended : nil }
        set {
            if let newValue { recorded.insert(.isSuspended); lists.isSuspended = newValue } else { recorded.remove(.isSuspended); lists.isSuspended = false }
        }
    }

    /// The registered (observer, key path) pairs, sorted; a pair registered twice appears twice.
    public var registrations: [CellID] {
        get { Array(lists.registrationList) }
        set { lists.registrationList = CellList(sorting: newValue) }
    }

    /// The notifications this event delivered, one entry each, sorted; `nil` when not recorded.
    public var notified: [CellID]? {
        get { notifiedList.map { Array($0) } }
        set {
            if let newValue {
                recorded.insert(.notified); lists.notifiedList = CellList(sorting: newValue)
            } else {
                recorded.remove(.notified); lists.notifiedList = CellList()
            }
        }
    }

    /// The reported removals of observers that were not registered, sorted; `nil` when not recorded.
    public var absentRemovals: [CellID]? {
        get { absentList.map { Array($0) } }
        set {
            if let newValue {
                recorded.insert(.absentRemovals); lists.absentList = CellList(sorting: newValue)
            } else {
                recorded.remove(.absentRemovals); lists.absentList = CellList()
            }
        }
    }

    /// Creates a frame.
    ///
    /// - Parameters:
    ///   - registrations: The registered pairs, duplicates kept.
    ///   - notified: The notifications delivered, or `nil` when not recorded.
    ///   - absentRemovals: The reported no-op removals, or `nil` when not recorded.
    ///   - isSuspended: The suspended flag, or `nil` when not recorded.
    public init(registrations: [CellID], notified: [CellID]?, absentRemovals: [CellID]?, isSuspended: Bool?) {
        lists = ObserverRegistryFrame(registrationList: CellList(sorting: registrations), notifiedList: CellList(sorting: notified ?? []),
                                      absentList: CellList(sorting: absentRemovals ?? []), isSuspended: isSuspended ?? false)
        recorded = []
        if notified != nil { recorded.insert(.notified) }
        if absentRemovals != nil { recorded.insert(.absentRemovals) }
        if isSuspended != nil { recorded.insert(.isSuspended) }
    }

    /// A frame with every output recorded.
    ///
    /// - Parameter frame: What an implementation of `DisplayLifecycleObserving` returned.
    /// - Complexity: O(1): the frame is moved in, not copied.
    @inlinable
    public init(_ frame: consuming ObserverRegistryFrame) {
        lists = frame
        recorded = .all
    }

    /// Two frames are equal when they recorded the same outputs with the same values.
    public static func == (a: Self, b: Self) -> Bool {
        a.recorded == b.recorded && a.registrationList == b.registrationList && a.notifiedList == b.notifiedList
            && a.absentList == b.absentList && a.isSuspended == b.isSuspended
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(recorded)
        hasher.combine(registrationList)
        hasher.combine(notifiedList)
        hasher.combine(absentList)
        hasher.combine(isSuspended)
    }
}

/// A trace of observer bookkeeping (SPEC §1b): the events and what the registry reported after
/// each.
public typealias ObserverRegistryTrace = EventTrace<NoConfiguration, ObserverRegistryDisplay, ObserverRegistryOutputs>

extension EventTrace where Configuration == NoConfiguration, World == ObserverRegistryDisplay, Frame == ObserverRegistryOutputs {
    /// What the list shows after an event (``ObserverRegistryDisplay``).
    public typealias Display = ObserverRegistryDisplay

    /// Creates a trace.
    ///
    /// - Parameters:
    ///   - events: The events.
    ///   - frames: One frame per event.
    public init(events: [DisplayEvent], frames: [ObserverRegistryOutputs]) {
        self.init(configuration: NoConfiguration(), events: events, frames: frames)
    }

    /// Creates a trace in which every output was recorded.
    ///
    /// - Parameters:
    ///   - events: The events.
    ///   - frames: One frame per event, as an implementation returned it.
    public init(events: [DisplayEvent], frames: [ObserverRegistryFrame]) {
        self.init(events: events, frames: frames.map(ObserverRegistryOutputs.init))
    }

    /// The display state after each event.
    public var displays: [ObserverRegistryDisplay] { worlds }
}
