import Effects
import Generators
import Oracles

/// A faithful port of HYRollingBanner as the article presents it (`scrollViewDidScroll:`
/// with its `lastMoveX` guard, `adjustSubViews:`, `completedHandler`, `resetSubViews`,
/// `targetOffsetForMoveX:velocity:`), **bugs included**.
///
/// The scroll view has `bounces = NO`, so UIKit keeps the offset in `[0, 2w]`: the port
/// clamps its input as UIKit would. `resetSubViews` sets the offset back to `w` at once, which
/// re-enters `scrollViewDidScroll:` with `moveX = 0`; the port reproduces that nesting, so
/// after a completion the frame shows the reset layout.
///
/// Bugs it keeps (SPEC §3):
/// - The release rule ignores the velocity's direction: `|v| > 0` and `|m| ≥ 0.1w` completes
///   toward `sign(m)` even when the finger was flung the other way.
/// - An empty image array crashes in `resetSubViews` (`sourceArr[0]`); here the initializer
///   throws ``PublishedCodeCrash`` instead of trapping.
/// - No input validation: NaN flows into the layout.
public struct PublishedRollingBanner: ScrollDrivenEffect, Sendable {
    public let configuration: RollingBannerConfiguration
    public private(set) var lastFrame: RollingBannerFrame
    /// `pageControl.currentPage`.
    public private(set) var currentPage: Int
    /// The published `lastMoveX`.
    public private(set) var lastMoveX = 0.0

    /// Creates the banner from a validated configuration.
    ///
    /// - Parameter configuration: The configuration (`n ≥ 1`, so the published code cannot crash).
    public init(configuration: RollingBannerConfiguration) {
        // A validated configuration has n ≥ 1 and a page in range: resetSubViews cannot fail.
        self.configuration = configuration
        currentPage = configuration.initialPage
        lastFrame = RollingBannerFrame(offset: configuration.width, layout: Self.layout(configuration, 0, currentPage), turn: nil, isArmed: true)
    }

    /// `initWithFrame:pictures:atIndex:`, unvalidated, as published.
    ///
    /// `UIPageControl` pins `currentPage` to `0…numberOfPages − 1`, so an index past the end
    /// becomes the last page and a negative one the first.
    ///
    /// - Parameters:
    ///   - width: The view's width.
    ///   - portion: The parallax portion (the published code hard-codes 0.6).
    ///   - imageCount: `pictures.count`.
    ///   - index: `atIndex:`.
    /// - Throws: ``PublishedCodeCrash`` when `imageCount` is 0 (`sourceArr[0]` in `resetSubViews`).
    public init(width: Double, portion: Double = 0.6, imageCount: Int, index: Int) throws(PublishedCodeCrash) {
        let requested = index >= imageCount ? imageCount - 1 : index
        let page = min(max(requested, 0), max(imageCount - 1, 0))
        if imageCount == 0 {
            throw PublishedCodeCrash(
                site: "-[RollingBanner resetSubViews]",
                reason: "self.sourceArr[0] on an empty NSArray raises NSRangeException")
        }
        self.init(configuration: RollingBannerConfiguration(uncheckedWidth: width, portion: portion, imageCount: imageCount, initialPage: page))
    }

    /// `scrollViewDidScroll:`. Never throws.
    ///
    /// - Parameter offset: `contentOffset.x`.
    /// - Returns: The frame the published views show after the call.
    public mutating func update(_ offset: Double) -> RollingBannerFrame {
        let w = configuration.width
        let x = min(max(offset, 0), 2 * w)  // bounces = NO
        let moveX = x - w
        var turn: PageTurn?
        var shownMoveX = moveX
        if abs(moveX) >= w && abs(lastMoveX) < w {
            turn = completedHandler(moveX)
            shownMoveX = 0  // resetSubViews + setContentOffset(w) re-enters with moveX = 0
        }
        lastMoveX = moveX
        lastFrame = RollingBannerFrame(
            offset: offset, layout: Self.layout(configuration, shownMoveX, currentPage), turn: turn,
            isArmed: abs(lastMoveX) < w)
        return lastFrame
    }

    private mutating func completedHandler(_ moveX: Double) -> PageTurn? {
        let n = configuration.imageCount
        if moveX > 0 && currentPage + 1 < n {
            currentPage += 1
        } else if moveX > 0 && currentPage + 1 == n {
            currentPage = 0
        } else if currentPage >= 1 {
            currentPage -= 1
        } else if currentPage == 0 && moveX < 0 {
            currentPage = n - 1
        }
        return moveX > 0 ? .forward : .backward
    }

    /// `targetOffsetForMoveX:velocity:` at the current offset.
    ///
    /// - Parameter velocity: The drag's end velocity.
    /// - Returns: `2w`, `0` or `w`.
    public func releaseTarget(velocity: Double) -> Double {
        let w = configuration.width
        let moveX = lastFrame.layout.displacement
        let complete = abs(moveX) >= w * 0.3 || (abs(velocity) > 0 && abs(moveX) >= w * 0.1)
        if complete { return moveX > 0 ? w * 2 : 0 }
        return w
    }

    /// `adjustSubViews:` in viewport coordinates: content x minus the offset `w + m`.
    static func layout(_ c: RollingBannerConfiguration, _ moveX: Double, _ page: Int) -> RollingBannerLayout {
        let w = c.width
        let p = c.portion
        let contentOffset = w + moveX
        let n = c.imageCount
        let left = page - 1 < 0 ? n - 1 : page - 1
        let right = page + 1 >= n ? 0 : page + 1
        return RollingBannerLayout(
            displacement: moveX,
            containerMinX: w - contentOffset,
            middleImageMinX: w + moveX * (1 - p) - contentOffset,
            leftImageMinX: w * (1 - p) + moveX * (1 - p) - contentOffset,
            rightImageMinX: w * (1 + p) + moveX * (1 - p) - contentOffset,
            page: page, leftPage: left, rightPage: right)
    }
}

// The port is an implementation under test like any other: the catalogue verifies it through
// the effect's suite, expecting each published bug to be found.
extension PublishedRollingBanner: RollingBannerImplementation, PublishedPort {
    /// The built-in effect this code publishes.
    package typealias Effect = RollingBanner

    /// The properties of this port for some groups of the effect's suite.
    ///
    /// - Parameters:
    ///   - prefix: The names' prefix (`published.<effect>`).
    ///   - expecting: How each group is run (each published bug is expected).
    ///   - groups: The groups to build.
    /// - Returns: The properties, in group order.
    package static func properties(named prefix: String, expecting: [String: SuiteExpectation], groups: [String]) -> [SuiteProperty] {
        Suites.rollingBanner.properties(named: prefix, expecting: expecting, groups: groups) { c, _ in PublishedRollingBanner(configuration: c) }
    }

    /// The port's row of `scrollproof bench`'s `updates` section, on its effect's bench
    /// configuration and inputs.
    ///
    /// - Parameter inputCount: How many offsets.
    /// - Returns: The workload.
    package static func benchWorkloads(inputCount: Int) -> [BenchWorkload] {
        let c = RollingBanner.benchConfiguration
        return [.updates("PublishedRollingBanner", PublishedRollingBanner(configuration: c), BenchWorkload.offsets(in: .rollingBanner(c),
            count: inputCount)) { $0.layout.middleImageMinX }]
    }
}
