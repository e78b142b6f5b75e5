import Foundation
import Generators
import Oracles

/// What `ScrollProof.replay` did with a trace file: the rule it replayed, whether your code
/// breaks it on the file's input, the shrunk case, and where it was saved.
public struct ReplayResult: Sendable {
    /// The rule replayed: the one named, or the file's latest violation (a monitor's file ends
    /// at its report).
    public var invariant: String
    /// Whether your code breaks the rule on the file's input.
    public var reproduces: Bool
    /// The frames (events) of the file.
    public var fileFrames: Int
    /// The shrunk case's violation, when it reproduces.
    public var violation: Violation?
    /// The frames (events, operations) of the shrunk case, when it reproduces. A fly screen's
    /// saved file may hold more operations, as `check-trace` counts them: its operations keep
    /// their moments, and the file writes the time between them (and after the last) as
    /// operations too; the report says how many.
    public var shrunkFrames: Int?
    /// The shrunk case as a trace file, saved where every later `verify` of the test replays it
    /// first; `nil` when it does not reproduce or nothing is saved.
    public var saved: URL?
    /// The report: the shrunk case and its violation, or why it does not reproduce.
    public var report: String
}

/// Why a trace file cannot be replayed: each case names what is wrong.
public enum ReplayError: Error, Sendable, CustomStringConvertible {
    /// The file cannot be read (its path and the system's reason).
    case unreadable(path: String, reason: String)
    /// The file is not a trace of the format (the line and field at fault).
    case malformed(TraceFormatError)
    /// The file is a trace of another effect than the suite's.
    case otherEffect(file: String, suite: String)
    /// The file's configuration is one the declaration refuses (its violation).
    case refusedConfiguration(String)
    /// The input the implementation is created with is not finite.
    case nonFiniteStart(Double)
    /// The file holds more frames than `replay` takes (100,000).
    case tooLong(frames: Int, limit: Int)
    /// No rule was named and the file breaks none of the suite's rules: there is nothing to replay.
    case nothingBroken(path: String)
    /// The rule named is not one of the suite's.
    case unknownInvariant(String, effect: String)

    public var description: String {
        switch self {
        case let .unreadable(path, reason): "cannot read \(path): \(reason)"
        case let .malformed(error): "malformed trace: \(error)"
        case let .otherEffect(file, suite): "the file is a trace of \"\(file)\", not of the suite's effect \"\(suite)\""
        case let .refusedConfiguration(violation): "the file's configuration is refused: \(violation)"
        case let .nonFiniteStart(x): "the file's initial input is \(Violation.format(x)): an implementation is created with a finite one"
        case let .tooLong(frames,
            limit): "the file holds \(frames) frames; replay takes at most \(limit) (cut it, or replay a monitor's file: a window and its prelude)"
        case let .nothingBroken(path): "\(path) breaks no rule the suite judges: name the rule to replay (invariant:)"
        case let .unknownInvariant(name, effect): "\(effect) has no invariant \"\(name)\""
        }
    }
}

