import Foundation
import Generators
import Oracles

/// Judges a recorded trace of a built-in effect (the parallel window, the observer registry,
/// the banner, the rolling banner, the fly screen, the profile header, snapping), as
/// `scrollproof check-trace FILE` judges it: the file names its effect, and every invariant of
/// the selected groups is judged at its first violation. What a test target calls to replay a
/// built-in effect's monitor file; an effect you declared is judged by
/// `checkTrace(_:bytes:selection:)` with its type.
///
///     let verdict = try ScrollProof.checkTrace(bytes: Array(try Data(contentsOf: url)))
///     #expect(verdict.violations.isEmpty)
///
/// - Parameters:
///   - bytes: The file (docs/trace-format.md).
///   - selection: The groups judged (default all; `.level(.safety)` for the promises only).
/// - Returns: The frame count (the operations of a fly screen's trace) and the violations;
///   a configuration the effect refuses is the one violation `validConfiguration`.
/// - Throws: ``TraceFormatError`` with the line and field at fault for a malformed file or a
///   trace of an effect that is not built in (field `effect`: judge it with its declaration);
///   ``SelectionError`` for a selection the effect's suite cannot make.
/// - Complexity: O(invariants · frames).
public func checkTrace(bytes: [UInt8], selection: GroupSelection = .all) throws -> TraceVerdict {
    try TraceDocument.parse(bytes: bytes).verdict.selecting(selection)
}

/// Judges a recorded trace file of a built-in effect (see `checkTrace(bytes:selection:)`).
///
/// - Parameters:
///   - url: The file.
///   - selection: The groups judged (default all).
/// - Returns: The frame count and the violations.
/// - Throws: The file's read error, ``TraceFormatError`` or ``SelectionError``.
/// - Complexity: O(invariants · frames).
public func checkTrace(contentsOf url: URL, selection: GroupSelection = .all) throws -> TraceVerdict {
    try checkTrace(bytes: Array(try Data(contentsOf: url)), selection: selection)
}
