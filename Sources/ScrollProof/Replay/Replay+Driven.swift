import Foundation
import Generators
import Oracles

/// Replays a trace file (a monitor's, `check-trace`'s format) through an implementation its
/// suite drives by itself (``SuiteDriven``: a fly screen, its operations at their moments,
/// then every item flown out), as `verify` drives it: whether the file's violation reproduces,
/// the operations shrunk (deleted, widths made round) while it still breaks, saved for every
/// later `verify` of the test.
///
///     @MainActor @Test func theDanmakuFromTheDevice() throws {
///         try ScrollProof.replay(contentsOf: url, Suites.flyScreen) { configuration in DanmakuAdapter(configuration) }
///     }
///
/// - Parameters:
///   - url: The trace file.
///   - suite: The effect's suite (``Suites/flyScreen``, pinned, selected, or animating in `Float`).
///   - invariant: The rule to replay (default: the file's latest violation).
///   - settings: Where the shrunk case is saved.
///   - filePath: The test's file (`#filePath`).
///   - line: The line that calls `replay` (`#line`).
///   - function: The calling test (`#function`).
///   - make: Creates your implementation (a screen empty at virtual time 0): a new one on every call.
/// - Returns: What the replay found.
/// - Throws: ``ReplayError`` naming what is wrong with the file (a file of an effect whose
///   traces `replay` does not read is one of another effect).
/// - Complexity: O(operations) to reproduce, plus the shrink.
@discardableResult
public func replay<I: SuiteDriven>(
    contentsOf url: URL, _ suite: EventSuite<I.Declaration>, invariant: String? = nil, settings: VerificationSettings = .init(),
    filePath: StaticString = #filePath, line: UInt = #line, function: String = #function,
    _ make: @escaping @Sendable (I.Declaration.Configuration) throws -> I
) throws(ReplayError) -> ReplayResult {
    try Replayer.driven(
        url, suite, invariant: invariant, settings: settings, at: CallSite(filePath: filePath, line: line, function: function),
        properties: { $0.properties(make) }, make: { try? make($0) })
}

/// Replays a trace file through an implementation isolated to the main actor that its suite
/// drives by itself (``MainActorSuiteDriven``: a danmaku view), from a `@MainActor` test.
///
/// - Parameters:
///   - url: The trace file.
///   - suite: The effect's suite.
///   - invariant: The rule to replay (default: the file's latest violation).
///   - settings: Where the shrunk case is saved.
///   - filePath: The test's file (`#filePath`).
///   - line: The line that calls `replay` (`#line`).
///   - function: The calling test (`#function`).
///   - make: Creates your implementation on the main actor: a new object on every call.
/// - Returns: What the replay found.
/// - Throws: ``ReplayError`` naming what is wrong with the file.
/// - Complexity: O(operations) to reproduce, plus the shrink.
@MainActor @discardableResult
public func replay<I: MainActorSuiteDriven>(
    contentsOf url: URL, _ suite: EventSuite<I.Declaration>, invariant: String? = nil, settings: VerificationSettings = .init(),
    filePath: StaticString = #filePath, line: UInt = #line, function: String = #function,
    mainActor make: @escaping @MainActor (I.Declaration.Configuration) throws -> I
) throws(ReplayError) -> ReplayResult {
    try Replayer.driven(
        url, suite, invariant: invariant, settings: settings, at: CallSite(filePath: filePath, line: line, function: function),
        properties: { $0.properties(mainActor: make) }, make: { c in try? make(c) })
}
