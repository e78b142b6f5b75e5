import Foundation
import Testing

/// The bench command runs and reports every section; its numbers are measured in release and
/// reported in notes, never asserted here (a timing is not a test).
@Suite(.enabled(if: CommandLineRun.canSpawnProcesses, "this platform cannot spawn processes")) struct BenchCommandTests {
    @Test func benchReportsEverySectionAsJSON() throws {
        let run = try CommandLineRun.run(["bench", "--seconds", "0.02", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let results = try #require(object["results"] as? [[String: Any]])
        let sections = Set(results.compactMap { $0["section"] as? String })
        #expect(sections == ["updates", "properties", "shrinking", "fly screen"])
        let updates = results.filter { $0["section"] as? String == "updates" }.compactMap { $0["name"] as? String }
        for effect in ["ParallelWindow", "BannerHover", "RollingBanner", "ProfileHeader"] {
            #expect(updates.contains(effect) && updates.contains("Published" + effect), "\(effect)")
        }
        // Allocations per update are counted (a count, not a timing) where glibc lets them be.
        let counted = results.filter { ($0["extra"] as? [String: Double])?["allocations per update"] != nil }
        #if canImport(Glibc)
        #expect(counted.count == 8)
        #else
        #expect(counted.isEmpty)
        #endif
        let sum = try #require(results.first { ($0["name"] as? String)?.hasPrefix("sum benchmark") == true })
        #expect((sum["extra"] as? [String: Double])?["reached"] == (sum["extra"] as? [String: Double])?["cases"])
        #expect(results.filter { $0["section"] as? String == "properties" }.count == 52)
    }

    /// `--only` runs the sections asked for. (That the scroll properties allocate nothing per
    /// case is a release-build property: `scripts/check-allocations.sh` gates it in CI.)
    @Test func benchRunsOnlyTheSectionsAsked() throws {
        let run = try CommandLineRun.run(["bench", "--seconds", "0.02", "--json", "--only", "properties,shrinking"])
        #expect(run.status == 0, "\(run.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let results = try #require(object["results"] as? [[String: Any]])
        #expect(Set(results.compactMap { $0["section"] as? String }) == ["properties", "shrinking"])
    }

    @Test func benchRefusesAnUnknownSection() throws {
        let run = try CommandLineRun.run(["bench", "--only", "everything"])
        #expect(run.status == 2 && run.stderr.contains("unknown bench section 'everything'"))
    }

    @Test func benchRefusesABadDuration() throws {
        let run = try CommandLineRun.run(["bench", "--seconds", "-1"])
        #expect(run.status == 2 && run.stderr.contains("--seconds needs a positive number"))
    }
}
