import Foundation
import ScrollProof
import Testing

// A back-to-top button with a hysteresis, declared from outside the project: it shows once
// the reader scrolls past `showAt` and hides only when back above `hideAt`, so it does not
// flicker at one threshold. Whether it should be shown depends on the whole path, not on the
// frame before: the rule is an invariant with a memory (`FrameInvariant.remembering`). The
// view is a main-actor class beside its value twin; the bugs: `>=` for `>` at `showAt`, and
// a button with no hysteresis (it hides as soon as the offset drops below `showAt`).

struct BackToTopConfiguration: Sendable, CustomStringConvertible {
    let showAt: Double, hideAt: Double

    init(showAt: Double, hideAt: Double) throws(ConfigurationError) {
        guard hideAt.isFinite, hideAt >= 0 else { throw ConfigurationError(configuration: "BackToTop", field: "hideAt",
            rule: .mustBeNonNegative, value: hideAt) }
        guard showAt.isFinite, showAt > hideAt else {
            throw ConfigurationError(configuration: "BackToTop", field: "showAt", rule: .mustBeGreaterThan(.init("hideAt", hideAt)), value: showAt)
        }
        (self.showAt, self.hideAt) = (showAt, hideAt)
    }

    var description: String { "BackToTop(showAt: \(showAt), hideAt: \(hideAt))" }
}

struct BackToTopFrame: NumericFrame, Sendable, Equatable {
    var alpha: Double
    var shown: Bool
    static let numberNames = ["alpha"]
    func number(_ index: Int) -> Double { alpha }
}

enum BackToTopEffect: DeclaredScrollEffect {
    static let name = "backToTop"

    static let configurations = ConfigurationSpace(["hideAt": .range(0...600), "gap": .range(1...800)]) { v in
        try BackToTopConfiguration(showAt: v["hideAt"] + v["gap"], hideAt: v["hideAt"])
    }

    static func range(_ c: BackToTopConfiguration) -> ScrollRange {
        var range = ScrollRange(lower: 0, upper: 3 * c.showAt, reach: c.showAt, dimension: 800, pageSize: 800, landmarks: [0, c.hideAt, c.showAt])
        range.addThreshold(near: c.showAt) { y in y > c.showAt }
        range.addThreshold(near: c.hideAt) { y in y < c.hideAt }
        return range
    }

    static func scale(of c: BackToTopConfiguration) -> Double { 3 * c.showAt }

    static let invariants: [FrameInvariant<BackToTopConfiguration, BackToTopFrame>] = [
        .inRange("alpha", \.alpha, unit: .ratio) { _ in 0...1 },
        .remembering("hysteresis", "shown once past showAt, hidden only above hideAt", from: { _ in false }) { shown, c, y in
            if y > c.showAt { shown = true } else if y < c.hideAt { shown = false }
        } judge: { shown, context in
            // The initial frame: what the offset alone says (between the two, either is right).
            if context.index < 0 {
                let y = context.input
                shown = y > context.configuration.showAt ? true : y < context.configuration.hideAt ? false : context.frame.shown
            }
            if context.frame.shown == shown { return nil }
            return InvariantFailure("the button should be \(shown ? "shown" : "hidden") after this path", [.init("offset", context.input)])
        },
    ]
}

enum BackToTopBug: Sendable { case none, showsAtTheThreshold, noHysteresis }

/// The app's view controller on the main actor.
@MainActor
final class BackToTopViewController {
    private(set) var buttonShown = false
    let showAt: Double, hideAt: Double, bug: BackToTopBug

    init(showAt: Double, hideAt: Double, bug: BackToTopBug) {
        (self.showAt, self.hideAt, self.bug) = (showAt, hideAt, bug)
    }

    func scrollViewDidScroll(contentOffsetY y: Double) {
        let past = bug == .showsAtTheThreshold ? y >= showAt : y > showAt
        if past { buttonShown = true } else if y < (bug == .noHysteresis ? showAt : hideAt) { buttonShown = false }
    }
}

@MainActor
final class BackToTopAdapter: MainActorScrollDrivenEffect {
    let configuration: BackToTopConfiguration
    private let controller: BackToTopViewController
    private(set) var lastFrame: BackToTopFrame

    init(_ c: BackToTopConfiguration, offset: Double, bug: BackToTopBug = .none) {
        configuration = c
        controller = BackToTopViewController(showAt: c.showAt, hideAt: c.hideAt, bug: bug)
        controller.scrollViewDidScroll(contentOffsetY: offset)
        lastFrame = BackToTopFrame(alpha: controller.buttonShown ? 1 : 0, shown: controller.buttonShown)
    }

