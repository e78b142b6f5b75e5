import Foundation
import Generators
import Oracles

// From the device to a test: a trace file (a monitor's, `TraceRecorder`'s, `check-trace`'s
// format) replayed through your code, in your test target:
//
//     @Test func theBannerFromTheDevice() throws {
//         try ScrollProof.replay(contentsOf: url, Suites.bannerHover) { c, offset in BannerAdapter(c, offset) }
//     }
//
// Your code is created with the file's configuration and initial input and fed the file's
// inputs; the rule replayed is the one named, or the file's latest violation (a monitor's file
// ends at its report). When your code breaks it, the failure is recorded at the call with the
// input shrunk (frames deleted, numbers made round) while the rule still breaks, and the
// shrunk case is saved in `ScrollProofFailures/<test>/traces/`, where every later `verify` of
// the test replays it first. When your code keeps it, the replay says so and saves nothing.

/// Replays a trace file of an offset-driven effect through your implementation: whether the
/// file's violation reproduces, the shrunk case, saved for every later `verify` of the test.
///
/// - Parameters:
///   - url: The trace file (a monitor's, `TraceRecorder`'s, or any in the trace format).
///   - suite: The effect's suite (`Suites.bannerHover`, `ScrollSuite.declared(YourEffect.self)`).
///   - invariant: The rule to replay (default: the file's latest violation).
///   - settings: Where the shrunk case is saved (`failuresDirectory`, `saveFailures`).
///   - filePath: The test's file (`#filePath`): the failure is recorded in it, the case saved beside it.
///   - line: The line that calls `replay` (`#line`).
///   - function: The calling test (`#function`): its saved cases are its own.
///   - make: Creates your implementation, as `verify` takes it: a new object on every call.
/// - Returns: What the replay found.
/// - Throws: ``ReplayError`` naming what is wrong with the file (unreadable, malformed, of
///   another effect, a refused configuration, a non-finite initial input, too long, no rule).
/// - Complexity: O(frames) to reproduce; the shrink takes at most a few thousand runs of the
///   shrinking case.
@discardableResult
public func replay<D: DeclaredScrollEffect, E: ScrollDrivenEffect>(
    contentsOf url: URL, _ suite: ScrollSuite<D>, invariant: String? = nil, settings: VerificationSettings = .init(),
    filePath: StaticString = #filePath, line: UInt = #line, function: String = #function,
    _ make: @escaping @Sendable (D.Configuration, Double) throws -> E
) throws(ReplayError) -> ReplayResult where E.Configuration == D.Configuration, E.Frame == D.Frame {
    try Replayer.scroll(
        url, suite, invariant: invariant, settings: settings, at: CallSite(filePath: filePath, line: line, function: function),
        properties: { $0.properties(make) }, record: { c, start, inputs in Replayer.recorded(D.self, c, start, inputs, make) { e, s,
            x in ScrollTrace.record(e, initialInput: s, inputs: x) } })
}

/// Replays a trace file of an offset-driven effect through your implementation isolated to
/// the main actor (a view or a view model), from a `@MainActor` test (see
/// `replay(contentsOf:_:invariant:settings:filePath:line:function:_:)`).
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
/// - Complexity: O(frames) to reproduce, plus the shrink.
@MainActor @discardableResult
public func replay<D: DeclaredScrollEffect, E: MainActorScrollDrivenEffect>(
    contentsOf url: URL, _ suite: ScrollSuite<D>, invariant: String? = nil, settings: VerificationSettings = .init(),
    filePath: StaticString = #filePath, line: UInt = #line, function: String = #function,
    mainActor make: @escaping @MainActor (D.Configuration, Double) throws -> E
) throws(ReplayError) -> ReplayResult where E.Configuration == D.Configuration, E.Frame == D.Frame {
    let factory: @Sendable (D.Configuration, Double) throws -> MainActorEffect<E> = { c, t in try MainActor.assumeIsolated { MainActorEffect(try make(c, t)) } }
    return try replay(contentsOf: url, suite, invariant: invariant, settings: settings, filePath: filePath, line: line, function: function, factory)
}

/// Replays a trace file of an effect with a release rule (a carousel) through your
/// implementation, its release answers asked after every accepted frame as `verify` asks them.
///
/// - Parameters:
///   - url: The trace file.
///   - suite: ``Suites/rollingBanner`` or a declared suite with release rules.
///   - invariant: The rule to replay (default: the file's latest violation).
///   - settings: Where the shrunk case is saved.
///   - filePath: The test's file (`#filePath`).
///   - line: The line that calls `replay` (`#line`).
///   - function: The calling test (`#function`).
///   - make: Creates your implementation: a new object on every call.
/// - Returns: What the replay found.
/// - Throws: ``ReplayError`` naming what is wrong with the file.
/// - Complexity: O(frames) to reproduce, plus the shrink.
@discardableResult
public func replay<D: DeclaredScrollEffect, E: ReleasingEffect>(
    contentsOf url: URL, _ suite: ScrollSuite<D>, invariant: String? = nil, settings: VerificationSettings = .init(),
    filePath: StaticString = #filePath, line: UInt = #line, function: String = #function,
    _ make: @escaping @Sendable (D.Configuration, Double) throws -> E
) throws(ReplayError) -> ReplayResult where E.Configuration == D.Configuration, E.Frame == D.Frame {
    try Replayer.scroll(
        url, suite, invariant: invariant, settings: settings, at: CallSite(filePath: filePath, line: line, function: function),
        properties: { $0.properties(make) },
        record: { c, start, inputs in Replayer.recorded(D.self, c, start, inputs, make) { e, s, x in ScrollTrace.recordReleasing(e,
            initialInput: s, inputs: x) } })
}

/// Replays a trace file of an effect with a release rule through your implementation isolated
/// to the main actor (a carousel view), from a `@MainActor` test.
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
/// - Complexity: O(frames) to reproduce, plus the shrink.
@MainActor @discardableResult
public func replay<D: DeclaredScrollEffect, E: MainActorReleasingEffect>(
    contentsOf url: URL, _ suite: ScrollSuite<D>, invariant: String? = nil, settings: VerificationSettings = .init(),
    filePath: StaticString = #filePath, line: UInt = #line, function: String = #function,
    mainActor make: @escaping @MainActor (D.Configuration, Double) throws -> E
) throws(ReplayError) -> ReplayResult where E.Configuration == D.Configuration, E.Frame == D.Frame {
    let factory: @Sendable (D.Configuration, Double) throws -> MainActorEffect<E> = { c, t in try MainActor.assumeIsolated { MainActorEffect(try make(c, t)) } }
    return try replay(contentsOf: url, suite, invariant: invariant, settings: settings, filePath: filePath, line: line, function: function, factory)
}

extension Replayer {
    /// An implementation's trace over a start and inputs, created as `verify` creates it.
    static func recorded<D: DeclaredScrollEffect, E: ScrollDrivenEffect>(
        _ effect: D.Type, _ c: D.Configuration, _ start: Double, _ inputs: [Double], _ make: (D.Configuration, Double) throws -> E,
        _ record: (E, Double, [Double]) -> ScrollTrace<D.Configuration, D.Frame>
    ) -> ScrollTrace<D.Configuration, D.Frame>? where E.Configuration == D.Configuration, E.Frame == D.Frame {
        let startInput = D.start(c, generated: start)
        guard let e = try? make(c, startInput) else { return nil }
        return record(e, D.initialInput(of: e.lastFrame, start: startInput), inputs)
    }
}
