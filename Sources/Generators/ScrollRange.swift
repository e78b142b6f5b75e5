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
    public var landmarks: [Double] {
        get { (0..<marks.count).map { marks[$0] } }
        set { marks = Landmarks(newValue.isEmpty ? [lower, upper] : newValue) }
    }
    /// The landmarks, stored inline (a range is built per generated case; an array would be
    /// an allocation per case).
    var marks: Landmarks

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
        marks = Landmarks(landmarks.isEmpty ? [lower, upper] : landmarks)
    }

    /// A range with up to six landmarks, without building an array.
    init(lower: Double, upper: Double, reach: Double, dimension: Double, pageSize: Double, marks: Landmarks) {
        self.lower = lower
        self.upper = upper
        self.reach = reach
        self.dimension = dimension
        self.pageSize = pageSize
        self.marks = marks
    }

    /// The widest input generated: `[lower − reach, upper + reach]`.
    public var extended: ClosedRange<Double> { (lower - reach)...(upper + reach) }
}

/// Up to six landmarks of a ``ScrollRange``, inline; more are kept in an array. Unused
/// slots are 0 however it is built, so the synthesized equality compares the landmarks.
struct Landmarks: Hashable, Sendable {
    private var a = 0.0, b = 0.0, c = 0.0, d = 0.0, e = 0.0, f = 0.0
    private var overflow: [Double] = []
    /// How many landmarks there are.
    private(set) var count: Int

    init(_ values: [Double]) {
        count = values.count
        if values.count > 6 { overflow = values; return }
        for (i, v) in values.enumerated() { self[set: i] = v }
    }

    /// Two to six landmarks without an array.
    init(_ v0: Double, _ v1: Double, _ v2: Double = 0, _ v3: Double = 0, _ v4: Double = 0, _ v5: Double = 0, count: Int) {
        (a, b, c, d, e, f) = (v0, v1, v2, v3, v4, v5)
        self.count = count
    }

    subscript(i: Int) -> Double {
        if !overflow.isEmpty { return overflow[i] }
        switch i {
        case 0: return a
        case 1: return b
        case 2: return c
        case 3: return d
        case 4: return e
        default: return f
        }
    }

    private subscript(set i: Int) -> Double {
        get { self[i] }
        set {
            switch i {
            case 0: a = newValue
            case 1: b = newValue
            case 2: c = newValue
            case 3: d = newValue
            case 4: e = newValue
            default: f = newValue
            }
        }
    }

    /// Whether a value is one of the landmarks (exactly).
    func contains(_ value: Double) -> Bool {
        for i in 0..<count where self[i] == value { return true }
        return false
    }
}
