import Foundation
import Generators
import Testing
import XCTest

// Verifies your implementation of an effect from your own tests, under Swift Testing or
// XCTest alike (the failure is recorded with `Issue.record` inside a Swift Testing test and
// with `XCTFail` otherwise, at the line that called `verify`):
//
//     @Test func parallax() {
//         ScrollProof.verify(Suites.parallelWindow) { configuration, windowTop in
//             ParallaxAdapter(configuration, windowTop: windowTop)
//         }
//     }
//
// Each group of invariants of the suite runs as one property: the saved failures first,
// then generated cases. A failure is shrunk to a few frames and recorded with its report;
// the shrunk case is saved beside the test file (``VerificationSettings/failuresDirectory``)
// and replayed first on every later run; `SCROLLPROOF_SEED=<seed>` replays the whole run.
// A run whose cases check nothing is an error, never a pass.
//
// The factory is called for every run of a case (the checking pass, the recording of a
// failing case, each shrink step, each replay) and must return a new object each time: an
// implementation with reference semantics (a view class, a struct that holds one) is then
// judged only on states its case really produced.
//
// `verify` and `checkTrace` are free functions of the module, so `ScrollProof.verify(…)` names
// them through the module, and any ScrollProof type can be spelled `ScrollProof.TypeName` in
// code that has a type of the same name (ScrollProof declares no type named like itself).

/// Verifies an offset-driven implementation (parallel window, banner hover, profile header).
///
/// - Parameters:
///   - suite: The effect's suite, from ``Suites``.
///   - settings: Cases, seed, time budget, failures folder, labels.
///   - expecting: How each group is run (default: every invariant must hold).
///   - filePath: The test's file (`#filePath`): failures are recorded in it and saved beside it.
///   - line: The line that calls `verify` (`#line`): failures are recorded there.
///   - function: The calling test (`#function`): its saved failures are kept apart from other tests'.
///   - make: Creates your implementation (an adapter) for a configuration and start input: a new object on every call; it
///     is called for every run of a case (checking, recording, each shrink step, replay).
/// - Returns: One result per property.
/// - Complexity: O(groups · cases · frames), plus shrinking on failure.
@inlinable @discardableResult
public func verify<D: DeclaredScrollEffect, E: ScrollDrivenEffect>(
    _ suite: ScrollSuite<D>, settings: VerificationSettings = .init(), expecting: [String: SuiteExpectation] = [:],
    filePath: StaticString = #filePath, line: UInt = #line, function: String = #function,
    _ make: @escaping @Sendable (D.Configuration, Double) throws -> E
) -> [RunResult] where E.Configuration == D.Configuration, E.Frame == D.Frame {
    let site = CallSite(filePath: filePath, line: line, function: function)
    let saved = Replayer.replaySaved(suite, settings: settings, at: site) { $0.properties(expecting: expecting, make) }
    return Verifier.run(suite.properties(expecting: expecting, make), settings, site, saved: saved)
}

/// Verifies an offset-driven implementation isolated to the main actor (a view or a view
/// model), from a `@MainActor` test; it runs synchronously on the main actor.
///
/// - Parameters:
///   - suite: The effect's suite, from ``Suites``.
///   - settings: Cases, seed, time budget, failures folder, labels.
///   - expecting: How each group is run (default: every invariant must hold).
///   - filePath: The test's file (`#filePath`): failures are recorded in it and saved beside it.
///   - line: The line that calls `verify` (`#line`): failures are recorded there.
///   - function: The calling test (`#function`): its saved failures are kept apart from other tests'.
///   - make: Creates your implementation on the main actor: a new object on every call; it is called for every run of a
///     case (checking, recording, each shrink step, replay).
/// - Returns: One result per property.
/// - Complexity: O(groups · cases · frames), plus shrinking on failure.
@MainActor @inlinable @discardableResult
public func verify<D: DeclaredScrollEffect, E: MainActorScrollDrivenEffect>(
    _ suite: ScrollSuite<D>, settings: VerificationSettings = .init(), expecting: [String: SuiteExpectation] = [:],
    filePath: StaticString = #filePath, line: UInt = #line, function: String = #function,
    mainActor make: @escaping @MainActor (D.Configuration, Double) throws -> E
) -> [RunResult] where E.Configuration == D.Configuration, E.Frame == D.Frame {
    let factory: @Sendable (D.Configuration, Double) throws -> MainActorEffect<E> = { c, t in
        try MainActor.assumeIsolated { MainActorEffect(try make(c, t)) }
    }
    let site = CallSite(filePath: filePath, line: line, function: function)
    let saved = Replayer.replaySaved(suite, settings: settings, at: site) { $0.properties(expecting: expecting, factory) }
    return Verifier.run(suite.properties(expecting: expecting, factory), settings, site, saved: saved)
}

