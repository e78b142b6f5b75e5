/// The geometry of a parallel-window cell (SPEC §1): a window of height `W` in a list whose
/// visible area has height `V`, through which the user sees part of an image of height `I`.
///
/// Valid when all three are finite, `0 < W < V` and `I ≥ W`. `I` may be greater than, equal
/// to or less than `V`.
public struct ParallelWindowConfiguration: Equatable, Hashable, Sendable {
    /// `W`, the window's height.
    public let windowHeight: Double
    /// `I`, the image's height.
    public let imageHeight: Double
    /// `V`, the viewport's height.
    public let viewportHeight: Double

    /// Creates a validated configuration.
    ///
    /// - Parameters:
    ///   - windowHeight: `W`, finite, `0 < W < V`.
    ///   - imageHeight: `I`, finite, `I ≥ W`.
    ///   - viewportHeight: `V`, finite and positive.
    /// - Throws: ``ConfigurationError`` naming the first field that breaks its rule.
    public init(windowHeight: Double, imageHeight: Double, viewportHeight: Double) throws(ConfigurationError) {
        let check = Validation("ParallelWindowConfiguration")
        try check.positive(viewportHeight, "viewportHeight")
        try check.positive(windowHeight, "windowHeight")
        if !(windowHeight < viewportHeight) {
            throw check.fail("windowHeight", .mustBeLessThan(.init("viewportHeight", viewportHeight)), windowHeight)
        }
        try check.finite(imageHeight, "imageHeight")
        if !(imageHeight >= windowHeight) {
            throw check.fail("imageHeight", .mustBeAtLeast(.init("windowHeight", windowHeight)), imageHeight)
        }
        self.windowHeight = windowHeight
        self.imageHeight = imageHeight
        self.viewportHeight = viewportHeight
    }

    /// The largest length of the configuration, for ``Tolerance/tol(scale:)``.
    public var scale: Double { Swift.max(windowHeight, imageHeight, viewportHeight) }

    /// The Lipschitz bound of `T(t)`: `|V − I| / (V − W)`.
    public var lipschitzBound: Double { (viewportHeight - imageHeight).magnitude / (viewportHeight - windowHeight) }

    /// The closed form of SPEC §1: the image's top edge in viewport coordinates, `T(t)`.
    ///
    /// 1. `t ≥ V − W` (entering at the bottom): `T = V − I`;
    /// 2. `t ≤ 0` (leaving at the top): `T = 0`;
    /// 3. otherwise `T = t · (V − I) / (V − W)`.
    ///
    /// - Parameter windowTop: `t`, the window's top edge in viewport coordinates (finite).
    /// - Returns: `T`.
    /// - Complexity: O(1), no allocation.
    @inlinable
    public func imageTop(windowTop t: Double) -> Double {
        let travel = viewportHeight - windowHeight
        if t >= travel { return viewportHeight - imageHeight }
        if t <= 0 { return 0 }
        return t * (viewportHeight - imageHeight) / travel
    }

    /// The closed form of the output `y = T(t) − t`: the image's top relative to the window's
    /// top (the article's `parallelAdBG.origin.y`).
    ///
    /// - Parameter windowTop: `t` (finite).
    /// - Returns: `y`.
    /// - Complexity: O(1), no allocation.
    @inlinable
    public func imageOffset(windowTop t: Double) -> Double { imageTop(windowTop: t) - t }
}
