/// The input space of an offset-driven effect, for generating realistic scroll input:
/// the resting range between two edges, how far programmatic jumps may reach beyond it, the
/// viewport's dimension (for rubber-banding), the page size (for paging snaps), and the exact
/// values where the effect switches (edges, equalities) that gestures target on purpose.
public struct ScrollRange: Hashable, Sendable {
    /// The lower edge (e.g. the banner's `−B`, the carousel's 0).
    public var lower: Double
    /// The upper edge (e.g. the banner's `−T`, the carousel's `2w`).
    public var upper: Double
    /// How far beyond the edges jumps and flings may go.
    public var reach: Double
    /// The viewport's dimension along the scroll axis.
    public var dimension: Double
    /// The page size for paging snaps.
    public var pageSize: Double
    /// Exact switch values, targeted on purpose.
    public var landmarks: [Double]

    /// Creates a range.
    ///
    /// - Parameters:
    ///   - lower: The lower edge.
    ///   - upper: The upper edge (`≥ lower`).
    ///   - reach: How far beyond the edges input may go.
    ///   - dimension: The viewport dimension (positive).
    ///   - pageSize: The page size (positive).
    ///   - landmarks: Exact switch values.
    public init(lower: Double, upper: Double, reach: Double, dimension: Double, pageSize: Double, landmarks: [Double]) {
        self.lower = lower
        self.upper = upper
        self.reach = reach
        self.dimension = dimension
        self.pageSize = pageSize
        self.landmarks = landmarks.isEmpty ? [lower, upper] : landmarks
    }

    /// The widest input generated: `[lower − reach, upper + reach]`.
    public var extended: ClosedRange<Double> { (lower - reach)...(upper + reach) }
}
