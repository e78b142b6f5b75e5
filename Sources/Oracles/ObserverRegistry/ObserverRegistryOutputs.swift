import Effects

/// What a registry reported after one event (SPEC §1b), as a trace holds it. The registrations
/// are always recorded; the other outputs are optional: `nil` means "not recorded", and is not
/// judged (a recorder that does not log notifications is not flagged for it); a recorded value
/// is judged. A handful of cells are kept inline, so judging a frame allocates nothing.
public struct ObserverRegistryOutputs: Hashable, Sendable {
    /// The registrations, sorted.
    package var registrationList: CellList
    /// The notifications, sorted, or `nil`.
    package var notifiedList: CellList?
    /// The reported absent removals, sorted, or `nil`.
    package var absentList: CellList?
    /// Whether the registry says it is suspended; `nil` when not recorded.
    public var isSuspended: Bool?

    /// The registered (observer, key path) pairs, sorted; a pair registered twice appears twice.
    public var registrations: [CellID] {
        get { Array(registrationList) }
        set { registrationList = CellList(sorting: newValue) }
    }

    /// The notifications this event delivered, one entry each, sorted; `nil` when not recorded.
    public var notified: [CellID]? {
        get { notifiedList.map { Array($0) } }
        set { notifiedList = newValue.map { CellList(sorting: $0) } }
    }

    /// The reported removals of observers that were not registered, sorted; `nil` when not recorded.
    public var absentRemovals: [CellID]? {
        get { absentList.map { Array($0) } }
        set { absentList = newValue.map { CellList(sorting: $0) } }
    }

    /// Creates a frame.
    ///
    /// - Parameters:
    ///   - registrations: The registered pairs, duplicates kept.
    ///   - notified: The notifications delivered, or `nil` when not recorded.
    ///   - absentRemovals: The reported no-op removals, or `nil` when not recorded.
    ///   - isSuspended: The suspended flag, or `nil` when not recorded.
    public init(registrations: [CellID], notified: [CellID]?, absentRemovals: [CellID]?, isSuspended: Bool?) {
        registrationList = CellList(sorting: registrations)
        notifiedList = notified.map { CellList(sorting: $0) }
        absentList = absentRemovals.map { CellList(sorting: $0) }
        self.isSuspended = isSuspended
    }

    /// A frame with every output recorded.
    ///
    /// - Parameter frame: What an implementation of `DisplayLifecycleObserving` returned.
    /// - Complexity: O(cells); no allocation for a handful.
    public init(_ frame: ObserverRegistryFrame) {
        registrationList = frame.registrationList
        notifiedList = frame.notifiedList
        absentList = frame.absentList
        isSuspended = frame.isSuspended
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
