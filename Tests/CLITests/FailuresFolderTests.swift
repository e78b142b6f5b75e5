import Foundation
import Testing

/// The manifest convention of docs/verify-your-code.md: `exclude: ["ScrollProofFailures"]` with
/// the folder made (an empty `.gitkeep` in it) loads without a warning; without the folder
/// SwiftPM warns on every build, which is why the docs (and `verify`'s first run) make it.
@Suite struct FailuresFolderTests {
    /// `swift package describe` of a package whose test target follows the convention.
    func describe(makingTheFolder: Bool) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("scrollproof-exclude-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let tests = root.appendingPathComponent("Tests/MyAppTests"), sources = root.appendingPathComponent("Sources/MyApp")
        try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try "public let answer = 42\n".write(to: sources.appendingPathComponent("MyApp.swift"), atomically: true, encoding: .utf8)
        try "import MyApp\n".write(to: tests.appendingPathComponent("MyAppTests.swift"), atomically: true, encoding: .utf8)
        try """
        // swift-tools-version:6.0
        import PackageDescription
        let package = Package(name: "MyApp", targets: [
            .target(name: "MyApp"),
            .testTarget(name: "MyAppTests", dependencies: ["MyApp"], exclude: ["ScrollProofFailures"]),
        ])
        """.write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        if makingTheFolder {
            let folder = tests.appendingPathComponent("ScrollProofFailures")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            FileManager.default.createFile(atPath: folder.appendingPathComponent(".gitkeep").path, contents: Data())
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "describe"]
        process.currentDirectoryURL = root
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
        return text
    }

    @Test(.enabled(if: CommandLineRun.canSpawnProcesses)) func theConventionLoadsWithoutAWarning() throws {
        #expect(try describe(makingTheFolder: false).contains("Invalid Exclude"))
        let made = try describe(makingTheFolder: true)
        #expect(!made.contains("Invalid Exclude") && !made.contains("warning"), "\(made)")
    }
}
