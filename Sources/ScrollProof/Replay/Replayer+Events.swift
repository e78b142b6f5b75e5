import Foundation
import Generators
import Oracles

extension Replayer {
    /// An event-driven effect's recorded case: its configuration and events, and the file's
    /// verdict on the answers it recorded.
    struct EventFile<Configuration, Event> {
        var configuration: Configuration
        var events: [Event]
        var verdict: [Violation]
        /// A declared effect's configuration fields as the file names them (for the saved file).
        var fields: [(name: String, value: Double)] = []
    }

    /// Reads a file of an effect driven by a list's events (`ListTrace`, version 2).
    static func listFile<D: TraceableListEffect>(_ bytes: [UInt8], _ effect: D.Type) throws(ReplayError) -> EventFile<D.Configuration, ListEvent> {
        let file: ListTrace
        do throws(TraceFormatError) { file = try ListTrace.parse(bytes: bytes) } catch { throw .malformed(error) }
        guard file.effect == D.name else { throw .otherEffect(file: file.effect, suite: D.name) }
        let traced: Result<D.Configuration, RefusedConfiguration>
        do throws(TraceFormatError) {
            traced = try D.configurations.traced(file.configuration, recordedAs: file.effect, effect: D.name, frameCount: file.events.count)
        } catch { throw .malformed(error) }
        switch traced {
        case let .failure(refused): throw .refusedConfiguration(refused.verdict.violations.first.map { "\($0)" } ?? "")
        case let .success(c):
            let verdict = (try? checkTrace(D.self, bytes: bytes).violations) ?? []
            return EventFile(configuration: c, events: file.events.map(\.event), verdict: verdict, fields: file.configuration)
        }
    }

    /// A list event's simpler forms: a frame's time made round.
    static func simpler(_ event: ListEvent) -> [ListEvent] {
        switch event {
        case let .frame(time, visible): simpler(time).map { .frame(time: $0, visible: visible) }
        case let .didEnterBackground(time): simpler(time).map { .didEnterBackground(time: $0) }
        case let .willEnterForeground(time): simpler(time).map { .willEnterForeground(time: $0) }
        default: []
        }
    }

