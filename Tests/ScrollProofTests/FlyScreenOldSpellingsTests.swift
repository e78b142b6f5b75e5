import Originals
import ScrollProof
import Testing

/// Code written against the fly screen's own suite and monitor still compiles, with a fix-it to
/// the event engine's names, and behaves as the new names do: `FlyScreenSuite` is
/// `EventSuite<FlyScreenModel>`, `FlyScreenMonitor` is `EventMonitor<FlyScreenModel>`, with
/// the same initializer and record methods.
@Suite struct FlyScreenOldSpellingsTests {
    /// The old suite type names the built-in suite: the same properties, in the same order.
    @available(*, deprecated, message: "exercises the deprecated spellings on purpose")
    @Test func theOldSuiteIsTheEventSuite() {
        let old: FlyScreenSuite = Suites.flyScreen
        let new: EventSuite<FlyScreenModel> = old
        let make: @Sendable (FlyScreenConfiguration) -> FlyScreenModel = { FlyScreenModel(configuration: $0) }
        let names = old.properties(make).map(\.name)
        #expect(names == new.properties(make).map(\.name))
        #expect(names.contains("flyScreen.rows"))
    }

    /// The old monitor, fed a sabotaged screen's session, reports what the new one reports.
    @available(*, deprecated, message: "exercises the deprecated spellings on purpose")
    @MainActor @Test func theOldMonitorReportsAsTheNewOne() {
        var reported = 0
        for session in FlyScreenMonitorTests.sessions({ c in SabotagedFlyScreen(c, .finishOnAnotherRow) },
            features: FlyScreenModel.features, seed: 5, count: 10) {
            let trace = session.trace
            // Each operation, then what it caused, as the app feeds a monitor.
            var old = FlyScreenMonitor(configuration: trace.configuration, seeks: trace.seeks, options: MonitorOptions(handler: { _ in }))
            var next = 0
            for (step, logged) in zip(trace.steps, session.logged) {
                old.record(step)
                while next < logged { old.record(trace.events[next]); next += 1 }
            }
            old.finish()
            let new = FlyScreenMonitorTests.monitored(session)
            #expect(old.reports.map(\.violation.description) == new.reports.map(\.violation.description))
            reported += old.reports.count
        }
        #expect(reported > 0, "the sabotaged screen was never reported")
    }

    /// `prepared()` is kept and changes nothing: the trace is judged the same.
    @available(*, deprecated, message: "exercises the deprecated spellings on purpose")
    @Test func aPreparedTraceIsTheTrace() {
        for session in FlyScreenMonitorTests.sessions({ c in SabotagedFlyScreen(c, .finishOnAnotherRow) },
            features: FlyScreenModel.features, seed: 9, count: 5) {
            let trace = session.trace, prepared = trace.prepared()
            #expect(prepared.steps == trace.steps && prepared.events == trace.events)
            #expect(FlyScreenModel.violations(of: prepared).map(\.description) == FlyScreenModel.violations(of: trace).map(\.description))
        }
    }
}
