import Effects
import Oracles

extension FlyScreenModel: FlyScreenSimulating {}

extension FlyScreenModel: DeclaredEventEffect {
    /// What the fly screen's suite is told besides its groups and pins: the arithmetic the
    /// implementation animates in (``EventSuite/animating(in:)``) and the operations beyond
    /// SPEC's the suite generates for an implementation that declares them
    /// (``EventSuite/generating(_:)``).
    public struct SuiteOptions: EventSuiteOptions, Hashable {
        /// The arithmetic lengths and moments are judged in (default `Double`).
        public var arithmetic: Arithmetic = .double
        /// The operations beyond SPEC's to generate (default all).
        public var generatedFeatures: FlyScreenFeatures = .all
        /// `Double`, every feature.
        public init() {}
    }

    /// SPEC §4's geometries (``Gen/flyScreenConfiguration(pins:)``); from field values, a
    /// capacity that is not finite is none.
    public static var configurations: ConfigurationSpace<FlyScreenConfiguration> {
        ConfigurationSpace(pins: .flyScreen, generator: { Gen.flyScreenConfiguration(pins: $0) }) { v in
            let capacity = v["capacity"]
            return try FlyScreenConfiguration(
                screenWidth: v["screenWidth"], rows: Int(v["rows"]), rowHeight: v["rowHeight"], duration: v["duration"], minimumGap: v["minimumGap"],
                capacity: capacity.isFinite ? Int(capacity) : nil)
        }
    }

    /// A workload's operations as SPEC's model resolves them (a tap at the item it shows, time
    /// moved to its next finish): the events of a case for a `step` closure. The suite drives
    /// a ``FlyScreenSimulating`` screen itself, resolving them against that screen.
    ///
    /// - Parameter configuration: The case's configuration.
    /// - Returns: The generator.
    public static func events(_ configuration: FlyScreenConfiguration) -> Gen<EventSequence<FlyScreenOperation>> {
        Gen { stream throws(GenerationError) in
            let workload = try Gen<FlyWorkload>.drawn(after: ConfigurationCase(result: .success(configuration), labels: []), features: [], &stream)
            let trace = FlyScreenRun.record(FlyScreenModel(configuration: configuration), workload.operations)
            return EventSequence(events: trace.steps.map(\.operation), labels: workload.labels)
        }
    }

    /// §4's groups: one property each.
    public static var invariantGroups: KeyValuePairs<String, [String]>? {
        [
            "nothingLost": ["nothingLost"],
            "rows": ["rowsConsistent", "noNonFiniteOutput"],
            "nothingDropped": ["nothingLeftWaiting"],
            "capacity": ["capacityRespected"],
            "schedule": ["fifoStartOrder", "exactSchedule"],
            "minimumGap": ["minimumGap"],
            "finishesOffScreen": ["finishesOffScreen"],
            "hitTest": ["hitTestAgreesWithGeometry", "likeOnce"],
            "seekAndPause": ["syncedAsAsked", "frozenWhilePaused"],
        ]
    }

    /// The flights of a failing trace, row by row in time (`FlyScreenPicture`).
    public static func picture(of trace: EventTrace<FlyScreenConfiguration, FlyScreenWorld, FlyScreenAnswer>, violation: Violation?) -> String {
        FlyScreenPicture.svg(FlyScreenTrace(trace), violation: violation)
    }
}

extension Suites {
    /// The fly screen (SPEC §4): its thirteen invariants in nine groups, judged by the event
    /// engine over workloads of inserts, virtual time and taps (and seeks, pauses and
    /// durations, for a screen that declares them).
    public static let flyScreen = EventSuite.declared(FlyScreenModel.self)
}

extension EventSuite where Effect == FlyScreenModel {
    /// The arithmetic the flights are judged in (default `Double`; ``animating(in:)``).
    public var arithmetic: Arithmetic { options.arithmetic }

    /// The operations beyond SPEC's that the suite generates for an implementation that
    /// declares them (default ``FlyScreenFeatures/all``; ``generating(_:)``).
    public var generatedFeatures: FlyScreenFeatures { options.generatedFeatures }

    /// The same suite for an implementation that animates in another arithmetic: Core
    /// Animation takes `Float` values, and a faithful port positions its comments in `Float`.
    /// Every case's configuration carries the arithmetic (``FlyScreenConfiguration/animating(in:)``),
    /// so lengths and moments are judged within ``Arithmetic/float``'s tolerance and every report
    /// prints it; nothing else changes.
    ///
    ///     ScrollProof.verify(Suites.flyScreen.animating(in: .float)) { c in DanmakuAdapter(c) }
    ///
    /// - Parameter arithmetic: The implementation's arithmetic.
    /// - Returns: The suite.
    /// - Complexity: O(1).
    public func animating(in arithmetic: Arithmetic) -> EventSuite {
        var options = self.options
        options.arithmetic = arithmetic
        return replacing(options: options)
    }

    /// The same suite generating only some of the operations beyond SPEC's, even for an
    /// implementation that declares more (to verify a view without its pauses, say, or to
    /// keep the workloads of saved cases recorded before a feature was declared).
    ///
    ///     ScrollProof.verify(Suites.flyScreen.generating([.seek])) { c in DanmakuAdapter(c) }
    ///
    /// - Parameter features: The operations to generate, for implementations that declare them.
    /// - Returns: The suite.
    /// - Complexity: O(1).
    public func generating(_ features: FlyScreenFeatures) -> EventSuite {
        var options = self.options
        options.generatedFeatures = features
        return replacing(options: options)
    }
}

/// The fly screen's suite is the event engine's: `EventSuite<FlyScreenModel>`, as
/// ``Suites/flyScreen`` is.
@available(*, deprecated, message: "the fly screen's suite is EventSuite<FlyScreenModel>, the event engine's suite of its declaration")
public typealias FlyScreenSuite = EventSuite<FlyScreenModel>