/// Verifies a rolling-banner implementation isolated to the main actor (a carousel view),
/// its release rule included, from a `@MainActor` test.
///
/// - Parameters:
///   - suite: ``Suites/rollingBanner``.
///   - settings: Cases, seed, time budget, failures folder, labels.
///   - expecting: How each group is run (default: every invariant must hold).
///   - filePath: The test's file (`#filePath`): failures are recorded in it and saved beside it.
///   - line: The line that calls `verify` (`#line`): failures are recorded there.
///   - function: The calling test (`#function`): its saved failures are kept apart from other tests'.
///   - make: Creates a new implementation on the main actor, for every run of a case.
/// - Returns: One result per property.
/// - Complexity: O(groups · cases · frames), plus shrinking on failure.
@MainActor @inlinable @discardableResult
public func verify<D: DeclaredScrollEffect, E: MainActorReleasingEffect>(
    _ suite: ScrollSuite<D>, settings: VerificationSettings = .init(), expecting: [String: SuiteExpectation] = [:],
    filePath: StaticString = #filePath, line: UInt = #line, function: String = #function,
    mainActor make: @escaping @MainActor (D.Configuration, Double) throws -> E
) -> [RunResult] where E.Configuration == D.Configuration, E.Frame == D.Frame {
    let factory: @Sendable (D.Configuration, Double) throws -> MainActorEffect<E> = { c, t in
        try MainActor.assumeIsolated { MainActorEffect(try make(c, t)) }
    }
    let site = CallSite(filePath: filePath, line: line, function: function)
    let saved = Replayer.replaySaved(suite, settings: settings, at: site) { $0.properties(expecting: expecting, factory) }
    return Verifier.run(suite.properties(expecting: expecting, factory), settings, site, saved: saved)
}

/// Verifies a rolling-banner implementation, its release rule included.
///
/// - Parameters:
///   - suite: ``Suites/rollingBanner``.
///   - settings: Cases, seed, time budget, failures folder, labels.
///   - expecting: How each group is run (default: every invariant must hold).
///   - filePath: The test's file (`#filePath`): failures are recorded in it and saved beside it.
///   - line: The line that calls `verify` (`#line`): failures are recorded there.
///   - function: The calling test (`#function`): its saved failures are kept apart from other tests'.
///   - make: Creates your implementation for a configuration (the start input is `w`): a new object on every call; it is
///     called for every run of a case (checking, recording, each shrink step, replay).
/// - Returns: One result per property.
/// - Complexity: O(groups · cases · frames), plus shrinking on failure.
@inlinable @discardableResult
public func verify<D: DeclaredScrollEffect, E: ReleasingEffect>(
    _ suite: ScrollSuite<D>, settings: VerificationSettings = .init(), expecting: [String: SuiteExpectation] = [:],
    filePath: StaticString = #filePath, line: UInt = #line, function: String = #function,
    _ make: @escaping @Sendable (D.Configuration, Double) throws -> E
) -> [RunResult] where E.Configuration == D.Configuration, E.Frame == D.Frame {
    let site = CallSite(filePath: filePath, line: line, function: function)
    let saved = Replayer.replaySaved(suite, settings: settings, at: site) { $0.properties(expecting: expecting, make) }
    return Verifier.run(suite.properties(expecting: expecting, make), settings, site, saved: saved)
}

