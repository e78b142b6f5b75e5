import Catalogue
import Foundation
import Testing

@Suite(.enabled(if: CommandLineRun.canSpawnProcesses, "this platform cannot spawn processes")) struct ReplayCommandTests {
    /// The report block of a run's output: from its "✗ PROPERTY" line to its "replay:" line.
    func report(_ output: String, _ property: String) -> String? {
        guard let start = output.range(of: "✗ \(property) ") else { return nil }
        let rest = output[start.lowerBound...]
        guard let end = rest.range(of: "\n  replay: ") else { return nil }
        let lineEnd = rest[end.upperBound...].firstIndex(of: "\n") ?? rest.endIndex
        return String(rest[..<lineEnd]) + "\n"
    }

    @Test(arguments: ["published.bannerHover.edgeEvents", "published.flyScreen.minimumGap", "published.observerRegistry.noDuplicates"])
    func replayPrintsTheRunsReportByteForByte(_ property: String) throws {
        let dir = CommandLineRun.temporaryDirectory()
        let run = try CommandLineRun.run(["--seed", "2026", "--only", property, "--reports"], in: dir)
        #expect(run.status == 0, "\(run.stdout)")
        // The header's rerun line repeats the run exactly, its filter included.
        #expect(run.stdout.contains("rerun exactly: swift run scrollproof --seed 2026 --only \(property)\n"))
        let found = try #require(report(run.stdout, property), "no report in:\n\(run.stdout)")
        let bySeed = try CommandLineRun.run(["replay", property, "--seed", "2026"], in: dir)
        #expect(bySeed.status == 1)
        #expect(bySeed.stdout == found)
        let path = try #require(found.range(of: "--input ").map { String(found[$0.upperBound...]).trimmingCharacters(in: .newlines) })
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent(path).path))
        let byInput = try CommandLineRun.run(["replay", property, "--input", path], in: dir)
        #expect(byInput.stdout == found)
    }

    /// A libFuzzer crash file of a target replays as the property it breaks, shrunk.
    @Test func crashFileOfAFuzzTargetReplaysAsItsProperty() throws {
        let dir = CommandLineRun.temporaryDirectory()
        let corpus = CommandLineRun.packageRoot.appendingPathComponent("fuzz-corpus/published.bannerHover.edgeEvents")
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted().first)
        let crash = dir.appendingPathComponent("crash-0123456789abcdef")
        try FileManager.default.copyItem(at: corpus.appendingPathComponent(file), to: crash)
        // Found in the ports' fuzz mode: replayed in the same mode.
        let run = try CommandLineRun.run(["replay", "fuzz-bannerHover", "--input", crash.path], in: dir, environment: ["SCROLLPROOF_FUZZ_PUBLISHED": "1"])
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("✗ published.bannerHover."))
        #expect(run.stdout.contains("replay: swift run scrollproof replay published.bannerHover."))
        // The models hold on it.
        let models = try CommandLineRun.run(["replay", "bannerHover", "--input", crash.path], in: dir)
        #expect(models.status == 0 && models.stdout.contains("no failure to replay"))
        let seed = try CommandLineRun.run(["replay", "bannerHover", "--seed", "1"], in: dir)
        #expect(seed.status == 2 && seed.stderr.contains("use --input FILE"))
    }

    @Test func unknownNamesAreClearErrors() throws {
        let property = try CommandLineRun.run(["replay", "bannerHover.edge", "--seed", "1"])
        #expect(property.status == 2)
        #expect(property.stderr.contains("unknown property 'bannerHover.edge'; did you mean"))
        let command = try CommandLineRun.run(["fly"])
        #expect(command.status == 2 && command.stderr.contains("unknown command 'fly'"))
        let option = try CommandLineRun.run(["--cases", "zero"])
        #expect(option.status == 2 && option.stderr.contains("--cases needs a positive number"))
        let both = try CommandLineRun.run(["replay", "bannerHover.edgeEvents"])
        #expect(both.status == 2 && both.stderr.contains("exactly one of --seed S and --input FILE"))
        let generator = try CommandLineRun.run(["sample", "carousel"])
        #expect(generator.status == 2 && generator.stderr.contains("unknown generator 'carousel'"))
    }

    @Test func listNamesEveryPropertyAndHelpExitsZero() throws {
        let list = try CommandLineRun.run(["list"])
        #expect(list.status == 0)
        #expect(list.stdout.contains("parallelWindow.noGap  (SPEC §1, model)"))
        #expect(list.stdout.contains("published.rollingBanner.release  (SPEC §3, published port, expected to break releaseRule)"))
        let help = try CommandLineRun.run(["--help"])
        #expect(help.status == 0 && help.stdout.contains("check-trace"))
    }

    @Test func verifyingModelPropertiesExitsZeroWithATable() throws {
        let run = try CommandLineRun.run(["--seed", "5", "--cases", "40", "--only", "bannerHover"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("bannerHover.edgeEvents"))
        #expect(run.stdout.contains("all model properties pass; every published bug was found"))
        let none = try CommandLineRun.run(["--only", "nothing"])
        #expect(none.status == 2)
    }

    /// `--jobs N` changes how long a run takes, not what it prints or saves.
    @Test func jobsDoNotChangeTheOutput() throws {
        let one = CommandLineRun.temporaryDirectory(), two = CommandLineRun.temporaryDirectory()
        let a = try CommandLineRun.run(["--seed", "11", "--only", "published.profileHeader", "--reports", "--jobs", "1"], in: one)
        let b = try CommandLineRun.run(["--seed", "11", "--only", "published.profileHeader", "--reports", "--jobs", "3"], in: two)
        func untimed(_ text: String) -> String {
            text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                // The time cell and the padding before it: its width varies with the time.
                guard let ms = line.range(of: " ms  ") else { return String(line) }
                var start = line[..<ms.lowerBound].lastIndex(of: " ") ?? line.startIndex
                while start > line.startIndex, line[line.index(before: start)] == " " { start = line.index(before: start) }
                return String(line[..<start] + " | " + line[ms.upperBound...])
            }.joined(separator: "\n")
        }
        #expect(a.status == 0 && b.status == 0)
        #expect(untimed(a.stdout) == untimed(b.stdout))
        #expect(a.stdout.contains("published.profileHeader.zOrder"))
    }
}
