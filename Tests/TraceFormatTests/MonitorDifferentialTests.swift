import Effects
import Oracles
import Testing
import TraceFormat

/// The monitor judges what `check-trace` judges: fed a trace's frames one by one, as an app
/// would feed it, it reports each rule's first violation exactly as `check-trace` reports it
/// (rule, frame, values and text), for correct traces and for every corruption of them. The
/// monitors run on the main actor, as in the app; the traces are made and judged off it.
@Suite struct MonitorDifferentialTests {
    /// Feeds a trace of an offset-driven effect to a monitor, as an app does: each frame, then
    /// the releases after it; then ends the session.
    @MainActor static func monitored<E: DeclaredInvariants>(_ effect: E.Type, _ trace: ScrollTrace<E.Configuration, E.Frame>) -> [Violation] {
        var monitor = ScrollMonitor(effect, configuration: trace.configuration, initialInput: trace.initialInput, initial: trace.initial,
                                    options: MonitorOptions(handler: { _ in })) { _ in "" }
        feed(&monitor, trace)
        return monitor.reports.filter(\.isFirst).map(\.violation)
    }

    /// Feeds a trace to a monitor as an app does: each frame, then the releases after it (in
    /// step order, each at its step); then ends the session.
    @MainActor static func feed<E: DeclaredInvariants>(_ monitor: inout ScrollMonitor<E>, _ trace: ScrollTrace<E.Configuration, E.Frame>) {
        let releases = trace.releases.enumerated().sorted { ($0.element.step, $0.offset) < ($1.element.step, $1.offset) }.map(\.element)
        var next = 0
        for (i, step) in trace.steps.enumerated() {
            monitor.record(input: step.input, output: step.output)
            while next < releases.count, releases[next].step <= i {
                if releases[next].step == i { monitor.recordRelease(velocity: releases[next].velocity, target: releases[next].target) }
                next += 1
            }
        }
        monitor.finish()
    }

    /// Feeds a trace of an event-driven effect to a monitor, event by event.
    @MainActor static func monitored<E: DeclaredEventInvariants>(_ effect: E.Type, _ trace: EventTrace<E.Configuration, E.World, E.Frame>) -> [Violation] {
        var monitor = EventMonitor(effect, configuration: trace.configuration, options: MonitorOptions(handler: { _ in })) { _ in "" }
        for (event, answer) in zip(trace.events, trace.frames) { monitor.record(event, answer: answer) }
        monitor.finish()
        return monitor.reports.filter(\.isFirst).map(\.violation)
    }

    /// Feeds a fly screen's trace to its monitor as the app would (an operation after the
    /// events logged before it), then ends the session.
    @MainActor static func monitored(_ trace: FlyScreenTrace) -> [Violation] {
        var monitor = EventMonitor<FlyScreenModel>(
            configuration: trace.configuration, seeks: trace.seeks, longestDuration: FlyScreenTrace.longestDuration(trace.steps),
                options: MonitorOptions(handler: { _ in }))
        monitor.record(trace)
        monitor.finish()
        return monitor.reports.filter(\.isFirst).map(\.violation)
    }

    /// The monitor's violations for a document, or `nil` for a rejected
    /// configuration (judged before any frame: a monitor is built from a valid one).
    @MainActor static func monitored(_ document: TraceDocument) -> [Violation]? {
        if let t = document.trace(of: ParallelWindow.self) { return monitored(ParallelWindow.self, t) }
        if let t = document.trace(of: BannerHover.self) { return monitored(BannerHover.self, t) }
        if let t = document.trace(of: RollingBanner.self) { return monitored(RollingBanner.self, t) }
        if let t = document.trace(of: ProfileHeader.self) { return monitored(ProfileHeader.self, t) }
        if let t = document.trace(of: ObserverRegistry.self) { return monitored(ObserverRegistry.self, t) }
        if let t = document.trace(of: SnapTarget.self) { return monitored(SnapTarget.self, t) }
        if let t = document.trace(of: FlyScreenModel.self) { return monitored(t) }
        return nil
    }

    /// Every model trace of an effect and, every third case, each corruption of it
    /// (`ModelTraces.cases` cases: 2,000 in the soak, 500 in CI's pass, 30 in a plain run; as many traces again
    /// with a corrupted output): the monitor's first violation of each rule is
    /// `check-trace`'s, in rule, frame, values and text.
    @Test(arguments: ModelTraces.effects)
    func theMonitorReportsWhatCheckTraceReports(_ effect: String) async throws {
        var traces = 0, violations = 0
        for index in 0..<ModelTraces.cases {
            guard let model = ModelTraces.document(effect, case: index), let text = TraceWriter.json(model) else { continue }
            var documents = [model]
            // Every third case with its corruptions.
            if index % 3 == 0 {
                // A fly screen's log that a corruption makes run back is refused by check-trace.
                for corruption in Corruption.all(of: try JSONParser.parse(text), pick: index) {
                    if let document = try? TraceDocument.decode(corruption.root) { documents.append(document) }
                }
            }
            for (k, document) in documents.enumerated() {
                guard let live = await MainActor.run(body: { Self.monitored(document) }) else { continue }
                let verdict = document.verdict.violations
                #expect(live.map(\.description).sorted() == verdict.map(\.description).sorted(), "case \(index).\(k)")
                if live.map(\.description).sorted() != verdict.map(\.description).sorted() { return }
                traces += 1
                violations += verdict.count
            }
        }
        #expect(traces >= ModelTraces.cases, "only \(traces) traces compared")
        #expect(violations >= 20, "only \(violations) violations compared")
    }
}
