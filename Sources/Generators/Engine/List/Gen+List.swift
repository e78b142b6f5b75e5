import Effects

extension Gen where Value == EventSequence<ListEvent> {
    /// A list's events as UIKit sends them (docs/list-events.md), from a simulation of a table:
    /// items of varied heights (a tenth taller than the viewport) scroll through a viewport with
    /// the gestures of SPEC §6 (drags, flings, jumps, coalesced frames), at 60 frames a second;
    /// cells are reused; each frame reports every displayed cell's visible fraction. Between
    /// scrolls a case dwells (`dwell`), reloads the data source with the same, reordered or new
    /// items (`reload`; the ends that follow carry the old rows, `stale-row`), deletes and
    /// inserts items in a batch update (`batch-update`), and goes to the background and back
    /// (`background`). Rows ahead of the scroll are prefetched (`prefetch`), some never shown,
    /// and cancelled when the scroll turns away (`cancel-prefetch`), not always.
    ///
    /// The first event is always `reloadData` with the first items.
    ///
    /// An invalid space (``ListSpace/problem``) makes no case: every draw throws
    /// ``GenerationError/invalidSpace(_:)`` naming the field and its rule.
    ///
    /// With `thresholds` (a declaration's fractions: the impression's 0.5, the autoplay's 0.6),
    /// a case may end with a rest at one (label `exact-threshold`): the list scrolled to where
    /// an item's visible fraction reaches it, found among the doubles as an offset-driven
    /// effect's thresholds are (``ScrollRange/straddle(near:_:)``), then a second of rest, so
    /// that a rule written `>` where it should say `>=` is met where the two differ. It is drawn
    /// last, so a saved case (whose choices end before it: read as 0) replays as it did.
    ///
    /// - Parameters:
    ///   - space: The lists (default ``ListSpace/feed``).
    ///   - thresholds: Visible fractions a rule compares against (default none; those outside
    ///     `(0, 1)` are left out: every item shown whole is at 1).
    /// - Returns: The generator.
    public static func list(_ space: ListSpace = .feed, thresholds: [Double] = []) -> Gen {
        // A fraction of 1 is met by every item shown whole: the rest goes to the others.
        let thresholds = thresholds.filter { $0 > 0 && $0 < 1 }
        return Gen { stream throws(GenerationError) in
            if let problem = space.problem { throw GenerationError.invalidSpace("\(problem)") }
            var table = ListSimulation(viewport: try stream.drawDouble(space.viewport.lowerBound, space.viewport.upperBound).rounded())
            table.thresholds = thresholds
            // The items as a list: each its own span after a "one more?" choice, so the shrinker
            // deletes an item whole.
            let more = Gen<[Double]>.continueProbability(count: space.items, averageLength: nil)
            while table.items.count < space.items.upperBound {
                let added = try stream.span { stream throws(GenerationError) -> Bool in
                    if table.items.count >= space.items.lowerBound, !(try stream.drawBool(probability: more)) { return false }
                    table.addItem(height: try table.drawHeight(space, &stream), at: table.items.count)
                    return true
                }
                if !added { break }
            }
            table.events.append(.reloadData(items: table.items))
            try table.layout(displayFirst: true, scrolledDown: true, &stream)
            var actions = 0
            while actions < space.maxActions {
                let more = try stream.span { stream throws(GenerationError) -> Bool in
                    if !(try stream.drawBool(probability: 0.9)) { return false }
                    // Dwells 35 %, scrolls 30 %, reloads 15 %, batch updates 10 %, trips to the
                    // background 10 %. A dwell (one frame) is the simplest: a shrunk case passes time with it.
                    switch try stream.draw(upTo: 19) {
                    case 0...6: try table.dwell(&stream)
                    case 7...12: try table.scroll(&stream)
                    case 13...15: try table.reload(&stream)
                    case 16...17: try table.batchUpdate(space, &stream)
                    default: try table.background(&stream)
                    }
                    return true
                }
                if !more { break }
                actions += 1
            }
            if !thresholds.isEmpty, try stream.span({ stream throws(GenerationError) in try stream.drawBool(probability: 0.5) }) {
                try table.restAtThreshold(&stream)
            }
            return EventSequence(events: table.events, labels: table.labels)
        }
    }
}

/// A table view's content, viewport, cells and reuse pool, as it moves.
struct ListSimulation {
    typealias L = LabelSet.Label
    /// Frames a second.
    static let rate = 60.0

