import Catalogue
import Generators

/// `scrollproof sample GENERATOR [--seed S] [--count N] [--labels]`: prints generated cases,
/// or with `--labels` the class distribution of `N` cases. The same seed prints the same
/// bytes on every machine.
struct SampleCommand {
    /// The built-in effects' generators, in SPEC's order.
    static var generators: [CaseSampler] { Catalogue.effects.map { $0.sampler } }

    let generator: String
    let seed: UInt64
    let count: Int
    let labelsOnly: Bool

    func run() throws -> String {
        guard let sampler = Self.generators.first(where: { $0.name == generator }) else {
            throw UsageError("unknown generator '\(generator)'; one of: " + Self.generators.map(\.name).joined(separator: ", "))
        }
        return try sampler.sample(seed: seed, count: count, labelsOnly: labelsOnly)
    }
}
