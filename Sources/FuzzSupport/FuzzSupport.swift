import Foundation
import Catalogue
import FuzzDriver
import Generators
import Oracles

/// libFuzzer entry points for ScrollProof's fuzz targets: what `scrollproof fuzz TARGET` and the
/// per-target executables of `Fuzz/` (for ClusterFuzzLite) run. A target is an effect's
/// properties (an oracle violation is a crash) or the trace reader.
public enum FuzzSupport {
    /// What the callback checks; set once before the driver starts. It returns `nil`, or what
    /// broke (printed before the trap, so libFuzzer saves the input).
    nonisolated(unsafe) static var current: ((UnsafeBufferPointer<UInt8>) -> String?)?
    /// One stream for every execution (libFuzzer calls the target from one thread).
    nonisolated(unsafe) static var stream = ChoiceStream(bytes: [])

    /// Whether libFuzzer's driver is linked in (built with `-Xswiftc -sanitize=fuzzer`).
    public static var isAvailable: Bool { scrollproof_fuzzer_available() != 0 }

    /// The check of one input for a target.
    ///
    /// - Parameters:
    ///   - target: An effect's name (`bannerHover`, …) or `traceReader`.
    ///   - environment: `SCROLLPROOF_FUZZ_PUBLISHED=1` fuzzes the published ports,
    ///     `SCROLLPROOF_FUZZ_PROPERTY=NAME` one property.
    /// - Returns: The check, or an error message for an unknown target or a bad variable.
    public static func check(target: String, environment: [String: String]) -> Result<(UnsafeBufferPointer<UInt8>) -> String?, FuzzSetupError> {
        if target == "traceReader" { return .success { TraceDocument.brokenReaderPromise(Array($0)) } }
        guard let effect = FuzzTarget(rawValue: target) else {
            return .failure(FuzzSetupError("""
                unknown fuzz target '\(target)'; one of: \((FuzzTarget.allCases.map(\.rawValue) + ["traceReader"]).joined(separator: ", "))
                """))
        }
        switch effect.properties(environment: environment) {
        case let .success(properties):
            return .success { bytes in
                guard let (property, evaluation) = effect.check(bytes, properties: properties, reusing: &stream) else { return nil }
                return "\(property.name): \(evaluation.violation!)\nreplay: swift run scrollproof replay \(effect.rawValue) --input <crash file>"
            }
        case let .failure(error):
            return .failure(FuzzSetupError("\(error)"))
        }
    }

    /// The check of one input against properties of your own (from your effect's suite), as
    /// the built-in targets check theirs: the input decodes as a case of each property in turn.
    ///
    /// - Parameter properties: The properties.
    /// - Returns: The check: `nil`, or the first violation and how to replay it (the crash
    ///   file put in the failures folder of the test that verifies the suite, which `verify`
    ///   replays first, shrinks and reports).
    public static func check(_ properties: [SuiteProperty]) -> (UnsafeBufferPointer<UInt8>) -> String? {
        return { bytes in
            guard let (property, evaluation) = SuiteProperty.firstFailure(among: properties, fuzzInput: bytes, reusing: &stream) else { return nil }
            return """
                \(property.name): \(evaluation.violation!)
                \(evaluation.description)
                replay: put the crash file in ScrollProofFailures/<test>/\(property.name)/ beside the test that verifies this suite: verify \
                replays it first, shrinks it and reports it
                """
        }
    }

    /// Runs your properties under libFuzzer, through the entry the built-in targets use, and
    /// exits with libFuzzer's status: the `main` of a fuzz executable built with
    /// `-Xswiftc -sanitize=fuzzer`. A violation prints the property, the violation and the
    /// case, then traps, so libFuzzer saves the input.
    ///
    ///     // Sources/FeedFuzz/main.swift
    ///     import FuzzSupport
    ///     let suite = EventSuite.declared(ImpressionTracking.self).merged
    ///     FuzzSupport.run(suite.properties { rule in ImpressionTrackerAdapter(rule) })
    ///
    /// - Parameters:
    ///   - properties: The properties.
    ///   - arguments: libFuzzer's arguments (default the program's: `-max_total_time=20 corpus/`).
    /// - Returns: Never; exits 2 when built without libFuzzer.
    public static func run(_ properties: [SuiteProperty], arguments: [String] = CommandLine.arguments) -> Never {
        exit(runOrExit(check(properties), arguments: arguments))
    }

    /// libFuzzer's status, or exits 2 when its driver is not linked in.
    static func runOrExit(_ check: @escaping (UnsafeBufferPointer<UInt8>) -> String?, arguments: [String]) -> Int32 {
        guard let status = run(check, arguments: arguments) else {
            FileHandle.standardError.write(Data("error: built without libFuzzer; build with -Xswiftc -sanitize=fuzzer\n".utf8))
            exit(2)
        }
        return status
    }

    /// Runs libFuzzer with a check of each input and libFuzzer's own arguments.
    ///
    /// - Parameters:
    ///   - check: Returns `nil`, or what broke.
    ///   - arguments: The arguments libFuzzer reads (the first is the program's name).
    /// - Returns: libFuzzer's status, or `nil` when its driver is not linked in.
    public static func run(_ check: @escaping (UnsafeBufferPointer<UInt8>) -> String?, arguments: [String]) -> Int32? {
        guard isAvailable else { return nil }
        current = check
        var argc = CInt(arguments.count)
        let argv = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: arguments.count + 1)
        for (i, argument) in arguments.enumerated() { argv[i] = strdup(argument) }
        argv[arguments.count] = nil
        var pointer: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
        return scrollproof_run_fuzzer(&argc, &pointer, testOneInput)
    }

    /// Runs a target as a fuzz executable of its own (Fuzz/'s `fuzz-<target>`, which
    /// ClusterFuzzLite runs with libFuzzer's flags only) and exits with libFuzzer's status.
    ///
    /// - Parameter target: An effect's name or `traceReader`.
    /// - Returns: Never.
    public static func runTarget(_ target: String) -> Never {
        switch check(target: target, environment: ProcessInfo.processInfo.environment) {
        case let .success(check):
            exit(runOrExit(check, arguments: CommandLine.arguments))
        case let .failure(error):
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            exit(2)
        }
    }

    /// libFuzzer's callback (see ``LLVMFuzzerTestOneInput(_:_:)``).
    static let testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt = { data, size in LLVMFuzzerTestOneInput(data, size) }
}

/// libFuzzer's callback, by the name a `-sanitize=fuzzer` link requires of every executable:
/// a broken promise prints what broke, then traps, so libFuzzer saves the input. Before a
/// target is chosen it checks nothing.
///
/// - Parameters:
///   - data: The input's bytes.
///   - size: Their count.
/// - Returns: 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func LLVMFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let check = FuzzSupport.current else { return 0 }
    if let failure = check(UnsafeBufferPointer(start: data, count: data == nil ? 0 : size)) {
        FileHandle.standardError.write(Data("\n\(failure)\n".utf8))
        abort()
    }
    return 0
}

/// A fuzz target that cannot start, with the reason.
public struct FuzzSetupError: Error, CustomStringConvertible {
    /// The reason.
    public let description: String
    init(_ description: String) { self.description = description }
}