    var items: [ListItemID] = []
    var heights: [Double] = []
    var nextItem = 1
    let viewport: Double
    var offset = 0.0
    /// Time in frames (a time is `ticks / rate`, exact for the counts a case reaches).
    var ticks = 0
    var displayed: [(row: Int, cell: CellID)] = []
    var pool: [CellID] = []
    var nextCell = 1
    var prefetched: [Int] = []
    var events: [ListEvent] = []
    var labels = LabelSet()
    /// Visible fractions a case may rest exactly at (``Gen/list(_:thresholds:)``), and the
    /// items shown so far.
    var thresholds: [Double] = [], shownItems: Set<ListItemID> = []

    init(viewport: Double) { self.viewport = viewport }

    var time: Double { Double(ticks) / Self.rate }
    var contentHeight: Double { heights.reduce(0, +) }
    var maxOffset: Double { max(0, contentHeight - viewport) }

    mutating func addItem(height: Double, at row: Int) {
        items.insert(ListItemID(nextItem), at: row)
        heights.insert(height, at: row)
        nextItem += 1
    }

    /// An item's height: nine in ten within the space's heights; the simplest choice, where a
    /// shrunk case goes, is an item a little taller than the viewport (one item a screen: the
    /// fewest events show a scroll that reuses a cell).
    mutating func drawHeight(_ space: ListSpace, _ stream: inout ChoiceStream) throws(GenerationError) -> Double {
        if try !stream.drawBool(probability: 0.9) {
            labels.insert(L.tallItem)
            return (viewport * (try stream.drawDouble(1.05, 1.8))).rounded()
        }
        return (try stream.drawDouble(space.itemHeight.lowerBound, space.itemHeight.upperBound)).rounded()
    }

    /// The fraction of an item's height shown at an offset, or `nil` when none is: what a
    /// frame reports (``visibleRows()``) and where a rest at a threshold aims.
    func fraction(top: Double, height h: Double, at offset: Double) -> Double? {
        let overlap = min(top + h, offset + viewport) - max(top, offset)
        return overlap > 0 && h > 0 ? min(overlap / h, 1) : nil
    }

    /// The visible rows at the current offset and the fraction of each item's height shown.
    func visibleRows() -> [(row: Int, fraction: Double)] {
        var result: [(Int, Double)] = []
        var top = 0.0
        for (row, h) in heights.enumerated() {
            if let f = fraction(top: top, height: h, at: offset) { result.append((row, f)) }
            top += h
            if top >= offset + viewport { break }
        }
        return result
    }

    /// Displays a cell at a row: its `willDisplay`, and the item shown (for a rest at a threshold).
    mutating func display(_ cell: CellID, at row: Int) {
        events.append(.willDisplay(cell: cell, row: row))
        displayed.append((row, cell))
        if !thresholds.isEmpty { shownItems.insert(items[row]) }
    }

    mutating func dequeue() -> CellID {
        if let cell = pool.popLast() { return cell }
        defer { nextCell += 1 }
        return CellID(nextCell)
    }

    /// Ends the rows that left and displays the rows that entered (`displayFirst`: the new rows
    /// before the old ones end, as UIKit may), prefetches ahead of the scroll, then shows a frame.
    mutating func layout(displayFirst: Bool, scrolledDown: Bool, _ stream: inout ChoiceStream) throws(GenerationError) {
        let rows = visibleRows()
        let leaving = displayed.filter { d in !rows.contains { $0.row == d.row } }
        let entering = rows.filter { r in !displayed.contains { $0.row == r.row } }
        func end() {
            for d in leaving {
                events.append(.didEndDisplaying(cell: d.cell, row: d.row))
                displayed.removeAll { $0.row == d.row }
                pool.append(d.cell)
            }
        }
        if !displayFirst { end() }
        for r in entering {
            let cell = dequeue()
            if displayFirst, !leaving.isEmpty { labels.insert(L.displayThenEnd) }
            display(cell, at: r.row)
            prefetched.removeAll { $0 == r.row }   // UIKit does not cancel what it then displays
        }
        if displayFirst { end() }
        displayed.sort { $0.row < $1.row }
        // UIKit prefetches on most frames, not all; the simplest choice (a shrunk case) does not.
        if try stream.drawBool(probability: 0.8) { prefetch(ahead: scrolledDown, visible: rows.map(\.row)) }
        events.append(.frame(time: time,
            visible: rows.compactMap { r in displayed.first { $0.row == r.row }.map { VisibleCell(cell: $0.cell, row: r.row, fraction: r.fraction) } }))
    }

