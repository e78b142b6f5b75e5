import Catalogue
import Foundation
import Generators

/// `scrollproof seed-corpus TARGET DIR [--count N]`: writes generated cases of a fuzz target's
/// properties as fuzzer inputs (their choices' bytes), half of them simple, so libFuzzer
/// starts from valid structured inputs; `scripts/fuzz.sh` minimizes them with `-merge=1`.
struct SeedCorpusCommand {
    let target: FuzzTarget
    let directory: String
    let count: Int

    func run() throws -> Int32 {
        let corpus = Corpus(directory: URL(fileURLWithPath: directory).deletingLastPathComponent())
        let folder = URL(fileURLWithPath: directory).lastPathComponent
        var written = Set<String>()
        var seeds = SplitMix64(seed: 0x5EED)
        for property in target.properties() {
            for i in 0..<count {
                guard let (_, choices) = try? property.evaluation.generate(seed: seeds.next(),
                    simplicity: i % 2 == 0 ? RunOptions.earlySimplicity : 0) else { continue }
                written.insert(try corpus.save(choices.encoded, property: folder).lastPathComponent)
            }
        }
        print("\(written.count) inputs for \(target.executable) in \(directory)")
        return 0
    }
}
