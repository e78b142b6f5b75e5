import Catalogue
import Foundation
import FuzzSupport
import Generators

func printError(_ text: String) { FileHandle.standardError.write(Data((text + "\n").utf8)) }

let usage = """
    usage: scrollproof [--cases N] [--seed S] [--only PREFIX] [--reports] [--jobs N] [--shard I/N]
           scrollproof list
           scrollproof replay PROPERTY (--seed S | --input FILE) [--cases N] [--svg FILE]
           scrollproof replay TARGET --input CRASH-FILE [--svg FILE]
           scrollproof check-trace FILE [--svg FILE] [--level safety|conformance | --only GROUP,… | --skip GROUP,…]
           scrollproof sample GENERATOR [--seed S] [--count N] [--labels]
           scrollproof seed-corpus TARGET DIR [--count N]
           scrollproof fuzz TARGET [libFuzzer flags and corpus folders]
           scrollproof bench [--seconds N] [--json] [--only SECTION,…] [--profile PROPERTY]
           scrollproof --help

    (no command)  verify every property with the default budget (\(RunOptions.defaultCases) cases per model property,
                  up to \(RunOptions.publishedCases) for a published port, which stops at its bug) and print a table;
                  exit 0 when the models pass and every published bug is found, 1 otherwise.
                  Failures are shrunk, reported and saved under fuzz-corpus/<property>/; saved
                  files are replayed first. --only runs the properties whose names start with PREFIX;
                  --reports prints the report of every failure, the published bugs' included.
                  --jobs N runs N properties at once (default: the core count; the output is the
                  same, timings aside). --shard I/N runs case k only when k mod N = I, so N
                  machines share one run; the failure with the lowest case index over the shards
                  is the unsharded run's.
    list          the properties, with their SPEC sections and invariants.
    replay        the report of a failure again, byte for byte: from the seed of the run that
                  found it, or from its saved file; with a fuzz TARGET (an effect: bannerHover, …),
                  a libFuzzer crash file is matched to the property it breaks, shrunk and reported.
                  --svg FILE also draws the shrunk case (saved failures get one beside them).
    check-trace   check a recorded trace (docs/trace-format.md); exit 1 with violations,
                  0 without, 2 when the file cannot be read; --svg FILE draws the trace and its
                  first violation. --level safety judges only the promises every implementation of
                  the effect keeps (conformance: only SPEC's formulas); --only and --skip choose
                  groups by name, as `scrollproof list` shows them (docs/invariants.md).
    sample        print generated cases; the same seed prints the same cases everywhere.
    bench         what ScrollProof costs (run it in release: swift run -c release scrollproof bench):
                  updates/s and allocations per update of every model and port, cases and frames
                  per second of every property, shrinking calls and ms, the fly screen's 20,000
                  concurrent inserts; median of 5 after a warm-up; --seconds per measurement
                  (default 1), --json for machines, --only some of the sections (updates, properties, declared,
                  shrinking, threads, monitor: the debug monitor beside the checker, frames per
                  second and allocations per frame). --profile PROPERTY only runs --seconds × 1,000
                  cases of one property (default 2,000), for a profiler such as callgrind;
                  besides the catalogue's, flyScreen.all (every fly-screen invariant in one
                  group) and declared.bannerHover.all; monitor.EFFECT, checker.EFFECT and
                  perRule.EFFECT (bannerHover, observerRegistry) feed that many frames to the
                  monitor, to one checker of every rule, to check-trace's pass (recording.EFFECT
                  only records them).
    report-quality  how simple the published bugs' reports are, over --seeds N seeds (default 10):
                  frames (median, max), the share of numbers with at most 3 significant digits,
                  the least margin relative to its tolerance.
    seed-corpus   write N generated cases per property of a fuzz TARGET (\(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")))
                  into DIR as libFuzzer inputs (default N = 20).
    fuzz          run libFuzzer on a TARGET (an effect, or traceReader) with libFuzzer's own flags
                  and corpus folders, e.g. `scrollproof fuzz bannerHover -max_total_time=60
                  fuzz-corpus/bannerHover`; needs the binary built with
                  `swift build -Xswiftc -sanitize=fuzzer` (Linux, swift.org toolchain). A violation
                  is a crash: `scrollproof replay TARGET --input crash-…` shrinks and reports it.
    generators:
    \(SampleCommand.generators.map { "  \($0.name.padding(toLength: 20, withPad: " ", startingAt: 0)) \($0.summary)" }.joined(separator: "\n"))
    """

