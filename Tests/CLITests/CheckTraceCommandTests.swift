import Foundation
import Testing

@Suite struct CheckTraceCommandTests {
    static let examples = CommandLineRun.packageRoot.appendingPathComponent("docs/examples")

    @Test(arguments: ["parallel-window", "banner-hover", "rolling-banner", "profile-header", "observer-registry", "fly-screen"])
    func documentedExampleIsAccepted(_ name: String) throws {
        let run = try CommandLineRun.run(["check-trace", Self.examples.appendingPathComponent("\(name).json").path])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("no violation"))
    }

    @Test func onePointGapIsRejected() throws {
        let run = try CommandLineRun.run(["check-trace", Self.examples.appendingPathComponent("parallel-window-gap.json").path])
        #expect(run.status == 1)
        #expect(run.stdout.contains("noGap (SPEC §1) broken at frame 1"))
        #expect(run.stdout.contains("gap = 1]"))
    }

    func check(_ text: String) throws -> CommandLineRun {
        let dir = CommandLineRun.temporaryDirectory()
        let file = dir.appendingPathComponent("trace.json")
        try Data(text.utf8).write(to: file)
        return try CommandLineRun.run(["check-trace", file.path], in: dir)
    }

    static let header = #"{"format": "scrollproof-trace", "version": 1, "effect": "parallelWindow","#

    @Test func malformedFilesExitTwoWithLineAndField() throws {
        let syntax = try check(Self.header + "\n\"configuration\": {\n \"windowHeight\": 200,,\n}}")
        #expect(syntax.status == 2)
        #expect(syntax.stderr.contains("line 3"))
        let type = try check(Self.header + """

            "configuration": { "windowHeight": 200, "imageHeight": 1400, "viewportHeight": 800 },
            "initial": { "input": 810, "output": { "imageOffset": -1410 } },
            "frames": [
              { "input": 600,
                "output": { "imageOffset": "far" } }
            ]}
            """)
        #expect(type.status == 2)
        #expect(type.stderr.contains("line 6, field frames[0].output.imageOffset: expected a number"), "\(type.stderr)")
        let missing = try check(Self.header + "\n\"configuration\": { \"windowHeight\": 200, \"imageHeight\": 1400 }}")
        #expect(missing.stderr.contains("line 2, field configuration: missing field \"viewportHeight\""), "\(missing.stderr)")
        let invalid = try check(#"{"format": "scrollproof-trace", "version": 1, "effect": "bannerHover","# + "\n\"configuration\": {\n\"bannerHeight\": 280,\n\"hoverHeight\": 280 }}")
        #expect(invalid.status == 2)
        #expect(invalid.stderr.contains("line 4, field configuration.hoverHeight: invalid configuration"), "\(invalid.stderr)")
        let version = try check(#"{"format": "scrollproof-trace", "version": 2}"#)
        #expect(version.stderr.contains("field version: this build reads version 1"))
        let unreadable = try CommandLineRun.run(["check-trace", "/nonexistent/trace.json"])
        #expect(unreadable.status == 2)
    }
}