    /// Prefetches up to three rows ahead of the scroll that are not displayed; cancels (most of
    /// the time) the prefetched rows the scroll turned away from.
    mutating func prefetch(ahead down: Bool, visible: [Int]) {
        guard let first = visible.first, let last = visible.last else { return }
        let ahead = down ? Array((last + 1)..<min(last + 4, items.count)) : Array(max(first - 3, 0)..<first).reversed()
        let new = ahead.filter { !prefetched.contains($0) }
        if !new.isEmpty {
            labels.insert(L.prefetch)
            events.append(.prefetch(rows: new))
            prefetched += new
        }
        let behind = prefetched.filter { down ? $0 < first : $0 > last }
        if !behind.isEmpty, (ticks + behind[0]) % 5 != 0 {
            labels.insert(L.cancelPrefetch)
            events.append(.cancelPrefetching(rows: behind))
            prefetched.removeAll { behind.contains($0) }
        }
    }

    /// A scroll: a short realistic input over the content (SPEC §6's gestures), one frame per
    /// offset, a coalesced step where the input skips.
    mutating func scroll(_ stream: inout ChoiceStream) throws(GenerationError) {
        var marks: [Double] = [0, maxOffset]
        var top = 0.0
        for h in heights.prefix(6) { top += h; if top < maxOffset { marks.append(top) } }
        let range = ScrollRange(lower: 0, upper: maxOffset, reach: viewport * 0.25, dimension: viewport, pageSize: viewport, landmarks: marks)
        let input = try Gen<OffsetSequence>.draw(in: range, maxFrames: 24, maxGestures: 2, &stream)
        labels.formUnion(input.labels)
        // The list scrolls to the finite offsets only: no event of a list case is non-finite,
        // so the labels say nothing of the ones the gestures drew.
        for label in [L.nonFinite, L.nan, L.plusInfinity, L.minusInfinity] { labels.remove(label) }
        let displayFirst = try stream.drawBool(probability: 0.3)
        for y in input.offsets where y.isFinite {
            let down = y >= offset
            offset = y
            ticks += 1
            try layout(displayFirst: displayFirst, scrolledDown: down, &stream)
        }
    }

    /// Time passes with the list at rest, 1 to 150 frames; one frame at the end. The simplest
    /// choice is one second (the MRC rule's unit), so a shrunk case rests a second at a time,
    /// then longer, and shorter last.
    mutating func dwell(_ stream: inout ChoiceStream) throws(GenerationError) {
        labels.insert(L.dwell)
        ticks += 1 + (Int(try stream.draw(upTo: 149)) + 59) % 150
        try layout(displayFirst: false, scrolledDown: true, &stream)
    }

    /// Scrolls to where one of the first items not shown yet has its visible fraction reach a threshold (leaving
    /// at the top or entering at the bottom: the first double at which it is at least the
    /// threshold, the threshold itself when a double gives it), shows that frame, and rests
    /// three times (each a second, the MRC rule's unit, at its simplest): an action due at a
    /// frame may come with the next, and is late at the one after.
    mutating func restAtThreshold(_ stream: inout ChoiceStream) throws(GenerationError) {
        var candidates: [Double] = []
        var top = 0.0, tried = 0
        for (row, h) in heights.enumerated() {
            defer { top += h }
            // Items never shown first (one shown may have been counted already), three of them.
            guard tried < 3, !shownItems.contains(items[row]) else { continue }
            tried += 1
            for f in thresholds {
                let t = top
                // Leaving at the top: at least `f` before the switch; entering at the bottom: after it.
                if let (before, _) = ScrollRange.straddle(near: top + h - f * h, { o in (fraction(top: t, height: h, at: o) ?? 0) < f }),
                   before > 0, before <= maxOffset { candidates.append(before) }
                if let (_, after) = ScrollRange.straddle(near: top + f * h - viewport, { o in (fraction(top: t, height: h, at: o) ?? 0) >= f }),
                   after > 0, after <= maxOffset { candidates.append(after) }
            }
        }
        guard !candidates.isEmpty else { return }
        labels.insert(L.exactThreshold)
        let target = candidates[Int(try stream.draw(upTo: UInt64(candidates.count - 1)))]
        let down = target >= offset
        offset = target
        ticks += 1
        try layout(displayFirst: false, scrolledDown: down, &stream)
        for _ in 0..<3 { try dwell(&stream) }
    }

