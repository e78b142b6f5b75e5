extension Array {
    /// This array's storage, emptied, leaving the array itself empty: a buffer that the next
    /// case of a property fills again without allocating (the storage moves, so it is not
    /// shared, and emptying it keeps its capacity).
    ///
    ///     var slots = old.slots.recycled()   // old.slots is now []
    ///
    /// - Returns: An empty array with this array's capacity.
    /// - Complexity: O(count), to destroy the elements.
    @inlinable
    package mutating func recycled() -> [Element] {
        var storage: [Element] = []
        swap(&storage, &self)
        storage.removeAll(keepingCapacity: true)
        return storage
    }
}
