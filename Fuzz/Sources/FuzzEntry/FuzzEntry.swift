import Foundation
import Properties

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

/// What the callback checks; set once by ``runFuzzer(_:)`` before the driver starts.
nonisolated(unsafe) private var current: (target: FuzzTarget, properties: [Property])?

/// The one callback: an oracle violation prints the property and the violation, then traps,
/// so libFuzzer saves the input (`scrollproof replay TARGET --input crash-…` shrinks it).
@_cdecl("LLVMFuzzerTestOneInput")
public func LLVMFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let (target, properties) = current else { return 0 }
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    if let (property, evaluation) = target.check(bytes, properties: properties) {
        FileHandle.standardError.write(Data("\n\(property.name): \(evaluation.violation!)\nreplay: swift run scrollproof replay \(target.rawValue) --input <crash file>\n".utf8))
        abort()
    }
    return 0
}

/// Runs libFuzzer on a target with the process's arguments.
///
/// - Parameter target: The target.
/// - Returns: Never; exits with libFuzzer's status.
public func runFuzzer(_ target: FuzzTarget) -> Never {
    switch target.properties(environment: ProcessInfo.processInfo.environment) {
    case let .success(properties): current = (target, properties)
    case let .failure(error):
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        exit(2)
    }
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, LLVMFuzzerTestOneInput))
}
