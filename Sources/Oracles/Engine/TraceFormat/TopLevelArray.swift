/// The elements of one of a trace file's arrays, walked in order: held in memory (a parsed
/// ``JSONValue``), or read back from the file one element at a time (a ``SkimmedDocument``), so
/// that a long trace is judged frame by frame.
struct TopLevelArray {
    enum Storage {
        case values([JSONValue])
        case file(JSONInput, SkimmedDocument.ArrayPlace)
    }

    /// The array's path, e.g. `frames`; an element's path is `frames[3]`.
    let path: String
    /// The number of elements.
    let count: Int
    let storage: Storage

    /// Calls `body` with each element, in order.
    ///
    /// - Parameter body: What to do with an element.
    /// - Throws: What `body` throws, or a ``TraceFormatError`` when the file cannot be read again.
    /// - Complexity: O(n) in the array's length in the file; memory O(the largest element).
    func forEach(_ body: (Reader) throws(TraceFormatError) -> Void) throws(TraceFormatError) {
        var elements = cursor()
        while let element = try elements.next() { try body(element) }
    }

    /// The elements one at a time, pulled: two cursors walk two arrays of one file side by
    /// side (each reads the file from its own offset).
    struct Cursor {
        private let array: TopLevelArray
        /// The file's parser at the next element (unused for elements in memory).
        private var parser: JSONParser
        private var index = 0
        private var isAtEnd = false

        fileprivate init(_ array: TopLevelArray) {
            self.array = array
            if case .file(var input, let place) = array.storage {
                input.seek(to: place.offset, line: place.line)
                parser = JSONParser(input: input)
            } else {
                parser = JSONParser(input: JSONInput(bytes: []))
            }
        }

        /// The next element, or `nil` after the last.
        ///
        /// - Throws: ``TraceFormatError`` when the file cannot be read again.
        /// - Complexity: O(the element's length).
        mutating func next() throws(TraceFormatError) -> Reader? {
            guard !isAtEnd else { return nil }
            defer { index += 1 }
            switch array.storage {
            case let .values(values):
                if index < values.count { return Reader(element: values[index], of: array.path, at: index) }
            case .file:
                if let value = try array.next(&parser, index: index) { return Reader(value: value, path: "\(array.path)[\(index)]") }
            }
            isAtEnd = true
            return nil
        }
    }

    /// A cursor at the first element.
    func cursor() -> Cursor { Cursor(self) }

    /// The element at `index`, or `nil` after the last.
    private func next(_ parser: inout JSONParser, index: Int) throws(TraceFormatError) -> JSONValue? {
        do throws(JSONSyntaxError) {
            if index == 0 {
                guard try parser.peek() == UInt8(ascii: "["), try parser.openArray() else { return nil }
            } else {
                guard try parser.arrayContinues() else { return nil }
            }
            try parser.skipWhitespace()
            return try parser.parseValue(depth: 2)
        } catch {
            // The first pass read this array: only a file changed or gone since gets here.
            throw TraceFormatError(line: error.line, field: "\(path)[\(index)]", message: error.message)
        }
    }
}