/// Parses options of the form `--name value` and flags.
struct Options {
    var values: [String: String] = [:]
    var flags: Set<String> = []
    var positional: [String] = []

    init(_ arguments: ArraySlice<String>, valued: Set<String>, flags allowed: Set<String>) throws {
        var rest = arguments
        while let argument = rest.popFirst() {
            if valued.contains(argument) {
                guard let value = rest.popFirst() else { throw UsageError("\(argument) needs a value") }
                values[argument] = value
            } else if allowed.contains(argument) {
                flags.insert(argument)
            } else if argument.hasPrefix("-") {
                throw UsageError("unknown option '\(argument)'")
            } else {
                positional.append(argument)
            }
        }
    }

    func uint64(_ name: String) throws -> UInt64? {
        guard let text = values[name] else { return nil }
        guard let value = UInt64(text) else { throw UsageError("\(name) needs a number in 0...\(UInt64.max), got '\(text)'") }
        return value
    }

    func positiveInt(_ name: String) throws -> Int? {
        guard let text = values[name] else { return nil }
        guard let value = Int(text), value > 0 else { throw UsageError("\(name) needs a positive number, got '\(text)'") }
        return value
    }
}

func lookupProperty(named name: String) throws -> SuiteProperty {
    if let property = Catalogue.named(name) { return property }
    let close = Catalogue.all.map(\.name).filter { $0.lowercased().contains(name.lowercased()) || name.lowercased().contains($0.lowercased()) }
    let suggestion = close.isEmpty ? "" : "; did you mean \(close.prefix(3).joined(separator: ", "))?"
    throw UsageError("unknown property '\(name)'" + suggestion + " (run `scrollproof list`)")
}

/// The variable that carries `scrollproof fuzz TARGET`'s target to libFuzzer's workers.
let fuzzTargetVariable = "SCROLLPROOF_FUZZ_TARGET"

