/// The snap points of a configuration, sorted, each with the place it stands for: what every
/// rule of SPEC §8 is stated over.
///
/// Snap points closer than the tolerance are one point (keeping `lo` and `hi`, and the first
/// place among them: an item before an end). For pages: `lo + k·p` below `hi`, then `hi`
/// (page `k` when `lo + k·p` is there, else the end). For items: each item's `xᵢ − e` clamped
/// into `[lo, hi]`, with the start and the end where no item is.
public struct SnapGeometry: Hashable, Sendable {
    /// What a geometry holds, made once and shared by its copies (immutable): a copy of the
    /// geometry, which every rule of a case reads, costs one reference, not one for each list.
    ///
    /// A storage that no copy shares is made again in place for another container
    /// (``rebuild(for:)``, through ``SnapTargetConfiguration/resized(containerLength:reusing:)``):
    /// a world that resizes keeps its lists instead of allocating new ones. Only its one owner
    /// mutates it, and only while `isKnownUniquelyReferenced` says it is the one.
    final class Storage: @unchecked Sendable {
        private(set) var lowerBound: Double, upperBound: Double, tolerance: Double
        private(set) var points: [Double]
        private(set) var places: [SnapPlace]
        private(set) var layout: SnapLayout
        private(set) var containerLength: Double

        init(lowerBound: Double, upperBound: Double, tolerance: Double, points: [Double], places: [SnapPlace], layout: SnapLayout, containerLength: Double) {
            self.lowerBound = lowerBound
            self.upperBound = upperBound
            self.tolerance = tolerance
            self.points = points
            self.places = places
            self.layout = layout
            self.containerLength = containerLength
        }

        /// Makes the snap points of another configuration in this storage's lists.
        ///
        /// - Parameter c: The configuration (every field set but its snap points).
        /// - Complexity: O(pages or items); no allocation when the lists have room.
        func rebuild(for c: SnapTargetConfiguration) {
            points.removeAll(keepingCapacity: true)
            places.removeAll(keepingCapacity: true)
            (lowerBound, upperBound, tolerance) = SnapGeometry.fill(&points, &places, for: c)
            layout = c.layout
            containerLength = c.containerLength
        }
    }

    let storage: Storage

    /// The lowest offset at rest, `lo`.
    public var lowerBound: Double { storage.lowerBound }
    /// The highest offset at rest, `hi`.
    public var upperBound: Double { storage.upperBound }
    /// The tolerance of every conclusion: `tol(scale)` of the configuration.
    public var tolerance: Double { storage.tolerance }
    /// The snap points, increasing, at least `tolerance` apart; the first is `lo`, the last `hi`.
    public var points: [Double] { storage.points }
    /// The place of each snap point.
    public var places: [SnapPlace] { storage.places }
    /// The layout, for the snap point of a place.
    var layout: SnapLayout { storage.layout }
    /// The container's length, for container-sized pages.
    var containerLength: Double { storage.containerLength }

    public static func == (a: SnapGeometry, b: SnapGeometry) -> Bool {
        a.storage === b.storage
            || (a.lowerBound == b.lowerBound && a.upperBound == b.upperBound && a.tolerance == b.tolerance && a.points == b.points
                && a.places == b.places && a.layout == b.layout && a.containerLength == b.containerLength)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(lowerBound)
        hasher.combine(upperBound)
        hasher.combine(tolerance)
        hasher.combine(points)
        hasher.combine(places)
        hasher.combine(layout)
        hasher.combine(containerLength)
    }

    /// The snap points of a configuration (made with it, once).
    ///
    /// - Parameter c: The configuration.
    /// - Complexity: O(1).
    public init(_ c: SnapTargetConfiguration) { self = c.geometry }

    init(storage: Storage) { self.storage = storage }

    /// The snap points of a configuration, made anew.
    ///
    /// - Parameter c: The configuration (every field set but its snap points).
    /// - Returns: Its geometry's storage.
    /// - Complexity: O(pages or items).
    static func storage(of c: SnapTargetConfiguration) -> Storage {
        var points: [Double] = [], places: [SnapPlace] = []
        let (lo, hi, tol) = fill(&points, &places, for: c)
        return Storage(lowerBound: lo, upperBound: hi, tolerance: tol, points: points, places: places, layout: c.layout, containerLength: c.containerLength)
    }