/// Verifies observer bookkeeping.
///
/// - Parameters:
///   - suite: ``Suites/observerRegistry``.
///   - settings: Cases, seed, time budget, failures folder, labels.
///   - expecting: How each group is run (default: every invariant must hold).
///   - filePath: The test's file (`#filePath`): failures are recorded in it and saved beside it.
///   - line: The line that calls `verify` (`#line`): failures are recorded there.
///   - function: The calling test (`#function`): its saved failures are kept apart from other tests'.
///   - make: Creates an empty registry: a new object on every call; it is called for every run of a case (checking, recording, each shrink step, replay).
/// - Returns: One result per property.
/// - Complexity: O(groups · cases · events), plus shrinking on failure.
@inlinable @discardableResult
public func verify<R: DisplayLifecycleObserving>(
    _ suite: ObserverRegistrySuite, settings: VerificationSettings = .init(), expecting: [String: SuiteExpectation] = [:],
    filePath: StaticString = #filePath, line: UInt = #line, function: String = #function,
    _ make: @escaping @Sendable () -> R
) -> [RunResult] {
    Verifier.run(suite.properties(expecting: expecting, make), settings, CallSite(filePath: filePath, line: line, function: function))
}

/// Verifies observer bookkeeping isolated to the main actor, from a `@MainActor` test.
///
/// - Parameters:
///   - suite: ``Suites/observerRegistry``.
///   - settings: Cases, seed, time budget, failures folder, labels.
///   - expecting: How each group is run (default: every invariant must hold).
///   - filePath: The test's file (`#filePath`): failures are recorded in it and saved beside it.
///   - line: The line that calls `verify` (`#line`): failures are recorded there.
///   - function: The calling test (`#function`): its saved failures are kept apart from other tests'.
///   - make: Creates an empty registry on the main actor: a new object on every call; it is called for every run of a case
///     (checking, recording, each shrink step, replay).
/// - Returns: One result per property.
/// - Complexity: O(groups · cases · events), plus shrinking on failure.
@MainActor @inlinable @discardableResult
public func verify<R: MainActorDisplayLifecycleObserving>(
    _ suite: ObserverRegistrySuite, settings: VerificationSettings = .init(), expecting: [String: SuiteExpectation] = [:],
    filePath: StaticString = #filePath, line: UInt = #line, function: String = #function,
    mainActor make: @escaping @MainActor () -> R
) -> [RunResult] {
    let factory: @Sendable () -> MainActorRegistry<R> = { MainActor.assumeIsolated { MainActorRegistry(make()) } }
    return Verifier.run(suite.properties(expecting: expecting, factory), settings, CallSite(filePath: filePath, line: line, function: function))
}

/// Verifies an implementation its effect's suite drives by itself (``SuiteDriven``): a fly
/// screen (`Suites.flyScreen`, a screen of its driven protocol), or an effect of your own driven
/// that way.
///
/// - Parameters:
///   - suite: The effect's suite.
///   - settings: Cases, seed, time budget, failures folder, labels.
///   - expecting: How each group is run (default: every invariant must hold).
///   - filePath: The test's file (`#filePath`): failures are recorded in it and saved beside it.
///   - line: The line that calls `verify` (`#line`): failures are recorded there.
///   - function: The calling test (`#function`): its saved failures are kept apart from other tests'.
///   - make: Creates your implementation for a configuration: a new one on every call; it is called for every run of a case
///     (checking, recording, each shrink step, replay). Throwing declines the case.
/// - Returns: One result per property.
/// - Complexity: O(groups · cases · operations), plus shrinking on failure.
@discardableResult
public func verify<I: SuiteDriven>(
    _ suite: EventSuite<I.Declaration>, settings: VerificationSettings = .init(), expecting: [String: SuiteExpectation] = [:],
    filePath: StaticString = #filePath, line: UInt = #line, function: String = #function,
    _ make: @escaping @Sendable (I.Declaration.Configuration) throws -> I
) -> [RunResult] {
    let site = CallSite(filePath: filePath, line: line, function: function)
    let saved = Replayer.replaySavedDriven(suite, settings: settings, at: site) { $0.properties(expecting: expecting, make) }
    return Verifier.run(suite.properties(expecting: expecting, make), settings, site, saved: saved)
}

