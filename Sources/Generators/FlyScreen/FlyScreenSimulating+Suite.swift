import ScrollProofUtilities
import Effects
import Oracles

extension FlyScreenSimulating {
    /// The properties of a screen under the fly screen's suite: one per group. For a screen
    /// that lists features (``features``: seeking, pausing, durations) the suite generates
    /// (``EventSuite/generating(_:)``), the safety groups run on workloads that use them; the
    /// conformance groups run on the workloads SPEC's schedule defines.
    ///
    /// Each case creates a screen, asks it the workload's operations (resolved against it: a
    /// tap at an item it shows, time moved to its next finish) and then judges what it
    /// answered and what it logged, merged in time order, in one pass of the event engine
    /// (`EventChecker`), as `check-trace` judges the recorded file. Nothing is built for a
    /// passing case; a failing one is reported from the steps it recorded.
    ///
    /// - Parameters:
    ///   - suite: The suite (``Suites/flyScreen``, pinned, selected, or animating in `Float`).
    ///   - prefix: The names' prefix (`nil`: the effect's name).
    ///   - expecting: How each group is run, by group name.
    ///   - names: The groups to build (`nil`: all).
    ///   - make: Creates an empty screen at virtual time 0 for a configuration; throwing
    ///     declines the case.
    /// - Returns: The properties, in group order.
    /// - Complexity: O(groups); a case costs O(operations + entries) judgements.
    public static func properties(
        of suite: EventSuite<FlyScreenModel>, named prefix: String?, expecting: [String: SuiteExpectation], groups names: [String]?,
        _ make: @escaping @Sendable (FlyScreenConfiguration) throws -> Self
    ) -> [SuiteProperty] {
        let arithmetic = suite.arithmetic, rules = suite.rules
        let features = Self.features.intersection(suite.generatedFeatures)
        // A replayed file (`ScrollProof.replay`): its operations, at their times, the one case.
        let replayed = suite.explicitCase.flatMap { explicit in
            explicit.events.map { FlyWorkload(configuration: explicit.configuration, operations: FlyOperation.replaying($0.events), producers: 1, labels: []) }
        }
        let cases = replayed.map { Gen.just($0) } ?? Gen<FlyWorkload>.flyWorkload(pins: suite.pins)
        let featured = features.isEmpty || replayed != nil ? cases : .flyWorkload(pins: suite.pins, features: features)
        return InvariantGroup.properties(suite.groups, prefix: prefix ?? suite.effect, section: suite.section, expecting: expecting, names: names) { group in
            let problem = group.problem
            let oracles = group.oracles, indices = oracles.compactMap { $0.index(in: EventChecker<FlyScreenModel>.self) }
            let order = indices.count == oracles.count ? _InvariantOrder(checking: indices) : nil
            // The recordings of the cases that ran, for the next ones to reuse (one per case
            // running at once): a passing case allocates nothing for its steps or its check.
            let recordings = Lock<[FlyScreenRun.Recording]>([])
            return (group.level == .safety ? featured : cases).map { workload in
                if let problem { return .uncheckable(problem, labels: workload.labels) }
                let c: FlyScreenConfiguration
                switch workload.configuration.result {
                case let .success(valid): c = valid.animating(in: arithmetic)
                case let .failure(error): return .refused(error, labels: workload.labels)
                }
                var screen: Self
                do { screen = try make(c) } catch { return .declined(error, labels: workload.labels) }
                var recording = recordings.withLock { $0.popLast() } ?? FlyScreenRun.Recording()
                defer { recordings.withLock { $0.append(recording) } }
                FlyScreenRun.run(&screen, workload.operations, into: &recording)
                // A fly screen's steps are its operations (what a report's `operation N` counts).
                let frames = workload.operations.count
                // Judged in the configuration the screen reports (an adapter may pin its own
                // constants), as the trace of the case is.
                let violation = order.map { recording.judge(rules, $0, screen.configuration, log: screen.events) }
                    ?? TraceOracle.firstViolation(oracles, in: FlyScreenTrace(configuration: screen.configuration, steps: recording.steps,
                        events: screen.events).judged)
                guard let violation else { return Evaluation(violation: nil, frames: frames, labels: workload.labels, description: "") }
                // The readable case and its picture are made only when a report shows them.
                let trace = FlyScreenTrace(configuration: screen.configuration, steps: recording.steps, events: screen.events)
                return Evaluation(
                    violation: violation, frames: frames, labels: workload.labels,
                    describe: { FlyScreenRun.render(c, trace) }, draw: { FlyScreenPicture.svg(trace, violation: violation) }
                ).hinting { AdapterHints.sharedInstance(make, c) }
            }
        }
    }
}
