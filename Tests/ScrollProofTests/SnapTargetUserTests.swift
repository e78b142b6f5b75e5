import Foundation
import PropertyTestSupport
import ScrollProof
import Testing

/// A pager as an app writes it, over SPEC §8's configuration: it rests on pages of its own
/// snap points, one page per release, remembering nothing but where it rests. `atThreshold`
/// plants the `>=`-for-`>` mutant of the flick rule: a release at exactly `v_f` is a flick.
struct AppPager {
    var configuration: SnapTargetConfiguration
    var resting: Double
    var atThreshold = false
    /// A planted bug: a flick forward rests on the page behind the finger.
    var flicksBackward = false
    /// The app's own flick threshold, when it does not use the configuration's.
    var ownThreshold: Double?

    init(_ configuration: SnapTargetConfiguration, atThreshold: Bool = false, flicksBackward: Bool = false, ownThreshold: Double? = nil) {
        self.configuration = configuration
        resting = configuration.lowerBound
        self.atThreshold = atThreshold
        self.flicksBackward = flicksBackward
        self.ownThreshold = ownThreshold
    }

    /// The app's own arithmetic: pages from `lo`, clamped, one per release.
    mutating func answer(_ event: SnapEvent) -> SnapTargetFrame {
        let g = configuration.geometry
        switch event {
        case let .release(o, v, t):
            guard o.isFinite, v.isFinite, t.isFinite else { return .refused }
            let vf = ownThreshold ?? configuration.flickThreshold
            let forward = atThreshold ? v >= vf : v > vf, back = atThreshold ? v <= -vf : v < -vf
            let p = g.points
            // The page nearest the finger, then one beyond it in the flick's way.
            var k = 0
            for i in p.indices where (p[i] - o).magnitude < (p[k] - o).magnitude { k = i }
            if forward, flicksBackward { resting = p[p.lastIndex { $0 < o - g.tolerance } ?? 0] } else if forward {
                resting = p[p.firstIndex { $0 > o + g.tolerance } ?? p.count - 1]
            } else if back {
                resting = p[p.lastIndex { $0 < o - g.tolerance } ?? 0]
            } else {
                var best = 0
                for i in p.indices where (p[i] - t).magnitude < (p[best] - t).magnitude { best = i }
                resting = p[best]
            }
            _ = k
            return SnapTargetFrame(target: resting)
        case let .resize(c):
            guard let resized = try? configuration.resized(containerLength: c) else { return .refused }
            let place = g.place(at: resting)
            configuration = resized
            resting = place.map { resized.geometry.point(of: $0) } ?? resized.lowerBound
            return SnapTargetFrame(target: resting)
        }
    }
}

/// The same pager as a main-actor view controller would hold it.
@MainActor
final class AppPagerController {
    private var pager: AppPager
    init(_ configuration: SnapTargetConfiguration, atThreshold: Bool = false) { pager = AppPager(configuration, atThreshold: atThreshold) }
    func targetOffset(_ event: SnapEvent) -> SnapTargetFrame { pager.answer(event) }
}