/// Verifies an implementation isolated to the main actor that its effect's suite drives by
/// itself (``MainActorSuiteDriven``: a fly screen's view),
/// from a `@MainActor` test.
///
/// - Parameters:
///   - suite: The effect's suite.
///   - settings: Cases, seed, time budget, failures folder, labels.
///   - expecting: How each group is run (default: every invariant must hold).
///   - filePath: The test's file (`#filePath`): failures are recorded in it and saved beside it.
///   - line: The line that calls `verify` (`#line`): failures are recorded there.
///   - function: The calling test (`#function`): its saved failures are kept apart from other tests'.
///   - make: Creates your implementation on the main actor: a new object on every call; it is called for every run of a
///     case (checking, recording, each shrink step, replay). Throwing declines the case.
/// - Returns: One result per property.
/// - Complexity: O(groups · cases · operations), plus shrinking on failure.
@MainActor @discardableResult
public func verify<I: MainActorSuiteDriven>(
    _ suite: EventSuite<I.Declaration>, settings: VerificationSettings = .init(), expecting: [String: SuiteExpectation] = [:],
    filePath: StaticString = #filePath, line: UInt = #line, function: String = #function,
    mainActor make: @escaping @MainActor (I.Declaration.Configuration) throws -> I
) -> [RunResult] {
    let site = CallSite(filePath: filePath, line: line, function: function)
    let saved = Replayer.replaySavedDriven(suite, settings: settings, at: site) { $0.properties(expecting: expecting, mainActor: make) }
    return Verifier.run(suite.properties(expecting: expecting, mainActor: make), settings, site, saved: saved)
}

/// Verifies an effect driven by a list's cell lifecycle (an impression tracker, an autoplay
/// controller, a prefetcher), declared with `DeclaredListEffect`.
///
/// - Parameters:
///   - suite: The effect's suite (`EventSuite.declared(YourEffect.self)`).
///   - settings: Cases, seed, time budget, failures folder, labels.
///   - expecting: How each group is run (default: every invariant must hold).
///   - filePath: The test's file (`#filePath`): failures are recorded in it and saved beside it.
///   - line: The line that calls `verify` (`#line`): failures are recorded there.
///   - function: The calling test (`#function`): its saved failures are kept apart from other tests'.
///   - make: Creates your implementation for a configuration: a new object on every call; it is called for every run of a
///     case (checking, recording, each shrink step, replay).
/// - Returns: One result per property.
/// - Complexity: O(groups · cases · events), plus shrinking on failure.
@inlinable @discardableResult
public func verify<D: DeclaredListEffect, I: ListDrivenEffect>(
    _ suite: EventSuite<D>, settings: VerificationSettings = .init(), expecting: [String: SuiteExpectation] = [:],
    filePath: StaticString = #filePath, line: UInt = #line, function: String = #function,
    _ make: @escaping @Sendable (D.Configuration) throws -> I
) -> [RunResult] where I.Frame == D.Frame {
    let site = CallSite(filePath: filePath, line: line, function: function)
    let saved = Replayer.replaySavedList(suite, settings: settings, at: site, expecting: expecting, make)
    return Verifier.run(suite.properties(expecting: expecting, make), settings, site, saved: saved)
}