    /// Replays a file of an event-driven effect through an implementation's properties: the
    /// same steps as ``scroll(_:_:invariant:settings:at:properties:record:)``, over events.
    ///
    /// - Parameters:
    ///   - url: The file.
    ///   - suite: The effect's suite.
    ///   - file: The file's case, read.
    ///   - invariant: The rule to replay, or `nil` for the file's latest violation.
    ///   - settings: Where a shrunk case is saved.
    ///   - location: The test.
    ///   - simplify: An event's simpler forms.
    ///   - reshape: A whole case's simpler forms.
    ///   - sendable: Whether the platform can send events in an order (a list's: ``uikitSends(_:)``):
    ///     a file that is such an order shrinks only to such orders.
    ///   - properties: The implementation's properties of a suite (`verify`'s).
    ///   - text: The saved file's text for shrunk events (recorded from the implementation).
    /// - Returns: What the replay found.
    /// - Throws: ``ReplayError`` naming what is wrong with the file.
    static func events<D: DeclaredEventEffect>(
        _ url: URL, _ suite: EventSuite<D>, file: EventFile<D.Configuration, D.World.Event>, invariant named: String?, settings: VerificationSettings,
        at location: CallSite, simplify: (D.World.Event) -> [D.World.Event], reshape: ([D.World.Event]) -> [[D.World.Event]] = { _ in [] },
        sendable: ([D.World.Event]) -> Bool = { _ in true }, properties: (EventSuite<D>) -> [SuiteProperty], text: ([D.World.Event]) -> String?
    ) throws(ReplayError) -> ReplayResult {
        guard file.events.count <= frameLimit else { throw .tooLong(frames: file.events.count, limit: frameLimit) }
        let oracles = suite.groups.flatMap(\.oracles)
        let target = try self.target(named, verdict: file.verdict, invariants: oracles.map(\.name), effect: D.name, path: url.path)
        let one = suite.replacing(groups: [InvariantGroup(target, oracles.filter { $0.name == target })])
        func evaluate(_ events: [D.World.Event]) -> Evaluation? {
            var stream = ChoiceStream(bytes: [])
            return properties(one.replaying(file.configuration, events: events)).first.flatMap { try? $0.evaluation.run(&stream) }
        }
        let shown = url.lastPathComponent
        // The steps as reports name them: events, or a fly screen's operations.
        let steps = D.World.stepName == "frame" ? "events" : D.World.stepName + "s"
        guard evaluate(file.events)?.violation != nil else {
            return finish(ReplayResult(
                invariant: target, reproduces: false, fileFrames: file.events.count,
                report: """
                    ScrollProof.replay: \(shown) does not reproduce: your code keeps \(target) on the file's \(file.events.count) \(steps) (fixed, or \
                    the file is of other code); nothing saved
                    """),
                at: location)
        }
        // A file of events in an order the platform sends shrinks to one (a file that is not,
        // a monitor's from mid-session, shrinks as it is).
        let keepsOrder = sendable(file.events)
        let shrunk = shrink(file.events, simplify: simplify, reshape: reshape) { candidate in
            guard !keepsOrder || sendable(candidate) else { return nil }
            return evaluate(candidate).flatMap { e in e.violation.map { _ in e.frames } }
        }
        let evaluation = evaluate(shrunk)
        let written = text(shrunk)
        let saved = written.flatMap { save($0, effect: D.name, invariant: target, settings: settings, at: location) }
        // A fly screen's operations keep their moments: its file writes the time between them (and
        // after the last, till every item has flown out) as operations too, which check-trace counts.
        let fileSteps = written.flatMap { try? TraceDocument.parse($0).verdict.frameCount }
        let inFile = fileSteps.map { $0 == shrunk.count ? "" : "; its file: \($0) \(steps), the time between moments included" } ?? ""
        var report = "ScrollProof.replay: \(shown) reproduces \(target) (\(file.events.count) \(steps), shrunk to \(shrunk.count)\(inFile)):\n"
        // Numbers as verify's reports write them (the exact case is the saved file).
        report += ReportNumber.humanized(evaluation?.violation.map { "\($0)" } ?? "") + "\n" + ReportNumber.humanized(evaluation?.description ?? "")
        if let saved { report += "\nsaved in \(location.packageRelative(saved)), replayed first by every later verify of this test" }
        return finish(ReplayResult(
            invariant: target, reproduces: true, fileFrames: file.events.count, violation: evaluation?.violation, shrunkFrames: shrunk.count,
            saved: saved, report: report), at: location)
    }

    /// Replays a test's saved traces of an event-driven effect before its generated cases: each
    /// that your code still breaks is a failure at the caller.
    ///
    /// - Parameters:
    ///   - suite: The effect's suite.
    ///   - settings: Where the saved traces are.
    ///   - location: The test.
    ///   - read: A saved file's case (`nil`: not one this suite reads).
    ///   - properties: The implementation's properties of a suite.
    /// - Returns: What was replayed, for `verify`'s results (``SavedTraces``).
    static func replaySaved<D: DeclaredEventEffect>(
        _ suite: EventSuite<D>, settings: VerificationSettings, at location: CallSite,
        read: ([UInt8]) -> EventFile<D.Configuration, D.World.Event>?, properties: (EventSuite<D>) -> [SuiteProperty]
    ) -> SavedTraces {
        var replayed = SavedTraces()
        for url in saved(settings, at: location) where url.lastPathComponent.hasPrefix(D.name + "-") {
            guard let bytes = try? self.read(url), let file = read(bytes) else { continue }
            for property in properties(suite.replaying(file.configuration, events: file.events)) {
                replayed.note(property.name, failure: judgeSaved(property, url, at: location))
            }
        }
        return replayed
    }

