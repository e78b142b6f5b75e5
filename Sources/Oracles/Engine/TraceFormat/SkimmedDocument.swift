/// A trace file after a first pass over it: its syntax checked end to end, every top-level
/// member held except the arrays (`frames`, `releases`, `steps`, `events`), and for each array
/// its place in the file and its length. The decoder then reads each array's elements one at a
/// time ( ``TopLevelArray``), so the memory a file takes does not grow with its frames.
///
/// Errors are those of a whole parse, at the same lines: a syntax error anywhere in the file
/// comes before any decoding error, as it does when the file is parsed whole.
struct SkimmedDocument {
    /// Where a top-level array starts (its `[`), and its length.
    struct ArrayPlace {
        let offset: Int
        let line: Int
        let count: Int
    }

    /// The root; each top-level array is held as an empty array at its line.
    let root: JSONValue
    /// The first array of each top-level key.
    let arrays: [String: ArrayPlace]
    /// The file.
    let input: JSONInput

    /// Reads a file's top level.
    ///
    /// - Parameter input: The file, from its first byte.
    /// - Throws: ``TraceFormatError`` for a syntax error (no field), or "expected an object" when
    ///   the root is not one (the root is read to the end first, as a whole parse does).
    /// - Complexity: O(n) in the file's length; memory O(the largest non-array member).
    init(_ input: JSONInput) throws(TraceFormatError) {
        var parser = JSONParser(input: input)
        var members: [(key: String, value: JSONValue)] = []
        var arrays: [String: ArrayPlace] = [:]
        var rootLine = 1, isObject = false
        do throws(JSONSyntaxError) {
            try parser.skipWhitespace()
            rootLine = parser.line
            isObject = try parser.peek() == UInt8(ascii: "{")
            if !isObject {
                try parser.skipValue(depth: 0)
            } else if try parser.openObject() {
                repeat {
                    let key = try parser.memberKey()
                    if try parser.peek() == UInt8(ascii: "[") {
                        let offset = parser.input.offset, line = parser.line
                        let count = try parser.skipValue(depth: 1)
                        if arrays[key] == nil { arrays[key] = ArrayPlace(offset: offset, line: line, count: count) }
                        members.append((key, JSONValue(kind: .array([]), line: line)))
                    } else {
                        members.append((key, try parser.parseValue(depth: 1)))
                    }
                } while try parser.objectContinues()
            }
            try parser.finish()
        } catch {
            throw TraceFormatError(line: error.line, field: "", message: error.message)
        }
        guard isObject else { throw TraceFormatError(line: rootLine, field: "", message: "expected an object") }
        root = JSONValue(kind: .object(members), line: rootLine)
        self.arrays = arrays
        self.input = parser.input
    }

    /// The reader of the root.
    var reader: Reader { Reader(value: root, path: "", document: self) }

    /// The elements of a top-level array, read from the file one at a time.
    ///
    /// - Parameter array: The array's reader (a root member).
    /// - Returns: The elements, or `nil` when the reader is not a root member's array.
    func elements(of array: Reader) -> TopLevelArray? {
        guard let place = arrays[array.path], place.line == array.value.line else { return nil }
        return TopLevelArray(path: array.path, count: place.count, storage: .file(input, place))
    }
}
