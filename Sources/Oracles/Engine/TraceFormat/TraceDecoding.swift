import Effects

/// Decodes each effect's section of a trace file.
///
/// Every numeric output (and a fly-screen insert's width) may be written `"nan"`, `"+inf"` or
/// `"-inf"`: an implementation under test may produce them, and the oracles judge them. A
/// configuration that SPEC rejects is not a malformed file: the frames are still read (so a
/// file that cannot be read is still reported as such), and the document is a
/// document of a rejected configuration (`TraceDocument.rejection`).
enum TraceDecoding {
    typealias Configured<C> = Result<C, RejectedConfiguration>

    /// Reads the configuration object and validates it with the effect's initializer.
    static func configuration<C>(
        _ r: Reader, effect: String, _ make: (Reader) throws(TraceFormatError) -> Result<C, ConfigurationError>
    ) throws(TraceFormatError) -> Configured<C> {
        let c = try r.field("configuration")
        _ = try c.members()
        switch try make(c) {
        case let .success(value): return .success(value)
        case let .failure(error):
            let line = (try? c.optional(error.field))??.value.line ?? c.value.line
            return .failure(RejectedConfiguration(effect: effect, error: error, line: line, frameCount: 0))
        }
    }

    static func attempt<C>(_ body: () throws(ConfigurationError) -> C) -> Result<C, ConfigurationError> {
        do throws(ConfigurationError) { return .success(try body()) } catch { return .failure(error) }
    }

    /// The document for a decoded trace, or the rejection with the number of frames read
    /// (counted only for a rejection).
    static func document<T>(_ trace: Configured<T>, frames: @autoclosure () throws(TraceFormatError) -> Int,
        _ wrap: (T) -> TraceDocument) throws(TraceFormatError) -> TraceDocument {
        switch trace {
        case let .success(t): return wrap(t)
        case var .failure(rejection):
            rejection.frameCount = try frames()
            return TraceDocument(rejected: rejection)
        }
    }

    /// The file's prelude: the number of its leading frames that rebuild the state its
    /// window starts from (a monitor writes it; ``ScrollTrace/prelude``), 0 when absent.
    ///
    /// - Parameters:
    ///   - r: The file's root.
    ///   - frameCount: The number of frames (steps, events, operations) the file holds.
    /// - Returns: The prelude, from 0 to `frameCount`.
    /// - Throws: ``TraceFormatError`` naming `prelude` when it is not a whole number in that range.
    static func prelude(_ r: Reader, frameCount: Int) throws(TraceFormatError) -> Int {
        guard let field = try r.optional("prelude") else { return 0 }
        let n = try field.int()
        guard (0...frameCount).contains(n) else {
            throw field.fail("a prelude of \(n) frames in a file of \(frameCount): it counts the file's leading frames, from 0 to \(frameCount)")
        }
        return n
    }

    /// The release queries of a rolling banner's file, in the file's order.
    static func releases(_ r: Reader, frameCount: Int) throws(TraceFormatError) -> [ReleaseQuery] {
        var releases: [ReleaseQuery] = []
        for release in try r.optional("releases")?.array() ?? [] {
            let step = try release.field("afterFrame").int()
            guard (0..<frameCount).contains(step) else { throw try release.field("afterFrame").fail("no frame \(step)") }
            releases.append(ReleaseQuery(step: step, velocity: try release.field("velocity").number(), target: try release.field("target").real()))
        }
        return releases
    }
}