    /// `reloadData` with the same items, reordered, or some replaced; every display ends (with
    /// the old rows, stale when the items moved) and the visible rows are displayed again.
    mutating func reload(_ stream: inout ChoiceStream) throws(GenerationError) {
        labels.insert(L.reload)
        let before = items
        // The same items half the time (a refresh), reversed or with one replaced a quarter each.
        switch try stream.draw(upTo: 3) {
        case 0, 1: break
        case 2: items.reverse(); heights.reverse()
        default:
            if !items.isEmpty {
                let row = try stream.drawInt(0, items.count - 1)
                items[row] = ListItemID(nextItem)
                nextItem += 1
            }
        }
        events.append(.reloadData(items: items))
        let ended = displayed
        let displayFirst = try stream.drawBool(probability: 0.5)
        displayed = []
        if !displayFirst { endAll(ended, before) }
        for r in visibleRows() {
            display(dequeue(), at: r.row)
        }
        if displayFirst { endAll(ended, before) }
        ticks += 1   // the next frame, at the display's next tick
        events.append(.frame(time: time,
            visible: visibleRows().compactMap { r in displayed.first { $0.row == r.row }.map { VisibleCell(cell: $0.cell, row: r.row,
            fraction: r.fraction) } }))
    }

    mutating func endAll(_ ended: [(row: Int, cell: CellID)], _ before: [ListItemID]) {
        for d in ended {
            if d.row >= items.count || items[d.row] != before[d.row] { labels.insert(L.staleRow) }
            events.append(.didEndDisplaying(cell: d.cell, row: d.row))
            pool.append(d.cell)
        }
    }

    /// `performBatchUpdates`: a row deleted, an item inserted, or both; the deleted displayed
    /// cells end with their old rows, the rows after them shift, and a frame follows.
    mutating func batchUpdate(_ space: ListSpace, _ stream: inout ChoiceStream) throws(GenerationError) {
        labels.insert(L.batchUpdate)
        var deleted: [Int] = []
        if !items.isEmpty, try stream.drawBool(probability: 0.7) { deleted.append(try stream.drawInt(0, items.count - 1)) }
        var inserted: [ItemInsertion] = []
        var insert = deleted.isEmpty
        if !insert { insert = try stream.drawBool(probability: 0.5) }
        if insert {
            let row = try stream.drawInt(0, items.count - deleted.count)
            inserted.append(ItemInsertion(row: row, item: ListItemID(nextItem)))
        }
        events.append(.performBatchUpdates(deleted: deleted, inserted: inserted))
        // The data source after the update, and where each kept row went.
        var moved: [Int: Int] = [:]
        var kept = 0
        for row in items.indices where !deleted.contains(row) { moved[row] = kept; kept += 1 }
        for row in deleted.sorted(by: >) { items.remove(at: row); heights.remove(at: row) }
        for i in inserted {
            addItem(height: try drawHeight(space, &stream), at: i.row)
            for (old, new) in moved where new >= i.row { moved[old] = new + 1 }
        }
        var stillDisplayed: [(row: Int, cell: CellID)] = []
        for d in displayed {
            if let row = moved[d.row] { stillDisplayed.append((row, d.cell)) } else {
                labels.insert(L.staleRow)
                events.append(.didEndDisplaying(cell: d.cell, row: d.row))
                pool.append(d.cell)
            }
        }
        displayed = stillDisplayed.sorted { $0.row < $1.row }
        prefetched = prefetched.compactMap { moved[$0] }
        offset = min(offset, maxOffset)
        ticks += 1
        try layout(displayFirst: false, scrolledDown: true, &stream)
    }

    /// The app goes to the background, time passes, it comes back; a frame follows.
    mutating func background(_ stream: inout ChoiceStream) throws(GenerationError) {
        labels.insert(L.background)
        events.append(.didEnterBackground(time: time))
        ticks += 1 + Int(try stream.draw(upTo: 299))
        events.append(.willEnterForeground(time: time))
        ticks += 1
        try layout(displayFirst: false, scrolledDown: true, &stream)
    }
}
