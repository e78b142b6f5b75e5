import Effects
import Generators
import Oracles

/// A faithful port of Roland Leth's "UICollectionView snap scrolling and pagination" (2016,
/// updated 2017; `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`): the
/// proposed page is the proposal over the cell's width; a page reached by 30% (its fraction
/// plus 0.7 reaching the next whole number) snaps to the next page, and so does any release
/// whose offset is past the proposal (the post's check for a release past the last page);
/// otherwise it snaps back to the page's start. **Bugs included** (SPEC §8):
/// - It leaves out the insets (the post's own 2017 update says they matter): at rest on
///   `lo = −a` it moves to 0.
/// - A release whose offset is past the proposal rounds up: a flick back lands forward, and
///   at the end, past the last page, one page past it.
/// - It is not monotone in the proposal: just below the offset it rounds up, just above it it
///   may round down.
/// - It never reads the velocity: a gentle flick forward whose proposal stays within the page's
///   first 30% rests back at the page's start.
/// - It validates nothing: a NaN offset is never "not past the proposal", so it rounds up.
public struct PublishedSnapPagination: SnapTargetImplementation, Sendable {
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

    /// The post's computation: the new target for offset `o` and proposal `t`.
    ///
    /// - Parameters:
    ///   - o: `scrollView.contentOffset.x`.
    ///   - t: `targetContentOffset.pointee.x`.
    /// - Returns: The new target.
    func snapped(offset o: Double, proposal t: Double) -> Double {
        let w = PublishedSnapGeometry.cellWidth(configuration)
        let snapPoint = 0.3, snapDelta = 1 - snapPoint
        let proposedPage = t / Swift.max(1, w)
        let page: Double
        if (proposedPage + snapDelta).rounded(.down) == proposedPage.rounded(.down), o <= t {
            page = proposedPage.rounded(.down)
        } else {
            page = (proposedPage + 1).rounded(.down)
        }
        return w * page
    }

    public mutating func answer(_ event: SnapEvent) -> SnapTargetFrame {
        switch event {
        case let .release(o, _, t):
            restingOffset = snapped(offset: o, proposal: t)
        case let .resize(c):
            guard let resized = try? configuration.resized(containerLength: c) else { return SnapTargetFrame(target: restingOffset) }
            configuration = resized
            restingOffset = snapped(offset: restingOffset, proposal: restingOffset)
        }
        return SnapTargetFrame(target: restingOffset)
    }
}

extension PublishedSnapPagination: PublishedPort {
    /// The built-in effect this code publishes.
    package typealias Effect = SnapTarget

    package static var portName: String? { "snapPagination" }

    package static let publishedBugs: [String: SuiteExpectation] = [
        "flickWay": .bug(invariant: "flickWay",
            description: """
                the velocity is never read: a gentle flick rests behind the finger, and a flick back whose offset is past the proposal lands forward
                """),
        "inBounds": .bug(invariant: "inBounds",
            description: "keeps nothing inside [lo, hi]: past the last page it rounds up one page past it, and it leaves out lo = −a"),
        "monotone": .bug(invariant: "monotone", description: "a proposal just below the offset rounds up, one just above may round down"),
        "restStays": .bug(invariant: "restStays", description: "leaves out the insets: at rest on lo = −a it moves to 0"),
    ]

    /// The properties of this port for some groups of the effect's suite, judged with SPEC's
    /// defaults for a port on cells of one size, as the post assumes.
    ///
    /// - Parameters:
    ///   - prefix: The names' prefix (`published.snapTarget.snapPagination`).
    ///   - expecting: How each group is run (each published bug is expected).
    ///   - groups: The groups to build.
    /// - Returns: The properties, in group order.
    package static func properties(named prefix: String, expecting: [String: SuiteExpectation], groups: [String]) -> [SuiteProperty] {
        try! Suites.snapTarget.pinning(SnapTarget.publishedSnippetPins).properties(named: prefix, expecting: expecting, groups: groups) { c in
            PublishedSnapPagination(configuration: c)
        }
    }
}
