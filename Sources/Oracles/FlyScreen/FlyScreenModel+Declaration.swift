import Effects

/// The fly screen (SPEC §4), declared as any event-driven effect is: its events are the
/// operations (``FlyScreenOperation``), each answered (``FlyScreenAnswer``); what the screen
/// logs (``FlyScreenEvent``) is merged with them in time order; its world
/// (``FlyScreenWorld``) derives once an entry what the thirteen rules read. Each rule is one
/// invariant type (`Rules/`), judged on the play clock but ``FrozenWhilePaused``, and breaks at
/// the first entry, in that order, that no correct screen could have logged (or, for what it
/// must wait for, at the first entry past the moment it waited for).
extension FlyScreenModel: DeclaredEventInvariants {
    public typealias World = FlyScreenWorld
    /// What each rule reads at an entry: the configuration, the operation and its answer or the
    /// logged entry, and the world after it.
    public typealias Context = EventContext<FlyScreenConfiguration, FlyScreenWorld, FlyScreenAnswer>

    public static var name: String { "flyScreen" }

    /// Every rule of §4, in report order.
    public static var invariants: some EventInvariantList<FlyScreenConfiguration, FlyScreenWorld, FlyScreenAnswer> {
        NothingLost()
        CapacityRespected()
        RowsConsistent()
        FifoStartOrder()
        ExactSchedule()
        MinimumGap()
        FinishesOffScreen()
        HitTestAgreesWithGeometry()
        LikeOnce()
        NoNonFiniteOutput()
        NothingLeftWaiting()
        SyncedAsAsked()
        FrozenWhilePaused()
    }

    /// The world before any operation: the configuration and how its traces are judged.
    public static func world(for configuration: FlyScreenConfiguration) -> FlyScreenWorld { FlyScreenWorld(configuration: configuration) }

    /// The world before any operation, in the storage of the last case's.
    public static func restart(_ world: inout FlyScreenWorld, for configuration: FlyScreenConfiguration) { world.restart(configuration: configuration) }

    /// A rule's failure: its text and numbers, at the operation it names; `entry` for one
    /// about the entry judged (its time is named too).
    static func failure(_ text: String, _ values: KeyValuePairs<String, Double>, at frame: Int, section: String? = nil,
        margin: Violation.Margin? = nil, entry: Bool = false) -> InvariantFailure {
        let failure = InvariantFailure(text, values.map { Violation.Value($0.key, $0.value) }, margin: margin).at(frame: frame, section: section)
        return entry ? failure.namingTheEntry() : failure
    }

    /// A rule's failure about the entry judged (a start, a finish, a pop): its text and numbers,
    /// at the operation it names, with the entry's time.
    static func entryFailure(_ text: String, _ values: KeyValuePairs<String, Double>, at frame: Int, section: String? = nil,
        margin: Violation.Margin? = nil) -> InvariantFailure {
        failure(text, values, at: frame, section: section, margin: margin, entry: true)
    }
}

extension EventContext where Configuration == FlyScreenConfiguration, World == FlyScreenWorld, Frame == FlyScreenAnswer {
    /// The operation that introduced an id's item (the one that accepted it; for an id no
    /// operation accepted, the first that named it, or −1): the step a report about it names.
    func operation(of id: Int) -> Int { world.place(of: id).map { world.kept($0).operation } ?? world.operation(naming: id) }

    /// The item at a place, if the world holds it.
    func item(_ place: Int) -> FlyScreenWorld.Item? { world.index(place).map { world.items[$0] } }

    /// Whether the entry judged now is an operation (not a logged entry, not the end).
    var isOperation: Bool { if case .operation = world.change { true } else { false } }
}

extension EventChecker where Effect == FlyScreenModel {
    /// Judges a recorded run, its operations (with their answers) and its log merged in time
    /// order (``judge(asked:log:)``), specialized here, where the thirteen rules are called
    /// directly: what a property's case and a fuzz input cost. Call ``finish()`` after.
    ///
    /// - Parameters:
    ///   - steps: The operations and their answers, in order.
    ///   - log: The screen's log, in order.
    /// - Complexity: O(steps + entries) judgements.
    package mutating func judge(steps: [FlyScreenTrace.Step], log: [FlyScreenEvent]) {
        judge(asked: steps.lazy.map { ($0.operation, $0.reply) }, log: log)
    }
}
