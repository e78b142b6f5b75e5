/// The row each displayed cell shows: up to ``inlineCapacity`` cells inline, searched in order,
/// and a dictionary beyond.
///
/// A list displays a handful of cells at a time, so a registry and the checker that follows
/// it keep their display state without allocating: a dictionary allocated its storage in
/// every case.
@usableFromInline package struct CellRowMap: Sendable {
    /// The most cells held inline.
    static let inlineCapacity = 8
    /// The cells while ``count`` ≤ ``inlineCapacity`` (lanes past `count` are unused).
    var cells: SIMD8<Int64> = .zero
    /// Their rows, lane for lane.
    var rows: SIMD8<Int64> = .zero
    /// Every entry while ``count`` > ``inlineCapacity``; empty otherwise.
    var spill: [CellID: Int] = [:]
    /// The number of displayed cells.
    @usableFromInline package private(set) var count = 0

    /// An empty map.
    @usableFromInline package init() {}

    /// A map with the entries of a dictionary.
    ///
    /// - Parameter dictionary: The rows by cell.
    /// - Complexity: O(n) beyond the inline capacity, O(n²) within it.
    @usableFromInline package init(_ dictionary: [CellID: Int]) {
        for (cell, row) in dictionary { self[cell] = row }
    }

    /// Whether no cell is displayed.
    @usableFromInline package var isEmpty: Bool { count == 0 }

    /// The lane of a cell held inline.
    private func lane(of cell: CellID) -> Int? {
        let key = Int64(cell.rawValue)
        var i = 0
        while i < count { if cells[i] == key { return i }; i += 1 }
        return nil
    }

    /// The row a cell shows; assigning `nil` removes the cell.
    ///
    /// - Complexity: O(n) inline (at most 8 cells), O(1) beyond.
    @usableFromInline package subscript(cell: CellID) -> Int? {
        get {
            guard count <= Self.inlineCapacity else { return spill[cell] }
            return lane(of: cell).map { Int(truncatingIfNeeded: rows[$0]) }
        }
        set {
            if count > Self.inlineCapacity {
                spill[cell] = newValue
                count = spill.count
                if count == Self.inlineCapacity {
                    for (i, (c, row)) in spill.enumerated() { cells[i] = Int64(c.rawValue); rows[i] = Int64(row) }
                    spill = [:]
                }
                return
            }
            let lane = lane(of: cell)
            switch (lane, newValue) {
            case let (i?, row?):
                rows[i] = Int64(row)
            case let (i?, nil):
                count -= 1
                cells[i] = cells[count]
                rows[i] = rows[count]
            case let (nil, row?):
                if count < Self.inlineCapacity {
                    cells[count] = Int64(cell.rawValue)
                    rows[count] = Int64(row)
                    count += 1
                } else {
                    spill = dictionary
                    spill[cell] = row
                    count = spill.count
                }
            case (nil, nil):
                break
            }
        }
    }

    /// Removes every entry.
    ///
    /// - Complexity: O(1) inline.
    @usableFromInline package mutating func removeAll() {
        count = 0
        if !spill.isEmpty { spill = [:] }
    }

    /// The displayed cells, sorted.
    ///
    /// - Complexity: O(n²) inline, O(n log n) beyond.
    @usableFromInline package var sortedCells: CellList {
        guard count <= Self.inlineCapacity else { return CellList(sorting: Array(spill.keys)) }
        var list = CellList()
        for i in 0..<count { list.append(CellID(Int(truncatingIfNeeded: cells[i]))) }
        list.sort()
        return list
    }

    /// The entries as a dictionary.
    ///
    /// - Complexity: O(n).
    @usableFromInline package var dictionary: [CellID: Int] {
        guard count <= Self.inlineCapacity else { return spill }
        var result: [CellID: Int] = [:]
        for i in 0..<count { result[CellID(Int(truncatingIfNeeded: cells[i]))] = Int(truncatingIfNeeded: rows[i]) }
        return result
    }
}
