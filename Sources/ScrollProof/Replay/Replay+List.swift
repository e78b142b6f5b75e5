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

/// Replays a trace file of a built-in event-driven effect (snapping: releases and resizes; a
/// monitor's, `check-trace`'s format) through your implementation fed by `step`, as `verify`
/// feeds it: whether the file's violation reproduces, the events shrunk (deleted, numbers made
/// round) while it still breaks, saved for every later `verify` of the test.
///
/// - Parameters:
///   - url: The trace file.
///   - suite: The effect's suite (`Suites.snapTarget`, pinned or selected).
///   - invariant: The rule to replay (default: the file's latest violation).
///   - settings: Where the shrunk case is saved.
///   - filePath: The test's file (`#filePath`).
///   - line: The line that calls `replay` (`#line`).
///   - function: The calling test (`#function`).
///   - make: Creates your implementation for a configuration: a new one on every call.
///   - step: Feeds your implementation one event and returns its answer.
/// - Returns: What the replay found.
/// - Throws: ``ReplayError`` naming what is wrong with the file.
/// - Complexity: O(events) to reproduce, plus the shrink.
@discardableResult
public func replay<D: DeclaredEventEffect, I>(
    contentsOf url: URL, _ suite: EventSuite<D>, invariant: String? = nil, settings: VerificationSettings = .init(),
    filePath: StaticString = #filePath, line: UInt = #line, function: String = #function,
    _ make: @escaping @Sendable (D.Configuration) throws -> I, step: @escaping @Sendable (inout I, D.World.Event) -> D.Frame
) throws(ReplayError) -> ReplayResult {
    try Replayer.stepped(url, suite, invariant: invariant, settings: settings, at: CallSite(filePath: filePath, line: line,
        function: function), make, step: step)
}

/// Replays a trace file of a built-in event-driven effect through your implementation isolated
/// to the main actor (a collection view's layout, a scroll view's delegate), from a
/// `@MainActor` test.
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
///   - step: Feeds it one event on the main actor and returns its answer.
/// - Returns: What the replay found.
/// - Throws: ``ReplayError`` naming what is wrong with the file.
/// - Complexity: O(events) to reproduce, plus the shrink.
@MainActor @discardableResult
public func replay<D: DeclaredEventEffect, I: AnyObject>(
    contentsOf url: URL, _ suite: EventSuite<D>, invariant: String? = nil, settings: VerificationSettings = .init(),
    filePath: StaticString = #filePath, line: UInt = #line, function: String = #function,
    mainActor make: @escaping @MainActor (D.Configuration) throws -> I, step: @escaping @MainActor (I, D.World.Event) -> D.Frame
) throws(ReplayError) -> ReplayResult {
    let factory: @Sendable (D.Configuration) throws -> MainActorObject<I> = { c in try MainActor.assumeIsolated { MainActorObject(try make(c)) } }
    let stepper: @Sendable (inout MainActorObject<I>, D.World.Event) -> D.Frame = { object, event in
        let base = object
        return MainActor.assumeIsolated { step(base.base, event) }
    }
    return try replay(contentsOf: url, suite, invariant: invariant, settings: settings, filePath: filePath, line: line, function: function,
        factory, step: stepper)
}