/// Verifies an effect driven by a list's cell lifecycle isolated to the main actor (a view
/// controller, a cell's delegate), from a `@MainActor` test.
///
/// - Parameters:
///   - suite: The effect's suite (`EventSuite.declared(YourEffect.self)`).
///   - settings: Cases, seed, time budget, failures folder, labels.
///   - expecting: How each group is run (default: every invariant must hold).
///   - filePath: The test's file (`#filePath`): failures are recorded in it and saved beside it.
///   - line: The line that calls `verify` (`#line`): failures are recorded there.
///   - function: The calling test (`#function`): its saved failures are kept apart from other tests'.
///   - make: Creates your implementation on the main actor: a new object on every call.
/// - Returns: One result per property.
/// - Complexity: O(groups · cases · events), plus shrinking on failure.
@MainActor @inlinable @discardableResult
public func verify<D: DeclaredListEffect, I: MainActorListDrivenEffect>(
    _ suite: EventSuite<D>, settings: VerificationSettings = .init(), expecting: [String: SuiteExpectation] = [:],
    filePath: StaticString = #filePath, line: UInt = #line, function: String = #function,
    mainActor make: @escaping @MainActor (D.Configuration) throws -> I
) -> [RunResult] where I.Frame == D.Frame {
    let factory: @Sendable (D.Configuration) throws -> MainActorListEffect<I> = { c in try MainActor.assumeIsolated { MainActorListEffect(try make(c)) } }
    let site = CallSite(filePath: filePath, line: line, function: function)
    let saved = Replayer.replaySavedList(suite, settings: settings, at: site, expecting: expecting, factory)
    return Verifier.run(suite.properties(expecting: expecting, factory), settings, site, saved: saved)
}

/// Verifies an event-driven effect declared with `DeclaredEventEffect` over a world of its
/// own (a clock's ticks, a player's commands, a keyboard's frames): `step` hands each event
/// of a case to your implementation and returns its answer. An effect driven by a list's
/// cell lifecycle declares `DeclaredListEffect` instead and needs no `step`.
///
/// - Parameters:
///   - suite: The effect's suite (`EventSuite.declared(YourEffect.self)`).
///   - settings: Cases, seed, time budget, failures folder, labels.
///   - expecting: How each group is run (default: every invariant must hold).
///   - filePath: The test's file (`#filePath`): failures are recorded in it and saved beside it.
///   - line: The line that calls `verify` (`#line`): failures are recorded there.
///   - function: The calling test (`#function`): its saved failures are kept apart from other tests'.
///   - make: Creates your implementation for a configuration: a new one on every call; it is called for every run of a case
///     (checking, recording, each shrink step, replay). Throwing declines the case.
///   - step: Feeds your implementation one event and returns its answer.
/// - Returns: One result per property.
/// - Complexity: O(groups · cases · events), plus shrinking on failure.
@inlinable @discardableResult
public func verify<D: DeclaredEventEffect, I>(
    _ suite: EventSuite<D>, settings: VerificationSettings = .init(), expecting: [String: SuiteExpectation] = [:],
    filePath: StaticString = #filePath, line: UInt = #line, function: String = #function,
    _ make: @escaping @Sendable (D.Configuration) throws -> I, step: @escaping @Sendable (inout I, D.World.Event) -> D.Frame
) -> [RunResult] {
    let site = CallSite(filePath: filePath, line: line, function: function)
    let saved = Replayer.replaySavedStepped(suite, settings: settings, at: site, expecting: expecting, make, step: step)
    return Verifier.run(suite.properties(expecting: expecting, make, step: step), settings, site, saved: saved)
}

