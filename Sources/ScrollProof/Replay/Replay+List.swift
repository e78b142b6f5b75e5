import Foundation
import Generators
import Oracles

/// Replays a trace file of an effect driven by a list's events (a monitor's,
/// `ListTraceRecorder`'s) through your implementation: whether the file's violation reproduces,
/// the events shrunk (deleted, a frame's time made round) while it still breaks, saved for every
/// later `verify` of the test (see `replay(contentsOf:_:invariant:settings:filePath:line:function:_:)`
/// for an offset-driven effect).
///
///     @Test func theTrackerFromTheDevice() throws {
///         try ScrollProof.replay(contentsOf: url, EventSuite.declared(ImpressionTracking.self)) { rule in FeedImpressionTracker(rule) }
///     }
///
/// - Parameters:
///   - url: The trace file.
///   - suite: The effect's suite (`EventSuite.declared(YourEffect.self)`).
///   - invariant: The rule to replay (default: the file's latest violation).
///   - settings: Where the shrunk case is saved.
///   - filePath: The test's file (`#filePath`): the failure is recorded in it, the case saved beside it.
///   - line: The line that calls `replay` (`#line`).
///   - function: The calling test (`#function`): its saved cases are its own.
///   - make: Creates your implementation, as `verify` takes it: a new one on every call.
/// - Returns: What the replay found.
/// - Throws: ``ReplayError`` naming what is wrong with the file.
/// - Complexity: O(events) to reproduce, plus the shrink.
@discardableResult
public func replay<D: TraceableListEffect, I: ListDrivenEffect>(
    contentsOf url: URL, _ suite: EventSuite<D>, invariant: String? = nil, settings: VerificationSettings = .init(),
    filePath: StaticString = #filePath, line: UInt = #line, function: String = #function,
    _ make: @escaping @Sendable (D.Configuration) throws -> I
) throws(ReplayError) -> ReplayResult where I.Frame == D.Frame {
    try Replayer.list(url, suite, invariant: invariant, settings: settings, at: CallSite(filePath: filePath, line: line, function: function), make)
}

/// Replays a trace file of an effect driven by a list's events through your implementation
/// isolated to the main actor (a view controller, a cell's delegate), from a `@MainActor` test.
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
/// - Complexity: O(events) to reproduce, plus the shrink.
@MainActor @discardableResult
public func replay<D: TraceableListEffect, I: MainActorListDrivenEffect>(
    contentsOf url: URL, _ suite: EventSuite<D>, invariant: String? = nil, settings: VerificationSettings = .init(),
    filePath: StaticString = #filePath, line: UInt = #line, function: String = #function,
    mainActor make: @escaping @MainActor (D.Configuration) throws -> I
) throws(ReplayError) -> ReplayResult where I.Frame == D.Frame {
    let factory: @Sendable (D.Configuration) throws -> MainActorListEffect<I> = { c in try MainActor.assumeIsolated { MainActorListEffect(try make(c)) } }
    return try replay(contentsOf: url, suite, invariant: invariant, settings: settings, filePath: filePath, line: line, function: function, factory)
}