    /// Replays a test's saved traces of a list-driven effect, when it can read its files
    /// (``TraceableListEffect``): what `verify` does first.
    @usableFromInline package static func replaySavedList<D: DeclaredListEffect, I: ListDrivenEffect>(
        _ suite: EventSuite<D>, settings: VerificationSettings, at location: CallSite, expecting: [String: SuiteExpectation],
        _ make: @escaping @Sendable (D.Configuration) throws -> I
    ) -> SavedTraces where I.Frame == D.Frame {
        guard let traceable = D.self as? any TraceableListEffect.Type else { return SavedTraces() }
        func reader<T: TraceableListEffect>(_ t: T.Type) -> ([UInt8]) -> EventFile<D.Configuration, ListEvent>? {
            { bytes in
                guard let file = try? listFile(bytes, T.self), let c = file.configuration as? D.Configuration else { return nil }
                return EventFile(configuration: c, events: file.events, verdict: file.verdict, fields: file.fields)
            }
        }
        return replaySaved(suite, settings: settings, at: location, read: reader(traceable)) { $0.properties(expecting: expecting, make) }
    }

    /// Replays a list-driven effect's file (``TraceableListEffect``).
    static func list<D: TraceableListEffect, I: ListDrivenEffect>(
        _ url: URL, _ suite: EventSuite<D>, invariant: String?, settings: VerificationSettings, at location: CallSite,
        _ make: @escaping @Sendable (D.Configuration) throws -> I
    ) throws(ReplayError) -> ReplayResult where I.Frame == D.Frame {
        let file = try listFile(try read(url), D.self)
        return try events(
            url, suite, file: file, invariant: invariant, settings: settings, at: location, simplify: simpler, sendable: uikitSends,
            properties: { $0.properties(make) }
        ) { shrunk in
            guard var implementation = try? make(file.configuration) else { return nil }
            var recorder = ListTraceRecorder(D.self, configuration: file.fields)
            for event in shrunk { recorder.record(event, output: implementation.handle(event)) }
            return recorder.trace.json
        }
    }

    /// Reads a built-in event-driven effect's file (`check-trace`'s format: snapping, the fly
    /// screen).
    static func builtInEventFile<D: DeclaredEventEffect>(_ bytes: [UInt8], _ effect: D.Type) throws(ReplayError) -> EventFile<D.Configuration, D.World.Event> {
        let document: TraceDocument
        do throws(TraceFormatError) { document = try TraceDocument.parse(bytes: bytes) } catch { throw .malformed(error) }
        guard document.effectName == D.name else { throw .otherEffect(file: document.effectName, suite: D.name) }
        if let rejection = document.rejection { throw .refusedConfiguration("\(rejection.violation)") }
        func read<R: ReplayableEventEffect>(_ r: R.Type) -> (configuration: D.Configuration, events: [D.World.Event])? {
            guard let found = document.anyTrace.flatMap({ R.replayCase(of: $0) }), let c = found.configuration as? D.Configuration,
                  let events = found.events as? [D.World.Event] else { return nil }
            return (c, events)
        }
        guard let replayable = D.self as? any ReplayableEventEffect.Type, let found = read(replayable) else {
            throw .otherEffect(file: document.effectName, suite: D.name)
        }
        return EventFile(configuration: found.configuration, events: found.events, verdict: document.verdict.violations)
    }

    /// A case's simpler forms as a whole, from its effect (``ReplayableEventEffect``); none for others.
    static func simpler<D: DeclaredEventEffect>(case events: [D.World.Event], of effect: D.Type) -> [[D.World.Event]] {
        func simpler<R: ReplayableEventEffect>(_ r: R.Type) -> [[D.World.Event]] {
            (events as? [R.World.Event]).map { R.simpler(case: $0).compactMap { $0 as? [D.World.Event] } } ?? []
        }
        return (D.self as? any ReplayableEventEffect.Type).map { simpler($0) } ?? []
    }

