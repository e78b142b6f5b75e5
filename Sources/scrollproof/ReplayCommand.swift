import Catalogue
import Foundation
import Generators

/// `scrollproof replay PROPERTY --seed S | --input FILE`: the same report, byte for byte, as
/// the run that found the failure. `replay TARGET --input crash-FILE` (a fuzz target's effect,
/// e.g. `bannerHover` or `fuzz-bannerHover`) finds which of the target's properties the file
/// breaks and reports it the same way: the models' properties, or the published ports' with
/// `SCROLLPROOF_FUZZ_PUBLISHED=1`, as the fuzz target was run.
struct ReplayCommand {
    enum Source { case seed(UInt64), input(String) }
    let property: SuiteProperty
    let source: Source
    let cases: Int?
    /// Where to draw the shrunk case, if anywhere.
    let svg: String?

    /// Resolves a property or a fuzz target for an input file.
    static func resolve(_ name: String, input: String?) throws -> SuiteProperty {
        if let property = Catalogue.named(name) { return property }
        guard let target = FuzzTarget(target: name) else { return try lookupProperty(named: name) }
        guard let input else { throw UsageError("--seed replays a property, not the fuzz target '\(name)'; use --input FILE") }
        guard let data = FileManager.default.contents(atPath: input) else { throw UsageError("cannot read \(input)") }
        let candidates = target.properties(published: ProcessInfo.processInfo.environment["SCROLLPROOF_FUZZ_PUBLISHED"] == "1")
        return target.check([UInt8](data), properties: candidates)?.property ?? candidates[0]
    }

    func run() -> Int32 {
        var options = RunOptions(
            cases: cases ?? RunOptions.defaultCases(for: property),
            seed: 0, corpus: .currentDirectory)
        let failure: RunFailure?
        switch source {
        case let .seed(seed):
            options.seed = seed
            failure = PropertyRunner(options: options).replaySeed(property)
        case let .input(path):
            guard let data = FileManager.default.contents(atPath: path) else {
                printError("error: cannot read \(path)")
                return 2
            }
            failure = PropertyRunner(options: options).replay(property, bytes: [UInt8](data), origin: .file(path))
        }
        guard let failure else {
            print("\(property.name): no failure to replay (the case passes)")
            return 0
        }
        // The report's replay line names the shrunk case's file: make sure it exists.
        _ = try? Corpus.currentDirectory.save(failure.choices.encoded, property: property.name,
            name: URL(fileURLWithPath: failure.corpusPath).lastPathComponent)
        print(failure.report, terminator: "")
        if let svg {
            guard FileManager.default.createFile(atPath: svg, contents: Data(failure.picture.utf8)) else {
                printError("error: cannot write \(svg)")
                return 2
            }
        }
        return 1
    }
}