    func update(_ y: Double) throws(InputError) -> BackToTopFrame {
        try InputError.requireFinite(y, "contentOffset.y")
        controller.scrollViewDidScroll(contentOffsetY: y)
        lastFrame = BackToTopFrame(alpha: controller.buttonShown ? 1 : 0, shown: controller.buttonShown)
        return lastFrame
    }
}

struct BackToTopValue: ScrollDrivenEffect {
    let configuration: BackToTopConfiguration
    let bug: BackToTopBug
    private(set) var lastFrame = BackToTopFrame(alpha: 0, shown: false)

    init(_ c: BackToTopConfiguration, offset: Double, bug: BackToTopBug = .none) {
        configuration = c
        self.bug = bug
        apply(offset)
    }

    private mutating func apply(_ y: Double) {
        var shown = lastFrame.shown
        if bug == .showsAtTheThreshold ? y >= configuration.showAt : y > configuration.showAt {
            shown = true
        } else if y < (bug == .noHysteresis ? configuration.showAt : configuration.hideAt) {
            shown = false
        }
        lastFrame = BackToTopFrame(alpha: shown ? 1 : 0, shown: shown)
    }

    mutating func update(_ y: Double) throws(InputError) -> BackToTopFrame {
        try InputError.requireFinite(y, "contentOffset.y")
        apply(y)
        return lastFrame
    }
}

@MainActor @Suite struct BackToTopButtonTests {
    static let suite = ScrollSuite.declared(BackToTopEffect.self)

    /// The correct button passes as a class and as a value; the generated paths cross both
    /// thresholds exactly.
    @Test func theCorrectButtonPassesAsAClassAndAsAValue() {
        let settings = VerificationSettings(cases: 300, seed: 41, failuresDirectory: VerifyTests.folder(), saveFailures: false)
        let view = ScrollProof.verify(Self.suite, settings: settings) { c, y in BackToTopAdapter(c, offset: y) }
        let value = ScrollProof.verify(Self.suite, settings: settings) { c, y in BackToTopValue(c, offset: y) }
        for results in [view, value] {
            #expect(results.map(\.property) == ["backToTop.alphaInRange", "backToTop.hysteresis", "backToTop.robustness"])
            #expect(results.allSatisfy { $0.failure == nil && $0.cases == 300 }, "\(results.compactMap(\.failure?.report))")
            #expect(results.allSatisfy { ($0.labels["exact-threshold"] ?? 0) > 20 }, "\(results.map(\.labels))")
        }
        #expect(view.map(\.frames) == value.map(\.frames))
    }

    /// Each bug is found by the invariant with a memory, with the same report for the class and
    /// the value, shrunk to a short path.
    @Test(arguments: [BackToTopBug.showsAtTheThreshold, .noHysteresis])
    func aButtonBugIsFound(_ bug: BackToTopBug) throws {
        let settings = VerificationSettings(cases: 300, seed: 42, failuresDirectory: VerifyTests.folder(), saveFailures: false)
        var view: [RunResult] = [], value: [RunResult] = []
        withKnownIssue {
            view = ScrollProof.verify(Self.suite, settings: settings) { c, y in BackToTopAdapter(c, offset: y, bug: bug) }
            value = ScrollProof.verify(Self.suite, settings: settings) { c, y in BackToTopValue(c, offset: y, bug: bug) }
        }
        #expect(view.filter { $0.failure != nil }.map(\.property) == ["backToTop.hysteresis"])
        let failure = try #require(view.first { $0.property == "backToTop.hysteresis" }?.failure)
        #expect(failure.frames <= 4, "\(failure.report)")
        #expect(failure.report.contains("shown"), "the report shows the button's state: \(failure.report)")
        #expect(view.map(\.failure?.report) == value.map(\.failure?.report))
    }

    /// The memory is the checker's, one per case: judged alone, the invariant finds nothing,
    /// and a recorded trace is judged with a fresh memory.
    @Test func theMemoryBelongsToTheChecker() throws {
        let hysteresis = BackToTopEffect.invariants[1]
        let c = try BackToTopConfiguration(showAt: 300, hideAt: 100)
        #expect(BackToTopEffect.descriptions.map(\.name) == ["alphaInRange", "hysteresis", "refusedInputKeepsState", "finiteInputAccepted",
            "noNonFiniteOutput"])
        #expect(hysteresis.at(.conformance).level == .conformance)
        // Up past showAt, down between the thresholds (still shown), below hideAt (hidden).
        var good = BackToTopValue(c, offset: 0), bad = BackToTopValue(c, offset: 0, bug: .noHysteresis)
        let path = [350.0, 200, 50]
        let goodTrace = ScrollTrace.record(good, initialInput: 0, inputs: path)
        let badTrace = ScrollTrace.record(bad, initialInput: 0, inputs: path)
        _ = try good.update(0); _ = try bad.update(0)
        let oracle = try #require(BackToTopEffect.oracle(named: "hysteresis"))
        #expect(oracle.check(goodTrace) == nil)
        #expect(oracle.check(badTrace)?.frame == 1, "hidden between the thresholds after showing")
        #expect(oracle.check(badTrace)?.frame == 1, "the same answer twice: no memory is left over")
    }
}

