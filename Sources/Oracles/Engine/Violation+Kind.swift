import Foundation

extension Violation {
    /// What tells a violation of a rule from another of the same rule: the rule and the shape
    /// of its explanation, every number taken out (`minimumGap|item ## overlaps item ## …`).
    /// Two violations of one kind differ only in their numbers (another item, another frame);
    /// another kind is another way to break the rule (a second callback, not a missing one).
    /// What the runner's distinct failures and the monitor's later reports decide by.
    package var kind: String { invariant + "|" + Self.shape(of: explanation) }

    /// A text with every number taken out (a run of digits, with its sign, point and exponent,
    /// becomes `#`).
    ///
    /// - Parameter text: A text.
    /// - Returns: Its shape.
    /// - Complexity: O(text).
    package static func shape(of text: some StringProtocol) -> String {
        var out = "", inNumber = false
        for c in text {
            let numeric = c.isASCII && (c.isNumber || (inNumber && (c == "." || c == "e" || c == "-" || c == "+")))
            if numeric {
                if !inNumber { out.append("#"); inNumber = true }
            } else {
                inNumber = false
                out.append(c)
            }
        }
        return out.replacingOccurrences(of: "-#", with: "#")
    }
}
