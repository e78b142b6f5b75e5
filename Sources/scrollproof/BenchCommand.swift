import Catalogue
import AllocationCounter
import Dispatch
import Effects
import Foundation
import Generators

/// `scrollproof bench [--seconds N] [--json]`: what ScrollProof costs, measured (run it with
/// `swift run -c release scrollproof bench`). Every figure is the median of 5 repetitions after
/// a warm-up, with the spread (min…max).
struct BenchCommand {
    let seconds: Double
    let json: Bool
    /// The sections to run, or `nil` for all.
    var only: Set<String>? = nil

    /// The sections, in order.
    static let sectionNames = ["updates", "properties", "declared", "shrinking", "threads", "monitor"]

    struct Row: Codable {
        var section: String
        var name: String
        var unit: String
        var median: Double
        var min: Double
        var max: Double
        var extra: [String: Double] = [:]
    }

    /// The properties `--profile` runs besides the catalogue's: each built-in effect's every
    /// invariant in one group (`<effect>.all`), and the declarations of this module
    /// (``DeclaredHere``).
    static let mergedProfiles: [String: @Sendable () -> SuiteProperty] = {
        var profiles: [String: @Sendable () -> SuiteProperty] = [:]
        for property in Catalogue.mergedModels.values { profiles[property.name] = { property } }
        for declared in DeclaredHere.all { profiles[declared.profile] = declared.property }
        return profiles
    }()

    /// Runs `cases` cases of one property and nothing else (for a profiler).
    static func profile(_ name: String, cases: Int) -> Int32 {
        if let feed = BenchMonitors.profile(name, frames: cases) {
            print("\(feed()) frames")
            return 0
        }
        guard let property = mergedProfiles[name]?() ?? Catalogue.named(name) else { return 2 }
        var seeds = SplitMix64(seed: 7), frames = 0
        var stream = ChoiceStream(seed: 0)  // as the runner does: one stream, buffers reused
        for _ in 0..<cases { frames += (try? property.evaluation.generate(reusing: &stream, seed: seeds.next()).frames) ?? 0 }
        print("\(cases) cases, \(frames) frames")
        return 0
    }

    func run() -> Int32 {
        var rows: [Row] = []
        let sections: [(String, () -> [Row])] = [
            ("updates", updates), ("properties", properties), ("declared", declared), ("shrinking", shrinking), ("threads", threads),
            // On the main actor, as an app feeds its monitor (entered once, outside the measures).
            ("monitor", { MainActor.assumeIsolated { monitor() } }),
        ]
        for (name, section) in sections where only?.contains(name) ?? true {
            if !json { FileHandle.standardError.write(Data("measuring \(name)…\n".utf8)) }
            rows += section()
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let document = ["machine": machine(), "seconds per measurement": "\(seconds)"] as [String: String]
            let payload = try! encoder.encode(Payload(machine: document, results: rows))
            print(String(decoding: payload, as: UTF8.self))
        } else {
            print(render(rows))
        }
        return 0
    }

    struct Payload: Codable {
        var machine: [String: String]
        var results: [Row]
    }

    // MARK: Effect updates

    /// How many inputs an update benchmark feeds: 65,536, or 4,096 in a quick run (`--seconds`
    /// under 0.1, as the tests ask), which still reports every row.
    var inputCount: Int { seconds < 0.1 ? 4_096 : 65_536 }

    /// A workload's row: its rate, and its heap allocations per input.
    func updateRow(_ workload: BenchWorkload) -> Row {
        var sink = 0.0
        let m = Measurement.rate(seconds: seconds) { sink += workload.pass(); return workload.count }
        let allocations = Self.allocations { sink += workload.pass() }
        if sink.isNaN { print("") }  // keeps the work observable
        return Row(section: "updates", name: workload.name, unit: workload.unit, median: m.median, min: m.min, max: m.max,
                   extra: allocations.map { ["allocations per update": $0 / Double(max(workload.count, 1))] } ?? [:])
    }

    /// The heap allocations `body` makes, or `nil` where they cannot be counted (not glibc).
    static func allocations(_ body: () -> Void) -> Double? {
        guard scrollproof_allocation_counting_available() != 0 else {
            body()
            return nil
        }
        scrollproof_allocation_counting(1)
        let before = scrollproof_allocations()
        body()
        let count = scrollproof_allocations() - before
        scrollproof_allocation_counting(0)
        return Double(count)
    }

