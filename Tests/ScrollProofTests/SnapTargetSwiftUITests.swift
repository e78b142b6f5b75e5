import Foundation
import PropertyTestSupport
import ScrollProof
import Testing

/// A SwiftUI-style `ScrollTargetBehavior` as an app writes it from docs §7: a pure function of
/// what its context holds (the proposal, the velocity, the container and the content), never
/// told where the finger lifted. A flick rests on the snap point nearest the proposal among
/// those beyond the point it takes the release to be (the proposal less what the normal
/// deceleration throws, half a point of slack for its rounding); a slower release on the snap
/// point nearest that point.
struct SwiftUIStyleBehavior {
    /// 1,000 pt/s at 0.998 a millisecond throws 499.5 pt (SPEC §6).
    static let throwSeconds = 0.4995
    let flickThreshold: Double
    /// Where the finger lifted, below the threshold: the snap point nearest it (`false`), or
    /// the one nearest the proposal (`true`).
    var nearestTheProposal = false

    /// `updateTarget(_:context:)`.
    func updateTarget(_ target: inout Double, velocity: Double, stops: [Double]) {
        let t = target, released = t - velocity * Self.throwSeconds
        func nearest(_ candidates: [Double], to x: Double) -> Double? { candidates.min { ($0 - x).magnitude < ($1 - x).magnitude } }
        if velocity > flickThreshold {
            target = nearest(stops.filter { $0 > released + 0.5 }, to: t) ?? stops[stops.count - 1]
        } else if velocity < -flickThreshold {
            target = nearest(stops.filter { $0 < released - 0.5 }, to: t) ?? stops[0]
        } else {
            target = nearest(stops, to: nearestTheProposal ? t : released) ?? stops[0]
        }
    }
}

/// The behavior behind the protocol, passing the event's proposal through as SwiftUI hands it;
/// after a resize SwiftUI asks it again with the old offset as the proposal and no velocity.
struct SwiftUIStyleAdapter {
    let behavior: SwiftUIStyleBehavior
    var configuration: SnapTargetConfiguration
    var resting: Double
    init(_ c: SnapTargetConfiguration, nearestTheProposal: Bool = false) {
        behavior = SwiftUIStyleBehavior(flickThreshold: c.flickThreshold, nearestTheProposal: nearestTheProposal)
        (configuration, resting) = (c, c.lowerBound)
    }
    mutating func answer(_ event: SnapEvent) -> SnapTargetFrame {
        var target: Double, velocity = 0.0
        switch event {
        case let .release(_, v, proposal):
            guard v.isFinite, proposal.isFinite else { return .refused }
            (target, velocity) = (proposal, v)
        case let .resize(length):
            guard let resized = try? configuration.resized(containerLength: length) else { return .refused }
            (configuration, target) = (resized, resting)
        }
        behavior.updateTarget(&target, velocity: velocity, stops: configuration.geometry.points)
        resting = target
        return SnapTargetFrame(target: target)
    }
}

/// The same behavior held by a main-actor view.
@MainActor
final class SwiftUIStyleView {
    private var adapter: SwiftUIStyleAdapter
    init(_ c: SnapTargetConfiguration) { adapter = SwiftUIStyleAdapter(c) }
    func answer(_ event: SnapEvent) -> SnapTargetFrame { adapter.answer(event) }
}

/// Code told only the proposal and the velocity is judged on what it was told (issue 56, SPEC §8
/// as amended): `told(.proposalAndVelocity)` hands it SwiftUI's proposals, and each rule judges
/// the proposal it was handed.
@MainActor @Suite struct SnapTargetSwiftUITests {
    static let behaviorSuite = try! Suites.snapTarget.told(.proposalAndVelocity).selecting(.level(.safety)).selecting(.skipping(["resize"]))
    static func settings(_ seed: UInt64) -> VerificationSettings { PropertyTestSupport.passingRun(VerificationSettings(cases: 500,
        seed: seed, saveFailures: false)) }

    /// The behavior keeps every safety rule SPEC applies to it (a stateless behavior cannot
    /// keep its place across a resize), on every kind of layout, as a value and as a view.
    @Test func aSwiftUIStyleBehaviorKeepsEverySafetyRuleAsAValueAndAsAView() {
        for seed: UInt64 in [91, 92] {
            let value = ScrollProof.verify(Self.behaviorSuite, settings: Self.settings(seed)) { c in SwiftUIStyleAdapter(c) } step: { a, e in a.answer(e) }
            #expect(!value.isEmpty && value.allSatisfy { $0.failure == nil }, "\(value.compactMap(\.failure?.report))")
            let view = ScrollProof.verify(Self.behaviorSuite, settings: Self.settings(seed), mainActor: { c in SwiftUIStyleView(c) },
                step: { v, e in v.answer(e) })
            #expect(!view.isEmpty && view.allSatisfy { $0.failure == nil }, "\(view.compactMap(\.failure?.report))")
        }
    }

    /// So does a behavior that takes the snap point nearest the proposal below the threshold.
    @Test func aBehaviorThatRestsNearestTheProposalKeepsEverySafetyRule() {
        let results = ScrollProof.verify(Self.behaviorSuite, settings: Self.settings(93)) { c in SwiftUIStyleAdapter(c,
            nearestTheProposal: true) } step: { a, e in a.answer(e) }
        #expect(!results.isEmpty && results.allSatisfy { $0.failure == nil }, "\(results.compactMap(\.failure?.report))")
    }

