import Foundation
import Testing
@testable import scrollproof

@Suite(.enabled(if: CommandLineRun.canSpawnProcesses, "this platform cannot spawn processes")) struct SampleCommandTests {
    /// Two separate processes print the same cases for the same seed, byte for byte, and it is
    /// what this process's generators produce.
    @Test func sameSeedSameCasesInTwoProcesses() throws {
        let arguments = ["sample", "rolling-banner", "--seed", "42", "--count", "25"]
        let first = try CommandLineRun.run(arguments), second = try CommandLineRun.run(arguments)
        #expect(first.status == 0 && second.status == 0)
        #expect(first.stdout.count > 1_000)
        #expect(first.stdout == second.stdout)
        let here = try SampleCommand(generator: "rolling-banner", seed: 42, count: 25, labelsOnly: false).run()
        #expect(first.stdout == here)
    }
}
