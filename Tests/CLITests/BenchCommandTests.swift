import Foundation
import Testing

/// The bench command runs and reports every section; its numbers are measured in release and
/// reported in notes, never asserted here (a timing is not a test).
@Suite(.enabled(if: CommandLineRun.canSpawnProcesses, "this platform cannot spawn processes")) struct BenchCommandTests {
    /// Runs `bench --seconds 0.005 --json --only SECTIONS` and returns its rows.
    static func rows(only sections: String) throws -> [[String: Any]] {
        let run = try CommandLineRun.run(["bench", "--seconds", "0.005", "--json", "--only", sections])
        #expect(run.status == 0, "\(run.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        return try #require(object["results"] as? [[String: Any]])
    }

    /// Every property of the catalogue is measured, with its allocations counted where glibc
    /// lets them be (a count, not a timing). The five sections are measured by this test and the
    /// next, as two processes that run side by side.
    @Test func benchReportsEveryPropertyAsJSON() throws {
        let results = try Self.rows(only: "properties")
        #expect(Set(results.compactMap { $0["section"] as? String }) == ["properties"])
        #expect(results.count == 79)  // 45 model and 34 published properties
        let counted = results.filter { ($0["extra"] as? [String: Double])?["allocations per case"] != nil }
        #if canImport(Glibc)
        #expect(counted.count == 79)
        #else
        #expect(counted.isEmpty)
        #endif
    }

    /// `--profile` runs one property's cases, a catalogue's or one of the two merged ones it
    /// names, and refuses a name it does not know.
    @Test func benchProfilesOneProperty() throws {
        for name in ["flyScreen.schedule", "flyScreen.all", "bannerHover.all", "builderBannerHover.all", "closureBannerHover.all"] {
            let run = try CommandLineRun.run(["bench", "--profile", name, "--seconds", "0.01"])
            #expect(run.status == 0, "\(name): \(run.stderr)")
            #expect(run.stdout.hasPrefix("10 cases, "), "\(name): \(run.stdout)")
        }
        #expect(try CommandLineRun.run(["bench", "--profile", "flyScreen.nothing"]).status != 0)
    }

    /// `--only` runs the sections asked for and nothing else: here the other four, each of
    /// which reports its rows.
    @Test func benchRunsOnlyTheSectionsAsked() throws {
        let results = try Self.rows(only: "updates,declared,shrinking,threads")
        #expect(Set(results.compactMap { $0["section"] as? String }) == ["updates", "declared", "shrinking", "threads"])
        // What declaring costs: the four offset-driven effects, each its declaration, and the
        // banner declared again in another module, through the builder, as closures and with
        // the building blocks alone.
        let declared = results.filter { $0["section"] as? String == "declared" }
        #expect(declared.count == 7 && [4, 5, 6].allSatisfy { (declared[$0]["extra"] as? [String: Double])?["built-in / declared"] != nil })
        let updates = results.filter { $0["section"] as? String == "updates" }.compactMap { $0["name"] as? String }
        for effect in ["ParallelWindow", "BannerHover", "RollingBanner", "ProfileHeader"] {
            #expect(updates.contains(effect) && updates.contains("Published" + effect), "\(effect)")
        }
        #expect(updates.contains("ObserverRegistry (events)") && updates.contains("SnapTarget (events)"))
        // Allocations per update are counted where glibc lets them be: each effect's rows and its
        // port's, the registry's and the snapping model's events included.
        let counted = results.filter { ($0["extra"] as? [String: Double])?["allocations per update"] != nil }
        #if canImport(Glibc)
        #expect(counted.count == 10)
        #else
        #expect(counted.isEmpty)
        #endif
        let sum = try #require(results.first { ($0["name"] as? String)?.hasPrefix("sum benchmark") == true })
        #expect((sum["extra"] as? [String: Double])?["reached"] == (sum["extra"] as? [String: Double])?["cases"])
        // Threads: the fly screen under 8 producers, every insert started.
        let threads = try #require(results.first { $0["section"] as? String == "threads" })
        #expect((threads["extra"] as? [String: Double])?["started"] == 20_000)
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
