import Effects
import Oracles

/// The suite of an offset-driven effect: every invariant of its declaration, in named groups,
/// and the generator of realistic cases, ready to run against any implementation. The
/// built-in effects' suites (``Suites``) and a declared effect's (``declared(_:groups:)``) are
/// the same: each is its declaration's (``DeclaredScrollEffect``).
///
/// `properties(named:expecting:groups:_:)` builds one ``SuiteProperty`` per group for the
/// implementation a factory makes: each case creates a fresh implementation at the case's
/// configuration and start input, feeds the generated offsets and judges every frame as it
/// comes, in one streaming pass of the declaration's checker (`DeclaredChecker`): nothing is
/// recorded and nothing allocated for a passing case. A failing case is then recorded from a
/// new implementation and judged by the group's oracles (the same checker over the trace),
/// which gives the report and the picture. A group with an oracle of another kind (a
/// parameter of the suite, such as the sticky banner's `percentInRange(_:)`) is recorded and judged
/// that way always.
///
/// Its type names the declaration, `ScrollSuite<YourEffect>`
/// (`let suite = ScrollSuite.declared(YourEffect.self)`).
public struct ScrollSuite<Effect: DeclaredScrollEffect>: Sendable {
    /// The configuration type.
    public typealias Configuration = Effect.Configuration
    /// The frame type.
    public typealias Frame = Effect.Frame

    /// The effect's name, the prefix of its property names.
    public let effect: String
    /// The section of the contract its invariants cite.
    public let section: String
    /// The invariants, in groups.
    public let groups: [InvariantGroup<ScrollTrace<Configuration, Frame>>]
    /// The configuration fields pinned so far (none for the suites of ``Suites``).
    public let pins: FieldPins
    /// The declaration's lists, evaluated once for every case of the suite.
    @usableFromInline let rules: DeclaredRules<Effect>
    /// The groups whose oracles judge release queries (asked and recorded only for them).
    @usableFromInline private(set) var releaseGroups: Set<String>
    /// The one case of a suite that replays a recorded input (``replaying(_:start:inputs:)``),
    /// else `nil`: cases are generated.
    @usableFromInline package private(set) var explicitCase: ScrollCase<Configuration>?

    /// The generator of cases: a configuration in the pinned space, then realistic input over
    /// its ``ScrollRange`` (edges and exact thresholds included).
    @inlinable
    package var cases: Gen<ScrollCase<Configuration>> {
        if let explicitCase { return .just(explicitCase) }
        return .scrollCase(Effect.configurations.generator(pins), range: { Effect.range($0) })
    }

    /// The same suite whose one case is a recorded input: a configuration, the input the
    /// implementation is created with, and the inputs after it (`ScrollProof.replay`).
    ///
    /// - Parameters:
    ///   - configuration: The configuration.
    ///   - start: The start input.
    ///   - inputs: The inputs, one per frame.
    /// - Returns: The suite.
    package func replaying(_ configuration: Configuration, start: Double, inputs: [Double]) -> ScrollSuite {
        var suite = self
        suite.explicitCase = ScrollCase(
            configuration: ConfigurationCase(result: .success(configuration), labels: []), input: OffsetSequence(start: start, offsets: inputs, labels: []))
        return suite
    }

    @usableFromInline
    init(rules: DeclaredRules<Effect>, groups: [InvariantGroup<ScrollTrace<Configuration, Frame>>], pins: FieldPins, releaseGroups: Set<String>) {
        effect = Effect.name
        section = rules.section
        self.rules = rules
        self.groups = groups
        self.pins = pins
        self.releaseGroups = releaseGroups
    }

