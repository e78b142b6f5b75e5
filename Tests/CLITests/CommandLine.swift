import Foundation
import Testing

/// Runs the built `scrollproof` binary.
struct CommandLineRun {
    var status: Int32
    var stdout: String
    var stderr: String

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Whether this platform can spawn processes (not iOS, tvOS, watchOS, visionOS).
    static var canSpawnProcesses: Bool {
        #if os(macOS) || os(Linux) || os(Windows) || os(FreeBSD)
        true
        #else
        false
        #endif
    }

    /// The built `scrollproof`, beside the test bundle: on Linux the test executable is
    /// `CommandLine.arguments[0]`; on macOS that is the toolchain's `xctest` and the bundle is
    /// among the loaded bundles (or an argument). `SCROLLPROOF_BINARY` overrides.
    static func binary() throws -> URL {
        if let path = ProcessInfo.processInfo.environment["SCROLLPROOF_BINARY"] { return URL(fileURLWithPath: path) }
        let starts = CommandLine.arguments.map { URL(fileURLWithPath: $0) } + Bundle.allBundles.map(\.bundleURL) + [Bundle.main.bundleURL]
        for start in starts {
            var directory = start.resolvingSymlinksInPath().deletingLastPathComponent()
            for _ in 0..<4 {
                let candidate = directory.appendingPathComponent("scrollproof")
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
                directory = directory.deletingLastPathComponent()
            }
        }
        throw CocoaError(.fileNoSuchFile)
    }

    /// Runs the command in `directory` (default: a fresh temporary one, so a run's corpus is its own).
    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]) throws -> CommandLineRun {
        #if os(macOS) || os(Linux) || os(Windows) || os(FreeBSD)
        let process = Process()
        process.executableURL = try binary()
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.currentDirectoryURL = directory ?? temporaryDirectory()
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile(), stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandLineRun(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
        #else
        throw CocoaError(.featureUnsupported)
        #endif
    }

    static func temporaryDirectory() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("scrollproof-cli-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
