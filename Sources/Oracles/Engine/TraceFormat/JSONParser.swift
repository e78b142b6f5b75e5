/// A small JSON parser (RFC 8259) that records line numbers.
///
/// It builds a whole document (``parse(bytes:)``), or walks one piece by piece: the container
/// steps (``openArray()``, ``arrayContinues()``, ``openObject()``, ``memberKey()``,
/// ``objectContinues()``) let a reader skip a huge array (``skipValue(depth:)``) or build its
/// elements one at a time, with the same errors at the same lines as a whole parse.
package struct JSONParser {
    var input: JSONInput
    /// The bytes of the number or string being read, reused from one to the next.
    private var scratch: [UInt8] = []

    /// The line of the next byte.
    var line: Int { input.line }

    /// Parses a document.
    ///
    /// - Parameter text: The JSON text.
    /// - Returns: The root value.
    /// - Throws: ``JSONSyntaxError`` with the line of the first error.
    /// - Complexity: O(n); nesting deeper than 256 is refused.
    package static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try parse(bytes: Array(text.utf8))
    }

    /// Parses a document from its bytes (UTF-8; invalid sequences inside strings are repaired).
    ///
    /// - Parameter bytes: The document.
    /// - Returns: The root value.
    /// - Throws: ``JSONSyntaxError`` with the line of the first error.
    /// - Complexity: O(n); nesting deeper than 256 is refused.
    package static func parse(bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(input: JSONInput(bytes: bytes))
        try parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        try parser.finish()
        return value
    }

    init(input: JSONInput) { self.input = input }

    func error(_ message: String) -> JSONSyntaxError { JSONSyntaxError(line: line, message: message) }

    /// The next byte, or `nil` at the end.
    mutating func peek() throws(JSONSyntaxError) -> UInt8? { try input.peek() }

    mutating func skipWhitespace() throws(JSONSyntaxError) {
        while let byte = try input.peek() {
            switch byte {
            case UInt8(ascii: "\n"), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): input.advance()
            default: return
            }
        }
    }

    /// After the root value: only whitespace may follow.
    mutating func finish() throws(JSONSyntaxError) {
        try skipWhitespace()
        if try input.peek() != nil { throw error("unexpected text after the document") }
    }

    // MARK: Containers, step by step

    /// At `[`: enters the array.
    ///
    /// - Returns: Whether an element follows (`false`: the array was empty and is closed).
    mutating func openArray() throws(JSONSyntaxError) -> Bool { try enter(closing: UInt8(ascii: "]")) }

    /// After an element: `,` (another follows, `true`) or `]` (closed, `false`).
    mutating func arrayContinues() throws(JSONSyntaxError) -> Bool { try continues(closing: UInt8(ascii: "]"), "array") }

    /// At `{`: enters the object.
    ///
    /// - Returns: Whether a member follows (`false`: the object was empty and is closed).
    mutating func openObject() throws(JSONSyntaxError) -> Bool { try enter(closing: UInt8(ascii: "}")) }

    /// After a member's value: `,` (another follows, `true`) or `}` (closed, `false`).
    mutating func objectContinues() throws(JSONSyntaxError) -> Bool { try continues(closing: UInt8(ascii: "}"), "object") }

    /// Reads a member's key and its colon; the parser is then at the member's value. (The key
    /// is always built: a missing colon's error names it.)
    mutating func memberKey() throws(JSONSyntaxError) -> String {
        try skipWhitespace()
        guard try input.peek() == UInt8(ascii: "\"") else { throw error("expected a quoted key") }
        let key = try parseString()
        try skipWhitespace()
        guard try input.peek() == UInt8(ascii: ":") else { throw error("expected ':' after key \"\(key)\"") }
        input.advance()
        try skipWhitespace()
        return key
    }

    private mutating func enter(closing: UInt8) throws(JSONSyntaxError) -> Bool {
        input.advance()
        try skipWhitespace()
        if try input.peek() == closing { input.advance(); return false }
        return true
    }

    private mutating func continues(closing: UInt8, _ container: String) throws(JSONSyntaxError) -> Bool {
        try skipWhitespace()
        guard let byte = try input.peek() else { throw error("unexpected end inside an \(container)") }
        if byte == UInt8(ascii: ",") { input.advance(); return true }
        if byte == closing { input.advance(); return false }
        throw error("expected ',' or '\(Character(UnicodeScalar(closing)))' in an \(container)")
    }

    // MARK: Values

    /// Parses the value at the current byte.
    mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard depth < 256 else { throw error("nesting deeper than 256") }
        guard let byte = try input.peek() else { throw error("unexpected end of the document") }
        let start = line
        switch byte {
        case UInt8(ascii: "{"):
            var members: [(key: String, value: JSONValue)] = []
            if try openObject() {
                repeat {
                    let key = try memberKey()
                    members.append((key, try parseValue(depth: depth + 1)))
                } while try objectContinues()
            }
            return JSONValue(kind: .object(members), line: start)
        case UInt8(ascii: "["):
            var elements: [JSONValue] = []
            if try openArray() {
                repeat {
                    try skipWhitespace()
                    elements.append(try parseValue(depth: depth + 1))
                } while try arrayContinues()
            }
            return JSONValue(kind: .array(elements), line: start)
        case UInt8(ascii: "\""):
            return JSONValue(kind: .string(try parseString()), line: start)
        case UInt8(ascii: "t"): try literal("true"); return JSONValue(kind: .bool(true), line: start)
        case UInt8(ascii: "f"): try literal("false"); return JSONValue(kind: .bool(false), line: start)
        case UInt8(ascii: "n"): try literal("null"); return JSONValue(kind: .null, line: start)
        default:
            return JSONValue(kind: .number(try parseNumber()), line: start)
        }
    }

    /// Checks the value at the current byte without keeping it: the same errors as
    /// ``parseValue(depth:)``, in memory only one scalar at a time.
    ///
    /// - Returns: The number of elements when the value is an array, else 0.
    @discardableResult
    mutating func skipValue(depth: Int) throws(JSONSyntaxError) -> Int {
        guard depth < 256 else { throw error("nesting deeper than 256") }
        var count = 0
        switch try input.peek() {
        case UInt8(ascii: "{"):
            if try openObject() {
                repeat {
                    _ = try memberKey()
                    try skipValue(depth: depth + 1)
                } while try objectContinues()
            }
        case UInt8(ascii: "["):
            if try openArray() {
                repeat {
                    try skipWhitespace()
                    try skipValue(depth: depth + 1)
                    count += 1
                } while try arrayContinues()
            }
        case UInt8(ascii: "\""):
            _ = try parseString(keeping: false)
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"), nil:
            _ = try parseValue(depth: depth)
        default:
            try skipNumber()
        }
        return count
    }

    private mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
        let w = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        // A whole parse compares the whole word before moving: check first, then move.
        var matched = 0
        while matched < w.count, try input.peek() == w[matched] {
            input.advance()
            matched += 1
        }
        guard matched == w.count else { throw error("invalid literal, expected \(word)") }
    }

    /// Whether a byte may be part of a number.
    private static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): true
        default: false
        }
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        try scanNumber()
        return try number(scratch)
    }

    /// Checks the number at the current byte without converting it when it is a plain decimal
    /// (`-?digits[.digits]`, at most 300 digits: one `Double(text)` always reads, finite); any
    /// other is converted, for the same errors as ``parseNumber()``.
    private mutating func skipNumber() throws(JSONSyntaxError) {
        try scanNumber()
        if !Self.isPlainDecimal(scratch) { _ = try number(scratch) }
    }

    /// Whether bytes are `-?digits[.digits]` with 1 to 300 digits.
    static func isPlainDecimal(_ bytes: [UInt8]) -> Bool {
        var i = bytes.first == UInt8(ascii: "-") ? 1 : 0, digits = 0, seenPoint = false
        while i < bytes.count {
            let byte = bytes[i]
            if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                digits += 1
            } else if byte == UInt8(ascii: "."), !seenPoint {
                seenPoint = true
            } else {
                return false
            }
            i += 1
        }
        return digits > 0 && digits <= 300
    }

    /// Reads the number's bytes into `scratch`.
    private mutating func scanNumber() throws(JSONSyntaxError) {
        scratch.removeAll(keepingCapacity: true)
        // The number's bytes at once while they are in the buffer, then byte by byte.
        _ = input.take(into: &scratch, while: Self.isNumberByte)
        while let byte = try input.peek() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
                scratch.append(byte)
                input.advance()
            default:
                if scratch.isEmpty { throw error("unexpected character '\(Character(UnicodeScalar(byte)))'") }
                return
            }
        }
    }

    private func number(_ bytes: [UInt8]) throws(JSONSyntaxError) -> Double {
        if let value = Self.shortDecimal(bytes) { return value }
        let text = String(decoding: bytes, as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw error("invalid number '\(text)'") }
        return value
    }

    /// Powers of ten that a double holds exactly.
    private static let exactPowersOfTen: [Double] = (0...15).map { k in (0..<k).reduce(1.0) { acc, _ in acc * 10 } }

    /// The value of a short decimal, `-?digits[.digits]` with at most 15 digits, without
    /// building a string: the digits as an integer (below 2⁵³, so exact) divided by an exact
    /// power of ten, one correctly rounded operation, so the same double as `Double(text)`
    /// (Clinger's fast path). `nil` for anything else, which `Double(text)` then reads.
    ///
    /// - Parameter bytes: The number's bytes.
    /// - Returns: The value, or `nil`.
    static func shortDecimal(_ bytes: [UInt8]) -> Double? {
        var i = 0, negative = false
        if i < bytes.count, bytes[i] == UInt8(ascii: "-") { negative = true; i += 1 }
        var mantissa: UInt64 = 0, digits = 0, fractionDigits = 0, seenPoint = false
        while i < bytes.count {
            let byte = bytes[i]
            if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                digits += 1
                guard digits <= 15 else { return nil }
                mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
                if seenPoint { fractionDigits += 1 }
            } else if byte == UInt8(ascii: "."), !seenPoint {
                seenPoint = true
            } else {
                return nil
            }
            i += 1
        }
        guard digits > 0 else { return nil }
        let magnitude = Double(mantissa) / exactPowersOfTen[fractionDigits]
        return negative ? -magnitude : magnitude
    }

    /// Reads a string at its opening quote.
    ///
    /// - Parameter keeping: Whether the string is wanted (`false`: checked, and "" returned).
    mutating func parseString(keeping: Bool = true) throws(JSONSyntaxError) -> String {
        input.advance()  // opening quote
        // A plain string in the buffer is read at once; any other byte by byte.
        if let bytes = input.plainString() { return keeping ? String(decoding: bytes, as: UTF8.self) : "" }
        scratch.removeAll(keepingCapacity: true)
        while let byte = try input.peek() {
            // A line feed ends the string before it is passed: the error is on the string's line.
            if byte == UInt8(ascii: "\n") { throw error("unterminated string") }
            input.advance()
            switch byte {
            case UInt8(ascii: "\""): return keeping ? String(decoding: scratch, as: UTF8.self) : ""
            case UInt8(ascii: "\\"):
                guard let escaped = try input.peek() else { throw error("unterminated escape") }
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(escaped)
                case UInt8(ascii: "n"): scratch.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): scratch.append(UInt8(ascii: "\t"))
                case UInt8(ascii: "r"): scratch.append(UInt8(ascii: "\r"))
                case UInt8(ascii: "b"): scratch.append(8)
                case UInt8(ascii: "f"): scratch.append(12)
                case UInt8(ascii: "u"):
                    input.advance()
                    try unicodeEscape()
                    continue
                default: throw error("invalid escape")
                }
                input.advance()
            default: scratch.append(byte)
            }
        }
        throw error("unterminated string")
    }

    /// The four hex digits after `\u`.
    private mutating func unicodeEscape() throws(JSONSyntaxError) {
        var digits: [UInt8] = []
        // Four bytes, none of them a line feed (which no escape holds).
        while digits.count < 4, let byte = try input.peek(), byte != UInt8(ascii: "\n") {
            digits.append(byte)
            input.advance()
        }
        guard digits.count == 4, let code = UInt32(String(decoding: digits, as: UTF8.self), radix: 16),
              let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
        scratch.append(contentsOf: Array(String(Character(scalar)).utf8))
    }
}