    /// The suite of a declared effect: one property per group of its invariants (its
    /// declaration's ``DeclaredScrollEffect/invariantGroups``, by default one per invariant, release
    /// invariants included, and `robustness` for SPEC §0's rules), cases from its configuration
    /// space and scroll range, failures drawn by its picture.
    ///
    /// The implementation is created with the case's start input
    /// (``DeclaredScrollEffect/start(_:generated:)``) and fed the following ones; an effect
    /// with release invariants is verified through `ReleasingEffect` (or
    /// `MainActorReleasingEffect`), which answers where a drag ending after each frame settles.
    /// A group that names an invariant the effect does not have checks nothing, and its run
    /// says which name (``SelectionError``): never a pass.
    ///
    /// - Parameters:
    ///   - effect: The declaration.
    ///   - groups: Group name → the names of its invariants, in order; `nil` for the
    ///     declaration's groups.
    /// - Returns: The suite.
    /// - Complexity: O(invariants · groups).
    public static func declared(_ effect: Effect.Type, groups: KeyValuePairs<String, [String]>? = nil) -> ScrollSuite {
        let rules = DeclaredRules<Effect>()
        let oracles = rules.descriptions.indices.map { rules.oracle($0) }
        let frameCount = rules.invariantCount, releaseCount = rules.releaseCount
        let releaseNames = Set(oracles[frameCount..<(frameCount + releaseCount)].map(\.name))
        var built: [InvariantGroup<ScrollTrace<Configuration, Frame>>]
        if let groups = groups ?? Effect.invariantGroups {
            built = InvariantGroup.named(groups, from: oracles, effect: Effect.name)
        } else {
            built = oracles.prefix(frameCount + releaseCount).map { InvariantGroup($0.name, [$0]) }
            built.append(InvariantGroup("robustness", Array(oracles.suffix(from: frameCount + releaseCount))))
        }
        let releaseGroups = Set(built.filter { $0.oracles.contains { releaseNames.contains($0.name) } }.map(\.name))
        return ScrollSuite(rules: rules, groups: built, pins: Effect.configurations.pins, releaseGroups: releaseGroups)
    }

    /// The same suite with every invariant in one group, `all`: one generated case judged by
    /// every oracle at once (a fuzzer decodes each input once instead of once per group).
    public var merged: ScrollSuite {
        var suite = replacing(groups: [InvariantGroup("all", groups.flatMap(\.oracles))])
        suite.releaseGroups = releaseGroups.isEmpty ? [] : ["all"]
        return suite
    }

    /// The same suite with other groups or pins (everything else kept).
    package func replacing(groups: [InvariantGroup<ScrollTrace<Configuration, Frame>>]? = nil, pins: FieldPins? = nil) -> ScrollSuite {
        var suite = ScrollSuite(rules: rules, groups: groups ?? self.groups, pins: pins ?? self.pins, releaseGroups: releaseGroups)
        suite.explicitCase = explicitCase
        return suite
    }

    /// The same suite with some configuration fields fixed or constrained, as an app fixes its
    /// constants: cases are generated only in that space, with the same edge and exact-threshold
    /// emphasis (thresholds are computed for each case's configuration), and labelled `pinned`.
    ///
    ///     let banner = try Suites.bannerHover.pinning(["eps": .fixed(1e-6), "bannerHeight": .fixed(200)])
    ///     let carousel = try Suites.rollingBanner.pinning(["width": .oneOf([375, 390, 393, 430])])
    ///
    /// The fields are the configuration's initializer labels (``FieldPins/fields``). Pinning a
    /// field again replaces its space. Pinned values must make valid configurations with the
    /// other fields: cases whose configuration the initializer refuses check nothing, and a run
    /// where most cases check nothing is an error, never a pass.
    ///
    /// - Parameter fields: Field name → its space.
    /// - Returns: The pinned suite.
    /// - Throws: ``PinError`` naming the field and the rule it broke (an unknown name lists
    ///   the effect's fields).
    /// - Complexity: O(fields).
    public func pinning(_ fields: [String: FieldSpace]) throws(PinError) -> ScrollSuite {
        replacing(pins: try pins.adding(fields, effect: effect))
    }

    /// The same suite with only some of its groups: those of one level, a chosen set, or all
    /// but a set (``GroupSelection``). A library that departs from SPEC's formulas by design
    /// is held to the promises every implementation must keep with `.level(.safety)`.
    ///
    /// - Parameter selection: The groups to keep.
    /// - Returns: The suite with the selected groups, in their order.
    /// - Throws: ``SelectionError`` when a name is not one of the suite's groups (the error
    ///   lists them) or nothing is left to run.
    /// - Complexity: O(groups).
    public func selecting(_ selection: GroupSelection) throws(SelectionError) -> ScrollSuite {
        replacing(groups: try selection.select(groups, effect: effect))
    }