    /// Each built-in effect's workloads, then its published ports', in SPEC's order.
    func updates() -> [Row] {
        Catalogue.effects.flatMap { effect in
            (effect.benchWorkloads(inputCount: inputCount)
                + PublishedPorts.all.filter { $0.effectName == effect.effectName }.flatMap { $0.benchWorkloads(inputCount: inputCount) })
                .map(updateRow)
        }
    }

    // MARK: Properties

    func properties() -> [Row] {
        // Besides the catalogue, what each effect adds (such as its groups on screens from a
        // pool, whose allocations are then the suite's own).
        return (Catalogue.all + Catalogue.effects.flatMap { $0.benchProperties }).map { property in
            var caseRates: [Double] = [], frameRates: [Double] = []
            var seeds = SplitMix64(seed: 7)
            var stream = ChoiceStream(seed: 0)  // as the runner does: one stream, buffers reused
            let slice = seconds / 5
            for repetition in -1..<5 {  // -1: warm-up
                var cases = 0, frames = 0
                let stopwatch = Stopwatch()
                var elapsed = 0.0
                repeat {
                    if let e = try? property.evaluation.generate(reusing: &stream, seed: seeds.next()) { cases += 1; frames += e.frames }
                    elapsed = stopwatch.seconds
                } while elapsed < (repetition < 0 ? slice / 2 : slice)
                if repetition >= 0 {
                    caseRates.append(Double(cases) / elapsed)
                    frameRates.append(Double(frames) / elapsed)
                }
            }
            let c = Measurement(rates: caseRates), f = Measurement(rates: frameRates)
            // Heap allocations per case in steady state (generation, model, oracles): the same
            // 200 cases every run (fixed seeds), run once to grow the reused buffers, then
            // counted (a count, reproducible, unlike a timing).
            // The cases whose configuration is deliberately invalid (3%) allocate their error's
            // message; the rest, the cases that check something, are counted apart.
            var checkedCases = 0, checkedAllocations = 0
            // A quick run (`--seconds` under 0.03, as the tests ask) counts over 20 of them.
            let fixedCount = seconds < 0.03 ? 20 : 200
            func fixedCases(counting: Bool) {
                var fixed = SplitMix64(seed: 99)
                for _ in 0..<fixedCount {
                    let before = counting ? scrollproof_allocations() : 0
                    let evaluation = try? property.evaluation.generate(reusing: &stream, seed: fixed.next())
                    if counting, evaluation?.checked == true {
                        checkedCases += 1
                        checkedAllocations += Int(scrollproof_allocations() - before)
                    }
                }
            }
            fixedCases(counting: false)
            let allocations = Self.allocations { fixedCases(counting: true) }
            return Row(section: "properties", name: property.name, unit: "frames/s", median: f.median, min: f.min, max: f.max,
                       extra: ["cases/s": c.median].merging(allocations.map {
                           ["allocations per case": $0 / Double(fixedCount), "allocation cases": Double(fixedCount),
                               "allocations per checked case": Double(checkedAllocations) / Double(max(checkedCases, 1))]
                       } ?? [:]) { a, _ in a })
        }
    }

    // MARK: Monitor

    /// The monitor beside the checkers (``BenchMonitors``): frames per second through one
    /// checker with every invariant, through `check-trace`'s pass and through the monitor, with
    /// the monitor's heap allocations per frame once its window is full, and while the session
    /// then doubles (a table of the whole session grows once; an allocation per frame shows).
    @MainActor func monitor() -> [Row] {
        BenchMonitors.all(count: inputCount).flatMap { w -> [Row] in
            let checker = Measurement.rate(seconds: seconds) { w.checker() }
            let perRule = Measurement.rate(seconds: seconds) { w.perRule() }
            var passes = 1
            let monitor = Measurement.rate(seconds: seconds) { passes += 1; return w.monitor() }
            _ = w.monitor()  // the window full
            let allocations = Self.allocations { _ = w.monitor() }
            // As many passes again as were fed: the session doubles, so a table that remembers
            // the whole session (the fly screen's accepted ids: SPEC §4 refuses a duplicate for
            // good) grows once, by doubling, while anything allocated per frame shows thousands.
            let doubling = Self.allocations { for _ in 0..<passes { _ = w.monitor() } }
            return [
                Row(section: "monitor", name: "\(w.name).checker", unit: "frames/s", median: checker.median, min: checker.min, max: checker.max),
                Row(section: "monitor", name: "\(w.name).checkTrace", unit: "frames/s", median: perRule.median, min: perRule.min, max: perRule.max),
                Row(section: "monitor", name: "\(w.name).monitor", unit: "frames/s", median: monitor.median, min: monitor.min, max: monitor.max,
                    extra: ["checker / monitor": checker.median / max(monitor.median,
                        1)].merging(allocations.map { ["allocations per frame": $0 / Double(w.frames)] } ?? [:]) { a, _ in a }
                        .merging(doubling.map { ["allocations as the session doubles": $0] } ?? [:]) { a, _ in a }),
            ]
        }
    }

