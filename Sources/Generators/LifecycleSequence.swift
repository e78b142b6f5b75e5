import Effects

/// A generated display lifecycle of a list's window cells (SPEC §1b), with its classes.
public struct LifecycleSequence: Labeled, Hashable, Sendable, CustomStringConvertible {
    /// The events, in order.
    public var events: [DisplayEvent]
    public var labels: LabelSet

    /// Creates a sequence.
    ///
    /// - Parameters:
    ///   - events: The events.
    ///   - labels: The classes.
    public init(events: [DisplayEvent], labels: LabelSet) {
        self.events = events
        self.labels = labels
    }

    public var description: String { events.map(\.description).joined(separator: ", ") }
}

extension Gen where Value == LifecycleSequence {
    /// Display lifecycles as UIKit emits them, from a small table simulation: scrolling with a
    /// reuse pool (`reuse`), the new row displayed before the old one ends
    /// (`display-before-end`), by the leaving cell itself (`reuse-before-end`), `reloadRows` replacing a row's cell (`row-replaced`),
    /// `reloadData` followed by late ends with stale rows (`stale-end-after-reload`), a
    /// suspend/resume around a refresh tip (`suspend-resume`), offset changes throughout, and
    /// adversarial events: duplicates (`duplicate-event`), ends without display
    /// (`end-without-display`); most sequences end with `teardown`.
    ///
    /// - Parameter maxActions: The most simulated actions (default 40).
    /// - Returns: The generator.
    public static func lifecycle(maxActions: Int = 40) -> Gen {
        Gen { stream throws(GenerationError) in
            var table = TableSimulation(rows: try Gen<Int>.int(in: 6...40).run(&stream), visible: try Gen<Int>.int(in: 1...6).run(&stream))
            table.top = try Gen<Int>.int(in: 0...(table.rows - table.visible)).run(&stream)
            table.displayInitialRows()
            var actions = 0
            while actions < maxActions {
                let more = try stream.span { stream throws(GenerationError) -> Bool in
                if actions > 0, !(try stream.drawBool(probability: 0.9)) { return false }
                let action = RandomBits.weightedIndex(try stream.draw(upTo: 14), weights: [3, 3, 2, 1, 1, 1, 1, 1, 1, 1])
                switch action {
                case 0: table.scroll(down: true, order: try Gen<Int>.index(3).run(&stream))
                case 1: table.scroll(down: false, order: try Gen<Int>.index(3).run(&stream))
                case 2: table.events.append(.offsetChanged)
                case 3: table.reload(staleEnds: try Gen<Int>.int(in: 0...3).run(&stream))
                case 4: table.replaceRow(at: try Gen<Int>.int(in: 0...5).run(&stream))
                case 5: table.refreshTip(scrolls: try Gen<Int>.int(in: 0...3).run(&stream))
                case 6: table.duplicateLast()
                case 7: table.endWithoutDisplay(row: try Gen<Int>.int(in: 0...50).run(&stream))
                case 8: table.events.append(contentsOf: [.offsetChanged, .offsetChanged])
                default: table.scroll(down: try stream.drawBool(probability: 0.5), order: 0)
                }
                return true
                }
                if !more { break }
                actions += 1
            }
            if try stream.drawBool(probability: 0.8) {
                table.events.append(.teardown)
                table.labels.insert(LabelSet.Label.teardown)
            }
            return LifecycleSequence(events: table.events, labels: table.labels)
        }
    }

    /// A table view's visible window, its cells and its reuse pool.
    struct TableSimulation {
        let rows: Int
        let visible: Int
        var top = 0
        var cellAt: [Int: CellID] = [:]
        var pool: [CellID] = []
        var nextCell = 1
        var lastRowOf: [CellID: Int] = [:]
        var events: [DisplayEvent] = []
        var labels: LabelSet = []

        init(rows: Int, visible: Int) {
            self.rows = rows
            self.visible = min(visible, rows)
        }