func main(_ arguments: ArraySlice<String>) throws -> Int32 {
    // A libFuzzer worker (-fork, -merge) of `scrollproof fuzz TARGET`: this program again, with
    // libFuzzer's flags only.
    if let target = ProcessInfo.processInfo.environment[fuzzTargetVariable], arguments.first?.hasPrefix("-") ?? true {
        return try main(["fuzz", target] + arguments)
    }
    let command = arguments.first.flatMap { $0.hasPrefix("-") ? nil : $0 }
    let rest = command == nil ? arguments : arguments.dropFirst()
    if arguments.contains("--help") || arguments.contains("-h") {
        print(usage)
        return 0
    }
    switch command {
    case nil:
        return try verify(rest)
    case "list":
        print(ListCommand().run(), terminator: "")
        return 0
    case "replay":
        let o = try Options(rest, valued: ["--seed", "--input", "--cases", "--svg"], flags: [])
        guard o.positional.count == 1 else { throw UsageError("replay needs one PROPERTY") }
        let source: ReplayCommand.Source
        switch (try o.uint64("--seed"), o.values["--input"]) {
        case let (seed?, nil): source = .seed(seed)
        case let (nil, path?): source = .input(path)
        default: throw UsageError("replay needs exactly one of --seed S and --input FILE")
        }
        let resolved = try ReplayCommand.resolve(o.positional[0], input: o.values["--input"])
        return ReplayCommand(property: resolved, source: source, cases: try o.positiveInt("--cases"), svg: o.values["--svg"]).run()
    case "check-trace":
        let o = try Options(rest, valued: ["--svg", "--level", "--only", "--skip"], flags: [])
        guard o.positional.count == 1 else { throw UsageError("check-trace needs one FILE") }
        let selection = try CheckTraceCommand.selection(level: o.values["--level"], only: o.values["--only"], skip: o.values["--skip"])
        return CheckTraceCommand(path: o.positional[0], svg: o.values["--svg"], selection: selection).run()
    case "sample":
        let o = try Options(rest, valued: ["--seed", "--count"], flags: ["--labels"])
        guard o.positional.count == 1 else { throw UsageError("sample needs one GENERATOR") }
        let sample = SampleCommand(
            generator: o.positional[0], seed: try o.uint64("--seed") ?? 0, count: try o.positiveInt("--count") ?? 1,
            labelsOnly: o.flags.contains("--labels"))
        print(try sample.run(), terminator: "")
        return 0
    case "seed-corpus":
        let o = try Options(rest, valued: ["--count"], flags: [])
        guard o.positional.count == 2 else { throw UsageError("seed-corpus needs a TARGET and a DIR") }
        guard let target = FuzzTarget.named(o.positional[0]) else {
            throw UsageError("unknown fuzz target '\(o.positional[0])'; one of: \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return try SeedCorpusCommand(target: target, directory: o.positional[1], count: try o.positiveInt("--count") ?? 20).run()
    case "bench":
        return try bench(rest)
    case "report-quality":
        let o = try Options(rest, valued: ["--seeds"], flags: [])
        return ReportQualityCommand(seeds: try o.positiveInt("--seeds") ?? 10).run()
    case "fuzz":
        return try fuzz(rest)
    case let other?:
        throw UsageError("unknown command '\(other)'")
    }
}

/// The default command: verify every property and print a table (`VerifyCommand`).
func verify(_ rest: ArraySlice<String>) throws -> Int32 {
    let o = try Options(rest, valued: ["--cases", "--seed", "--only", "--jobs", "--shard"], flags: ["--reports"])
    guard o.positional.isEmpty else { throw UsageError("unexpected argument '\(o.positional[0])'") }
    var command = VerifyCommand(
        seed: try o.uint64("--seed") ?? RunOptions.freshSeed(), cases: try o.positiveInt("--cases"), filter: o.values["--only"],
        allReports: o.flags.contains("--reports"))
    if let jobs = try o.positiveInt("--jobs") { command.jobs = jobs }
    if let text = o.values["--shard"] {
        let parts = text.split(separator: "/").compactMap { Int($0) }
        guard parts.count == 2, parts[1] > 0, (0..<parts[1]).contains(parts[0]) else {
            throw UsageError("--shard needs I/N with 0 ≤ I < N, got '\(text)'")
        }
        command.shard = (parts[0], parts[1])
    }
    return command.run()
}

/// `scrollproof bench`: the costs, or one property's cases for a profiler (`BenchCommand`).
func bench(_ rest: ArraySlice<String>) throws -> Int32 {
    let o = try Options(rest, valued: ["--seconds", "--profile", "--only"], flags: ["--json"])
    if let name = o.values["--profile"] {
        guard BenchCommand.mergedProfiles[name] != nil || Catalogue.named(name) != nil
            || BenchMonitors.isProfile(name) else { _ = try lookupProperty(named: name); return 2 }
        let seconds = o.values["--seconds"].flatMap(Double.init) ?? 2
        return BenchCommand.profile(name, cases: max(1, Int(seconds * 1_000)))
    }
    guard o.positional.isEmpty else { throw UsageError("unexpected argument '\(o.positional[0])'") }
    var seconds = 1.0
    if let text = o.values["--seconds"] {
        guard let value = Double(text), value > 0, value.isFinite else { throw UsageError("--seconds needs a positive number, got '\(text)'") }
        seconds = value
    }
    let only = o.values["--only"].map { Set($0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }) }
    if let unknown = only?.subtracting(BenchCommand.sectionNames).first {
        throw UsageError("unknown bench section '\(unknown)'; one of: \(BenchCommand.sectionNames.joined(separator: ", "))")
    }
    return BenchCommand(seconds: seconds, json: o.flags.contains("--json"), only: only).run()
}

/// `scrollproof fuzz TARGET`: libFuzzer over one target, driven by this program.
func fuzz(_ rest: ArraySlice<String>) throws -> Int32 {
    guard let target = rest.first else { throw UsageError("""
        fuzz needs a TARGET: \((FuzzTarget.allCases.map(\.rawValue) + ["traceReader"]).joined(separator: ", "))
        """) }
    let check: (UnsafeBufferPointer<UInt8>) -> String?
    switch FuzzSupport.check(target: target, environment: ProcessInfo.processInfo.environment) {
    case let .success(found): check = found
    case let .failure(error): throw UsageError(error.description)
    }
    // libFuzzer reads its flags after the program's name, as from a fuzz target's own
    // binary, and starts its workers (-fork, -merge) as this program with its flags only:
    // the target travels to them in the environment (see the top of `main`).
    setenv(fuzzTargetVariable, target, 1)
    guard let status = FuzzSupport.run(check, arguments: [CommandLine.arguments[0]] + rest.dropFirst()) else {
        printError("error: this scrollproof has no libFuzzer; build it with `swift build -Xswiftc -sanitize=fuzzer` (Linux, swift.org toolchain)")
        return 2
    }
    return status
}

do {
    exit(try main(CommandLine.arguments.dropFirst()))
} catch let error as UsageError {
    printError("error: \(error)\nsee `scrollproof --help`")
    exit(2)
} catch {
    printError("error: \(error)")
    exit(1)
}