/// The one replay of every effect: a recorded input, driven through your code, judged by one
/// rule, shrunk while that rule still breaks.
@usableFromInline package enum Replayer {
    /// The most frames (events, operations) a file may hold: 100,000.
    package static let frameLimit = 100_000

    /// The most evaluations a shrink takes.
    static let shrinkBudget = 4_000

    /// The bytes of a file, or the error that names why not: a file over ``frameLimit`` frames is
    /// refused before it is decoded.
    package static func read(_ url: URL) throws(ReplayError) -> [UInt8] {
        let bytes: [UInt8]
        do { bytes = Array(try Data(contentsOf: url)) } catch { throw .unreadable(path: url.path, reason: error.localizedDescription) }
        // A trace is a JSON object; a fuzzer's input (any bytes) is replayed by verify instead.
        if let first = bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }), first != UInt8(ascii: "{") {
            throw .malformed(TraceFormatError(line: 1, field: "", message: """
                not a trace file (a trace is a JSON object): a libFuzzer crash file is replayed by verify, put in \
                ScrollProofFailures/<test>/<property>/ beside the test that verifies the suite
                """))
        }
        if let frames = TraceDocument.frameCount(bytes: bytes), frames > frameLimit { throw .tooLong(frames: frames, limit: frameLimit) }
        return bytes
    }

    /// The rule to replay: the one named (checked against the suite), else the file's latest
    /// violation of a rule the suite judges (the first in the suite's order among those at that
    /// frame): a suite of the safety rules replays a file's safety violation, never a
    /// conformance rule it does not hold the code to.
    static func target(_ named: String?, verdict: [Violation], invariants: [String], effect: String, path: String) throws(ReplayError) -> String {
        if let named {
            guard invariants.contains(named) else { throw .unknownInvariant(named, effect: effect) }
            return named
        }
        let judged = verdict.filter { invariants.contains($0.invariant) }
        guard let latest = judged.map(\.frame).max() else { throw .nothingBroken(path: path) }
        return judged.first { $0.frame == latest }!.invariant
    }

    /// Shrinks a failing input while `fails` says it still fails: the shortest suffix first (a
    /// violation is usually near the end), then chunks deleted (halves, quarters, … one), then
    /// two neighbours at every place, then
    /// each input made simpler (`simplify`, simplest first) and the whole made simpler
    /// (`reshape`: a fly screen's moments moved together), until nothing changes or the budget
    /// is spent. `fails` returns the length of the failing prefix (the input up to the
    /// violation), or `nil` when the candidate passes.
    ///
    /// - Complexity: At most ``shrinkBudget`` evaluations.
    static func shrink<Input>(_ inputs: [Input], simplify: (Input) -> [Input], reshape: ([Input]) -> [[Input]] = { _ in [] },
                              fails: ([Input]) -> Int?) -> [Input] {
        var current = inputs, budget = shrinkBudget
        func attempt(_ candidate: [Input]) -> Bool {
            guard budget > 0 else { return false }
            budget -= 1
            guard let length = fails(candidate) else { return false }
            current = Array(candidate.prefix(max(length, 0)))
            return true
        }
        var k = 1
        while k < current.count, !attempt(Array(current.suffix(k))) { k *= 2 }
        var changed = true
        while changed, budget > 0 {
            changed = false
            var size = max(current.count / 2, 1)
            while size >= 1, !current.isEmpty {
                var i = 0, removed = false
                while i < current.count {
                    let candidate = Array(current[..<i] + current[min(i + size, current.count)...])
                    if attempt(candidate) { removed = true; changed = true } else { i += size }
                }
                if !removed { size /= 2 }
            }
            // Two neighbours at every place, which the aligned chunks above pass over: a list
            // cell's `willDisplay` and its end, which a file in an order UIKit sends loses together.
            var i = 0
            while i + 1 < current.count, budget > 0 {
                if attempt(Array(current[..<i] + current[(i + 2)...])) { changed = true } else { i += 1 }
            }
            for candidate in reshape(current) where attempt(candidate) {
                changed = true
                break
            }
            for i in current.indices {
                for simpler in simplify(current[i]) {
                    var candidate = current
                    candidate[i] = simpler
                    if i < current.count, attempt(candidate) { changed = true; break }
                }
                if i + 1 >= current.count { break }
            }
        }
        return current
    }

    /// A number's simpler forms, simplest first: the whole number, then one decimal.
    static func simpler(_ x: Double) -> [Double] { simplerNumbers(x) }

    /// Saves a shrunk case's file in the test's failures folder (`traces/`), named by the effect,
    /// the rule and the text's hash, where every later `verify` of the test replays it first.
    ///
    /// - Returns: Its URL, or `nil` when saving is off or fails.
    static func save(_ text: String, effect: String, invariant: String, settings: VerificationSettings, at location: CallSite) -> URL? {
        guard settings.saveFailures else { return nil }
        let folder = (settings.failuresDirectory ?? location.failuresDirectory).appendingPathComponent("traces")
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let url = folder.appendingPathComponent("\(effect)-\(invariant)-\(String(hash, radix: 16)).json")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
            return url
        } catch {
            return nil
        }
    }

    /// One saved trace judged by one property: its failure, recorded at the caller, or `nil`
    /// when your code keeps the property's rules on it.
    static func judgeSaved(_ property: SuiteProperty, _ url: URL, at location: CallSite) -> RunFailure? {
        var stream = ChoiceStream(bytes: [])
        guard let evaluation = try? property.evaluation.run(&stream), let violation = evaluation.violation else { return nil }
        let path = location.packageRelative(url), report = "\(violation)\n\(evaluation.description)"
        Verifier.record("\(property.name) failed on the saved trace \(path):\n\(report)", at: location)
        return RunFailure(savedTrace: path, violation: violation, frames: evaluation.frames, report: report)
    }

    /// The saved traces of a test (`traces/*.json` in its failures folder), in name order.
    static func saved(_ settings: VerificationSettings, at location: CallSite) -> [URL] {
        let folder = (settings.failuresDirectory ?? location.failuresDirectory).appendingPathComponent("traces")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// Reports a replay: a failure at the caller when it reproduces (the shrunk case and where it
    /// is saved), a line on standard output when it does not.
    static func finish(_ result: ReplayResult, at location: CallSite) -> ReplayResult {
        if result.reproduces { Verifier.record(result.report, at: location) } else { print(result.report) }
        return result
    }
}