/// Verifies an event-driven effect declared with `DeclaredEventEffect` whose implementation
/// is isolated to the main actor (a view, a controller), from a `@MainActor` test.
///
/// - Parameters:
///   - suite: The effect's suite (`EventSuite.declared(YourEffect.self)`).
///   - settings: Cases, seed, time budget, failures folder, labels.
///   - expecting: How each group is run (default: every invariant must hold).
///   - filePath: The test's file (`#filePath`): failures are recorded in it and saved beside it.
///   - line: The line that calls `verify` (`#line`): failures are recorded there.
///   - function: The calling test (`#function`): its saved failures are kept apart from other tests'.
///   - make: Creates your implementation on the main actor: a new object on every call. Throwing declines the case.
///   - step: Feeds it one event on the main actor and returns its answer.
/// - Returns: One result per property.
/// - Complexity: O(groups · cases · events), plus shrinking on failure.
@MainActor @inlinable @discardableResult
public func verify<D: DeclaredEventEffect, I: AnyObject>(
    _ suite: EventSuite<D>, settings: VerificationSettings = .init(), expecting: [String: SuiteExpectation] = [:],
    filePath: StaticString = #filePath, line: UInt = #line, function: String = #function,
    mainActor make: @escaping @MainActor (D.Configuration) throws -> I, step: @escaping @MainActor (I, D.World.Event) -> D.Frame
) -> [RunResult] {
    let factory: @Sendable (D.Configuration) throws -> MainActorObject<I> = { c in try MainActor.assumeIsolated { MainActorObject(try make(c)) } }
    let stepper: @Sendable (inout MainActorObject<I>, D.World.Event) -> D.Frame = { object, event in
        let base = object
        return MainActor.assumeIsolated { step(base.base, event) }
    }
    let site = CallSite(filePath: filePath, line: line, function: function)
    let saved = Replayer.replaySavedStepped(suite, settings: settings, at: site, expecting: expecting, factory, step: stepper)
    return Verifier.run(suite.properties(expecting: expecting, factory, step: stepper), settings, site, saved: saved)
}

