import Foundation
import Testing

/// `scrollproof fuzz TARGET`: in a build without libFuzzer it says how to build one; an unknown
/// target is a usage error naming the targets. (The fuzzing itself runs in `.ci/run`, from the
/// root build `swift build -Xswiftc -sanitize=fuzzer`.)
@Suite(.enabled(if: CommandLineRun.canSpawnProcesses, "this platform cannot spawn processes")) struct FuzzCommandTests {
    @Test func withoutLibFuzzerItSaysHowToBuildOne() throws {
        let run = try CommandLineRun.run(["fuzz", "bannerHover", "-runs=10"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("swift build -Xswiftc -sanitize=fuzzer"))
    }

    @Test func anUnknownTargetNamesTheTargets() throws {
        let run = try CommandLineRun.run(["fuzz", "banner"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("unknown fuzz target 'banner'") && run.stderr.contains("traceReader"))
        let none = try CommandLineRun.run(["fuzz"])
        #expect(none.status == 2 && none.stderr.contains("fuzz needs a TARGET"))
    }
}
