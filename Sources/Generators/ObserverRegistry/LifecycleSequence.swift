import Effects

/// A generated display lifecycle of a list's window cells (SPEC §1b), with its classes.
@usableFromInline package struct LifecycleSequence: Labeled, Hashable, Sendable, CustomStringConvertible {
    /// The events, in order.
    @usableFromInline package var events: [DisplayEvent]
    @usableFromInline package var labels: LabelSet

    /// Creates a sequence.
    ///
    /// - Parameters:
    ///   - events: The events.
    ///   - labels: The classes.
    @usableFromInline package init(events: [DisplayEvent], labels: LabelSet) {
        self.events = events
        self.labels = labels
    }

    @usableFromInline package var description: String { events.map(\.description).joined(separator: ", ") }
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
    @usableFromInline package static func lifecycle(maxActions: Int = 40) -> Gen {
        Gen { stream throws(GenerationError) in
            // The table's storage comes from the stream and goes back to it: a runner's cases
            // reuse it (the events are shared with the sequence until it is dropped).
            var table = TableSimulation(buffers: stream.takeTableBuffers())
            defer { stream.putBackTableBuffers(table.buffers) }
            let rows = try stream.drawInt(6, 40), visible = try stream.drawInt(1, 6)
            table.start(rows: rows, visible: visible)
            table.top = try stream.drawInt(0, table.rows - table.visible)
            table.displayInitialRows()
            var actions = 0
            while actions < maxActions {
                let more = try stream.span { stream throws(GenerationError) -> Bool in
                if actions > 0, !(try stream.drawBool(probability: 0.9)) { return false }
                // Weights 3, 3, 2 and 1 for each other action (out of 15).
                let action = switch try stream.draw(upTo: 14) {
                case 0...2: 0
                case 3...5: 1
                case 6...7: 2
                case let v: Int(v) - 5
                }
                switch action {
                case 0: table.scroll(down: true, order: try stream.drawInt(0, 2))
                case 1: table.scroll(down: false, order: try stream.drawInt(0, 2))
                case 2: table.buffers.events.append(.offsetChanged)
                case 3: table.reload(staleEnds: try stream.drawInt(0, 3))
                case 4: table.replaceRow(at: try stream.drawInt(0, 5))
                case 5: table.refreshTip(scrolls: try stream.drawInt(0, 3))
                case 6: table.duplicateLast()
                case 7: table.endWithoutDisplay(row: try stream.drawInt(0, 50))
                case 8: table.buffers.events.append(.offsetChanged); table.buffers.events.append(.offsetChanged)
                default: table.scroll(down: try stream.drawBool(probability: 0.5), order: 0)
                }
                return true
                }
                if !more { break }
                actions += 1
            }
            if try stream.drawBool(probability: 0.8) {
                table.buffers.events.append(.teardown)
                table.labels.insert(LabelSet.Label.teardown)
            }
            return LifecycleSequence(events: table.buffers.events, labels: table.labels)
        }
    }

    /// The storage of a table simulation, kept by a ``ChoiceStream`` between cases.
    struct TableBuffers {
        /// The events emitted.
        var events: [DisplayEvent] = []
        /// The cell at each row (its raw value), 0 for none.
        var cellAt: [Int] = []
        /// The reuse pool.
        var pool: [CellID] = []
        /// The last row of each cell, by raw value; -1 for none.
        var lastRowOf: [Int] = []
    }

    /// A table view's visible window, its cells and its reuse pool.
    struct TableSimulation {
        var rows = 0
        var visible = 0
        var top = 0
        var nextCell = 1
        var buffers: TableBuffers
        var labels: LabelSet = []

        init(buffers: TableBuffers) {
            self.buffers = buffers
            self.buffers.events.removeAll(keepingCapacity: true)
            self.buffers.pool.removeAll(keepingCapacity: true)
            self.buffers.lastRowOf.removeAll(keepingCapacity: true)
            self.buffers.cellAt.removeAll(keepingCapacity: true)
        }

        mutating func start(rows: Int, visible: Int) {
            self.rows = rows
            self.visible = min(visible, rows)
            buffers.cellAt.append(contentsOf: repeatElement(0, count: rows))
        }

        func cell(at row: Int) -> CellID? { buffers.cellAt[row] == 0 ? nil : CellID(buffers.cellAt[row]) }

        mutating func removeCell(at row: Int) -> CellID? {
            defer { buffers.cellAt[row] = 0 }
            return cell(at: row)
        }

        /// Records `row` as the cell's row, noting a reuse when it showed another row before.
        mutating func show(_ cell: CellID, at row: Int) {
            let id = cell.rawValue
            if id >= buffers.lastRowOf.count { buffers.lastRowOf.append(contentsOf: repeatElement(-1, count: id + 1 - buffers.lastRowOf.count)) }
            let previous = buffers.lastRowOf[id]
            if previous >= 0, previous != row { labels.insert(LabelSet.Label.reuse) }
            buffers.lastRowOf[id] = row
            buffers.cellAt[row] = id
        }

        mutating func dequeue() -> CellID {
            if let cell = buffers.pool.popLast() { return cell }
            defer { nextCell += 1 }
            return CellID(nextCell)
        }

        mutating func display(_ row: Int) {
            let cell = dequeue()
            show(cell, at: row)
            buffers.events.append(.willDisplay(cell: cell, row: row))
        }

        mutating func end(_ row: Int) {
            guard let cell = removeCell(at: row) else { return }
            buffers.events.append(.didEndDisplaying(cell: cell, row: row))
            buffers.pool.append(cell)
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
                guard let cell = removeCell(at: leaving) else { return }
                labels.insert(LabelSet.Label.displayBeforeEnd)
                labels.insert(LabelSet.Label.reuseBeforeEnd)
                show(cell, at: entering)
                buffers.events.append(.willDisplay(cell: cell, row: entering))
                buffers.events.append(.didEndDisplaying(cell: cell, row: leaving))
            default:
                end(leaving)
                display(entering)
            }
            top += down ? 1 : -1
            buffers.events.append(.offsetChanged)
        }

        /// `reloadData`: every display ends; late ends may follow with stale rows (the first
        /// displayed rows, in row order); the visible rows are displayed again, with cells from
        /// the pool in another order.
        mutating func reload(staleEnds: Int) {
            buffers.events.append(.reloadData)
            var stale = 0
            for row in 0..<rows {
                guard let cell = removeCell(at: row) else { continue }
                buffers.pool.append(cell)
                if stale < staleEnds {
                    stale += 1
                    labels.insert(LabelSet.Label.staleEndAfterReload)
                    buffers.events.append(.didEndDisplaying(cell: cell, row: row))
                }
            }
            buffers.pool.reverse()
            for row in top..<(top + visible) { display(row) }
        }

        /// `reloadRows(at:)`: a new cell is displayed at the row before the old one ends.
        mutating func replaceRow(at offset: Int) {
            let row = top + offset % max(visible, 1)
            guard let old = cell(at: row) else { return }
            labels.insert(LabelSet.Label.rowReplaced)
            let cell = dequeue()
            let id = cell.rawValue
            if id >= buffers.lastRowOf.count { buffers.lastRowOf.append(contentsOf: repeatElement(-1, count: id + 1 - buffers.lastRowOf.count)) }
            buffers.lastRowOf[id] = row
            buffers.cellAt[row] = id
            buffers.events.append(.willDisplay(cell: cell, row: row))
            buffers.events.append(.didEndDisplaying(cell: old, row: row))
            buffers.pool.append(old)
        }

        /// The article's pull-to-refresh tip: suspend, scroll a little, resume.
        mutating func refreshTip(scrolls: Int) {
            labels.insert(LabelSet.Label.suspendResume)
            buffers.events.append(.suspendAll)
            for i in 0..<scrolls { scroll(down: i % 2 == 0, order: 0) }
            buffers.events.append(.resumeAll)
        }

        mutating func duplicateLast() {
            guard let last = buffers.events.last else { return }
            labels.insert(LabelSet.Label.duplicateEvent)
            buffers.events.append(last)
        }

        mutating func endWithoutDisplay(row: Int) {
            labels.insert(LabelSet.Label.endWithoutDisplay)
            buffers.events.append(.didEndDisplaying(cell: CellID(10_000 + row), row: row))
        }
    }
}