    /// An event's simpler forms, from its effect (``ReplayableEventEffect``); none for others.
    static func simpler<D: DeclaredEventEffect>(_ event: D.World.Event, of effect: D.Type) -> [D.World.Event] {
        func simpler<R: ReplayableEventEffect>(_ r: R.Type) -> [D.World.Event] {
            (event as? R.World.Event).map { R.simpler($0).compactMap { $0 as? D.World.Event } } ?? []
        }
        return (D.self as? any ReplayableEventEffect.Type).map { simpler($0) } ?? []
    }

    /// The file's text for events run through an implementation the suite drives.
    static func drivenText<D: DeclaredEventEffect>(_ implementation: Any, _ configuration: D.Configuration, _ events: [D.World.Event],
        of effect: D.Type) -> String? {
        func text<R: ReplayableEventEffect>(_ r: R.Type) -> String? {
            guard let c = configuration as? R.Configuration, let e = events as? [R.World.Event] else { return nil }
            return R.replayText(implementation, c, e)
        }
        return (D.self as? any ReplayableEventEffect.Type).flatMap { text($0) }
    }

    /// Replays a built-in event-driven effect's file through an implementation its suite drives.
    static func driven<D: DeclaredEventEffect>(
        _ url: URL, _ suite: EventSuite<D>, invariant: String?, settings: VerificationSettings, at location: CallSite,
        properties: (EventSuite<D>) -> [SuiteProperty], make: @escaping (D.Configuration) -> Any?
    ) throws(ReplayError) -> ReplayResult {
        let file = try builtInEventFile(try read(url), D.self)
        return try events(
            url, suite, file: file, invariant: invariant, settings: settings, at: location, simplify: { simpler($0, of: D.self) },
            reshape: { simpler(case: $0, of: D.self) }, properties: properties
        ) { shrunk in make(file.configuration).flatMap { drivenText($0, file.configuration, shrunk, of: D.self) } }
    }

    /// Replays a built-in event-driven effect's file through an implementation fed by `step`.
    static func stepped<D: DeclaredEventEffect, I>(
        _ url: URL, _ suite: EventSuite<D>, invariant: String?, settings: VerificationSettings, at location: CallSite,
        _ make: @escaping @Sendable (D.Configuration) throws -> I, step: @escaping @Sendable (inout I, D.World.Event) -> D.Frame
    ) throws(ReplayError) -> ReplayResult {
        let file = try builtInEventFile(try read(url), D.self)
        return try events(
            url, suite, file: file, invariant: invariant, settings: settings, at: location, simplify: { simpler($0, of: D.self) },
            reshape: { simpler(case: $0, of: D.self) }, properties: { $0.properties(make, step: step) }
        ) { shrunk in
            guard var implementation = try? make(file.configuration) else { return nil }
            let trace = EventTrace<D.Configuration, D.World, D.Frame>(configuration: file.configuration, events: shrunk,
                frames: shrunk.map { step(&implementation, $0) })
            return TraceDocument(named: D.name, trace: trace).flatMap { TraceWriter.json($0) }
        }
    }

    /// Replays a test's saved traces of a built-in event-driven effect: what `verify` does first.
    @usableFromInline package static func replaySavedStepped<D: DeclaredEventEffect, I>(
        _ suite: EventSuite<D>, settings: VerificationSettings, at location: CallSite, expecting: [String: SuiteExpectation],
        _ make: @escaping @Sendable (D.Configuration) throws -> I, step: @escaping @Sendable (inout I, D.World.Event) -> D.Frame
    ) -> SavedTraces {
        replaySaved(suite, settings: settings, at: location, read: { try? builtInEventFile($0,
            D.self) }) { $0.properties(expecting: expecting, make, step: step) }
    }

    /// Replays a test's saved traces of an effect its suite drives (the fly screen's): what
    /// `verify` does first.
    @usableFromInline package static func replaySavedDriven<D: DeclaredEventEffect>(
        _ suite: EventSuite<D>, settings: VerificationSettings, at location: CallSite, properties: (EventSuite<D>) -> [SuiteProperty]
    ) -> SavedTraces {
        replaySaved(suite, settings: settings, at: location, read: { try? builtInEventFile($0, D.self) }, properties: properties)
    }
}
