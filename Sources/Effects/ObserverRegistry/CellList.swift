/// A list of cell identities held inline up to ``inlineCapacity`` cells, in an array beyond.
///
/// A list shows a handful of cells at a time, so a registry's registrations, notifications and
/// reports fit inline: building, copying and comparing them allocates nothing, where an array
/// allocated once per event. Two lists are equal when they hold the same cells in the same
/// order, however they are stored.
@usableFromInline package struct CellList: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral, CustomStringConvertible {
    /// The most cells held inline.
    @usableFromInline static let inlineCapacity = 8
    /// The cells while ``count`` ≤ ``inlineCapacity`` (lanes past `count` are unused).
    @usableFromInline var inline: SIMD8<Int64> = .zero
    /// Every cell while ``count`` > ``inlineCapacity``; `nil` otherwise, so that a list held
    /// inline has no reference to retain or release (a frame's three lists are moved into the
    /// checker at every event and the last answer destroyed).
    @usableFromInline var spill: [CellID]? = nil
    /// The number of cells.
    @usableFromInline package private(set) var count = 0

    /// An empty list.
    @usableFromInline package init() {}

    /// A list of the cells of an array, in order (not generic: an array is what frames and
    /// traces hold, and a generic initializer ran unspecialized from another module, a fifth of
    /// `check-trace`'s time on a registry trace).
    ///
    /// - Parameter cells: The cells.
    /// - Complexity: O(n); an array past the inline capacity is shared, not copied.
    @usableFromInline package init(_ cells: [CellID]) {
        if cells.count > Self.inlineCapacity {
            spill = cells
            count = cells.count
        } else {
            for cell in cells { append(cell) }
        }
    }

    /// A list of cells, sorted.
    ///
    /// - Parameter cells: The cells, in any order; duplicates are kept.
    /// - Complexity: O(n²) inline (at most 8 cells), O(n log n) beyond.
    @usableFromInline package init(sorting cells: [CellID]) {
        // Kept as it is (shared, not copied) when already sorted.
        guard cells.count > Self.inlineCapacity else {
            self.init(cells)
            sort()
            return
        }
        self.init(zip(cells, cells.dropFirst()).allSatisfy { $0 <= $1 } ? cells : cells.sorted())
    }

    @usableFromInline package init(arrayLiteral cells: CellID...) { self.init(cells as [CellID]) }

    @usableFromInline package var startIndex: Int { 0 }
    @usableFromInline package var endIndex: Int { count }

    @inlinable package subscript(position: Int) -> CellID {
        precondition(position >= 0 && position < count, "CellList index out of range")
        return count <= Self.inlineCapacity ? CellID(Int(truncatingIfNeeded: inline[position])) : spill.unsafelyUnwrapped[position]
    }

    /// Appends a cell.
    ///
    /// - Parameter cell: The cell.
    /// - Complexity: Amortized O(1); moving past ``inlineCapacity`` copies the list once.
    @usableFromInline package mutating func append(_ cell: CellID) {
        if count < Self.inlineCapacity {
            inline[count] = Int64(cell.rawValue)
        } else {
            if count == Self.inlineCapacity { spill = Array(self) }
            spill!.append(cell)
        }
        count += 1
    }

    /// Inserts a cell at a position.
    ///
    /// - Parameters:
    ///   - cell: The cell.
    ///   - position: Its index, in `0...count`.
    /// - Complexity: O(n).
    @usableFromInline package mutating func insert(_ cell: CellID, at position: Int) {
        precondition(position >= 0 && position <= count, "CellList index out of range")
        if count < Self.inlineCapacity {
            var i = count
            while i > position { inline[i] = inline[i - 1]; i -= 1 }
            inline[position] = Int64(cell.rawValue)
            count += 1
        } else {
            if count == Self.inlineCapacity { spill = Array(self) }
            spill!.insert(cell, at: position)
            count += 1
        }
    }

    /// Removes the cell at a position.
    ///
    /// - Parameter position: Its index.
    /// - Complexity: O(n).
    @usableFromInline package mutating func remove(at position: Int) {
        precondition(position >= 0 && position < count, "CellList index out of range")
        if count <= Self.inlineCapacity {
            for i in position..<(count - 1) { inline[i] = inline[i + 1] }
        } else {
            spill!.remove(at: position)
            if count - 1 == Self.inlineCapacity {
                for (i, cell) in spill!.enumerated() { inline[i] = Int64(cell.rawValue) }
                spill = nil
            }
        }
        count -= 1
    }

    /// Removes every cell.
    ///
    /// - Complexity: O(1) inline.
    @usableFromInline package mutating func removeAll() {
        count = 0
        if spill != nil { spill = nil }
    }

    /// Sorts the cells in increasing order.
    ///
    /// - Complexity: O(n²) inline, O(n log n) beyond.
    @usableFromInline package mutating func sort() {
        guard count <= Self.inlineCapacity else { spill!.sort(); return }
        guard count > 1 else { return }
        for i in 1..<count {
            let value = inline[i]
            var j = i
            while j > 0, inline[j - 1] > value { inline[j] = inline[j - 1]; j -= 1 }
            inline[j] = value
        }
    }

    /// Whether the cells are in strictly increasing order (a set, written sorted).
    @inlinable package var isStrictlyIncreasing: Bool {
        guard count <= Self.inlineCapacity else {
            let cells = spill.unsafelyUnwrapped
            var i = 1
            while i < count { if cells[i - 1] >= cells[i] { return false }; i += 1 }
            return true
        }
        var i = 1
        while i < count { if inline[i - 1] >= inline[i] { return false }; i += 1 }
        return true
    }

    /// The position of a cell in a sorted list, or where it would be inserted.
    ///
    /// - Parameter cell: The cell.
    /// - Returns: The first index whose cell is not below `cell`.
    /// - Complexity: O(n) inline, O(log n) beyond.
    @usableFromInline package func insertionPoint(of cell: CellID) -> Int {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if self[mid] < cell { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Whether a sorted list holds a cell.
    ///
    /// - Parameter cell: The cell.
    /// - Returns: Whether it is in the list.
    /// - Complexity: O(log n).
    @usableFromInline package func sortedContains(_ cell: CellID) -> Bool {
        let i = insertionPoint(of: cell)
        return i < count && self[i] == cell
    }

    /// Inserts a cell into a sorted list of distinct cells unless it is there.
    ///
    /// - Parameter cell: The cell.
    /// - Returns: Whether it was inserted.
    /// - Complexity: O(n).
    @discardableResult
    @usableFromInline package mutating func sortedInsert(_ cell: CellID) -> Bool {
        let i = insertionPoint(of: cell)
        if i < count, self[i] == cell { return false }
        insert(cell, at: i)
        return true
    }

    /// Removes a cell from a sorted list of distinct cells.
    ///
    /// - Parameter cell: The cell.
    /// - Returns: Whether it was there.
    /// - Complexity: O(n).
    @discardableResult
    @usableFromInline package mutating func sortedRemove(_ cell: CellID) -> Bool {
        let i = insertionPoint(of: cell)
        guard i < count, self[i] == cell else { return false }
        remove(at: i)
        return true
    }

    /// Two lists hold the same cells in the same order (compared lane by lane while inline,
    /// not through `elementsEqual`, whose specialization reached the list's indices through
    /// its protocol witnesses: about 90 instructions an event of the registry's checker).
    /// Inlinable, as are the subscript and ``isStrictlyIncreasing``: the checker's rules call
    /// them from `Oracles` at every event.
    @inlinable package static func == (lhs: CellList, rhs: CellList) -> Bool {
        guard lhs.count == rhs.count else { return false }
        guard lhs.count <= inlineCapacity else { return lhs.spill == rhs.spill }
        var i = 0
        while i < lhs.count {
            if lhs.inline[i] != rhs.inline[i] { return false }
            i += 1
        }
        return true
    }

    @usableFromInline package func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for cell in self { hasher.combine(cell) }
    }

    @usableFromInline package var description: String { Array(self).description }
}
