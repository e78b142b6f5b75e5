import Foundation
import PropertyTestSupport
import ScrollProof
import Testing

/// A declaration of any size is checked: no limit on invariants and release rules remains
/// (the 13 the docs once allowed, and the 15 a packed order held, trapped past them). Each size
/// below is verified end to end; the bug planted is seen only by the last invariant, so a size
/// whose tail were dropped would pass.
struct ClampConfiguration: Sendable, CustomStringConvertible {
    let limit: Double
    var description: String { "Clamp(limit: \(limit))" }
}

struct ClampFrame: NumericFrame, Sendable, Equatable {
    var value: Double
    static let numberNames = ["value"]
    func number(_ index: Int) -> Double { value }
}

/// Clamps its input to `[0, limit]`; with `bug`, lets it through past `limit · 0.9` once above.
struct Clamp: ScrollDrivenEffect {
    let configuration: ClampConfiguration
    let bug: Bool
    private(set) var lastFrame: ClampFrame

    init(_ c: ClampConfiguration, input: Double, bug: Bool) {
        configuration = c
        self.bug = bug
        lastFrame = ClampFrame(value: min(max(input, 0), c.limit))
    }

    mutating func update(_ input: Double) throws(InputError) -> ClampFrame {
        try InputError.requireFinite(input, "input")
        let clamped = min(max(input, 0), configuration.limit)
        lastFrame = ClampFrame(value: bug && input > configuration.limit ? input : clamped)
        return lastFrame
    }
}

protocol ClampDeclaration: DeclaredScrollEffect where Configuration == ClampConfiguration, Frame == ClampFrame {}

extension ClampDeclaration {
    static var configurations: ConfigurationSpace<ClampConfiguration> {
        ConfigurationSpace(["limit": .range(10...500)]) { v in ClampConfiguration(limit: v["limit"]) }
    }
    static func range(_ c: ClampConfiguration) -> ScrollRange {
        ScrollRange(lower: 0, upper: c.limit, reach: c.limit, dimension: 800, pageSize: c.limit, landmarks: [0, c.limit])
    }
    static func scale(of c: ClampConfiguration) -> Double { c.limit }

    /// `count` invariants: `count − 1` ranges no frame leaves, then the one the bug breaks.
    static func ranges(_ count: Int) -> [FrameInvariant<ClampConfiguration, ClampFrame>] {
        (0..<(count - 1)).map { i in .inRange("loose\(i)", \.value) { c in -1...(c.limit + 1_000_000) } }
            + [.inRange("tight", \.value) { c in 0...c.limit }]
    }
}

enum Clamp13: ClampDeclaration { static let name = "clamp13"; static let invariants = ranges(13) }
enum Clamp14: ClampDeclaration { static let name = "clamp14"; static let invariants = ranges(14) }
enum Clamp16: ClampDeclaration { static let name = "clamp16"; static let invariants = ranges(16) }
enum Clamp200: ClampDeclaration { static let name = "clamp200"; static let invariants = ranges(200) }

/// Twenty statements of the builder, release rules included: nested pairs twenty deep.
enum ClampBuilt: ClampDeclaration {
    static let name = "clampBuilt"
    static var invariants: some InvariantList<FrameContext<ClampConfiguration, ClampFrame>> {
        Continuous("value", \.value) { _ in 1 }
        Monotone("value", \.value, .nonDecreasing)
        InRange("a", \.value) { c in -1...(c.limit + 1e6) }
        InRange("b", \.value) { c in -1...(c.limit + 1e6) }
        InRange("c", \.value) { c in -1...(c.limit + 1e6) }
        InRange("d", \.value) { c in -1...(c.limit + 1e6) }
        InRange("e", \.value) { c in -1...(c.limit + 1e6) }
        InRange("f", \.value) { c in -1...(c.limit + 1e6) }
        InRange("g", \.value) { c in -1...(c.limit + 1e6) }
        InRange("h", \.value) { c in -1...(c.limit + 1e6) }
        InRange("i", \.value) { c in -1...(c.limit + 1e6) }
        InRange("j", \.value) { c in -1...(c.limit + 1e6) }
        InRange("k", \.value) { c in -1...(c.limit + 1e6) }
        InRange("l", \.value) { c in -1...(c.limit + 1e6) }
        InRange("m", \.value) { c in -1...(c.limit + 1e6) }
        InRange("n", \.value) { c in -1...(c.limit + 1e6) }
        InRange("o", \.value) { c in -1...(c.limit + 1e6) }
        InRange("p", \.value) { c in -1...(c.limit + 1e6) }
        InRange("q", \.value) { c in -1...(c.limit + 1e6) }
        InRange("tight", \.value) { c in 0...c.limit }
    }
}

