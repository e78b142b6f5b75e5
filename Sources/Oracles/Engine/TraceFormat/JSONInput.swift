/// The bytes a ``JSONParser`` reads and where it is in them: its offset and its line. Either a
/// whole document in memory, or a ``TraceSource`` read in pieces, so that a parser can walk a
/// document larger than memory and come back to an offset it has seen.
struct JSONInput {
    /// The size of a piece read from a source.
    static let pieceSize = 1 << 16

    private let source: (any TraceSource)?
    private var buffer: [UInt8]
    /// The offset of `buffer[0]` in the document.
    private var bufferStart = 0
    private var position = 0
    /// The 1-based line of the next byte.
    private(set) var line = 1

    /// A document in memory.
    init(bytes: [UInt8]) {
        source = nil
        buffer = bytes
    }

    /// A document read from a source, from its first byte.
    init(source: any TraceSource) {
        self.source = source
        buffer = []
    }

    /// The offset of the next byte.
    var offset: Int { bufferStart + position }

    /// Moves to an offset whose line is known (one this input has been at before).
    ///
    /// - Parameters:
    ///   - offset: The offset.
    ///   - line: Its line.
    mutating func seek(to offset: Int, line: Int) {
        self.line = line
        if source == nil || (bufferStart...bufferStart + buffer.count).contains(offset) {
            position = offset - bufferStart
        } else {
            bufferStart = offset
            buffer = []
            position = 0
        }
    }

    /// The next byte, or `nil` at the end.
    ///
    /// - Throws: ``JSONSyntaxError`` when the source cannot be read.
    @inline(__always)
    mutating func peek() throws(JSONSyntaxError) -> UInt8? {
        if position < buffer.count { return buffer[position] }
        return try refill() ? buffer[position] : nil
    }

    /// Moves past the byte ``peek()`` returned (counting a line feed).
    @inline(__always)
    mutating func advance() {
        if buffer[position] == UInt8(ascii: "\n") { line += 1 }
        position += 1
    }

    /// A plain string's bytes, read at once: the bytes up to the next `"` in the buffer, when
    /// none of them is a backslash or a line feed (the input then moves past the quote).
    /// `nil`, with nothing moved, for any other string or one that runs past the buffer: the
    /// parser then reads it byte by byte, with its errors.
    ///
    /// - Returns: The string's bytes, without its quotes, or `nil`.
    mutating func plainString() -> ArraySlice<UInt8>? {
        var i = position
        while i < buffer.count {
            switch buffer[i] {
            case UInt8(ascii: "\""):
                let bytes = buffer[position..<i]
                position = i + 1
                return bytes
            case UInt8(ascii: "\\"), UInt8(ascii: "\n"): return nil
            default: i += 1
            }
        }
        return nil
    }

    /// Moves past the bytes of `set` that come next in the buffer (a number's characters),
    /// appending them to `bytes`; `false` when they run to the buffer's end, where the caller
    /// goes on byte by byte.
    ///
    /// - Parameters:
    ///   - bytes: Where the bytes are appended.
    ///   - isMember: Whether a byte belongs to the run (never a line feed).
    /// - Returns: Whether the run ended inside the buffer.
    mutating func take(into bytes: inout [UInt8], while isMember: (UInt8) -> Bool) -> Bool {
        let start = position
        while position < buffer.count, isMember(buffer[position]) { position += 1 }
        bytes.append(contentsOf: buffer[start..<position])
        return position < buffer.count
    }

    /// Reads the next piece of the source; `false` at the end.
    private mutating func refill() throws(JSONSyntaxError) -> Bool {
        guard let source else { return false }
        let start = bufferStart + buffer.count
        guard let piece = source.read(at: start, maxCount: Self.pieceSize) else {
            throw JSONSyntaxError(line: line, message: "cannot read the file past byte \(start)")
        }
        guard !piece.isEmpty else { return false }
        bufferStart = start
        buffer = piece
        position = 0
        return true
    }
}
