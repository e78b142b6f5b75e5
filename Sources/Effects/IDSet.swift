/// A set of integer ids: a bitmap for the non-negative ids below 2¹⁶ (screens and apps hand
/// ids out in order, 0, 1, 2, …), a hash set for any others. Membership of a small id costs a
/// shift and a mask instead of hashing, which was a sixth of a fly-screen property's time.
package struct IDSet: Sendable {
    /// The ids held in the bitmap: `0 ..< bitmapLimit`.
    @usableFromInline static let bitmapLimit = 1 << 16
    @usableFromInline var words: [UInt64] = []
    @usableFromInline var others: Set<Int> = []

    /// An empty set.
    @inlinable package init() {}

    /// Whether the set holds `id`.
    ///
    /// - Parameter id: The id.
    /// - Returns: `true` when it was inserted.
    /// - Complexity: O(1).
    @inlinable
    package func contains(_ id: Int) -> Bool {
        if id >= 0, id < Self.bitmapLimit {
            let word = id >> 6
            return word < words.count && words[word] & (1 << UInt64(id & 63)) != 0
        }
        return !others.isEmpty && others.contains(id)
    }

    /// Inserts `id`.
    ///
    /// - Parameter id: The id.
    /// - Returns: Whether it was not in the set before.
    /// - Complexity: Amortized O(1); the bitmap grows to the largest small id inserted (at most
    ///   8 KiB).
    @inlinable
    @discardableResult
    package mutating func insert(_ id: Int) -> Bool {
        if id >= 0, id < Self.bitmapLimit {
            let word = id >> 6, bit: UInt64 = 1 << UInt64(id & 63)
            if word >= words.count { words.append(contentsOf: repeatElement(0, count: word + 1 - words.count)) }
            if words[word] & bit != 0 { return false }
            words[word] |= bit
            return true
        }
        return others.insert(id).inserted
    }
}
