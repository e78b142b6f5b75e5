import Foundation

extension Violation {
    /// What tells a violation of a rule from another of the same rule: the rule and the shape
    /// of its explanation, every number taken out (`minimumGap|item ## overlaps item ## …`),
    /// and with them the event that showed it (a leading `after …: ` or `after …, ` clause) and
    /// the members of a list (`[cell2, cell3]` is `[]`). Two violations of one kind differ only
    /// in their numbers (another item, another frame) or in the event or the cells that showed
    /// the same fault: a registry that forgets to restore its observers breaks
    /// `registeredMatchesDisplayed` "after resumeAll: displayed but not observed: [cell2, cell3]"
    /// and again "after willDisplay(cell1, row 3): displayed but not observed: [cell3]", one
    /// kind; another kind is another way to break the rule (a second callback, not a missing
    /// one; a cell observed but not displayed). What the runner's distinct failures and the
    /// monitor's later reports decide by.
    package var kind: String { invariant + "|" + Self.shape(of: explanation) }

    /// A text with the event that showed it, the members of its lists and every number taken
    /// out (a run of digits, with its sign, point and exponent, becomes `#`).
    ///
    /// - Parameter text: A text.
    /// - Returns: Its shape.
    /// - Complexity: O(text).
    package static func shape(of text: some StringProtocol) -> String {
        var body = Substring(text)
        if let end = eventClauseEnd(body) { body = body[end...] }
        var out = "", inNumber = false, depth = 0
        for c in body {
            if c == "[" {
                if depth == 0 { out.append("[") }
                depth += 1
                inNumber = false
                continue
            }
            if depth > 0 {
                if c == "]" { depth -= 1; if depth == 0 { out.append("]") } }
                continue
            }
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

    /// Where a leading `after …: ` or `after …, ` clause (the event that showed a violation)
    /// ends, outside parentheses; `nil` for a text without one.
    static func eventClauseEnd(_ text: Substring) -> Substring.Index? {
        guard text.hasPrefix("after ") else { return nil }
        var depth = 0, i = text.index(text.startIndex, offsetBy: 6)
        while i < text.endIndex {
            let c = text[i], next = text.index(after: i)
            if c == "(" {
                depth += 1
            } else if c == ")" {
                depth = max(0, depth - 1)
            } else if c == ":" || c == ",", depth == 0, next < text.endIndex, text[next] == " " {
                return text.index(after: next)
            }
            i = next
        }
        return nil
    }
}
