/// Where a trace file's bytes come from when it is checked without being held in memory: a
/// file read piece by piece (`scrollproof check-trace` reads its file through one), a network
/// stream saved to disk, anything that can hand out the bytes at an offset.
///
/// `TraceDocument.verdict(reading:)` reads the source twice from the start (once to check the
/// syntax and find the arrays, once to judge the frames), in pieces of at most 64 KiB.
package protocol TraceSource {
    /// Reads bytes at an offset.
    ///
    /// - Parameters:
    ///   - offset: Where to start, in bytes from the beginning.
    ///   - maxCount: The most bytes to return (at least 1).
    /// - Returns: Between 1 and `maxCount` bytes; an empty array at the end of the source;
    ///   `nil` when the source cannot be read (the check then fails with the line reached).
    /// - Complexity: The source's; O(`maxCount`) for a file.
    func read(at offset: Int, maxCount: Int) -> [UInt8]?
}

/// Bytes in memory, handed out in pieces of a fixed size: lets a test (and the fuzz target)
/// put a piece boundary anywhere in a file.
struct ChunkedBytes: TraceSource {
    let bytes: [UInt8]
    let chunk: Int

    func read(at offset: Int, maxCount: Int) -> [UInt8]? {
        guard offset < bytes.count else { return [] }
        return Array(bytes[offset..<min(bytes.count, offset + min(chunk, maxCount))])
    }
}
