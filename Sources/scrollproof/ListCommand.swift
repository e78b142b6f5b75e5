import Catalogue
import Generators
import Oracles

/// `scrollproof list`: every property with its SPEC section, its level (safety or
/// conformance) and its invariants.
struct ListCommand {
    func run() -> String {
        var lines: [String] = []
        for property in Catalogue.all {
            let kind = property.isExpectedToFail ? "published port, expected to break \(property.expectedViolation ?? "?")" : "model"
            lines.append("\(property.name)  (\(Violation.source(property.section)), \(kind))")
            lines.append("    \(property.level) invariants: \(property.invariants.joined(separator: ", "))")
            if let bug = property.bug { lines.append("    published bug: \(bug)") }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
