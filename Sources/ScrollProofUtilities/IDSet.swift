/// A set of integer ids: a bitmap for the non-negative ids below 2¹⁶ or below 64 bits per
/// member held (screens and apps hand ids out in order, 0, 1, 2, …), a hash set for any
/// others. Membership of a small id costs a shift and a mask instead of hashing, which was a
/// sixth of a fly-screen property's time; a long trace's ids, handed out in order, take a bit
/// each (a stream of 400,000 comments: 50 KB, where a hash set took megabytes).
@usableFromInline package struct IDSet: Sendable {
    /// The ids always held in the bitmap: `0 ..< bitmapLimit`.
    @usableFromInline static let bitmapLimit = 1 << 16
    @usableFromInline var words: [UInt64] = []
    @usableFromInline var others: Set<Int> = []
    /// The number of ids in the bitmap.
    @usableFromInline var bitmapCount = 0

    /// An empty set.
    @inlinable package init() {}

    /// This set's storage, emptied, leaving the set itself empty (``Swift/Array/recycled()``):
    /// the set of the next case, which allocates nothing for ids that fit what this one held.
    ///
    /// - Returns: An empty set with this set's capacity.
    /// - Complexity: O(capacity).
    @inlinable
    package mutating func recycled() -> IDSet {
        var set = IDSet()
        set.words = words.recycled()
        set.others = others
        others = []
        set.others.removeAll(keepingCapacity: true)
        bitmapCount = 0
        return set
    }

    /// Whether the set holds `id`.
    ///
    /// - Parameter id: The id.
    /// - Returns: `true` when it was inserted.
    /// - Complexity: O(1).
    @inlinable
    package func contains(_ id: Int) -> Bool {
        if id >= 0, id >> 6 < words.count, words[id >> 6] & (1 << UInt64(id & 63)) != 0 { return true }
        return !others.isEmpty && others.contains(id)
    }

    /// Inserts `id`.
    ///
    /// - Parameter id: The id.
    /// - Returns: Whether it was not in the set before.
    /// - Complexity: Amortized O(1); the bitmap grows to the largest id inserted below 2¹⁶ or
    ///   below 64 times the members held (at most 8 bytes a member beyond 8 KiB).
    @inlinable
    @discardableResult
    package mutating func insert(_ id: Int) -> Bool {
        if id >= 0, id < Swift.max(Self.bitmapLimit, 64 * (bitmapCount + 1)) {
            if !others.isEmpty, others.contains(id) { return false }
            let word = id >> 6, bit: UInt64 = 1 << UInt64(id & 63)
            if word >= words.count { words.append(contentsOf: repeatElement(0, count: word + 1 - words.count)) }
            if words[word] & bit != 0 { return false }
            words[word] |= bit
            bitmapCount += 1
            return true
        }
        if contains(id) { return false }
        return others.insert(id).inserted
    }
}
