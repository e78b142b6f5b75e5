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
