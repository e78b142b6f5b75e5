import Foundation
import Generators
import Properties
import TraceFormat

#if canImport(Glibc)
import Glibc
#endif

/// libFuzzer's driver (from `-sanitize=fuzzer`'s runtime).
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// What the callback checks; set once by ``runFuzzer(_:)`` before the driver starts. It
/// returns `nil`, or what broke (printed before the trap, so libFuzzer saves the input).
nonisolated(unsafe) private var current: ((UnsafeBufferPointer<UInt8>) -> String?)?
/// One stream for every execution (libFuzzer calls the target from one thread).
nonisolated(unsafe) private var stream = ChoiceStream(bytes: [])

/// The one callback: a broken promise prints what broke, then traps, so libFuzzer saves the
/// input.
@_cdecl("LLVMFuzzerTestOneInput")
public func LLVMFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let check = current else { return 0 }
    if let failure = check(UnsafeBufferPointer(start: data, count: data == nil ? 0 : size)) {
        FileHandle.standardError.write(Data("\n\(failure)\n".utf8))
        abort()
    }
    return 0
}

/// Runs libFuzzer on an effect's properties with the process's arguments: an oracle
/// violation is a crash (`scrollproof replay TARGET --input crash-…` shrinks it).
///
/// - Parameter target: The target.
/// - Returns: Never; exits with libFuzzer's status.
public func runFuzzer(_ target: FuzzTarget) -> Never {
    switch target.properties(environment: ProcessInfo.processInfo.environment) {
    case let .success(properties):
        runFuzzer { bytes in
            guard let (property, evaluation) = target.check(bytes, properties: properties, reusing: &stream) else { return nil }
            return "\(property.name): \(evaluation.violation!)\nreplay: swift run scrollproof replay \(target.rawValue) --input <crash file>"
        }
    case let .failure(error):
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        exit(2)
    }
}

/// Runs libFuzzer on the trace reader (`check-trace`'s parser and oracles, which read
/// untrusted files): any bytes are read or refused with a line and a field, and what is read
/// is judged and written back unchanged (``TraceDocument/brokenReaderPromise(_:)``).
///
/// - Returns: Never; exits with libFuzzer's status.
public func runTraceReaderFuzzer() -> Never {
    runFuzzer { TraceDocument.brokenReaderPromise(Array($0)) }
}

/// Runs libFuzzer with a check of each input.
///
/// - Parameter check: Returns `nil`, or what broke.
/// - Returns: Never; exits with libFuzzer's status.
func runFuzzer(_ check: @escaping (UnsafeBufferPointer<UInt8>) -> String?) -> Never {
    current = check
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, LLVMFuzzerTestOneInput))
}