@Suite struct ManyInvariantsTests {
    /// 100 cases in CI's full run (`SCROLLPROOF_FULL=1`), 10 in a plain `swift test`: a
    /// declaration of 200 invariants judges every one at every frame. A plain run stops at the
    /// first failure (these tests judge the first report; the search for distinct failures has
    /// its own tests), the full run searches on as by default.
    static let settings = PropertyTestSupport.firstFailures(VerificationSettings(
        cases: PropertyTestSupport.sweep(10, full: 100), seed: 5, failuresDirectory: VerifyTests.folder(), saveFailures: false))

    /// The suite checks every invariant (its own and SPEC §0's three), passes the correct clamp
    /// and finds the bug with the last invariant, shrunk to one frame.
    static func expectChecked<D: ClampDeclaration>(_ effect: D.Type, count: Int) {
        let suite = ScrollSuite.declared(D.self)
        #expect(D.descriptions.count == count + 3 && suite.groups.count == count + 1, "\(D.name)")
        let merged = suite.merged
        let pass = ScrollProof.verify(merged, settings: settings) { c, x in Clamp(c, input: x, bug: false) }
        #expect(pass.count == 1 && pass[0].failure == nil && pass[0].cases == settings.cases, "\(D.name): \(pass.compactMap(\.failure?.report))")
        var found: [RunResult] = []
        withKnownIssue { found = ScrollProof.verify(merged, settings: settings) { c, x in Clamp(c, input: x, bug: true) } }
        #expect(found.first?.failure?.violation.invariant == "tightInRange" && found.first?.failure?.frames == 1, "\(D.name)")
    }

    @Test func atTheOldLimitOfThirteen() { Self.expectChecked(Clamp13.self, count: 13) }
    @Test func onePastIt() { Self.expectChecked(Clamp14.self, count: 14) }
    @Test func pastTheSixteenAPackedOrderHeld() { Self.expectChecked(Clamp16.self, count: 16) }
    @Test func twoHundred() { Self.expectChecked(Clamp200.self, count: 200) }
    @Test func twentyStatementsOfTheBuilder() { Self.expectChecked(ClampBuilt.self, count: 20) }

    /// A group can name an invariant at any index, and a group naming one the effect does not
    /// have checks nothing and says so: never a pass.
    @Test func groupsNameInvariantsAtAnyIndex() {
        let suite = ScrollSuite.declared(Clamp200.self, groups: ["tail": ["tightInRange", "loose150InRange", "noNonFiniteOutput"], "typo": ["tigthInRange"]])
        var results: [RunResult] = []
        withKnownIssue {
            results = ScrollProof.verify(suite, settings: Self.settings) { c, x in Clamp(c, input: x, bug: true) }
        } matching: { issue in
            let text = String(describing: issue)
            return text.contains("'tigthInRange', which is not an invariant of the effect") || text.contains("clamp200.tail failed")
        }
        #expect(results.count == 2 && results[0].failure?.violation.invariant == "tightInRange")
        #expect(results[1].cases > 0 && results[1].unchecked == results[1].cases && results[1].failure == nil)
        #expect(results[1].healthProblem?.contains("group 'typo' names 'tigthInRange'") == true, "\(results[1].healthProblem ?? "")")
    }
}
