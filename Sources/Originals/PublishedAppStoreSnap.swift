import Effects
import Generators
import Oracles

/// A faithful port of the widely copied "snap like the App Store" delegate snippet
/// (`scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`, passed from answer to
/// answer and blog to blog): it divides the proposed target by the cell's width, rounds the
/// quotient to the nearest whole number with C's `lrint` (halves to even) and multiplies back.
/// **Bugs included** (SPEC §8):
/// - It ignores the velocity: a gentle flick forward, whose proposal stays within half a cell,
///   lands back behind the finger.
/// - It ignores the spacing: at rest on a card's snap point `k(w + s)` it moves to a multiple
///   of `w`, by about `k·s`.
/// - It ignores the insets: at rest on `lo = −a` it moves to 0.
/// - It reaches `hi` only when `hi` is a multiple of `w`, and when the fraction of a page left
///   at the end is at least ½ it rounds past `hi`, and the content bounces back.
/// - It validates nothing: `lrint` of a NaN or an infinity is `Int.min` on x86-64, so a
///   non-finite proposal sends the content to a huge negative offset.
///
/// After a resize UIKit asks again with the offset at rest as the proposal and no velocity:
/// the snippet rounds it to the new cell width (a container-sized page follows the container).
public struct PublishedAppStoreSnap: SnapTargetImplementation, Sendable {
    /// The configuration, resized by each resize.
    public private(set) var configuration: SnapTargetConfiguration
    /// Where the content rests (`contentOffset`).
    public private(set) var restingOffset: Double

    /// The scroll view, at rest at `lo`.
    ///
    /// - Parameter configuration: The configuration.
    public init(configuration: SnapTargetConfiguration) {
        self.configuration = configuration
        restingOffset = configuration.lowerBound
    }

    /// `lrint(t / w) · w`, as the snippet computes it.
    ///
    /// - Parameter t: The proposal.
    /// - Returns: The new target.
    func snapped(_ t: Double) -> Double {
        let w = PublishedSnapGeometry.cellWidth(configuration)
        let q = t / w
        // lrint: the current rounding mode (to nearest, halves to even); out of range or not
        // finite, x86-64 returns the "integer indefinite" value, Int.min.
        let page = q.isFinite && q.magnitude < 0x1p62 ? Int(q.rounded(.toNearestOrEven)) : Int.min
        return Double(page) * w
    }

    public mutating func answer(_ event: SnapEvent) -> SnapTargetFrame {
        switch event {
        case let .release(_, _, t):
            restingOffset = snapped(t)
        case let .resize(c):
            // UIKit asks only for a real size; the snippet itself never checks.
            guard let resized = try? configuration.resized(containerLength: c) else { return SnapTargetFrame(target: restingOffset) }
            configuration = resized
            restingOffset = snapped(restingOffset)
        }
        return SnapTargetFrame(target: restingOffset)
    }
}

extension PublishedAppStoreSnap: PublishedPort {
    /// The built-in effect this code publishes.
    package typealias Effect = SnapTarget

    package static var portName: String? { "appStoreSnap" }

    package static let publishedBugs: [String: SuiteExpectation] = [
        "flickWay": .bug(invariant: "flickWay", description: "ignores the velocity: a gentle flick forward lands back behind the finger"),
        "restStays": .bug(invariant: "restStays", description: "ignores the spacing and the insets: at rest on a card's snap point (or on lo = −a) it moves"),
        "inBounds": .bug(invariant: "inBounds",
            description: "keeps nothing inside [lo, hi]: it rounds past hi (half a page left at the end), or to 0 above lo = −a"),
        "robustness": .bug(invariant: "refusedInputKeepsState",
            description: "validates nothing: a release with a non-finite number is answered (lrint of a non-finite proposal is Int.min)"),
    ]

    /// The properties of this port for some groups of the effect's suite, judged with SPEC's
    /// defaults for a port (`v_f` = 200 pt/s, no limit of places, alignment 0) on cells of one
    /// size, as the snippet assumes.
    ///
    /// - Parameters:
    ///   - prefix: The names' prefix (`published.snapTarget.appStoreSnap`).
    ///   - expecting: How each group is run (each published bug is expected).
    ///   - groups: The groups to build.
    /// - Returns: The properties, in group order.
    package static func properties(named prefix: String, expecting: [String: SuiteExpectation], groups: [String]) -> [SuiteProperty] {
        try! Suites.snapTarget.pinning(SnapTarget.publishedSnippetPins).properties(named: prefix, expecting: expecting, groups: groups) { c in
            PublishedAppStoreSnap(configuration: c)
        }
    }
}