        mutating func dequeue() -> CellID {
            if let cell = pool.popLast() { return cell }
            defer { nextCell += 1 }
            return CellID(nextCell)
        }

        mutating func display(_ row: Int) {
            let cell = dequeue()
            if let previous = lastRowOf[cell], previous != row { labels.insert(LabelSet.Label.reuse) }
            lastRowOf[cell] = row
            cellAt[row] = cell
            events.append(.willDisplay(cell: cell, row: row))
        }

        mutating func end(_ row: Int) {
            guard let cell = cellAt.removeValue(forKey: row) else { return }
            events.append(.didEndDisplaying(cell: cell, row: row))
            pool.append(cell)
        }

        mutating func displayInitialRows() {
            for row in top..<(top + visible) { display(row) }
        }

        /// One row enters and one leaves. `order` 0: the old row ends first (its cell goes to
        /// the pool); 1: the new row is displayed first, with another cell; 2: the new row is
        /// displayed first with the leaving cell itself (UIKit re-displaying visible cells after a
        /// reload), and the old row's end comes late.
        mutating func scroll(down: Bool, order: Int) {
            let leaving = down ? top : top + visible - 1
            let entering = down ? top + visible : top - 1
            guard entering >= 0, entering < rows else { return }
            switch order {
            case 1:
                labels.insert(LabelSet.Label.displayBeforeEnd)
                display(entering)
                end(leaving)
            case 2:
                guard let cell = cellAt.removeValue(forKey: leaving) else { return }
                labels.insert(LabelSet.Label.displayBeforeEnd)
                labels.insert(LabelSet.Label.reuseBeforeEnd)
                if let previous = lastRowOf[cell], previous != entering { labels.insert(LabelSet.Label.reuse) }
                lastRowOf[cell] = entering
                cellAt[entering] = cell
                events.append(.willDisplay(cell: cell, row: entering))
                events.append(.didEndDisplaying(cell: cell, row: leaving))
            default:
                end(leaving)
                display(entering)
            }
            top += down ? 1 : -1
            events.append(.offsetChanged)
        }

        /// `reloadData`: every display ends; late ends may follow with stale rows; the
        /// visible rows are displayed again, with cells from the pool in another order.
        mutating func reload(staleEnds: Int) {
            let old = cellAt.sorted { $0.key < $1.key }
            events.append(.reloadData)
            for (_, cell) in old { pool.append(cell) }
            cellAt.removeAll()
            for (row, cell) in old.prefix(staleEnds) {
                labels.insert(LabelSet.Label.staleEndAfterReload)
                events.append(.didEndDisplaying(cell: cell, row: row))
            }
            pool.reverse()
            for row in top..<(top + visible) { display(row) }
        }

        /// `reloadRows(at:)`: a new cell is displayed at the row before the old one ends.
        mutating func replaceRow(at offset: Int) {
            let row = top + offset % max(visible, 1)
            guard let old = cellAt[row] else { return }
            labels.insert(LabelSet.Label.rowReplaced)
            let cell = dequeue()
            lastRowOf[cell] = row
            cellAt[row] = cell
            events.append(.willDisplay(cell: cell, row: row))
            events.append(.didEndDisplaying(cell: old, row: row))
            pool.append(old)
        }

        /// The article's pull-to-refresh tip: suspend, scroll a little, resume.
        mutating func refreshTip(scrolls: Int) {
            labels.insert(LabelSet.Label.suspendResume)
            events.append(.suspendAll)
            for i in 0..<scrolls { scroll(down: i % 2 == 0, order: 0) }
            events.append(.resumeAll)
        }

        mutating func duplicateLast() {
            guard let last = events.last else { return }
            labels.insert(LabelSet.Label.duplicateEvent)
            events.append(last)
        }

        mutating func endWithoutDisplay(row: Int) {
            labels.insert(LabelSet.Label.endWithoutDisplay)
            events.append(.didEndDisplaying(cell: CellID(10_000 + row), row: row))
        }
    }
}
