import Foundation
import Properties

/// `scrollproof replay PROPERTY --seed S | --input FILE`: the same report, byte for byte, as
/// the run that found the failure.
struct ReplayCommand {
    enum Source { case seed(UInt64), input(String) }
    let property: Property
    let source: Source
    let cases: Int?

    func run() -> Int32 {
        var options = RunOptions(
            cases: cases ?? (property.isExpectedToFail ? RunOptions.publishedCases : RunOptions.defaultCases),
            seed: 0, corpus: .currentDirectory)
        let failure: Failure?
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
        print(failure.report, terminator: "")
        return 1
    }
}
