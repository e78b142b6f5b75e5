import PropertyTestSupport
import ScrollProof
import Testing

/// A pager written from SPEC §8's prose alone, as an outsider writes one: none of
/// ScrollProof's geometry (`SnapGeometry`), model or rule. Its snap points are every candidate
/// (`lo`, the pages or the clamped items, `hi`) sorted and merged within the tolerance, each with
/// the place it stands for; a release scans them in a line. `tieAtRestGoesUp` plants a bug at a
/// threshold of the conformance rule: a tie at rest goes to the larger offset, not the smaller.
struct ProsePager {
    /// A snap point and its place: a page or item index, or `-1` for `lo`, `-2` for `hi`.
    typealias Point = (offset: Double, place: Int)
    var container: Double
    let configuration: SnapTargetConfiguration
    var resting: Double
    var tieAtRestGoesUp = false

    init(_ c: SnapTargetConfiguration, tieAtRestGoesUp: Bool = false) {
        (configuration, container, resting, self.tieAtRestGoesUp) = (c, c.containerLength, -c.leadingInset, tieAtRestGoesUp)
    }

    var content: Double {
        if case let .containerPages(n) = configuration.layout { Double(n) * container } else { configuration.contentLength }
    }
    var lo: Double { -configuration.leadingInset }
    var hi: Double { max(lo, content - container + configuration.trailingInset) }
    /// SPEC §0's tolerance over the largest of the configuration's lengths.
    var tol: Double {
        var scale = max(container, configuration.leadingInset, configuration.trailingInset, content, abs(lo), abs(hi))
        switch configuration.layout {
        case let .pages(p): scale = max(scale, p)
        case .containerPages: break
        case let .items(lengths, spacing, alignment): scale = max(scale, lengths.max() ?? 0, spacing, alignment)
        }
        return max(1e-6, 1e-9 * scale)
    }

    /// A page's length: its own, or the container's.
    var pageLength: Double { if case let .pages(p) = configuration.layout { p } else { container } }

    /// Where a place rests, clamped into `[lo, hi]`.
    func offset(of place: Int) -> Double {
        let raw: Double
        switch (place, configuration.layout) {
        case (-1, _): raw = lo
        case (-2, _): raw = hi
        case let (k, .pages), let (k, .containerPages): raw = lo + Double(k) * pageLength
        case let (i, .items(lengths, spacing, alignment)): raw = lengths[..<i].reduce(0) { $0 + $1 + spacing } - alignment
        }
        return min(max(raw, lo), hi)
    }

    /// The snap points, sorted; points closer than the tolerance are one (its first place
    /// that is a page or an item), `lo` and `hi` kept exactly.
    var points: [Point] {
        var candidates: [Point] = [(lo, -1)]
        switch configuration.layout {
        case .pages, .containerPages:
            // Every page start inside [lo, hi], or within the tolerance of hi.
            var k = 0
            while lo + Double(k) * pageLength <= hi + tol {
                candidates.append((offset(of: k), k))
                k += 1
            }
        case let .items(lengths, _, _):
            for i in lengths.indices { candidates.append((offset(of: i), i)) }
        }
        candidates.append((hi, -2))
        var merged: [Point] = []
        // Sorted by offset, candidates of one offset in the order above (the first item first).
        for (_, candidate) in candidates.enumerated().sorted(by: { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }) {
            guard let last = merged.last, candidate.offset - last.offset <= tol else { merged.append(candidate); continue }
            merged[merged.count - 1] = (candidate.place == -2 && last.offset != lo ? hi : last.offset, last.place < 0
                && candidate.place >= 0 ? candidate.place : last.place)
        }
        return merged
    }

    mutating func answer(_ event: SnapEvent) -> SnapTargetFrame {
        switch event {
        case let .release(o, v, t):
            guard o.isFinite, v.isFinite, t.isFinite else { return .refused }
            resting = release(o, v, t)
        case let .resize(c):
            guard c.isFinite, c > 0 else { return .refused }
            let before = points
            let place = (before.first { abs($0.offset - resting) <= tol } ?? before.min { abs($0.offset - resting) < abs($1.offset - resting) }!).place
            container = c
            resting = offset(of: place)
        }
        return SnapTargetFrame(target: resting)
    }

