import Effects
import Generators
import Oracles

/// A faithful port of BannerHoverView's `updateSubViewsWithScrollOffset(newOffset:)`
/// (Desgard/BannerHoverView, `BannerHoverView.swift`), **bugs included**.
///
/// Bugs it keeps (SPEC §2):
/// - The `isTop`/`isBottom` state machine fires only when the previous sample was strictly
///   inside (0, 1): a single update from one edge straight to the other fires nothing and
///   leaves its flags stale.
/// - It starts with `isBottom = true` (collapsed) while resting expanded, so the first
///   jump to the collapsed edge fires nothing.
/// - `B = T` divides 0 by 0: `percent` is NaN (accepted here through an unchecked
///   configuration, as the published view accepts it).
/// - No input validation: NaN flows through the clamp into the frame and the percent.
///
/// Mapping to the shared frame: `isTop` (percent at 1) is ``BannerEdge/expanded`` and fires
/// `completeBlock` (``BannerEdgeEvent/expanded``); `isBottom` is ``BannerEdge/collapsed`` and
/// fires `startBlock` (``BannerEdgeEvent/collapsed``); neither flag is ``BannerEdge/interior``.
public struct PublishedBannerHover: ScrollDrivenEffect, Sendable {
    public let configuration: BannerHoverConfiguration
    public private(set) var lastFrame: BannerHoverFrame
    /// The published flag `isTop` (expanded).
    public private(set) var isTop = false
    /// The published flag `isBottom` (collapsed), initially `true`.
    public private(set) var isBottom = true

    /// Creates the view at rest (offset `−B`), with the published initial flags.
    ///
    /// - Parameter configuration: The configuration (validated or, for the NaN demonstration,
    ///   unchecked).
    public init(configuration: BannerHoverConfiguration) {
        self.configuration = configuration
        lastFrame = BannerHoverFrame(offset: -configuration.bannerHeight, frameY: 0, percent: 1, edge: .collapsed, event: nil)
    }

    /// Creates the view with an unvalidated banner and hover height, as the published view
    /// allows (`B = T` yields NaN).
    ///
    /// - Parameters:
    ///   - bannerHeight: `bottom`.
    ///   - hoverHeight: `top`.
    public init(uncheckedBannerHeight bannerHeight: Double, hoverHeight: Double) {
        self.init(configuration: BannerHoverConfiguration(uncheckedBannerHeight: bannerHeight, hoverHeight: hoverHeight))
    }

    /// The KVO callback. Never throws.
    ///
    /// - Parameter offset: The new `contentOffset.y`.
    /// - Returns: The frame, with the callback fired, if any.
    public mutating func update(_ offset: Double) -> BannerHoverFrame {
        let eps = configuration.eps
        let top = configuration.hoverHeight
        let bottom = configuration.bannerHeight
        let startChangeOffset = -bottom  // −contentInset.top
        let y = offset < startChangeOffset ? startChangeOffset : min(offset, -top)
        let frameY = -y - bottom
        let distance = -top - startChangeOffset
        let percent = 1 - (y - startChangeOffset) / distance
        var event: BannerEdgeEvent?
        if 1.0 - percent > eps && percent - 0.0 > eps {
            isBottom = false
            isTop = false
        } else if isBottom == false && isTop == false {
            if 1.0 - percent < eps {
                isTop = true
                event = .expanded  // completeBlock
            } else if percent - 0.0 < eps {
                isBottom = true
                event = .collapsed  // startBlock
            }
        }
        let edge: BannerEdge = isTop ? .expanded : (isBottom ? .collapsed : .interior)
        lastFrame = BannerHoverFrame(offset: offset, frameY: frameY, percent: percent, edge: edge, event: event)
        return lastFrame
    }
}

// The port is an implementation under test like any other: the catalogue verifies it through
// the effect's suite, expecting each published bug to be found.
extension PublishedBannerHover: BannerHoverImplementation, PublishedPort {
    /// The built-in effect this code publishes.
    package typealias Effect = BannerHover

    /// The properties of this port for some groups of the effect's suite.
    ///
    /// - Parameters:
    ///   - prefix: The names' prefix (`published.<effect>`).
    ///   - expecting: How each group is run (each published bug is expected).
    ///   - groups: The groups to build.
    /// - Returns: The properties, in group order.
    package static func properties(named prefix: String, expecting: [String: SuiteExpectation], groups: [String]) -> [SuiteProperty] {
        Suites.bannerHover.properties(named: prefix, expecting: expecting, groups: groups) { c, _ in PublishedBannerHover(configuration: c) }
    }

    /// The port's row of `scrollproof bench`'s `updates` section, on its effect's bench
    /// configuration and inputs.
    ///
    /// - Parameter inputCount: How many offsets.
    /// - Returns: The workload.
    package static func benchWorkloads(inputCount: Int) -> [BenchWorkload] {
        let c = BannerHover.benchConfiguration
        return [.updates("PublishedBannerHover", PublishedBannerHover(configuration: c), BenchWorkload.offsets(in: .bannerHover(c),
            count: inputCount)) { $0.percent }]
    }
}