    /// Without `told`, the same behavior is handed releases SwiftUI never hands (a flick whose
    /// proposal is the offset, a proposal of another layout's), and a rule judged
    /// on them reports it: what the suite reported before `told` existed. Each report says what
    /// to change (issue 65): its answers never move with the offset, so it is told none, and
    /// `told(.proposalAndVelocity)` declares it; as a value and as a view.
    @Test func withoutToldTheBehaviorIsHandedWhatSwiftUINeverHandsAndTheReportSaysToDeclareIt() throws {
        let untold = try Suites.snapTarget.selecting(.only(["flickWay", "restStays", "robustness"]))
        var value: [RunResult] = [], view: [RunResult] = []
        withKnownIssue("a flick handed t = o; a release at rest handed a proposal of another layout") {
            value = ScrollProof.verify(untold, settings: VerificationSettings(cases: 300, seed: 94, saveFailures: false)) { c in
                SwiftUIStyleAdapter(c)
            } step: { a, e in a.answer(e) }
            view = ScrollProof.verify(untold, settings: VerificationSettings(cases: 300, seed: 94, saveFailures: false), mainActor: { c in
                SwiftUIStyleView(c)
            }, step: { v, e in v.answer(e) })
        }
        for results in [value, view] {
            let failures = results.flatMap(\.failures)
            #expect(Set(failures.map(\.violation.invariant)) == ["flickWay", "restStays"], "\(failures.map(\.report))")
            for failure in failures {
                #expect(failure.report.contains("hint: the answers stay the same wherever the finger lifts")
                    && failure.report.contains("told(.proposalAndVelocity)"), "\(failure.report)")
            }
        }
    }

    /// Every release handed to such code carries the proposal of §6's normal deceleration,
    /// clamped: the issue's layout (C 375, pages of 150, content 450) released at 0 with 200
    /// pt/s is handed 99.9 clamped to 75, and resting at 75 breaks nothing.
    @Test func everyReleaseCarriesSwiftUIsProposal() throws {
        let suite = try Suites.snapTarget.told(.proposalAndVelocity).pinning([
            "containerLength": .fixed(375), "layout": .layout(.pages), "pageLength": .fixed(150), "contentLength": .fixed(450),
            "leadingInset": .fixed(0), "trailingInset": .fixed(0), "flickThreshold": .fixed(200), "placesPerRelease": .fixed(0),
        ])
        let c = try SnapTargetConfiguration(containerLength: 375, layout: .pages(length: 150), contentLength: 450, told: .proposalAndVelocity)
        let throwSeconds = -1 / (1000 * log(0.998))
        var releases = 0
        for seed: UInt64 in 1...60 {
            guard let sequence = try? SnapTarget.releases(c).generate(seed: seed).value else { continue }
            var current = c
            for event in sequence.events {
                switch event {
                case let .resize(length): current = (try? current.resized(containerLength: length)) ?? current
                case let .release(o, v, t):
                    guard o.isFinite, v.isFinite, t.isFinite else { continue }
                    releases += 1
                    let (lo, hi) = (current.lowerBound, current.upperBound)
                    #expect((t - min(max(o + v * throwSeconds, lo), hi)).magnitude <= 1e-9, "released at \(o), \(v) pt/s in [\(lo), \(hi)], handed \(t)")
                    if t == o, o > lo, o < hi { #expect(v == 0, "a flick handed t = o: \(o), \(v)") }
                }
            }
        }
        #expect(releases > 100)
        let trace = SnapTargetTrace(configuration: c, events: [.release(offset: 0, velocity: 200, proposal: 75)], frames: [SnapTargetFrame(target: 75)])
        for oracle in suite.groups.flatMap(\.oracles) { #expect(oracle.check(trace) == nil, "\(oracle.name)") }
    }

    /// A pin outside a named field's values is a typed error that names the field and its
    /// values; the layout and what the code is told are pinned by name.
    @Test func aPinOutsideANamedFieldsValuesIsATypedError() throws {
        #expect(throws: PinError.notOneOf(field: "layout", value: 3, allowed: ["pages", "containerPages", "items"])) {
            try Suites.snapTarget.pinning(["layout": .fixed(3)])
        }
        #expect(throws: PinError.notOneOf(field: "layout", value: -1, allowed: ["pages", "containerPages", "items"])) {
            try Suites.snapTarget.pinning(["layout": .oneOf([0, -1])])
        }
        #expect(throws: PinError.notOneOf(field: "told", value: 2, allowed: ["offsetVelocityAndProposal", "proposalAndVelocity"])) {
            try Suites.snapTarget.pinning(["told": .range(0...2)])
        }
        #expect(throws: PinError.notWhole(field: "layout", value: 1.5)) { try Suites.snapTarget.pinning(["layout": .fixed(1.5)]) }
        #expect("\(PinError.notOneOf(field: "layout", value: 3, allowed: ["pages", "containerPages", "items"]))"
            == "layout: 3.0 is not one of its values, 0 (pages), 1 (containerPages), 2 (items)")
        let items = try Suites.snapTarget.pinning(["layout": .layout(.items)])
        #expect(items.pins.valueNames(of: "layout") == ["pages", "containerPages", "items"])
        let cases = try #require(try? items.cases.generate(seed: 3).value.configuration.configuration)
        #expect(cases.layout.kind == .items)
        let both = try Suites.snapTarget.pinning(["layout": .layouts([.pages, .containerPages])])
        for seed: UInt64 in 1...20 {
            guard let c = try? both.cases.generate(seed: seed).value.configuration.configuration else { continue }
            #expect(c.layout.kind != .items)
        }
    }
}
