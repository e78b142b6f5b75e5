import Catalogue
import Generators
import Testing

/// `--shard I/N`: N processes share one run; together they equal it.
@Suite struct ShardTests {
    static func run(_ property: SuiteProperty, seed: UInt64, shard: (Int, Int)?) -> RunResult {
        var options = RunOptions(cases: RunOptions.defaultCases(for: property), seed: seed)
        options.shard = shard
        return PropertyRunner(options: options).run(property)
    }

    static func caseIndex(_ failure: RunFailure?) -> Int? {
        if case let .seed(_, index)? = failure?.origin { index } else { nil }
    }

    @Test(arguments: ["published.bannerHover.edgeEvents", "published.flyScreen.capacity", "published.parallelWindow.noGap",
        "published.observerRegistry.noDuplicates"])
    func theShardsTogetherFindTheUnshardedFailure(_ name: String) throws {
        let property = try #require(Catalogue.named(name))
        for seed: UInt64 in [1, 2] {
            let whole = Self.run(property, seed: seed, shard: nil)
            let parts = (0..<3).map { Self.run(property, seed: seed, shard: ($0, 3)) }
            let first = parts.compactMap(\.failure).min { Self.caseIndex($0)! < Self.caseIndex($1)! }
            #expect(Self.caseIndex(first) == Self.caseIndex(whole.failure), "seed \(seed)")
            #expect(first?.report == whole.failure?.report, "seed \(seed)")
        }
    }

    @Test func passingShardsSplitTheCases() throws {
        let property = try #require(Catalogue.named("bannerHover.percent"))
        let whole = Self.run(property, seed: 9, shard: nil)
        let parts = (0..<4).map { Self.run(property, seed: 9, shard: ($0, 4)) }
        #expect(whole.failure == nil && parts.allSatisfy { $0.failure == nil })
        #expect(parts.map(\.cases).reduce(0, +) == whole.cases)
        #expect(parts.map(\.frames).reduce(0, +) == whole.frames)
    }
}
