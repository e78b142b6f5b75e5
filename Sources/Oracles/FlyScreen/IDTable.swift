import ScrollProofUtilities

/// A map from integer ids to non-negative numbers, with removal: open addressing with linear
/// probing, a multiplicative hash instead of `Hasher`'s, and removal by shifting the entries
/// after it back (no tombstones). `FlyScreenChecker` keys the items it holds by id here: a
/// dictionary's hashing was a sixth of its time, and it lets go of items as they leave, so the
/// table stays the size of what is on screen.
struct IDTable {
    /// `-1` where a bucket is empty.
    private var values: [Int]
    private var keys: [Int]
    private var shift: UInt64
    /// The number of entries.
    private(set) var count = 0

    /// An empty table with room for `capacity` entries before it grows.
    ///
    /// - Parameter capacity: The entries expected at once (default 8).
    init(capacity: Int = 8) {
        var buckets = 16, bits: UInt64 = 4
        while buckets < 2 * capacity { buckets *= 2; bits += 1 }
        values = Array(repeating: -1, count: buckets)
        keys = Array(repeating: 0, count: buckets)
        shift = 64 - bits
    }

    /// This table's storage, emptied, leaving the table itself empty: the table of the next
    /// case, which allocates nothing while it holds no more than this one did.
    ///
    /// - Returns: An empty table with this table's buckets; this one is left without storage
    ///   and must not be used again.
    /// - Complexity: O(buckets).
    mutating func recycled() -> IDTable {
        var table = self
        self = IDTable(storage: [], [], shift)
        if table.count > 0 {
            table.values.withUnsafeMutableBufferPointer { $0.update(repeating: -1) }
            table.count = 0
        }
        return table
    }

    private init(storage values: [Int], _ keys: [Int], _ shift: UInt64) {
        self.values = values
        self.keys = keys
        self.shift = shift
    }

    private var mask: Int { values.count - 1 }

    private func home(_ id: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(id)) &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// The bucket of `id`, or the empty bucket where it would go.
    private func bucket(_ id: Int) -> Int {
        var i = home(id)
        while values[i] >= 0, keys[i] != id { i = (i + 1) & mask }
        return i
    }

    /// The number of `id`, or `nil`; setting `nil` removes it.
    ///
    /// - Parameter id: The id.
    /// - Complexity: O(1) expected.
    subscript(id: Int) -> Int? {
        get {
            let i = bucket(id)
            return values[i] >= 0 ? values[i] : nil
        }
        set {
            if let newValue {
                precondition(newValue >= 0, "IDTable holds non-negative numbers")
                var i = bucket(id)
                if values[i] < 0 {
                    if 2 * (count + 1) > values.count {
                        grow()
                        i = bucket(id)
                    }
                    count += 1
                    keys[i] = id
                }
                values[i] = newValue
            } else {
                remove(id)
            }
        }
    }

    private mutating func remove(_ id: Int) {
        var i = bucket(id)
        guard values[i] >= 0 else { return }
        count -= 1
        var j = i
        while true {
            j = (j + 1) & mask
            guard values[j] >= 0 else { break }
            // An entry stays unless its home is not cyclically within (i, j]: then it moves back
            // into the hole, which moves on to where it was.
            let k = home(keys[j])
            let stays = i <= j ? (i < k && k <= j) : (i < k || k <= j)
            if !stays {
                keys[i] = keys[j]
                values[i] = values[j]
                i = j
            }
        }
        values[i] = -1
    }

    private mutating func grow() {
        let oldKeys = keys, oldValues = values
        values = Array(repeating: -1, count: 2 * oldValues.count)
        keys = Array(repeating: 0, count: 2 * oldValues.count)
        shift -= 1
        for (key, value) in zip(oldKeys, oldValues) where value >= 0 {
            let i = bucket(key)
            keys[i] = key
            values[i] = value
        }
    }
}