    /// Appends the snap points of a configuration, and their places, to two empty lists.
    ///
    /// - Parameters:
    ///   - points: The snap points, increasing.
    ///   - places: The place of each.
    ///   - c: The configuration (every field set but its snap points).
    /// - Returns: Its `lo`, `hi` and tolerance.
    /// - Complexity: O(pages or items).
    static func fill(_ points: inout [Double], _ places: inout [SnapPlace], for c: SnapTargetConfiguration) -> (Double, Double, Double) {
        let lo = c.lowerBound, hi = c.upperBound, tol = c.tolerance
        /// Room for every candidate at once (a page or an item each, the start and the end), so
        /// that the lists are allocated once rather than grown.
        func reserve(_ candidates: Int) {
            points.reserveCapacity(candidates)
            places.reserveCapacity(candidates)
        }
        /// Adds a candidate in increasing order: one within `tol` of the last joins it (its
        /// value becomes `hi` when the candidate is `hi`; its place stays the first).
        func add(_ value: Double, _ place: SnapPlace) {
            if let last = points.last, value - last <= tol {
                if value == hi, last != lo { points[points.count - 1] = hi }
                return
            }
            points.append(value)
            places.append(place)
        }
        switch c.layout {
        case .pages, .containerPages:
            let p = Self.pageLength(c.layout, containerLength: c.containerLength)
            reserve(Int(Swift.min(Swift.max(((hi - lo) / p).rounded(.up), 0), Double(SnapTargetConfiguration.maximumPageCount))) + 2)
            var k = 0
            while lo + Double(k) * p < hi - tol {
                add(lo + Double(k) * p, .page(k))
                k += 1
            }
            // `hi`: page k when it is there (within tol), else the end of a short last page.
            add(hi, (lo + Double(k) * p - hi).magnitude <= tol ? .page(k) : .end)
        case let .items(lengths, spacing, alignment):
            reserve(lengths.count + 2)
            var x = 0.0
            var first = true
            for (i, w) in lengths.enumerated() {
                let point = Swift.min(Swift.max(x - alignment, lo), hi)
                if first, point - lo > tol { add(lo, .start) }
                first = false
                add(point, .item(i))
                x += w + spacing
            }
            if let last = points.last, hi - last > tol { add(hi, .end) }
        }
        return (lo, hi, tol)
    }

    /// The length of a page: the layout's, or the container's for container-sized pages.
    static func pageLength(_ layout: SnapLayout, containerLength: Double) -> Double {
        switch layout {
        case let .pages(p): p
        case .containerPages: containerLength
        case .items: 0
        }
    }

    /// Whether an offset is a snap point, within the tolerance.
    ///
    /// - Parameter offset: The offset.
    /// - Returns: Whether a snap point lies within `tolerance` of it.
    /// - Complexity: O(log points).
    public func isSnapPoint(_ offset: Double) -> Bool {
        guard let i = nearestIndex(offset) else { return false }
        return (points[i] - offset).magnitude <= tolerance
    }

    /// The index of the snap point nearest an offset (the lower of two as near), or `nil` for
    /// a non-finite offset.
    ///
    /// - Parameter offset: The offset.
    /// - Returns: The index.
    /// - Complexity: O(log points).
    public func nearestIndex(_ offset: Double) -> Int? {
        guard offset.isFinite else { return nil }
        var low = 0, high = points.count  // the first point above the offset
        while low < high {
            let mid = (low + high) / 2
            if points[mid] <= offset { low = mid + 1 } else { high = mid }
        }
        if low == 0 { return 0 }
        if low == points.count { return points.count - 1 }
        return offset - points[low - 1] <= points[low] - offset ? low - 1 : low
    }

    /// The place at an offset at rest: the place of the snap point within the tolerance of it,
    /// or `nil` when the offset is no snap point.
    ///
    /// - Parameter offset: The offset.
    /// - Returns: The place.
    /// - Complexity: O(log points).
    public func place(at offset: Double) -> SnapPlace? {
        guard let i = nearestIndex(offset), (points[i] - offset).magnitude <= tolerance else { return nil }
        return places[i]
    }

    /// The snap point of a place in this geometry, clamped into `[lo, hi]`: where the place is
    /// after a resize.
    ///
    /// - Parameter place: The place.
    /// - Returns: Its offset.
    /// - Complexity: O(items) for an item (its start is a sum), O(1) otherwise.
    public func point(of place: SnapPlace) -> Double {
        let raw: Double = switch place {
        case let .page(k): lowerBound + Double(k) * Self.pageLength(layout, containerLength: containerLength)
        case let .item(i):
            if case let .items(lengths, spacing, alignment) = layout, i < lengths.count {
                lengths[..<i].reduce(0) { $0 + $1 + spacing } - alignment
            } else {
                upperBound
            }
        case .start: lowerBound
        case .end: upperBound
        }
        return Swift.min(Swift.max(raw, lowerBound), upperBound)
    }
}
