extension TraceDocument {
    /// Checks the reader's promises on untrusted bytes; the libFuzzer target `fuzz-traceReader`
    /// calls it on every input, and `swift test` on every file of `fuzz-corpus/traceReader/`.
    ///
    /// The promises: any bytes either decode or are refused with a ``TraceFormatError`` whose
    /// line is in the file and whose message is not empty; a decoded trace is judged by every
    /// oracle of its effect, each violation at a frame of the trace (or −1, the initial state);
    /// judging the bytes while reading them in small pieces (``verdict(reading:)``, the way
    /// `check-trace` reads a file) gives the same verdict or the same error; and what
    /// ``TraceWriter`` writes of it reads back to the same text and the same violations. A
    /// crash or a hang is the fuzzer's to see.
    ///
    /// - Parameter bytes: Any bytes.
    /// - Returns: `nil` when every promise holds, or the promise that broke.
    /// - Complexity: O(n log n) in the size of the input for every effect.
    package static func brokenReaderPromise(_ bytes: [UInt8]) -> String? {
        let lines = 1 + bytes.lazy.filter { $0 == UInt8(ascii: "\n") }.count
        // Pieces of 1 to 7 bytes: a piece boundary falls inside every token somewhere.
        let source = ChunkedBytes(bytes: bytes, chunk: 1 + bytes.count % 7)
        let streamed: Result<TraceVerdict, TraceFormatError>
        do throws(TraceFormatError) { streamed = .success(try verdict(reading: source)) } catch { streamed = .failure(error) }
        let document: TraceDocument
        do throws(TraceFormatError) {
            document = try parse(bytes: bytes)
        } catch {
            if !(1...lines).contains(error.line) { return "refused at line \(error.line) of a \(lines)-line file: \(error)" }
            if error.message.isEmpty { return "refused without a message at line \(error.line)" }
            if case let .failure(other) = streamed, other == error { return nil }
            return "refused with \(error), but read in pieces: \(streamed)"
        }
        let violations = document.violations
        switch streamed {
        case let .failure(error): return "read whole, but refused in pieces: \(error)"
        case let .success(verdict):
            if verdict.frameCount != document.frameCount || verdict.violations.map(\.description) != violations.map(\.description) {
                return """
                    judged differently in pieces: \(verdict.frameCount) frames, \(verdict.violations.map(\.description)), whole: \
                    \(document.frameCount) frames, \(violations.map(\.description))
                    """
            }
        }
        if let v = violations.first(where: { $0.frame < -1 || $0.frame >= max(document.frameCount, 1) }) {
            return "a violation at frame \(v.frame) of a \(document.frameCount)-frame trace: \(v)"
        }
        guard let text = TraceWriter.json(document) else { return nil }
        do throws(TraceFormatError) {
            let again = try parse(text)
            if TraceWriter.json(again) != text { return "what the writer wrote reads back to a different trace:\n\(text)" }
            // Compared as text: a violation may carry NaN, which equals nothing, itself included.
            if again.violations.map(\.description) != violations.map(\.description) { return "the written trace is judged differently:\n\(text)" }
        } catch {
            return "what the writer wrote is refused: \(error)\n\(text)"
        }
        return nil
    }
}