    /// The properties of an implementation: one per group.
    ///
    /// - Parameters:
    ///   - prefix: The names' prefix (default: the effect's name).
    ///   - expecting: How each group is run, by group name (default: every invariant must hold).
    ///   - groups: The groups to build (default: all).
    ///   - make: Creates the implementation for a configuration at a start input (the window
    ///     top for §1, the content offset for §2 and §5, `w` for §3). Throwing declines the case.
    /// - Returns: The properties, in group order.
    @inlinable
    public func properties<E: ScrollDrivenEffect>(
        named prefix: String? = nil, expecting: [String: SuiteExpectation] = [:], groups names: [String]? = nil,
        _ make: @escaping @Sendable (Configuration, Double) throws -> E
    ) -> [SuiteProperty] where E.Configuration == Configuration, E.Frame == Frame {
        build(prefix, expecting, names, make) { effect, start, inputs, _ in ScrollTrace.record(effect, initialInput: start,
            inputs: inputs) } _: { effect, start, inputs, _, order, rules in
            Self.streamingPass(effect, start, inputs, order, rules, release: nil)
        }
    }

    /// The properties of an implementation with a release rule (the rolling banner): the
    /// release group also asks, after every accepted step, where a drag ending there settles.
    ///
    /// - Parameters:
    ///   - prefix: The names' prefix (default: the effect's name).
    ///   - expecting: How each group is run, by group name (default: every invariant must hold).
    ///   - groups: The groups to build (default: all).
    ///   - make: Creates the implementation for a configuration at a start input.
    /// - Returns: The properties, in group order.
    @inlinable
    public func properties<E: ReleasingEffect>(
        named prefix: String? = nil, expecting: [String: SuiteExpectation] = [:], groups names: [String]? = nil,
        _ make: @escaping @Sendable (Configuration, Double) throws -> E
    ) -> [SuiteProperty] where E.Configuration == Configuration, E.Frame == Frame {
        build(prefix, expecting, names, make) { effect, start, inputs, releasing in
            releasing ? ScrollTrace.recordReleasing(effect, initialInput: start, inputs: inputs) : ScrollTrace.record(effect,
                initialInput: start, inputs: inputs)
        } _: { effect, start, inputs, releasing, order, rules in
            Self.streamingPass(effect, start, inputs, order, rules, release: releasing ? { e, v in try? e.releaseTarget(velocity: v) } : nil)
        }
    }

    // Inlinable down to the checker: the suite's per-frame work is specialized where it is
    // used, for the implementation's and the declaration's concrete types (unspecialized
    // generic code looks metadata up on every frame).
    @inlinable
    func build<E: ScrollDrivenEffect>(
        _ prefix: String?, _ expecting: [String: SuiteExpectation], _ names: [String]?,
        _ make: @escaping @Sendable (Configuration, Double) throws -> E,
        _ record: @escaping @Sendable (E, Double, [Double], Bool) -> ScrollTrace<Configuration, Frame>,
        _ stream: @escaping @Sendable (E, Double, [Double], Bool, _InvariantOrder, DeclaredRules<Effect>) -> Violation?
    ) -> [SuiteProperty] where E.Configuration == Configuration, E.Frame == Frame {
        let rules = self.rules
        return InvariantGroup.properties(groups, prefix: prefix ?? effect, section: section, expecting: expecting, names: names) { group in
            let oracles = group.oracles, releasing = releaseGroups.contains(group.name), problem = group.problem
            let indices = oracles.compactMap { $0.index(in: DeclaredChecker<Effect>.self) }
            let order = indices.count == oracles.count ? _InvariantOrder(checking: indices) : nil
            return cases.map { scrollCase in
                // A group that cannot be checked checks nothing, and says why.
                if let problem { return .uncheckable(problem, labels: scrollCase.labels) }
                let c: Configuration
                switch scrollCase.configuration.result {
                case let .success(valid): c = valid
                // Nothing is checked; the error is kept for a run that checks too little.
                case let .failure(error): return .refused(error, labels: scrollCase.labels)
                }
                guard let offsets = scrollCase.input else {
                    return Evaluation(violation: nil, frames: 0, labels: scrollCase.labels, description: "", checked: false)
                }
                let startInput = Effect.start(c, generated: offsets.start)
                let effect: E
                do { effect = try make(c, startInput) } catch { return .declined(error, labels: scrollCase.labels) }
                let initialInput = Effect.initialInput(of: effect.lastFrame, start: startInput)
                // The streaming pass: a passing case is decided here, without a trace.
                var recorded = effect
                if let order {
                    if stream(effect, initialInput, offsets.offsets, releasing, order, rules) == nil {
                        return Evaluation(violation: nil, frames: offsets.offsets.count, labels: scrollCase.labels, description: "")
                    }
                    // The streaming pass drove `effect`: an implementation with reference
                    // semantics (a view class, a struct holding one) now holds the state the
                    // case ended in. The recording drives a new instance from the factory, so
                    // the trace shows states this case really produced.
                    do { recorded = try make(c, startInput) } catch { return .declined(error, labels: scrollCase.labels) }
                }
                var trace = record(recorded, initialInput, offsets.offsets, releasing)
                let violation = TraceOracle.firstViolation(oracles, in: trace)
                // Every oracle is prefix-closed: the frames up to the violation are the failing case.
                if let v = violation, v.frame + 1 < trace.steps.count {
                    trace.steps.removeSubrange((v.frame + 1)...)
                    trace.releases.removeAll { $0.step > v.frame }
                }
                guard let violation else {
                    return Evaluation(violation: nil, frames: trace.steps.count, labels: scrollCase.labels, description: "")
                }
                // The readable case and its picture are made only when a report shows them.
                let failing = trace
                return Evaluation(
                    violation: violation, frames: failing.steps.count, labels: scrollCase.labels,
                    describe: { Self.render(c, failing) }, draw: { Effect.picture(of: failing, violation: violation) }
                ).hinting { AdapterHints.sharedInstance({ try make($0, startInput) }, c) }
            }
        }
    }

