import Foundation
import Testing

@Suite(.enabled(if: CommandLineRun.canSpawnProcesses, "this platform cannot spawn processes")) struct CheckTraceCommandTests {
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

    /// Under a violation of an effect `ScrollProof.replay` takes, the call that turns the file
    /// into a test of the app's code, with the file's absolute path (a fly screen's with its
    /// screen); a monitor's prelude is named.
    @Test func aViolationSaysHowToGetATest() throws {
        let gap = Self.examples.appendingPathComponent("parallel-window-gap.json").path
        let run = try CommandLineRun.run(["check-trace", gap])
        #expect(run.stdout.contains("  test: in a test target, ScrollProof.replay(contentsOf: URL(fileURLWithPath: \"\(gap)\"), Suites.parallelWindow) "
            + "{ configuration, input in YourAdapter(configuration, input) }"), "\(run.stdout)")
        #expect(!run.stdout.contains("prelude:"))
        let text = try String(contentsOfFile: gap, encoding: .utf8).replacingOccurrences(of: "\"effect\": \"parallelWindow\"",
            with: "\"effect\": \"parallelWindow\", \"prelude\": 1")
        let preluded = FileManager.default.temporaryDirectory.appendingPathComponent("prelude-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: preluded)
        defer { try? FileManager.default.removeItem(at: preluded) }
        let monitor = try CommandLineRun.run(["check-trace", preluded.path])
        #expect(monitor.stdout.contains("  prelude: frames 0 to 0 rebuild the state the rest starts from (judged, not reported; a monitor's file)"),
            "\(monitor.stdout)")
        let fly = try CommandLineRun.run(["check-trace", CommandLineRun.packageRoot.appendingPathComponent("docs/examples/fly-screen-seek-overlap.json").path])
        #expect(fly.status == 1 && fly.stdout.contains("Suites.flyScreen) { configuration in YourScreen(configuration) }"), "\(fly.stdout)")
        // A registry that registers a displayed cell twice: its call feeds the app's registry by `step`.
        let twice = try String(contentsOf: Self.examples.appendingPathComponent("observer-registry.json"), encoding: .utf8)
            .replacingOccurrences(of: "\"event\": \"offsetChanged\", \"registrations\": [1], \"notified\": [1]",
                with: "\"event\": \"offsetChanged\", \"registrations\": [1, 1], \"notified\": [1]")
        let registryFile = FileManager.default.temporaryDirectory.appendingPathComponent("registry-\(UUID().uuidString).json")
        try Data(twice.utf8).write(to: registryFile)
        defer { try? FileManager.default.removeItem(at: registryFile) }
        let registry = try CommandLineRun.run(["check-trace", registryFile.path])
        #expect(registry.status == 1 && registry.stdout.contains("Suites.observerRegistry) { _ in YourRegistry() } step: { registry, event in "
            + "ObserverRegistryOutputs(registry.apply(event)) }"), "\(registry.stdout)")
    }

    /// `--level`, `--only` and `--skip` judge the groups chosen, as `selecting` does in a test;
    /// a conformance violation is named as a difference from SPEC.
    @Test func aLevelOrGroupsAreChosen() throws {
        let gap = Self.examples.appendingPathComponent("parallel-window-gap.json").path
        let all = try CommandLineRun.run(["check-trace", gap])
        #expect(all.stdout.contains("4 violations:") && all.stdout.contains("conformance: pathIndependence, monotoneContinuous judge SPEC's formula"))
        let safety = try CommandLineRun.run(["check-trace", gap, "--level", "safety"])
        #expect(safety.status == 1)
        #expect(safety.stdout.contains("2 violations (the safety groups):") && safety.stdout.contains("noGap") && !safety.stdout.contains("pathIndependence"))
        #expect(!safety.stdout.contains("conformance:"))
        let conformance = try CommandLineRun.run(["check-trace", gap, "--level", "conformance"])
        #expect(conformance.status == 1 && !conformance.stdout.contains("noGap") && conformance.stdout.contains("pathIndependence"))
        let only = try CommandLineRun.run(["check-trace", gap, "--only", "edges,robustness"])
        #expect(only.status == 0 && only.stdout.contains("no violation (only edges, robustness)"))
        let skip = try CommandLineRun.run(["check-trace", gap, "--skip", "noGap,offsetInRange,pathIndependence"])
        #expect(skip.status == 1 && skip.stdout.contains("1 violation (all but noGap, offsetInRange, pathIndependence):"))
        let unknown = try CommandLineRun.run(["check-trace", gap, "--only", "percent"])
        #expect(unknown.status == 2 && unknown.stderr.contains("'percent' is not a group of the suite; its groups are noGap, edges, offsetInRange"))
        let two = try CommandLineRun.run(["check-trace", gap, "--level", "safety", "--skip", "noGap"])
        #expect(two.status == 2 && two.stderr.contains("one of --level, --only and --skip"))
        let level = try CommandLineRun.run(["check-trace", gap, "--level", "strict"])
        #expect(level.status == 2 && level.stderr.contains("--level is safety or conformance, not 'strict'"))
    }

    /// The published danmaku seek overlap, as a recorded trace: the safety invariant
    /// `minimumGap` finds it; the note says which conformance rules a seek leaves unjudged.
    @Test func aSeekOverlapIsFoundInARecordedTrace() throws {
        let file = Self.examples.appendingPathComponent("fly-screen-seek-overlap.json").path
        let all = try CommandLineRun.run(["check-trace", file])
        #expect(all.status == 1 && all.stdout.contains("1 violation:") && all.stdout.contains("item #2 overlaps item #0 on row 0"), "\(all.stdout)")
        #expect(all.stdout.contains("note: the trace seeks") && !all.stdout.contains("conformance:"))
        let conformance = try CommandLineRun.run(["check-trace", file, "--level", "conformance"])
        #expect(conformance.status == 0 && conformance.stdout.contains("no violation (the conformance groups)")
            && conformance.stdout.contains("note: the trace seeks"))
    }

    /// Two items are judged only while both fly (SPEC §4): a comment synced 1e-12 s before its
    /// leader finishes (the leader's right edge 6e-11 pt inside the screen) is no closer than
    /// `g` to anything, since a moment within the tolerance of the finish is the finish. Three
    /// tolerances before it, the leader is still on screen and the comment 6.4 pt from it. A
    /// regression: `check-trace` compared the instants exactly and reported the first "off by
    /// 3.6 pt".
    @Test(arguments: [(7.999999999999, false), (7.99999995, true)])
    func aSyncAtItsLeadersFinishIsNotTooClose(_ time: Double, reported: Bool) throws {
        // 400 − (400 + 100)·0.7872 = 6.4: the comment's left edge when it appears.
        let progress = 0.7872, finish = time - progress * 8 + 8
        let run = try check("""
            {"format": "scrollproof-trace", "version": 1, "effect": "flyScreen",
             "configuration": { "screenWidth": 400, "rows": 1, "rowHeight": 30, "duration": 8, "minimumGap": 10, "capacity": null },
             "steps": [
               { "insert": { "id": 0, "width": 100, "time": 0, "result": "accepted" } },
               { "advance": \(time) },
               { "sync": { "id": 1, "width": 100, "progress": \(progress), "time": \(time), "result": "accepted" } },
               { "advance": 20 }
             ],
             "events": [
               { "started": { "id": 0, "row": 0, "time": 0 } },
               { "synced": { "id": 1, "row": 0, "time": \(time), "progress": \(progress) } },
               { "finished": { "id": 0, "row": 0, "time": 8, "x": -100 } },
               { "finished": { "id": 1, "row": 0, "time": \(finish), "x": -100 } }
             ]}
            """)
        #expect(run.status == (reported ? 1 : 0), "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("item #1 comes closer than g to item #0 on row 0, off by 3.6 pt") == reported, "\(run.stdout)")
        // A fly screen's file counts operations, as its reports do (an outsider read "4 frames").
        #expect(run.stdout.contains(reported ? ": 4 operations, 1 violation" : ": 4 operations, no violation"), "\(run.stdout)")
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
        let version = try check(#"{"format": "scrollproof-trace", "version": 3}"#)
        #expect(version.stderr.contains("field version: this build reads version 1 (and 2 from Swift)"), "\(version.stderr)")
        let list = try check(#"{"format": "scrollproof-trace", "version": 2}"#)
        #expect(list.stderr.contains("field version: version 2 is the trace of an effect driven by a list's events"), "\(list.stderr)")
        let unreadable = try CommandLineRun.run(["check-trace", "/nonexistent/trace.json"])
        #expect(unreadable.status == 2)
        // A trace of an effect declared in an app's code is not malformed: it is judged from Swift.
        let declared = try check(#"{"format": "scrollproof-trace", "version": 1, "effect": "collapsingSearchBar"}"#)
        #expect(declared.status == 2 && declared.stderr.contains("not a trace of a built-in effect") && !declared.stderr.contains("malformed"),
                "\(declared.stderr)")
        #expect(declared.stderr.contains("ScrollProof.checkTrace(YourEffect.self, contentsOf: url)"), "\(declared.stderr)")
    }

    /// Issue 9: a well-formed file whose configuration SPEC rejects is a broken invariant (exit
    /// 1) naming the field, the rule and the value; the file itself is fine.
    @Test func aRejectedConfigurationIsAViolationNotAMalformedFile() throws {
        let run = try check("""
            {"format": "scrollproof-trace", "version": 1, "effect": "profileHeader",
            "configuration": { "headerStop": 40,
              "avatarSlowDown": 0.5 },
            "initial": { "input": 0, "output": { "headerScale": 1, "headerTranslation": 0, "avatarScale": 1, "avatarTranslation": 0,
              "labelTranslation": 95, "blurAlpha": 0, "headerAboveAvatar": false } },
            "frames": [] }
            """)
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("""
            validConfiguration (SPEC §0) broken at initial state: configuration.avatarSlowDown (line 3) = 0.5 breaks the rule: must be greater than \
            headerStop / avatarHeight
            """), "\(run.stdout)")
        // A file that cannot be read is still exit 2, even with a bad configuration.
        let broken = try check(
            #"{"format": "scrollproof-trace", "version": 1, "effect": "bannerHover", "#
                + #""configuration": { "bannerHeight": 280, "hoverHeight": 280 }}"#)
        #expect(broken.status == 2)
        #expect(broken.stderr.contains("missing field \"initial\""), "\(broken.stderr)")
    }

    /// Issue 9: non-finite outputs can be written, and are judged (SPEC §0 robustness).
    @Test func aNonFiniteOutputIsJudged() throws {
        let run = try check(Self.header + """

            "configuration": { "windowHeight": 200, "imageHeight": 1400, "viewportHeight": 800 },
            "initial": { "input": 810, "output": { "imageOffset": -1410 } },
            "frames": [ { "input": 600, "output": { "imageOffset": "nan" } } ] }
            """)
        #expect(run.status == 1)
        #expect(run.stdout.contains("noNonFiniteOutput (SPEC §0) broken at frame 0: output imageOffset is not finite"), "\(run.stdout)")
    }

    /// Issue 13: `--svg FILE` draws the trace with its first violation marked.
    @Test func svgDrawsTheTraceAndItsViolation() throws {
        let dir = CommandLineRun.temporaryDirectory()
        let svg = dir.appendingPathComponent("gap.svg")
        let run = try CommandLineRun.run(["check-trace", Self.examples.appendingPathComponent("parallel-window-gap.json").path, "--svg", svg.path])
        #expect(run.status == 1)
        // Drawing reads the whole file; judging alone reads it frame by frame: one report.
        let streamed = try CommandLineRun.run(["check-trace", Self.examples.appendingPathComponent("parallel-window-gap.json").path])
        #expect(streamed.status == 1 && streamed.stdout == run.stdout, "\(streamed.stdout)\n\(run.stdout)")
        let text = try String(contentsOf: svg, encoding: .utf8)
        #expect(text.hasPrefix("<?xml") && text.contains("noGap (SPEC §1) broken at frame 1") && text.contains("id=\"uncovered\""))
        let replayed = dir.appendingPathComponent("replay.svg")
        let corpus = CommandLineRun.packageRoot.appendingPathComponent("fuzz-corpus/published.parallelWindow.noGap")
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted().first { !$0.hasSuffix(".svg") })
        let replay = try CommandLineRun.run(["replay", "published.parallelWindow.noGap", "--input",
            corpus.appendingPathComponent(file).path, "--svg", replayed.path], in: dir)
        #expect(replay.status == 1)
        #expect(try String(contentsOf: replayed, encoding: .utf8).contains("id=\"violating-frame\""))
    }
}