/// A delegate method as UIKit calls it: velocity in points per millisecond, the proposal
/// written back through the pointer; the adapter converts the event's points per second and
/// pins the app's constants (a 390-pt pager of five pages, flick threshold 300 pt/s).
struct DelegateAdapter {
    /// Where a unit can go wrong between the suite's points per second and UIKit's points per
    /// millisecond (planted bugs).
    enum UnitMistake { case none, passesSecondsAsMilliseconds, comparesMillisecondsWithSeconds }
    var pager: AppPager
    var mistake: UnitMistake
    init(_ c: SnapTargetConfiguration, mistake: UnitMistake = .none, ownThreshold: Double? = nil) {
        pager = AppPager(c, ownThreshold: ownThreshold)
        self.mistake = mistake
    }

    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` over the app's pager.
    mutating func willEndDragging(offset: Double, velocityPerMillisecond: Double, target: inout Double) {
        let perSecond = mistake == .comparesMillisecondsWithSeconds ? velocityPerMillisecond : velocityPerMillisecond * 1000
        guard case let .some(t) = pager.answer(.release(offset: offset, velocity: perSecond, proposal: target)).target else { return }
        target = t
    }

    mutating func answer(_ event: SnapEvent) -> SnapTargetFrame {
        switch event {
        case let .release(o, v, t):
            // A method that cannot throw hands back the proposal for input it cannot use.
            guard o.isFinite, v.isFinite, t.isFinite else { return SnapTargetFrame(target: t) }
            var target = t
            willEndDragging(offset: o, velocityPerMillisecond: mistake == .passesSecondsAsMilliseconds ? v : v / 1000, target: &target)
            return SnapTargetFrame(target: target)
        case .resize: return pager.answer(event)
        }
    }
}

/// A pager as SwiftUI's paging and many apps write it: after a resize it keeps its offset and
/// rests on the snap point nearest it, so after a rotation of container-sized pages another
/// page shows (the landscape misalignment).
struct OffsetKeepingPager {
    var pager: AppPager
    init(_ configuration: SnapTargetConfiguration) { pager = AppPager(configuration) }
    mutating func answer(_ event: SnapEvent) -> SnapTargetFrame {
        guard case let .resize(c) = event else { return pager.answer(event) }
        guard let resized = try? pager.configuration.resized(containerLength: c) else { return .refused }
        pager.configuration = resized
        let g = resized.geometry
        pager.resting = g.points[g.nearestIndex(pager.resting) ?? 0]
        return SnapTargetFrame(target: pager.resting)
    }
}

/// A delegate that reads only the proposal and the velocity, never the offset (the
/// `targetContentOffset` pattern of many apps): it rests on the snap point nearest the
/// proposal, one further the way of a flick. Planted: UIKit's points per millisecond compared
/// with the app's points per second, or a flick taken the wrong way.
struct ProposalPager {
    var configuration: SnapTargetConfiguration
    var comparesMillisecondsWithSeconds = false, flicksBackward = false
    var page = 0

    mutating func answer(_ event: SnapEvent) -> SnapTargetFrame {
        switch event {
        case let .resize(length):
            // The page is kept across a rotation.
            guard let resized = try? configuration.resized(containerLength: length) else { return .refused }
            configuration = resized
            page = min(page, resized.geometry.points.count - 1)
        case let .release(_, v, t):
            guard v.isFinite, t.isFinite else { return SnapTargetFrame(target: t) }
            let velocity = comparesMillisecondsWithSeconds ? v / 1000 : v
            let way = velocity > configuration.flickThreshold ? 1 : velocity < -configuration.flickThreshold ? -1 : 0
            page = min(max((configuration.geometry.nearestIndex(t) ?? 0) + (flicksBackward ? -way : way), 0), configuration.geometry.points.count - 1)
        }
        return SnapTargetFrame(target: configuration.geometry.points[page])
    }
}

@MainActor @Suite struct SnapTargetUserTests {
    static func settings(_ seed: UInt64) -> VerificationSettings { ListEffectTests.settings(seed) }
    static let safety = try! Suites.snapTarget.selecting(.level(.safety))

    @Test func theAppsPagerKeepsEverySafetyRuleAsAValueAndAsAController() {
        let value = ScrollProof.verify(Self.safety, settings: Self.settings(81)) { c in AppPager(c) } step: { pager, event in pager.answer(event) }
        #expect(!value.isEmpty && value.allSatisfy { $0.failure == nil }, "\(value.compactMap(\.failure?.report))")
        let controller = ScrollProof.verify(
            Self.safety, settings: Self.settings(81), mainActor: { c in AppPagerController(c) }, step: { pager, event in pager.targetOffset(event) })
        #expect(!controller.isEmpty && controller.allSatisfy { $0.failure == nil }, "\(controller.compactMap(\.failure?.report))")
    }

    @Test func aDelegateAdapterWithTheAppsPinnedConstantsPasses() throws {
        let pinned = try Self.safety.pinning(["containerLength": .fixed(390), "layout": .fixed(1), "pageCount": .fixed(5),
            "flickThreshold": .fixed(300), "placesPerRelease": .fixed(1)])
        let results = ScrollProof.verify(pinned, settings: Self.settings(82)) { c in DelegateAdapter(c) } step: { adapter, event in adapter.answer(event) }
        #expect(!results.isEmpty && results.allSatisfy { $0.failure == nil }, "\(results.compactMap(\.failure?.report))")
    }

    /// The landscape misalignment is found early (issue 56): a pager that keeps its offset
    /// after a resize breaks `resizeKeepsPlace` within the first 50 cases under at least 9 of
    /// 10 seeds (10 in a plain run, 100 in CI's full run), since two cases in three end at rest
    /// on a page past the first and then rotate. Measured over 100 seeds: 100 found within 50
    /// cases (median case 11), against 72 before (median 33; an outsider's pager was first
    /// caught at case 102–112).
    @Test func aPagerThatKeepsItsOffsetAcrossARotationIsFoundWithinFiftyCases() throws {
        let resize = try Suites.snapTarget.selecting(.only(["resize"]))
        var found = 0, cases: [Int] = []
        let seeds = PropertyTestSupport.sweep(10, full: 100)
        for seed in 1...UInt64(seeds) {
            var results: [RunResult] = []
            withKnownIssue(isIntermittent: true) {
                var settings = VerificationSettings(cases: 50, seed: seed, saveFailures: false)
                settings.distinctFailureBudget = 0
                results = ScrollProof.verify(resize, settings: settings) { c in OffsetKeepingPager(c) } step: { p, e in p.answer(e) }
            }
            guard let failure = results.first?.failure, case let .seed(_, index) = failure.origin else { continue }
            #expect(failure.violation.invariant == "resizeKeepsPlace")
            found += 1
            cases.append(index)
        }
        print("landscape misalignment: found in \(found) of \(seeds) seeds within 50 cases, at cases \(cases)")
        #expect(found * 10 >= 9 * seeds, "found in \(found) of \(seeds) seeds within 50 cases, at \(cases)")
    }

    /// The `>=`-for-`>` mutant of the flick threshold: a release at rest on a snap point at
    /// exactly `v_f` moves, which `restStays` forbids (it is no flick); found as a value and as a
    /// controller, in one release.
    @Test func aFlickAtExactlyTheThresholdIsFoundAsAValueAndAsAController() throws {
        let rest = try Suites.snapTarget.selecting(.only(["restStays"]))
        var value: [RunResult] = [], controller: [RunResult] = []
        withKnownIssue {
            value = ScrollProof.verify(rest, settings: Self.settings(83)) { c in AppPager(c, atThreshold: true) } step: { pager, event in pager.answer(event) }
        }
        withKnownIssue {
            controller = ScrollProof.verify(
                rest, settings: Self.settings(83), mainActor: { c in AppPagerController(c, atThreshold: true) }, step: { pager,
                    event in pager.targetOffset(event) })
        }
        let fromValue = try #require(value.first?.failure), fromController = try #require(controller.first?.failure)
        #expect(fromValue.violation.invariant == "restStays")
        #expect(fromValue.frames == 1, "\(fromValue.report)")
        #expect(fromValue.report.contains("released at rest on the snap point"), "\(fromValue.report)")
        #expect(fromController.choices == fromValue.choices && "\(fromController.violation)" == "\(fromValue.violation)")
        // A real bug of code told the offset: its answers move with it, and no hint blames the adapter.
        for failure in [fromValue, fromController] { #expect(!failure.report.contains("hint:"), "\(failure.report)") }
    }

    /// A velocity in the wrong unit, and a flick threshold of the app's own, each found and
    /// named by the report's hint; a flick that goes the wrong way, a real bug of the same rule,
    /// gets none (issue 65).
    @Test func aUnitOrAThresholdTheCodeDoesNotUseIsNamedAndARealBugIsNot() throws {
        let pinned = try Self.safety.pinning(["containerLength": .fixed(390), "layout": .layout(.containerPages), "pageCount": .fixed(5),
            "flickThreshold": .fixed(200), "placesPerRelease": .fixed(1)])
        func failures(_ make: @escaping @Sendable (SnapTargetConfiguration) -> DelegateAdapter) -> [RunFailure] {
            var results: [RunResult] = []
            withKnownIssue { results = ScrollProof.verify(pinned, settings: Self.settings(85)) { c in make(c) } step: { a, e in a.answer(e) } }
            return results.flatMap(\.failures)
        }
        func expect(_ found: [RunFailure], rule: String, hint: String) {
            let broken = found.filter { $0.violation.invariant == rule }
            #expect(!broken.isEmpty, "\(rule) not broken: \(found.map(\.report))")
            for failure in broken {
                let line = failure.report.split(separator: "\n").first { $0.hasPrefix("  hint: ") }
                #expect(line?.contains(hint) == true, "\(failure.report)")
            }
        }
        expect(failures { DelegateAdapter($0, mistake: .comparesMillisecondsWithSeconds) }, rule: "flickWay", hint: "the code flicks only at a thousand times")
        expect(failures { DelegateAdapter($0, mistake: .passesSecondsAsMilliseconds) }, rule: "restStays",
               hint: "the code flicks at a hundredth of the threshold")
        expect(failures { DelegateAdapter($0, ownThreshold: 300) }, rule: "flickWay",
               hint: "pt/s the code does not flick, at ten times that it does: its own flick threshold is above the pinned flickThreshold (200 pt/s)")
        var backward: [RunResult] = []
        withKnownIssue {
            backward = ScrollProof.verify(pinned, settings: Self.settings(85)) { c in AppPager(c, flicksBackward: true) } step: { p, e in p.answer(e) }
        }
        let wrongWay = backward.flatMap(\.failures)
        #expect(wrongWay.contains { $0.violation.invariant == "flickWay" })
        for failure in wrongWay { #expect(!failure.report.contains("hint:"), "\(failure.report)") }
    }

    /// A pager that never reads the offset and compares points per millisecond with points per
    /// second answers alike wherever the finger lifts, yet declaring it told would not fix it:
    /// its report names the unit (probed first), not `told` (the outsider's pager, issue 65).
    /// One that flicks the wrong way gets no hint at all: judged as told code, it still breaks
    /// the rule.
    @Test func untoldLookingCodeGetsTheToldHintOnlyWhenTellingWouldFixIt() throws {
        let pinned = try Self.safety.pinning(["containerLength": .fixed(390), "layout": .layout(.containerPages), "pageCount": .fixed(5),
            "flickThreshold": .fixed(200), "placesPerRelease": .fixed(1)]).selecting(.only(["flickWay"]))
        func hints(_ make: @escaping @Sendable (SnapTargetConfiguration) -> ProposalPager) -> [String?] {
            var results: [RunResult] = []
            withKnownIssue { results = ScrollProof.verify(pinned, settings: Self.settings(86)) { c in make(c) } step: { p, e in p.answer(e) } }
            // Each failure's report: the hint line, if any.
            let failures = results.flatMap(\.failures).filter { $0.violation.invariant == "flickWay" }
            #expect(!failures.isEmpty, "flickWay not broken")
            return failures.map { f in f.report.split(separator: "\n").first { $0.hasPrefix("  hint: ") }.map(String.init) }
        }
        for hint in hints({ ProposalPager(configuration: $0, comparesMillisecondsWithSeconds: true) }) {
            #expect(hint?.contains("the code flicks only at a thousand times") == true, "\(hint ?? "no hint")")
        }
        for hint in hints({ ProposalPager(configuration: $0, flicksBackward: true) }) { #expect(hint == nil, "\(hint ?? "")") }
        // The same pager, correct, judged as code told the offset: the told hint is its fix.
        for hint in hints({ ProposalPager(configuration: $0) }) { #expect(hint?.contains("told(.proposalAndVelocity)") == true, "\(hint ?? "no hint")") }
    }

    /// A factory that hands every case the one controller it captured: each case starts where
    /// the last one left it, in the last one's configuration, and every report says so
    /// (issue 65); a value type copied into each case, or a new controller per case, gets no
    /// such hint.
    @Test func aFactoryThatHandsOutOneControllerIsNamedInEveryReport() throws {
        let shared = AppPagerController(try SnapTargetConfiguration(containerLength: 390, layout: .pages(length: 390), contentLength: 1950))
        var results: [RunResult] = []
        withKnownIssue("one controller for every case") {
            results = ScrollProof.verify(Self.safety, settings: Self.settings(84), mainActor: { _ in shared }, step: { pager, event in
                pager.targetOffset(event)
            })
        }
        let failures = results.flatMap(\.failures)
        #expect(!failures.isEmpty)
        for failure in failures {
            #expect(failure.report.contains("hint: the factory handed out the same AppPagerController twice"), "\(failure.report)")
        }
        let fresh = ScrollProof.verify(Self.safety, settings: Self.settings(84), mainActor: { c in AppPagerController(c) }, step: { pager, event in
            pager.targetOffset(event)
        })
        #expect(fresh.allSatisfy { $0.failure == nil }, "\(fresh.compactMap(\.failure?.report))")
    }
}