/// What every `verify` shares: it runs the properties and records each failure, under Swift
/// Testing or XCTest alike.
@usableFromInline package enum Verifier {
    /// Runs properties (from any suite) and records every failure, every missed expected bug
    /// and every meaningless run at the caller's location.
    ///
    /// - Parameters:
    ///   - properties: The properties.
    ///   - settings: The settings (the environment overrides them).
    ///   - location: Where to record issues; the failures folder defaults to beside its file.
    ///   - saved: What the test's saved traces showed (replayed and recorded before): counted
    ///     in each property's result, their failures first in it.
    /// - Returns: One result per property.
    /// - Complexity: O(properties · cases · frames), plus shrinking on failure.
    @usableFromInline @discardableResult
    package static func run(_ properties: [SuiteProperty], _ given: VerificationSettings, _ location: CallSite,
                            saved traces: SavedTraces = SavedTraces()) -> [RunResult] {
        let settings: VerificationSettings
        do throws(RunOptionsError) {
            settings = try given.applyingEnvironment()
        } catch {
            record("invalid environment: \(error)", at: location)
            return []
        }
        let seed = settings.seed ?? RunOptions.freshSeed()
        let folder = settings.failuresDirectory ?? location.failuresDirectory
        if settings.failuresDirectory == nil, settings.saveFailures { keepFailuresFolder(folder.deletingLastPathComponent()) }
        let shown = location.packageRelative(folder)
        var options = RunOptions(cases: settings.cases, seed: seed, corpus: Corpus(directory: folder), saveFailures: settings.saveFailures)
        options.timeBudgetSeconds = settings.timeBudgetSeconds
        options.distinctFailureBudget = settings.distinctFailureBudget.isNaN ? 1 : max(0, settings.distinctFailureBudget)
        // The saved cases are named only where there are some; else where failures will go.
        let saved = FileManager.default.fileExists(atPath: folder.path)
            ? "with the saved cases in \(shown), replayed first" : settings.saveFailures ? "failures are saved in \(shown)" : "nothing saved"
        print("""
            ScrollProof: \(properties.count) properties, \(settings.cases) cases each, seed \(seed) (rerun exactly: SCROLLPROOF_SEED=\(seed), \
            \(saved))
            """)
        var results: [RunResult] = []
        // Failing properties are reported shortest first: the report a person reads first is
        // the smallest case that shows the bug.
        // Each with its place among its property's reports ("2 of 3"), when there are several.
        var failures: [SameCause.Reported] = []
        for property in properties {
            let saves = settings.saveFailures
            let replay: @Sendable (String) -> String = { saved in
                // A run that saves nothing says so, rather than name a file that is not there.
                guard saves else { return "not saved (saveFailures is off): the seed reruns it" }
                let path = "\(shown)/\(property.name)/\(URL(fileURLWithPath: saved).lastPathComponent)"
                return "saved in \(path), replayed first on every run of this test"
            }
            let generated = PropertyRunner(options: options).run(property.with(replayInstruction: replay))
            let result = traces.merged(into: generated)
            results.append(result)
            if settings.printLabels {
                let labels = result.labels.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
                let probes = result.probes == 0 ? "" : " (\(result.probes) of them the suite's probes, refused as expected)"
                print("\(property.name): \(result.cases) cases\(probes); " + labels.joined(separator: ", "))
            }
            if let problem = result.healthProblem {
                // With its reasons the problem says what to fix; without, the likeliest cause.
                let hint = result.uncheckedReasons.isEmpty ? "; does the factory accept the generated configurations?" : ""
                record("\(problem): the run checked nothing worth a pass\(hint)", at: location)
                continue
            }
            // The saved traces' failures were recorded as they were replayed.
            failures += settle(property, generated, seed: seed, at: location)
        }
        // Stable: a property's distinct failures keep their order, the shortest first.
        let ordered = failures.enumerated().sorted { ($0.element.failure.frames, $0.offset) < ($1.element.failure.frames, $1.offset) }.map(\.element)
        // A failure whose case also breaks an earlier report's rule is told in that report.
        let folds = SameCause.fold(ordered)
        for (((property, failure), folded), which) in zip(folds, SameCause.places(folds.map(\.reported))) {
            attach(failure.picture, named: "\(property.name).svg", at: location)
            let also = SameCause.lines(folded, under: failure.violation.invariant)
            record("\(property.name) failed\(which) (\(failure.rerun())):\n\(failure.report)\(also)", at: location)
            for other in folded { tell(other, in: "\(property.name): \(failure.violation.invariant)", &results) }
        }
        return results
    }

    /// Marks a failure of `results` as told in another report (``RunFailure/toldIn``).
    static func tell(_ other: SameCause.Reported, in report: String, _ results: inout [RunResult]) {
        guard let r = results.firstIndex(where: { $0.property == other.property.name }),
              let f = results[r].failures.firstIndex(where: {
                  $0.choices == other.failure.choices && $0.violation.invariant == other.failure.violation.invariant
              })
        else { return }
        results[r].failures[f].toldIn = report
    }

    /// What a property's result says against what it expects: the failures of a property
    /// that must pass, to report; a known bug's property records a missed bug or another break
    /// here.
    static func settle(_ property: SuiteProperty, _ result: RunResult, seed: UInt64, at location: CallSite) -> [SameCause.Reported] {
        switch (property.expectation, result.failure) {
        case (.pass, _?):
            // Every distinct failure of the property, each its own report unless folded.
            return result.failures.map { (property, $0) }
        case let (.bug(invariant, bug), failure?):
            attach(failure.picture, named: "\(property.name).svg", at: location)
            if failure.violation.invariant != invariant {
                record("\(property.name): expected the known bug (\(bug)) to break \(invariant), got:\n\(failure.report)", at: location)
            }
        case let (.bug(invariant, bug), nil):
            record("\(property.name): the known bug (\(bug)) was not found in \(result.cases) cases (seed \(seed)); expected \(invariant) to break",
                at: location)
        case let (.bugs(known), failure?):
            attach(failure.picture, named: "\(property.name).svg", at: location)
            if !known.contains(where: { $0.invariant == failure.violation.invariant }) {
                record("\(property.name): expected one of the known bugs (\(known.map(\.invariant).joined(separator: ", "))), got:\n\(failure.report)",
                    at: location)
            }
        case let (.bugs(known), nil):
            if !known.isEmpty {
                record("""
                    \(property.name): none of the known bugs (\(known.map(\.invariant).joined(separator: ", "))) was found in \(result.cases) \
                    cases (seed \(seed))
                    """, at: location)
            }
        case (.pass, nil):
            break
        }
        return []
    }

    /// Makes the failures folder beside the test exist, with an empty `.gitkeep`, so the
    /// manifest's `exclude: ["ScrollProofFailures"]` always names a folder (SwiftPM warns
    /// "Invalid Exclude … File not found" on every build while it does not exist).
    ///
    /// - Parameter folder: `ScrollProofFailures/` beside the test file.
    package static func keepFailuresFolder(_ folder: URL) {
        let keep = folder.appendingPathComponent(".gitkeep")
        guard !FileManager.default.fileExists(atPath: keep.path) else { return }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: keep.path, contents: Data())
    }

    /// Attaches a failure's picture (SVG) to the running Swift Testing test, next to its report;
    /// under XCTest the picture is the `.svg` saved beside the failure.
    ///
    /// - Parameters:
    ///   - picture: The SVG document.
    ///   - name: The attachment's name.
    ///   - location: Where it is recorded.
    package static func attach(_ picture: String, named name: String, at location: CallSite) {
        guard Test.current != nil, !picture.isEmpty else { return }
        Attachment.record(picture, named: name, sourceLocation: location.sourceLocation)
    }

    /// Records a test failure in whichever framework is running: `Issue.record` inside a Swift
    /// Testing test, `XCTFail` otherwise.
    ///
    /// - Parameters:
    ///   - message: The failure.
    ///   - location: Where it is recorded.
    package static func record(_ message: String, at location: CallSite) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message), sourceLocation: location.sourceLocation)
        } else {
            XCTFail(message, file: location.filePath, line: location.line)
        }
    }
}

