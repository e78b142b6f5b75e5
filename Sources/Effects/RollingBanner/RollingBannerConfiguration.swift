/// A three-view parallax carousel (SPEC §3): `n` images in a scroll view three pages wide
/// (`3w`), resting at offset `w`, with the overlap `portion`.
///
/// Valid when `w` is finite and positive, `portion ∈ [0, 1]`, `n ≥ 1` and the initial page
/// is in `[0, n)`. (`n = 0` crashes the published code; here it is a configuration error.)
public struct RollingBannerConfiguration: Equatable, Hashable, Sendable {
    /// `w`, the page width.
    public let width: Double
    /// `p`, the parallax portion (default 0.6, the article's).
    public let portion: Double
    /// `n`, the number of images.
    public let imageCount: Int
    /// The page shown first.
    public let initialPage: Int

    /// Creates a validated configuration.
    ///
    /// - Parameters:
    ///   - width: `w`, finite, `w > 0`.
    ///   - portion: `p ∈ [0, 1]`; default 0.6.
    ///   - imageCount: `n ≥ 1`.
    ///   - initialPage: in `[0, n)`; default 0.
    /// - Throws: ``ConfigurationError`` naming the first field that breaks its rule.
    public init(width: Double, portion: Double = 0.6, imageCount: Int, initialPage: Int = 0) throws(ConfigurationError) {
        let check = Validation("RollingBannerConfiguration")
        try check.positive(width, "width")
        try check.finite(portion, "portion")
        if !(portion >= 0 && portion <= 1) { throw check.fail("portion", .mustBeInUnitInterval, portion) }
        try check.atLeastOne(imageCount, "imageCount")
        if !(0..<imageCount).contains(initialPage) {
            throw check.fail("initialPage", .mustBeInRange(lower: 0, upper: imageCount), initialPage)
        }
        self.width = width
        self.portion = portion
        self.imageCount = imageCount
        self.initialPage = initialPage
    }

    /// An unvalidated configuration, for the ports of published code only (which accept an
    /// empty image array and then crash). Not public: users get the validating initializer.
    package init(uncheckedWidth width: Double, portion: Double, imageCount: Int, initialPage: Int) {
        self.width = width
        self.portion = portion
        self.imageCount = imageCount
        self.initialPage = initialPage
    }

    /// The largest length of the configuration, for ``Tolerance/tol(scale:)``: the content
    /// is `3w` wide.
    public var scale: Double { 3 * width }

    /// The displacement `m = clamp(x, 0, 2w) − w ∈ [−w, w]`; exact at both edges.
    ///
    /// - Parameter offset: `x`, finite.
    /// - Returns: `m`.
    @inlinable
    public func displacement(offset x: Double) -> Double {
        Swift.min(Swift.max(x, 0), 2 * width) - width
    }

    /// The mathematical modulo of a page index: never negative.
    ///
    /// - Parameter page: Any page index.
    /// - Returns: `page mod n` in `[0, n)`.
    @inlinable
    public func wrap(_ page: Int) -> Int {
        let r = page % imageCount
        return r < 0 ? r + imageCount : r
    }

    /// The closed-form layout for a displacement (SPEC §3), in viewport x.
    ///
    /// - Parameters:
    ///   - displacement: `m ∈ [−w, w]`.
    ///   - page: The current page.
    /// - Returns: Container `[−m, w − m]`, middle image at `−p·m`, left at `−p·w − p·m`,
    ///   right at `p·w − p·m`, all `w` wide; left and right pages wrapped.
    @inlinable
    public func layout(displacement m: Double, page: Int) -> RollingBannerLayout {
        let pm = portion * m
        let pw = portion * width
        return RollingBannerLayout(
            displacement: m, containerMinX: -m, middleImageMinX: -pm,
            leftImageMinX: -pw - pm, rightImageMinX: pw - pm,
            page: page, leftPage: wrap(page - 1), rightPage: wrap(page + 1))
    }

    /// The release rule (SPEC §3): complete toward `sign(m)` when `|m| ≥ 0.3w`, or when
    /// `|m| ≥ 0.1w` and the velocity points the same way; otherwise snap back.
    ///
    /// - Parameters:
    ///   - displacement: `m` at the end of the drag.
    ///   - velocity: `v`, positive toward larger offsets.
    /// - Returns: The target offset: `2w`, `0`, or `w`.
    @inlinable
    public func releaseTarget(displacement m: Double, velocity v: Double) -> Double {
        let far = m.magnitude >= 0.3 * width
        let flung = m.magnitude >= 0.1 * width && ((m > 0 && v > 0) || (m < 0 && v < 0))
        guard m != 0, far || flung else { return width }
        return m > 0 ? 2 * width : 0
    }
}
