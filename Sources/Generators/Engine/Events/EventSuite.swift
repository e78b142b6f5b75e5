import Oracles

/// The suite of an event-driven effect: every invariant of its declaration, in named groups,
/// and the generator of its cases, ready to run against any implementation. The observer
/// registry's (``Suites/observerRegistry``) and a list-driven effect's are such suites.
///
/// ``properties(named:expecting:groups:_:step:)`` builds one ``SuiteProperty`` per group: each case
/// creates a fresh implementation for the case's configuration, feeds it the events, and
/// judges every answer as it comes, in one streaming pass of `EventChecker`: nothing is
/// recorded for a passing case. A failing case is recorded from a new implementation up to
/// the violating event, which gives the report and the picture.
public struct EventSuite<Effect: DeclaredEventEffect>: Sendable {
    /// The configuration type.
    public typealias Configuration = Effect.Configuration
    /// The event type.
    public typealias Event = Effect.World.Event
    /// The trace type its oracles judge.
    public typealias Trace = EventTrace<Effect.Configuration, Effect.World, Effect.Frame>

    /// The effect's name, the prefix of its property names.
    public let effect: String
    /// The section of the contract its invariants cite.
    public let section: String
    /// The invariants, in groups.
    public let groups: [InvariantGroup<Trace>]
    /// The configuration fields pinned so far.
    public let pins: FieldPins
    /// What else the suite was told (``DeclaredEventEffect/SuiteOptions``): the fly screen's
    /// arithmetic and the operations it generates.
    public let options: Effect.SuiteOptions
    @usableFromInline let rules: EventRules<Effect>
    /// The events of a configuration.
    @usableFromInline let events: @Sendable (Configuration) -> Gen<EventSequence<Event>>
    /// The one case of a suite that replays recorded events (``replaying(_:events:)``), else
    /// `nil`: cases are generated.
    @usableFromInline package private(set) var explicitCase: EventCase<Configuration, Event>?

    /// The generator of cases: a configuration in the pinned space, then its events
    /// (inlinable, so that a suite's properties draw them specialized where they are built).
    @inlinable package var cases: Gen<EventCase<Configuration, Event>> {
        if let explicitCase { return .just(explicitCase) }
        let configurations = Effect.configurations.generator(pins), events = self.events
        return Gen { stream throws(GenerationError) in
            let attempt = try configurations.run(&stream)
            guard let c = attempt.configuration else { return EventCase(configuration: attempt, events: nil) }
            return EventCase(configuration: attempt, events: try events(c).run(&stream))
        }
    }

    @usableFromInline
    init(
        rules: EventRules<Effect>, groups: [InvariantGroup<Trace>], pins: FieldPins, options: Effect.SuiteOptions = .init(),
        events: @escaping @Sendable (Configuration) -> Gen<EventSequence<Event>>
    ) {
        effect = Effect.name
        section = rules.section
        self.rules = rules
        self.groups = groups
        self.pins = pins
        self.options = options
        self.events = events
    }

    /// The suite of a declared event-driven effect: one property per group of its invariants
    /// (its declaration's ``DeclaredEventEffect/invariantGroups``, by default one per
    /// invariant), cases from its configuration space and its events. A group that names an
    /// invariant the effect does not have checks nothing, and its run says which name.
    ///
    /// - Parameters:
    ///   - effect: The declaration.
    ///   - groups: Group name → the names of its invariants, in order; `nil` for the
    ///     declaration's groups.
    /// - Returns: The suite.
    /// - Complexity: O(invariants · groups).
    public static func declared(_ effect: Effect.Type, groups: KeyValuePairs<String, [String]>? = nil) -> EventSuite {
        let rules = EventRules<Effect>()
        let oracles = rules.descriptions.indices.map { rules.oracle($0) }
        let built = (groups ?? Effect.invariantGroups).map { InvariantGroup.named($0, from: oracles, effect: Effect.name) }
            ?? oracles.map { InvariantGroup($0.name, [$0]) }
        return EventSuite(rules: rules, groups: built, pins: Effect.configurations.pins) { c in Effect.events(c) }
    }

    /// The same suite with other groups, pins, options or events (everything else kept).
    package func replacing(
        groups: [InvariantGroup<Trace>]? = nil, pins: FieldPins? = nil, options: Effect.SuiteOptions? = nil,
        events: (@Sendable (Configuration) -> Gen<EventSequence<Event>>)? = nil
    ) -> EventSuite {
        var suite = EventSuite(rules: rules, groups: groups ?? self.groups, pins: pins ?? self.pins, options: options ?? self.options,
            events: events ?? self.events)
        suite.explicitCase = explicitCase
        return suite
    }

    /// The same suite whose one case is recorded events (`ScrollProof.replay`).
    ///
    /// - Parameters:
    ///   - configuration: The configuration.
    ///   - events: The events, in order.
    /// - Returns: The suite.
    package func replaying(_ configuration: Configuration, events: [Event]) -> EventSuite {
        var suite = self
        suite.explicitCase = EventCase(configuration: ConfigurationCase(result: .success(configuration), labels: []),
            events: EventSequence(events: events, labels: []))
        return suite
    }

    /// The same suite with every invariant in one group, `all`: one generated case judged by
    /// every oracle at once (a fuzzer decodes each input once instead of once per group).
    public var merged: EventSuite { replacing(groups: [InvariantGroup("all", groups.flatMap(\.oracles))]) }

    /// The same suite with some configuration fields fixed or constrained, as an app fixes its
    /// constants (see `ScrollSuite.pinning(_:)`).
    ///
    /// - Parameter fields: Field name → its space.
    /// - Returns: The pinned suite.
    /// - Throws: ``PinError`` naming the field and the rule it broke.
    /// - Complexity: O(fields).
    public func pinning(_ fields: [String: FieldSpace]) throws(PinError) -> EventSuite {
        replacing(pins: try pins.adding(fields, effect: effect))
    }

