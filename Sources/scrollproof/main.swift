import Foundation

func printError(_ text: String) { FileHandle.standardError.write(Data((text + "\n").utf8)) }

let usage = """
    usage: scrollproof sample GENERATOR [--seed S] [--count N] [--labels]
           scrollproof --help

    sample   print generated cases (or, with --labels, their class distribution);
             the same seed prints the same cases on every machine.
    generators:
    \(SampleCommand.generators.map { "  \($0.name.padding(toLength: 20, withPad: " ", startingAt: 0)) \($0.summary)" }.joined(separator: "\n"))
    """

func parse(_ arguments: [String]) throws -> SampleCommand? {
    guard let command = arguments.first else { return nil }
    if command == "--help" || command == "-h" { return nil }
    guard command == "sample" else { throw UsageError("unknown command '\(command)'") }
    var rest = Array(arguments.dropFirst())
    guard let name = rest.first, !name.hasPrefix("-") else { throw UsageError("sample needs a GENERATOR") }
    rest.removeFirst()
    var seed: UInt64 = 0, count = 1, labels = false
    while let option = rest.first {
        rest.removeFirst()
        switch option {
        case "--seed":
            guard let value = rest.first, let parsed = UInt64(value) else { throw UsageError("--seed needs a number in 0...\(UInt64.max)") }
            seed = parsed
            rest.removeFirst()
        case "--count":
            guard let value = rest.first, let parsed = Int(value), parsed > 0 else { throw UsageError("--count needs a positive number") }
            count = parsed
            rest.removeFirst()
        case "--labels": labels = true
        default: throw UsageError("unknown option '\(option)'")
        }
    }
    return SampleCommand(generator: name, seed: seed, count: count, labelsOnly: labels)
}

do {
    guard let command = try parse(Array(CommandLine.arguments.dropFirst())) else {
        print(usage)
        exit(0)
    }
    print(try command.run(), terminator: "")
} catch let error as UsageError {
    printError("error: \(error)\n\n\(usage)")
    exit(2)
} catch {
    printError("error: \(error)")
    exit(1)
}
