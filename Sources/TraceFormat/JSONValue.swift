/// A parsed JSON value that remembers the line it starts on, so a malformed trace can be
/// reported by line and field.
public struct JSONValue: Sendable {
    /// The kinds of JSON values.
    public indirect enum Kind: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONValue])
        case object([(key: String, value: JSONValue)])
    }

    /// The value.
    public var kind: Kind
    /// The 1-based line where it starts.
    public var line: Int

    /// Creates a value.
    ///
    /// - Parameters:
    ///   - kind: The value.
    ///   - line: The 1-based line where it starts.
    public init(kind: Kind, line: Int) {
        self.kind = kind
        self.line = line
    }
}

/// A syntax error in a JSON document.
public struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The 1-based line.
    public var line: Int
    /// What is wrong.
    public var message: String
    public var description: String { "line \(line): \(message)" }
}

/// A small JSON parser (RFC 8259) that records line numbers.
public struct JSONParser {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1

    /// Parses a document.
    ///
    /// - Parameter text: The JSON text.
    /// - Returns: The root value.
    /// - Throws: ``JSONSyntaxError`` with the line of the first error.
    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try parse(bytes: Array(text.utf8))
    }

    /// Parses a document from its bytes (UTF-8; invalid sequences inside strings are repaired).
    ///
    /// - Parameter bytes: The document.
    /// - Returns: The root value.
    /// - Throws: ``JSONSyntaxError`` with the line of the first error.
    /// - Complexity: O(n); nesting deeper than 256 is refused.
    public static func parse(bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        if parser.index < parser.bytes.count { throw parser.error("unexpected text after the document") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func error(_ message: String) -> JSONSyntaxError { JSONSyntaxError(line: line, message: message) }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\n"): line += 1; index += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): index += 1
            default: return
            }
        }
    }

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard depth < 256 else { throw error("nesting deeper than 256") }
        guard index < bytes.count else { throw error("unexpected end of the document") }
        let start = line
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var members: [(key: String, value: JSONValue)] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return JSONValue(kind: .object(members), line: start) }
            while true {
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a quoted key") }
                let key = try parseString()
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after key \"\(key)\"") }
                index += 1
                skipWhitespace()
                members.append((key, try parseValue(depth: depth + 1)))
                skipWhitespace()
                guard index < bytes.count else { throw error("unexpected end inside an object") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "}") { index += 1; return JSONValue(kind: .object(members), line: start) }
                throw error("expected ',' or '}' in an object")
            }
        case UInt8(ascii: "["):
            index += 1
            var elements: [JSONValue] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return JSONValue(kind: .array(elements), line: start) }
            while true {
                skipWhitespace()
                elements.append(try parseValue(depth: depth + 1))
                skipWhitespace()
                guard index < bytes.count else { throw error("unexpected end inside an array") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "]") { index += 1; return JSONValue(kind: .array(elements), line: start) }
                throw error("expected ',' or ']' in an array")
            }
        case UInt8(ascii: "\""):
            return JSONValue(kind: .string(try parseString()), line: start)
        case UInt8(ascii: "t"): try literal("true"); return JSONValue(kind: .bool(true), line: start)
        case UInt8(ascii: "f"): try literal("false"); return JSONValue(kind: .bool(false), line: start)
        case UInt8(ascii: "n"): try literal("null"); return JSONValue(kind: .null, line: start)
        default:
            return JSONValue(kind: .number(try parseNumber()), line: start)
        }
    }

    private mutating func literal(_ word: String) throws(JSONSyntaxError) {
        let w = Array(word.utf8)
        guard index + w.count <= bytes.count, Array(bytes[index..<(index + w.count)]) == w else { throw error("invalid literal, expected \(word)") }
        index += w.count
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        let allowed = Set("+-0123456789.eE".utf8)
        while index < bytes.count, allowed.contains(bytes[index]) { index += 1 }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard !text.isEmpty, let value = Double(text), value.isFinite else {
            throw error(text.isEmpty ? "unexpected character '\(Character(UnicodeScalar(bytes[index])))'" : "invalid number '\(text)'")
        }
        return value
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        index += 1  // opening quote
        var scalars: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""): return String(decoding: scalars, as: UTF8.self)
            case UInt8(ascii: "\n"): throw error("unterminated string")
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { throw error("unterminated escape") }
                let escaped = bytes[index]
                index += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(escaped)
                case UInt8(ascii: "n"): scalars.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): scalars.append(UInt8(ascii: "\t"))
                case UInt8(ascii: "r"): scalars.append(UInt8(ascii: "\r"))
                case UInt8(ascii: "b"): scalars.append(8)
                case UInt8(ascii: "f"): scalars.append(12)
                case UInt8(ascii: "u"):
                    guard index + 4 <= bytes.count, let code = UInt32(String(decoding: bytes[index..<(index + 4)], as: UTF8.self), radix: 16),
                          let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
                    index += 4
                    scalars.append(contentsOf: Array(String(Character(scalar)).utf8))
                default: throw error("invalid escape")
                }
            default: scalars.append(byte)
            }
        }
        throw error("unterminated string")
    }
}