    /// SPEC §8's rule, read as a scan over the points.
    func release(_ o: Double, _ v: Double, _ t: Double) -> Double {
        let p = points.map(\.offset), tol = tol
        let way = v > configuration.flickThreshold ? 1.0 : v < -configuration.flickThreshold ? -1.0 : 0
        var allowed = way == 0 ? Array(p.indices) : p.indices.filter { way * (p[$0] - o) > tol }
        if allowed.isEmpty { allowed = [way > 0 ? p.count - 1 : 0] }
        if let m = configuration.placesPerRelease {
            // The point nearest `o`; halfway (within tol), the one the flick leaves, or the lower at rest.
            var anchor = 0
            for i in p.indices.dropFirst() {
                let (here, best) = (abs(p[i] - o), abs(p[anchor] - o))
                if here < best - tol || (abs(here - best) <= tol && way < 0) { anchor = i }
            }
            let window = max(0, anchor - m)...min(p.count - 1, anchor + m)
            allowed = allowed.filter { window.contains($0) && (way == 0 || way * (p[$0] - o) > tol) }
            if allowed.isEmpty { return p[way > 0 ? window.upperBound : window.lowerBound] }
        }
        var best = allowed[0]
        for i in allowed.dropFirst() {
            let (here, there) = (abs(p[i] - t), abs(p[best] - t))
            if here < there - tol || (abs(here - there) <= tol && (way > 0 || (way == 0 && tieAtRestGoesUp))) { best = i }
        }
        return p[best]
    }
}

/// The same pager behind a main-actor view controller.
@MainActor
final class ProsePagerController {
    private var pager: ProsePager
    init(_ c: SnapTargetConfiguration, tieAtRestGoesUp: Bool = false) { pager = ProsePager(c, tieAtRestGoesUp: tieAtRestGoesUp) }
    func targetOffset(_ event: SnapEvent) -> SnapTargetFrame { pager.answer(event) }
}

/// A second implementation of §8, conformance included, that shares no code with ScrollProof's
/// model or rule: the suite passes it (no false alarm from a correct outsider), and finds a tie
/// broken the wrong way at rest, as a value (off the main actor) and as a controller (on it).
@Suite struct SnapTargetFromProseTests {
    static func settings(_ seed: UInt64) -> VerificationSettings { ListEffectTests.settings(seed) }

    @Test func aPagerWrittenFromTheProseKeepsEveryRuleAsAValue() {
        let value = ScrollProof.verify(Suites.snapTarget, settings: Self.settings(91)) { c in ProsePager(c) } step: { pager, event in pager.answer(event) }
        #expect(value.count == 8 && value.allSatisfy { $0.failure == nil && $0.cases > 0 }, "\(value.compactMap(\.failure?.report))")
    }

    /// On the main actor, which bounds `swift test`: 100 cases in a plain run, 300 in CI's.
    @MainActor @Test func aPagerWrittenFromTheProseKeepsEveryRuleAsAController() {
        let controller = ScrollProof.verify(
            Suites.snapTarget, settings: PropertyTestSupport.passingRun(Self.settings(91)), mainActor: { c in ProsePagerController(c) }, step: { pager,
                event in pager.targetOffset(event) })
        #expect(controller.count == 8 && controller.allSatisfy { $0.failure == nil && $0.cases > 0 }, "\(controller.compactMap(\.failure?.report))")
    }

    /// A tie at rest (a release halfway between two snap points) must go to the smaller offset;
    /// the mutant sends it up. Only the conformance rule judges the tie, and it is found in one
    /// release.
    static func onlyConformanceFindsTheTie(_ results: [RunResult]) throws {
        #expect(results.filter { $0.failure != nil }.map(\.property) == ["snapTarget.conformance"], "\(results.compactMap(\.failure?.report))")
        let failure = try #require(results.first { $0.failure != nil }?.failure)
        #expect(failure.violation.invariant == "conformsToRule")
        #expect(failure.frames == 1, "\(failure.report)")
    }

    @Test func aTieAtRestSentUpIsFoundByTheConformanceRuleAloneInAValue() throws {
        var results: [RunResult] = []
        withKnownIssue {
            results = ScrollProof.verify(Suites.snapTarget, settings: Self.settings(92)) { c in ProsePager(c,
                tieAtRestGoesUp: true) } step: { pager, event in pager.answer(event) }
        }
        try Self.onlyConformanceFindsTheTie(results)
    }

    @MainActor @Test func aTieAtRestSentUpIsFoundByTheConformanceRuleAloneInAController() throws {
        var results: [RunResult] = []
        withKnownIssue {
            results = ScrollProof.verify(
                Suites.snapTarget, settings: Self.settings(92), mainActor: { c in ProsePagerController(c, tieAtRestGoesUp: true) },
                step: { pager, event in pager.targetOffset(event) })
        }
        try Self.onlyConformanceFindsTheTie(results)
    }
}