    /// The same suite with only some of its groups (``GroupSelection``).
    ///
    /// - Parameter selection: The groups to keep.
    /// - Returns: The suite with the selected groups, in their order.
    /// - Throws: ``SelectionError`` when a name is not one of the suite's groups or nothing is
    ///   left to run.
    /// - Complexity: O(groups).
    public func selecting(_ selection: GroupSelection) throws(SelectionError) -> EventSuite {
        replacing(groups: try selection.select(groups, effect: effect))
    }

    /// The properties of an implementation: one per group.
    ///
    /// - Parameters:
    ///   - prefix: The names' prefix (default: the effect's name).
    ///   - expecting: How each group is run, by group name (default: every invariant must hold).
    ///   - names: The groups to build (default: all).
    ///   - make: Creates the implementation for a configuration: a new one for every run of a
    ///     case. Throwing declines the case.
    ///   - step: Feeds the implementation one event and returns its answer.
    /// - Returns: The properties, in group order.
    @inlinable
    public func properties<I>(
        named prefix: String? = nil, expecting: [String: SuiteExpectation] = [:], groups names: [String]? = nil,
        _ make: @escaping @Sendable (Configuration) throws -> I, step: @escaping @Sendable (inout I, Event) -> Effect.Frame
    ) -> [SuiteProperty] {
        let rules = self.rules
        return InvariantGroup.properties(groups, prefix: prefix ?? effect, section: section, expecting: expecting, names: names) { group in
            let oracles = group.oracles, problem = group.problem
            let indices = oracles.compactMap { $0.index(in: EventChecker<Effect>.self) }
            let order = indices.count == oracles.count ? _InvariantOrder(checking: indices) : nil
            return cases.map { eventCase in
                if let problem { return .uncheckable(problem, labels: eventCase.labels) }
                // A `step` closure hands answers, never a log: a world that keeps what the code
                // logged is judged only through the effect's driven protocol.
                if Effect.World.isTimed, Effect.World.Logged.self != Never.self {
                    return .declined(StepCannotLog(effect: Effect.name), labels: eventCase.labels)
                }
                let c: Configuration
                switch eventCase.configuration.result {
                case let .success(valid): c = valid
                case let .failure(error): return .refused(error, labels: eventCase.labels)
                }
                guard let sequence = eventCase.events else {
                    return Evaluation(violation: nil, frames: 0, labels: eventCase.labels, description: "", checked: false)
                }
                let violation: Violation?
                if let order {
                    // The streaming pass: every answer judged as it comes, nothing recorded.
                    var implementation: I
                    do { implementation = try make(c) } catch { return .declined(error, labels: eventCase.labels) }
                    var checker = EventChecker(rules: rules, configuration: c, order: order)
                    for event in sequence.events {
                        if checker.isDecided { break }
                        checker.step(event, frame: step(&implementation, event))
                    }
                    checker.finish()
                    violation = checker.slot.violation
                } else {
                    var implementation: I
                    do { implementation = try make(c) } catch { return .declined(error, labels: eventCase.labels) }
                    let frames = sequence.events.map { step(&implementation, $0) }
                    violation = TraceOracle.firstViolation(oracles, in: EventTrace(configuration: c, events: sequence.events, frames: frames))
                }
                guard let violation else {
                    return Evaluation(violation: nil, frames: sequence.events.count, labels: eventCase.labels, description: "")
                }
                // Every oracle is prefix-closed: the events up to the violation are the failing
                // case, recorded from a new implementation, so that one with reference semantics
                // shows the answers this case really produced.
                var fresh: I
                do { fresh = try make(c) } catch { return .declined(error, labels: eventCase.labels) }
                let events = Array(sequence.events.prefix(max(violation.frame + 1, 0)))
                let trace = EventTrace<Configuration, Effect.World, Effect.Frame>(configuration: c, events: events, frames: events.map { step(&fresh, $0) })
                return Evaluation(
                    violation: violation, frames: trace.events.count, labels: eventCase.labels,
                    describe: { Self.render(trace) }, draw: { Effect.picture(of: trace, violation: violation) }
                ).hinting {
                    AdapterHints.sharedInstance(make, c) ?? Effect.hint(for: violation, in: trace) { events in
                        guard var fresh = try? make(c) else { return nil }
                        return events.map { step(&fresh, $0) }
                    }
                }
            }
        }
    }

    @usableFromInline
    static func render(_ trace: Trace) -> String {
        let head = trace.configuration is NoConfiguration ? [] : ["\(trace.configuration)"]
        return (head + zip(trace.events, trace.frames).enumerated().map { i, pair in "event \(i): \(Effect.describe(pair.0, pair.1))" }).joined(separator: "\n")
    }
}

/// Why an event suite declines every case of an implementation fed through a `step` closure:
/// the effect's world keeps what the code logs (``EventWorld/Logged``), and a `step` closure
/// returns answers only. Verify an implementation of the effect's driven protocol
/// (``SuiteDriven``; the fly screen has one) instead.
public struct StepCannotLog: Error, Hashable, CustomStringConvertible {
    /// The effect's name.
    public let effect: String

    /// The error for an effect's suite.
    ///
    /// - Parameter effect: The effect's name.
    public init(effect: String) { self.effect = effect }

    /// `"<effect> judges what the code logs, which a step closure cannot hand: verify an implementation of its driven protocol (SuiteDriven)"`.
    public var description: String {
        "\(effect) judges what the code logs, which a step closure cannot hand: verify an implementation of its driven protocol (SuiteDriven)"
    }
}