    // MARK: Declared

    /// What declaring costs: every built-in offset-driven effect is its declaration, judged by
    /// ``DeclaredChecker``; beside the banner's built-in suite, the same invariants declared in
    /// this module as a user declares them, once through the builder (specialized here) and
    /// once as an array of ``FrameInvariant``s (each judged through a closure). Every invariant
    /// of each in one property, on SPEC's model; frames per second, and the ratio to the
    /// built-in suite.
    func declared() -> [Row] {
        func measure(_ property: SuiteProperty) -> Measurement {
            var seeds = SplitMix64(seed: 7)
            var stream = ChoiceStream(seed: 0)
            return Measurement.rate(seconds: seconds) {
                var frames = 0
                for _ in 0..<64 { frames += (try? property.evaluation.generate(reusing: &stream, seed: seeds.next()).frames) ?? 0 }
                return frames
            }
        }
        func row(_ name: String, _ m: Measurement, builtIn: Measurement? = nil) -> Row {
            Row(section: "declared", name: name, unit: "frames/s", median: m.median, min: m.min, max: m.max,
                extra: builtIn.map { ["built-in / declared": $0.median / max(m.median, 1)] } ?? [:])
        }
        var rows: [Row] = [], builtIn: [String: Measurement] = [:]
        // Every offset-driven built-in effect (a declaration), every invariant in one group.
        for effect in Catalogue.effects where effect is any DeclaredScrollEffect.Type {
            let name = "\(effect.effectName).all"
            guard let property = Self.mergedProfiles[name] else { continue }
            let m = measure(property())
            builtIn[name] = m
            rows.append(row(name, m))
        }
        for declared in DeclaredHere.all {
            rows.append(row(declared.name, measure(declared.property()), builtIn: builtIn[declared.builtIn]))
        }
        return rows
    }

    // MARK: Shrinking

    func shrinking() -> [Row] {
        let lists = Gen<[Int]>.array(of: .int(in: 0...100), count: 1...10)
        var failing: [[StreamChoice]] = []
        for seed in UInt64(0)..<200 {
            let (value, choices) = try! lists.generate(seed: seed)
            if value.reduce(0, +) >= 250 { failing.append(choices) }
        }
        let shrinker = Shrinker(generator: lists) { $0.reduce(0, +) >= 250 }
        var calls = 0
        var reached = 0
        var perShrink: [Double] = []
        for choices in failing {
            let stopwatch = Stopwatch()
            let outcome = shrinker.shrink(choices)!
            perShrink.append(stopwatch.seconds * 1000)
            calls += outcome.calls
            if outcome.value == [50, 100, 100] { reached += 1 }
        }
        let times = Measurement(rates: perShrink)
        var rows = [Row(section: "shrinking", name: "sum benchmark → [50, 100, 100]", unit: "ms per shrink", median: times.median,
            min: times.min, max: times.max,
                        extra: ["mean calls": Double(calls) / Double(failing.count), "cases": Double(failing.count), "reached": Double(reached)])]
        let runner = PropertyRunner(options: RunOptions(cases: RunOptions.publishedCases, seed: 1))
        for property in Catalogue.published {
            var seeds = SplitMix64(seed: 1)
            var found: (Evaluation, [StreamChoice])?
            for index in 0..<RunOptions.publishedCases where found == nil {
                let simplicity = index < RunOptions.publishedCases / 2 ? RunOptions.earlySimplicity : 0
                if let (e, c) = try? property.evaluation.generate(seed: seeds.next(), simplicity: simplicity), e.violation != nil { found = (e, c) }
            }
            guard let (evaluation, choices) = found else { continue }
            var failure: RunFailure?
            // Three timed shrinks after a warm-up; one, without, when a quick run is asked
            // (`--seconds` under 0.1, as the tests ask), which still reports every row.
            let m = Measurement.durations(repetitions: seconds < 0.1 ? 1 : 3, warmUp: seconds >= 0.1) {
                failure = runner.shrink(property, evaluation, choices, origin: .seed(1, caseIndex: 0))
            }
            rows.append(Row(section: "shrinking", name: property.name, unit: "ms per shrink", median: m.median, min: m.min, max: m.max,
                            extra: ["calls": Double(failure?.shrinkCalls ?? 0), "frames": Double(failure?.frames ?? 0),
                                "from frames": Double(evaluation.frames)]))
        }
        return rows
    }

