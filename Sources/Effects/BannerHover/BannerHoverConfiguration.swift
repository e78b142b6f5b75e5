/// A sticky banner of height `B` above a list whose top inset is `B` (SPEC §2): scrolling up
/// collapses it until the hover height `T` remains.
///
/// Valid when `B` is finite and positive, `0 ≤ T < B`, and `0 < eps < 0.5`.
public struct BannerHoverConfiguration: Equatable, Hashable, Sendable {
    /// `B`, the banner's full height (the list's top content inset).
    public let bannerHeight: Double
    /// `T`, the height that stays when collapsed (the article's `top`).
    public let hoverHeight: Double
    /// The edge tolerance on `percent` (the article's `eps`, default 1e-6).
    public let eps: Double

    /// Creates a validated configuration.
    ///
    /// - Parameters:
    ///   - bannerHeight: `B`, finite, `B > 0`.
    ///   - hoverHeight: `T`, finite, `0 ≤ T < B`.
    ///   - eps: finite, `0 < eps < 0.5`; default `1e-6`.
    /// - Throws: ``ConfigurationError`` naming the first field that breaks its rule.
    public init(bannerHeight: Double, hoverHeight: Double, eps: Double = 1e-6) throws(ConfigurationError) {
        let check = Validation("BannerHoverConfiguration")
        try check.positive(bannerHeight, "bannerHeight")
        try check.nonNegative(hoverHeight, "hoverHeight")
        if !(hoverHeight < bannerHeight) {
            throw check.fail("hoverHeight", .mustBeLessThan(.init("bannerHeight", bannerHeight)), hoverHeight)
        }
        try check.finite(eps, "eps")
        if !(eps > 0 && eps < 0.5) { throw check.fail("eps", .mustBeInOpenInterval(lower: 0, upper: 0.5), eps) }
        self.bannerHeight = bannerHeight
        self.hoverHeight = hoverHeight
        self.eps = eps
    }

    /// An unvalidated configuration, for the ports of published code only (which accept
    /// `B = T` and then produce NaN). Not public: users get the validating initializer.
    package init(uncheckedBannerHeight bannerHeight: Double, hoverHeight: Double, eps: Double = 1e-6) {
        self.bannerHeight = bannerHeight
        self.hoverHeight = hoverHeight
        self.eps = eps
    }

    /// The resting offset, `−B` (expanded).
    public var restingOffset: Double { -bannerHeight }

    /// The largest length of the configuration, for ``Tolerance/tol(scale:)``.
    public var scale: Double { bannerHeight }

    /// The clamp: `c = min(max(o, −B), −T)`.
    ///
    /// - Parameter offset: `o`, finite.
    /// - Returns: `c ∈ [−B, −T]`.
    @inlinable
    public func clampedOffset(_ offset: Double) -> Double {
        Swift.min(Swift.max(offset, -bannerHeight), -hoverHeight)
    }

    /// The banner's frame origin: `frameY = −c − B ∈ [T − B, 0]`.
    ///
    /// - Parameter offset: `o`, finite.
    /// - Returns: `frameY`.
    @inlinable
    public func frameY(_ offset: Double) -> Double { -clampedOffset(offset) - bannerHeight }

    /// The hover percent: `1 − (c + B) / (B − T)`, 1 when expanded, 0 when collapsed,
    /// never outside [0, 1] and never NaN.
    ///
    /// - Parameter offset: `o`, finite.
    /// - Returns: `percent ∈ [0, 1]`.
    @inlinable
    public func percent(_ offset: Double) -> Double {
        let raw = 1 - (clampedOffset(offset) + bannerHeight) / (bannerHeight - hoverHeight)
        return Swift.min(Swift.max(raw, 0), 1)
    }

    /// The eps rule: expanded when `1 − percent < eps`, collapsed when `percent < eps`,
    /// otherwise interior.
    ///
    /// - Parameter percent: A percent in [0, 1].
    /// - Returns: The edge state.
    @inlinable
    public func edge(percent: Double) -> BannerEdge {
        if 1 - percent < eps { return .expanded }
        if percent < eps { return .collapsed }
        return .interior
    }
}