/// Where a test called ScrollProof: issues are recorded there, and the failures folder is
/// beside its file.
@usableFromInline package struct CallSite: Sendable {
    /// `#filePath` of the test.
    package var filePath: StaticString
    /// `#line` of the call.
    package var line: UInt
    /// `#function`: the calling test, which keys its saved failures.
    package var function: String

    /// Creates a call site.
    ///
    /// - Parameters:
    ///   - filePath: `#filePath` of the test.
    ///   - line: `#line` of the call.
    ///   - function: `#function` of the test.
    @usableFromInline package init(filePath: StaticString, line: UInt, function: String) {
        self.filePath = filePath
        self.line = line
        self.function = function
    }

    /// Where Swift Testing records an issue: the file and the line (its file ID is the test
    /// target's folder and the file's name, as SwiftPM lays a test target out; column 1).
    package var sourceLocation: SourceLocation {
        let url = URL(fileURLWithPath: "\(filePath)")
        let fileID = url.deletingLastPathComponent().lastPathComponent + "/" + url.lastPathComponent
        return SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: 1)
    }

    /// The test's name as a folder: the function's name without its parameter list
    /// (`stickyBanner()` → `stickyBanner`, `carousel(width:)` → `carousel`).
    package var testName: String {
        let name = function.prefix { $0 != "(" }
        let safe = name.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" ? $0 : "_" }
        return safe.isEmpty ? "test" : String(safe)
    }

    /// Where this test's failures are kept by default: `ScrollProofFailures/<test>/` beside
    /// the test file, so two tests in one file (a correct adapter and a buggy variant, two
    /// libraries) never replay each other's failures.
    package var failuresDirectory: URL {
        URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent()
            .appendingPathComponent("ScrollProofFailures").appendingPathComponent(testName)
    }

    /// A path as a person reads it in a report: relative to the package that holds the test
    /// file (the nearest folder above it with a `Package.swift`), else absolute.
    ///
    /// - Parameter url: A file or folder.
    /// - Returns: The path.
    /// - Complexity: O(depth of the test file) file-system checks.
    package func packageRelative(_ url: URL) -> String {
        var root = URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent().standardizedFileURL
        while root.path != "/" {
            if FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
                let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
                let path = url.standardizedFileURL.path
                return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
            }
            root.deleteLastPathComponent()
        }
        return url.path
    }
}
