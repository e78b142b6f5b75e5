/// The last `capacity` elements a monitor was fed, oldest first: storage reserved once (up to
/// 131,072 elements, the default window and history; a larger one grows while it fills), so a
/// push allocates nothing (it appends until full, then overwrites the oldest). The pages of
/// the reserve that are never written are never touched.
@usableFromInline struct MonitorRing<Element> {
    @usableFromInline var storage: [Element]
    /// The index of the oldest element once the ring is full.
    @usableFromInline var start = 0
    @usableFromInline let capacity: Int

    /// An empty ring.
    ///
    /// - Parameter capacity: The most elements kept (at least 1).
    init(capacity: Int) {
        self.capacity = max(capacity, 1)
        storage = []
        // Not a window's worth at once: `Int.max` (no limit) must not reserve the address space.
        storage.reserveCapacity(min(self.capacity, 131_072))
    }

    /// The number of elements kept.
    @inlinable var count: Int { storage.count }

    /// Keeps an element, dropping the oldest when full.
    ///
    /// - Parameter element: The newest element.
    /// - Returns: The element dropped, if any.
    /// - Complexity: O(1), no allocation.
    @inlinable
    mutating func push(_ element: Element) -> Element? {
        guard storage.count == capacity else {
            storage.append(element)
            return nil
        }
        let dropped = storage[start]
        storage[start] = element
        start = start + 1 == capacity ? 0 : start + 1
        return dropped
    }

    /// The elements kept, oldest first (a new array: asked only when a violation is written).
    ///
    /// - Complexity: O(count).
    var elements: [Element] { Array(storage[start...] + storage[..<start]) }
}