    // MARK: Threads

    /// What each effect times under threads (``CataloguedEffect/benchTimings``).
    func threads() -> [Row] {
        Catalogue.effects.flatMap { $0.benchTimings }.map { timing in
            var extra: [String: Double] = [:]
            let m = Measurement.durations { extra = timing.run() }
            return Row(section: "threads", name: timing.name, unit: "ms", median: m.median, min: m.min, max: m.max, extra: extra)
        }
    }

    // MARK: Output

    func machine() -> String {
        let cpu = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?.split(separator: "\n").first { $0.hasPrefix("model name") }
            .map { $0.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" } ?? "unknown CPU"
        return "\(cpu), \(ProcessInfo.processInfo.activeProcessorCount) cores"
    }

    func render(_ rows: [Row]) -> String {
        var out = ["ScrollProof bench — \(machine()); median of 5 (min…max), \(seconds) s per measurement", ""]
        var section = ""
        for row in rows {
            if row.section != section {
                section = row.section
                out.append("")
                switch section {
                case "updates": out.append(pad("effect update", 44) + lpad("updates/s", 12) + lpad("min…max", 22) + lpad("allocs/update", 15))
                case "properties": out.append(pad("property", 54) + lpad("cases/s", 10) + lpad("frames/s", 12) + lpad("min…max",
                    22) + lpad("allocs/case", 13) + lpad("…/checked", 11))
                case "declared": out.append(pad("declared vs built-in", 54) + lpad("frames/s", 12) + lpad("min…max", 22) + lpad("built-in/declared", 19))
                case "shrinking": out.append(pad("shrinking", 54) + lpad("ms", 10) + lpad("min…max", 20) + lpad("calls", 8) + lpad("frames", 8))
                case "monitor": out.append(pad("monitor", 54) + lpad("frames/s", 12) + lpad("min…max", 22) + lpad("checker/monitor",
                    17) + lpad("allocs/frame", 14))
                default: out.append(pad(section, 54) + lpad("ms", 10) + lpad("min…max", 20))
                }
            }
            let spread = "\(human(row.min))…\(human(row.max))"
            switch section {
            case "updates":
                out.append(pad(row.name, 44) + lpad(human(row.median), 12) + lpad(spread, 22)
                    + lpad(row.extra["allocations per update"].map { String(format: "%.3f", $0) } ?? "n/a", 15))
            case "properties":
                out.append(pad(row.name, 54) + lpad(human(row.extra["cases/s"] ?? 0), 10) + lpad(human(row.median), 12) + lpad(spread, 22)
                    + lpad(row.extra["allocations per case"].map { String(format: "%.3g", $0) } ?? "n/a", 13)
                    + lpad(row.extra["allocations per checked case"].map { String(format: "%.3g", $0) } ?? "n/a", 11))
            case "declared":
                out.append(pad(row.name, 54) + lpad(human(row.median), 12) + lpad(spread, 22)
                    + lpad(row.extra["built-in / declared"].map { String(format: "%.2f×", $0) } ?? "", 19))
            case "monitor":
                out.append(pad(row.name, 54) + lpad(human(row.median), 12) + lpad(spread, 22)
                    + lpad(row.extra["checker / monitor"].map { String(format: "%.2f×", $0) } ?? "", 17)
                    + lpad(row.extra["allocations per frame"].map { String(format: "%.3g", $0) } ?? "", 14))
            case "shrinking":
                let calls = row.extra["calls"] ?? row.extra["mean calls"] ?? 0
                out.append(pad(row.name, 54) + lpad(String(format: "%.2f", row.median), 10) + lpad(String(format: "%.2f…%.2f", row.min, row.max), 20)
                    + lpad(String(format: "%.0f", calls), 8) + lpad(row.extra["frames"].map { String(format: "%.0f", $0) } ?? "3 ints", 8))
            default:
                out.append(pad(row.name, 54) + lpad(String(format: "%.1f", row.median), 10) + lpad(String(format: "%.1f…%.1f", row.min, row.max), 20))
            }
        }
        return out.joined(separator: "\n")
    }
}
