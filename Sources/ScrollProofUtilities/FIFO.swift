/// A first-in, first-out queue over an array with a moving head: amortized O(1) push and pop,
/// storage compacted when more than half of it is dead.
@usableFromInline package struct FIFO<Element: Sendable>: Sendable {
    @usableFromInline var storage: [Element] = []
    @usableFromInline var head = 0

    /// Creates an empty queue.
    @inlinable
    package init() {}

    /// Makes room for `capacity` elements before the storage grows.
    ///
    /// - Parameter capacity: The elements expected at once.
    /// - Complexity: O(count).
    @inlinable
    package mutating func reserveCapacity(_ capacity: Int) { storage.reserveCapacity(head + capacity) }

    /// This queue's storage, emptied, leaving the queue itself empty
    /// (``Swift/Array/recycled()``).
    ///
    /// - Returns: An empty queue with this queue's capacity.
    /// - Complexity: O(count).
    @inlinable
    package mutating func recycled() -> FIFO {
        var queue = FIFO()
        queue.storage = storage.recycled()
        head = 0
        return queue
    }

    /// The number of elements.
    @inlinable
    package var count: Int { storage.count - head }
    /// Whether the queue is empty.
    @inlinable
    package var isEmpty: Bool { head == storage.count }
    /// The oldest element.
    @inlinable
    package var first: Element? { isEmpty ? nil : storage[head] }
    /// The elements, oldest first.
    @inlinable
    package var elements: ArraySlice<Element> { storage[head...] }

    /// Appends an element.
    ///
    /// - Parameter element: The element.
    /// - Complexity: Amortized O(1).
    @inlinable
    package mutating func push(_ element: Element) { storage.append(element) }

    /// Inserts an element before the first element for which `isAfter` is true (at the end
    /// when there is none): a queue kept in an order, such as finish times.
    ///
    /// - Parameters:
    ///   - element: The element.
    ///   - isAfter: Whether an element already queued belongs after the new one.
    /// - Complexity: O(n).
    @inlinable
    package mutating func insert(_ element: Element, beforeFirst isAfter: (Element) -> Bool) {
        let index = storage[head...].firstIndex(where: isAfter) ?? storage.endIndex
        storage.insert(element, at: index)
    }

    /// Removes and returns the oldest element.
    ///
    /// - Returns: The oldest element, or `nil` when empty.
    /// - Complexity: Amortized O(1).
    @inlinable
    package mutating func pop() -> Element? {
        guard !isEmpty else { return nil }
        let element = storage[head]
        head += 1
        if head == storage.count {
            storage.removeAll(keepingCapacity: true)
            head = 0
        } else if head > 1024, head * 2 > storage.count {
            storage.removeFirst(head)
            head = 0
        }
        return element
    }
}