/// The rule as `StatefulInvariant`'s documentation writes it: the memory seeded at the initial
/// frame from the start input (`seeded`), or, as an earlier version of that documentation wrote
/// it, from the configuration alone.
struct DocumentedButtonHysteresis: StatefulInvariant {
    let seeded: Bool
    var name: String { "buttonHysteresis" }
    var statement: String { "shown past showAt, hidden below hideAt" }
    func start(_ c: BackToTopConfiguration) -> Bool { false }
    func observe(_ y: Double, _ c: BackToTopConfiguration, _ shown: inout Bool) {
        if y > c.showAt { shown = true } else if y < c.hideAt { shown = false }
    }
    func judge(_ x: FrameContext<BackToTopConfiguration, BackToTopFrame>, _ shown: inout Bool) -> InvariantFailure? {
        if seeded, x.index < 0 { shown = x.input > x.configuration.showAt ? true : x.input < x.configuration.hideAt ? false : x.frame.shown }
        return x.frame.shown == shown ? nil : InvariantFailure("the button should be \(shown ? "shown" : "hidden")")
    }
}

/// The back-to-top button declared with the documented rule alone, its memory seeded or not.
protocol DocumentedBackToTopDeclaration: DeclaredScrollEffect where Configuration == BackToTopConfiguration, Frame == BackToTopFrame {
    static var seeded: Bool { get }
}

extension DocumentedBackToTopDeclaration {
    static var configurations: ConfigurationSpace<BackToTopConfiguration> { BackToTopEffect.configurations }
    static func range(_ c: BackToTopConfiguration) -> ScrollRange { BackToTopEffect.range(c) }
    static func scale(of c: BackToTopConfiguration) -> Double { BackToTopEffect.scale(of: c) }
    @InvariantsBuilder<FrameContext<BackToTopConfiguration, BackToTopFrame>>
    static var invariants: some FrameInvariantList<BackToTopConfiguration, BackToTopFrame> { DocumentedButtonHysteresis(seeded: seeded) }
}

enum DocumentedBackToTop: DocumentedBackToTopDeclaration {
    static let name = "documentedBackToTop", seeded = true
}

enum UnseededBackToTop: DocumentedBackToTopDeclaration {
    static let name = "unseededBackToTop", seeded = false
}

@Suite struct DocumentedStatefulInvariantTests {
    /// A case that starts past `showAt`: the correct button is shown from its first frame. The
    /// documented rule keeps it; a memory from the configuration alone reports the initial
    /// frame (the false alarm the documentation now warns of); the rule still finds the bug.
    @Test func theDocumentedRuleJudgesACaseThatStartsPastTheThreshold() throws {
        let c = try BackToTopConfiguration(showAt: 300, hideAt: 100)
        let path = [350.0, 200, 50]
        let trace = ScrollTrace.record(BackToTopValue(c, offset: 400), initialInput: 400, inputs: path)
        #expect(trace.initial.shown)
        #expect(try #require(DocumentedBackToTop.oracle(named: "buttonHysteresis")).check(trace) == nil)
        #expect(try #require(UnseededBackToTop.oracle(named: "buttonHysteresis")).check(trace)?.frame == -1)
        let bad = ScrollTrace.record(BackToTopValue(c, offset: 400, bug: .noHysteresis), initialInput: 400, inputs: path)
        #expect(try #require(DocumentedBackToTop.oracle(named: "buttonHysteresis")).check(bad)?.frame == 1)
    }

    /// Generated cases start anywhere in the range: the documented rule passes the correct
    /// button under them.
    @Test func theDocumentedRulePassesTheCorrectButton() {
        let settings = VerificationSettings(cases: 100, seed: 43, failuresDirectory: VerifyTests.folder(), saveFailures: false)
        let results = ScrollProof.verify(ScrollSuite.declared(DocumentedBackToTop.self), settings: settings) { c, y in BackToTopValue(c, offset: y) }
        #expect(!results.isEmpty && results.allSatisfy { $0.failure == nil }, "\(results.compactMap(\.failure?.report))")
    }
}
