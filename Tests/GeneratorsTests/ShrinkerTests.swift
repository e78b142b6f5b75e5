import Testing
@testable import Generators

@Suite struct ShrinkerTests {
    /// The standard benchmark: lists of 1–10 integers in 0...100 whose sum must stay below
    /// 250. Its shortlex minimum is [50, 100, 100]; Hypothesis reaches it in about 90 calls.
    static let lists = Gen<[Int]>.array(of: .int(in: 0...100), count: 1...10)

    @Test func sumBenchmarkReachesTheShortlexMinimum() throws {
        var worst = 0
        var total = 0
        var found = 0
        for seed in UInt64(0)..<200 {
            let (value, choices) = try Self.lists.generate(seed: seed)
            guard value.reduce(0, +) >= 250 else { continue }
            let outcome = try #require(Shrinker(generator: Self.lists) { $0.reduce(0, +) >= 250 }.shrink(choices))
            #expect(outcome.value == [50, 100, 100], "seed \(seed)")
            worst = max(worst, outcome.calls)
            total += outcome.calls
            found += 1
        }
        #expect(found >= 50)
        #expect(total / found <= 90, "mean calls \(total / found): Hypothesis needs about 90")
        print("sum benchmark: \(found) failing seeds, mean \(total / max(found, 1)) calls, worst \(worst)")
    }
}
