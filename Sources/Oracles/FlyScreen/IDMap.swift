import ScrollProofUtilities

/// A map from integer ids to values: an array for the non-negative ids below twice the
/// number of entries (screens and apps hand ids out in order), a dictionary for any others.
/// Looking up an id in order costs an index instead of a hash; the fly screen's flight log
/// and oracles key their per-item bookkeeping by id.
@usableFromInline package struct IDMap<Value> {
    private var dense: [Value?] = []
    private var others: [Int: Value] = [:]
    /// The number of entries.
    private(set) var count = 0

    /// An empty map.
    init() {}

    /// This map's storage, emptied, leaving the map itself empty (``Swift/Array/recycled()``).
    ///
    /// - Returns: An empty map with this map's capacity.
    /// - Complexity: O(capacity).
    mutating func recycled() -> IDMap {
        var map = IDMap()
        map.dense = dense.recycled()
        swap(&map.others, &others)
        map.others.removeAll(keepingCapacity: true)
        count = 0
        return map
    }

    /// The value of `id`, or `nil`; setting `nil` is not supported (entries are only added or
    /// replaced).
    ///
    /// - Parameter id: The id.
    /// - Complexity: O(1) amortized.
    subscript(id: Int) -> Value? {
        get {
            if id >= 0, id < dense.count, let value = dense[id] { return value }
            return others.isEmpty ? nil : others[id]
        }
        set {
            guard let newValue else { preconditionFailure("IDMap entries are only added or replaced") }
            if id >= 0, id < dense.count, dense[id] != nil { dense[id] = newValue; return }
            if !others.isEmpty, others[id] != nil { others[id] = newValue; return }
            count += 1
            if id >= 0, id < max(64, 2 * count) {
                // Grown by doubling, not id by id.
                if id >= dense.count { dense.append(contentsOf: repeatElement(nil, count: max(id + 1, 2 * dense.count) - dense.count)) }
                dense[id] = newValue
            } else {
                others[id] = newValue
            }
        }
    }

    /// The value of `id`, or `defaultValue` when it has none.
    ///
    /// - Parameters:
    ///   - id: The id.
    ///   - defaultValue: The value of an id without one.
    subscript(id: Int, default defaultValue: @autoclosure () -> Value) -> Value {
        get { self[id] ?? defaultValue() }
        set { self[id] = newValue }
    }

    /// The ids with a value, in increasing order.
    ///
    /// - Complexity: O(n log n).
    var sortedKeys: [Int] {
        var keys = Array(others.keys)
        for id in dense.indices where dense[id] != nil { keys.append(id) }
        return keys.sorted()
    }
}

extension IDMap: Sendable where Value: Sendable {}
