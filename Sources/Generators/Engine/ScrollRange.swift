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

/// The landmarks of a ``ScrollRange``, stored inline (up to ``capacity``, no allocation per
/// case); a threshold landmark already present is not added again, and one past the capacity
/// is dropped.
/// Unused slots are 0 however it is built, so the synthesized equality compares the landmarks.
struct Landmarks: Hashable, Sendable {
    /// The most landmarks a range holds.
    static let capacity = 32
    /// A vector, not a tuple: an element is read in place (reading a tuple's bytes copied all
    /// 256 of them per landmark read, the largest cost of building a range per case).
    private var storage = SIMD32<Double>()
    /// How many landmarks there are.
    private(set) var count = 0

    init(_ values: [Double]) {
        for v in values { store(v) }
        edgeCount = count
    }

    /// Two to six landmarks without an array.
    init(_ v0: Double, _ v1: Double, _ v2: Double = 0, _ v3: Double = 0, _ v4: Double = 0, _ v5: Double = 0, count: Int) {
        let values = (v0, v1, v2, v3, v4, v5)
        for i in 0..<count {
            switch i {
            case 0: store(values.0)
            case 1: store(values.1)
            case 2: store(values.2)
            case 3: store(values.3)
            case 4: store(values.4)
            default: store(values.5)
            }
        }
        edgeCount = self.count
    }

    subscript(i: Int) -> Double {
        precondition(i >= 0 && i < count, "landmark index out of range")
        return storage[i]
    }

    /// Adds a landmark unless it is already present (exactly: `0` and `-0` are one) or the
    /// storage is full.
    mutating func append(_ value: Double) {
        guard !contains(value) else { return }
        store(value)
    }

    /// Stores a landmark as given (an effect's edges are kept as listed, repeats included).
    private mutating func store(_ value: Double) {
        guard count < Self.capacity else { return }
        let i = count
        storage[i] = value
        count += 1
    }

    /// How many landmarks are edges (given when the range was built); the rest are
    /// thresholds added by ``ScrollRange/addThreshold(near:_:)``.
    private(set) var edgeCount = 0

    /// Whether a value is one of the threshold landmarks and no edge (exactly).
    func isThreshold(_ value: Double) -> Bool {
        for i in 0..<edgeCount where self[i] == value { return false }
        for i in edgeCount..<count where self[i] == value { return true }
        return false
    }

    /// Whether a value is one of the landmarks (exactly).
    func contains(_ value: Double) -> Bool {
        for i in 0..<count where self[i] == value { return true }
        return false
    }

    static func == (a: Landmarks, b: Landmarks) -> Bool {
        guard a.count == b.count else { return false }
        for i in 0..<a.count where a[i].bitPattern != b[i].bitPattern { return false }
        return true
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for i in 0..<count { hasher.combine(self[i].bitPattern) }
    }
}