    /// Runs an implementation over inputs and judges every frame as it comes, as the recorded
    /// trace would be judged (``ScrollTrace/record(_:initialInput:inputs:release:)``, with
    /// release queries when `release` is given, as ``ScrollTrace/recordReleasing(_:initialInput:inputs:)``
    /// asks them).
    ///
    /// - Returns: The violation the group reports, or `nil`.
    /// - Complexity: O(inputs · invariants); no allocation unless a violation is built.
    @inlinable
    static func streamingPass<E: ScrollDrivenEffect>(
        _ effect: E, _ initialInput: Double, _ inputs: [Double], _ order: _InvariantOrder, _ rules: DeclaredRules<Effect>, release: ((E, Double) -> Double?)?
    ) -> Violation? where E.Configuration == Configuration, E.Frame == Frame {
        var effect = effect
        var checker = DeclaredChecker(rules: rules, configuration: effect.configuration, initialInput: initialInput, initial: effect.lastFrame, order: order)
        if !checker.isDecided {
            ScrollTrace.drive(&effect, initialInput: initialInput, inputs: inputs, release: release) { i, x, output, state in
                checker.step(i, input: x, output: output, state: state)
                return !checker.isDecided
            } query: { q, state in
                checker.release(q, state: state)
            }
        }
        checker.finish()
        return checker.slot.violation
    }

    @usableFromInline
    static func render(_ c: Configuration, _ trace: ScrollTrace<Configuration, Frame>) -> String {
        var lines = ["\(c)", "start \(FrameDescription.n(trace.initialInput)) → \(Effect.describe(trace.initial))"]
        for (i, step) in trace.steps.enumerated() {
            let out = step.output.map(Effect.describe) ?? "refused (state kept: \(Effect.describe(step.state)))"
            lines.append("frame \(i): \(FrameDescription.n(step.input)) → \(out)")
        }
        for q in trace.releases {
            lines.append("release after frame \(q.step) with velocity \(FrameDescription.n(q.velocity)) → target \(FrameDescription.n(q.target))")
        }
        return lines.joined(separator: "\n")
    }
}

extension ScrollTrace {
    /// Records an effect with a release rule, asking after every accepted step where a drag
    /// ending there would settle (see `ScrollTrace.drive(_:initialInput:inputs:release:step:query:)`).
    ///
    /// - Parameters:
    ///   - effect: The implementation.
    ///   - initialInput: Its initial input.
    ///   - inputs: The inputs.
    /// - Returns: The trace with its release queries.
    /// - Complexity: O(inputs).
    public static func recordReleasing<E: ReleasingEffect>(_ effect: E, initialInput: Double, inputs: [Double]) -> ScrollTrace
    where E.Configuration == Configuration, E.Frame == Frame {
        record(effect, initialInput: initialInput, inputs: inputs, release: { e, v in try? e.releaseTarget(velocity: v) })
    }
}
