import Foundation
import Generators
import Oracles
import PropertyTestSupport
import ScrollProof
import Testing

// The smallest effect docs/architecture.md's "The least an effect declares" allows, written
// from that list alone: a dimming overlay whose alpha is `clamp(o / d, 0, 1)` over a distance
// `d`. It gives only what has no default (its name, its configurations, its range, its scale,
// its invariants; a trace file's frame reader), and goes through every layer a built-in effect
// goes through: `verify`, `checkTrace`, the monitor and the bench's monitor row.

/// The overlay's one field: the distance over which it dims, `d > 0`.
struct DimmerConfiguration: Sendable {
    let distance: Double

    init(distance: Double) throws(ConfigurationError) {
        guard distance > 0, distance.isFinite else {
            throw ConfigurationError(configuration: "Dimmer", field: "distance", rule: .mustBePositive, value: distance)
        }
        self.distance = distance
    }
}

/// The overlay's alpha.
struct DimmerFrame: NumericFrame, Sendable, Equatable {
    var alpha: Double
    static let numberNames = ["alpha"]
    func number(_ index: Int) -> Double { alpha }
}

/// The declaration: nothing but what has no default.
enum DimmerEffect: TraceableEffect {
    static let name = "dimmer"
    static let configurations = ConfigurationSpace(["distance": .range(1...500)]) { v in try DimmerConfiguration(distance: v["distance"]) }
    static func range(_ c: DimmerConfiguration) -> ScrollRange {
        ScrollRange(lower: 0, upper: c.distance, reach: c.distance, dimension: c.distance, pageSize: c.distance, landmarks: [0, c.distance])
    }
    static func scale(of c: DimmerConfiguration) -> Double { c.distance }
    static let invariants: [FrameInvariant<DimmerConfiguration, DimmerFrame>] = [
        .inRange("alpha", \.alpha, unit: .ratio) { _ in 0...1 },
        .closedForm("alpha", \.alpha, unit: .ratio) { c, o in min(max(o / c.distance, 0), 1) },
    ]
    static func frame(from o: TraceOutputs) throws(TraceFormatError) -> DimmerFrame { DimmerFrame(alpha: try o.number("alpha")) }
}

/// The overlay, with its one planted bug: the alpha never clamped above (`o / d` past the end).
struct Dimmer: ScrollDrivenEffect {
    let configuration: DimmerConfiguration
    let unclamped: Bool
    private(set) var lastFrame: DimmerFrame

    init(_ c: DimmerConfiguration, offset: Double, unclamped: Bool = false) {
        configuration = c
        self.unclamped = unclamped
        lastFrame = DimmerFrame(alpha: 0)
        lastFrame = DimmerFrame(alpha: alpha(offset))
    }

    func alpha(_ o: Double) -> Double { unclamped ? max(o / configuration.distance, 0) : min(max(o / configuration.distance, 0), 1) }

    mutating func update(_ offset: Double) throws(InputError) -> DimmerFrame {
        try InputError.requireFinite(offset, "offset")
        lastFrame = DimmerFrame(alpha: alpha(offset))
        return lastFrame
    }
}

@MainActor @Suite struct MinimalEffectTests {
    static let settings = VerificationSettings(cases: 200, seed: 64, failuresDirectory: VerifyTests.folder(), saveFailures: false)

    /// `verify`: the correct overlay keeps every rule (§0's robustness rules included, which the
    /// declaration never named); the unclamped one breaks the range and the closed form past
    /// the end, shrunk to one frame.
    @Test func verifyJudgesTheSmallestDeclaration() throws {
        let correct = ScrollProof.verify(ScrollSuite.declared(DimmerEffect.self), settings: Self.settings) { c, o in Dimmer(c, offset: o) }
        #expect(correct.map(\.property).contains("dimmer.robustness"), "\(correct.map(\.property))")
        #expect(!correct.isEmpty && correct.allSatisfy { $0.failure == nil && $0.cases == 200 }, "\(correct.compactMap(\.failure?.report))")
        var buggy: [RunResult] = []
        withKnownIssue {
            buggy = ScrollProof.verify(ScrollSuite.declared(DimmerEffect.self), settings: Self.settings) { c, o in Dimmer(c, offset: o, unclamped: true) }
        }
        let failed = buggy.compactMap(\.failure)
        #expect(Set(failed.map(\.violation.invariant)) == ["alphaInRange", "alphaClosedForm"], "\(failed.map(\.report))")
        #expect(failed.allSatisfy { $0.frames <= 1 }, "\(failed.map(\.report))")
    }

    /// `checkTrace` and the monitor: a session past the end, recorded and monitored; the
    /// correct overlay's file is clean, the buggy one's reports are the monitor's, and each
    /// monitor file replays its report.
    @Test func checkTraceAndTheMonitorJudgeTheSmallestDeclaration() throws {
        let c = try DimmerConfiguration(distance: 100)
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("scrollproof-minimal-\(UInt32.random(in: 0 ... .max))")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for unclamped in [false, true] {
            var overlay = Dimmer(c, offset: 0, unclamped: unclamped)
            var recorder = TraceRecorder(DimmerEffect.self, configuration: [("distance", 100)], initialInput: 0, initial: overlay.lastFrame)
            var monitor = ScrollMonitor(DimmerEffect.self, configuration: c, fields: [("distance", 100)], initialInput: 0, initial: overlay.lastFrame,
                                        options: MonitorOptions(window: 10, folder: folder, handler: { _ in }))
            for o in [20.0, 60, 99, 100, 130, 80, .nan, -10] {
                let frame = try? overlay.update(o)
                recorder.record(input: o, output: frame)
                monitor.record(input: o, output: frame)
            }
            monitor.finish()
            let verdict = try ScrollProof.checkTrace(DimmerEffect.self, bytes: Array(recorder.trace.json.utf8))
            #expect(verdict.violations.isEmpty == !unclamped, "\(verdict.violations)")
            #expect(monitor.reports.filter(\.isFirst).map(\.violation.description).sorted() == verdict.violations.map(\.description).sorted())
            for report in monitor.reports {
                let file = try ScrollProof.checkTrace(DimmerEffect.self, contentsOf: URL(fileURLWithPath: try #require(report.file)))
                // The file shows the report, and what else the session broke in its window (both
                // rules break at the same frame here): nothing the session did not break.
                #expect(file.violations.contains { $0.invariant == report.violation.invariant && $0.frame == report.frameInFile }, "\(file.violations)")
                #expect(Set(file.violations.map(\.invariant)).isSubset(of: verdict.violations.map(\.invariant)), "\(file.violations)")
                #expect(report.reproduces == true)
            }
        }
    }

    /// The bench's monitor row: the overlay's session fed to one checker, to `check-trace`'s
    /// pass and to the monitor, each judging every frame and reporting nothing.
    @Test func theBenchsMonitorRowRunsTheSmallestDeclaration() throws {
        let c = try DimmerConfiguration(distance: 100)
        let row = MonitorWorkload.scroll(DimmerEffect.self, Dimmer(c, offset: 0), initialInput: 0, range: DimmerEffect.range(c), count: 500) { trace in
            var file = GenericTrace(effect: DimmerEffect.name, configuration: [("distance", 100)], initialInput: trace.initialInput,
                                    initial: DimmerEffect.outputs(of: trace.initial))
            for step in trace.steps { file.record(input: step.input, output: step.output.map(DimmerEffect.outputs(of:))) }
            return file.json
        }
        #expect(row.name == "dimmer" && row.frames == 500)
        #expect(row.checker() == 500 && row.perRule() == 500 && row.monitor() == 500 && row.monitor() == 500)
    }
}
