import Effects

/// The picture of a list-driven effect's failing trace: a timeline, one column per event
/// (at most 24, around the violation), one row per item. Each cell of the grid shows whether a
/// cell displays the item (an outline), how much of it the latest frame showed (a bar, its
/// height the fraction), and every item the effect's answer names (a tick per output, its
/// initial letter and colour in the legend; an output that names one item, such as the item
/// that plays, is a band). Frames carry their time; the app in the background is shaded; the
/// violating event is marked, and the items its violation names.
package enum ListPicture {
    /// Draws a trace.
    ///
    /// - Parameters:
    ///   - trace: The trace.
    ///   - violation: The violation to mark, if any.
    /// - Returns: An SVG document.
    /// - Complexity: O(events shown · items).
    package static func svg<C, F>(_ trace: EventTrace<C, ListWorld, F>, violation: Violation?) -> String {
        let shown = shownFrames(count: trace.events.count, violation: violation)
        let worlds = trace.worlds
        // The outputs that name items, by name, in the frame's order.
        let outputs = Self.outputs(of: trace.frames.first)
        var itemSet = Set<ListItemID>()
        for i in shown {
            itemSet.formUnion(worlds[i].items)
            itemSet.formUnion(worlds[i].displayed.map(\.item))
            for (_, items) in Self.named(trace.frames[i]) { itemSet.formUnion(items) }
        }
        let items = itemSet.sorted()
        let named = Set((violation?.values ?? []).filter { $0.name == "item" }.map { ListItemID(Int($0.value)) })
        let left = 86.0, top = 160.0, column = 70.0, rowHeight = 30.0
        let height = top + Double(max(items.count, 1)) * rowHeight
        let title = "\(trace.configuration): each item's visible fraction and what the effect did, event by event"
        // Wide enough for the title (14 pt bold, about 8.6 px a character) and every column.
        var svg = SVG(width: max(600, left + Double(shown.count) * column + 40, 24 + 8.6 * Double(title.count)), height: height + 90)
        svg.title(title, violation)
        for (r, item) in items.enumerated() {
            svg.text(left - 8, top + Double(r) * rowHeight + 18, "\(item)", size: 10,
                fill: named.contains(item) ? Palette.violation : "#222", anchor: "end", bold: named.contains(item))
        }
        for (k, i) in shown.enumerated() {
            let x = left + Double(k) * column, world = worlds[i], frame = trace.frames[i]
            if !world.isForeground { svg.rect(x, top - 4, column - 4, Double(items.count) * rowHeight + 4, fill: "#dddddd", opacity: 0.6) }
            svg.text(x + column / 2, top - 58, "event \(i)", size: 10, anchor: "middle", bold: true)
            for (line, text) in Self.caption(trace.events[i]).enumerated() { svg.text(x + column / 2, top - 44 + Double(line) * 11, text,
                size: 8.5, anchor: "middle") }
            for (r, item) in items.enumerated() {
                let y = top + Double(r) * rowHeight
                if !world.contains(item) { svg.rect(x + 4, y + 2, column - 12, rowHeight - 6, fill: "#e8e8e8") }
                if world.isDisplayed(item) { svg.rect(x + 4, y + 2, column - 12, rowHeight - 6, fill: "none", stroke: Palette.window) }
                let fraction = world.fraction(of: item)
                if fraction > 0 {
                    let h = (rowHeight - 8) * min(max(fraction, 0), 1)
                    svg.rect(x + 8, y + rowHeight - 5 - h, 10, h, fill: Palette.visible)
                    svg.text(x + 21, y + rowHeight - 7, fmt(fraction * 100) + "%", size: 8, fill: Palette.visible)
                }
                for (o, name) in outputs.enumerated() where Self.named(frame).first(where: { $0.name == name })?.items.contains(item) == true {
                    let color = Palette.series[o % Palette.series.count]
                    svg.circle(x + column - 18 - Double(o) * 12, y + 9, 5, fill: color)
                    svg.text(x + column - 18 - Double(o) * 12, y + 12, String(name.prefix(1)), size: 7, fill: "#ffffff", anchor: "middle", bold: true)
                }
            }
            if i == violation?.frame {
                svg.rect(x - 2, top - 70, column, Double(items.count) * rowHeight + 74, fill: "none", stroke: Palette.violation, dash: true,
                    id: "violating-frame")
            }
        }
        let marks = outputs.enumerated().map { ($0.element, Palette.series[$0.offset % Palette.series.count]) }
        legend(&svg, y: height + 18, [("displayed", Palette.window), ("visible fraction", Palette.visible), ("not in the data source", "#e8e8e8"),
                              ("app in the background", "#bbbbbb")] + marks)
        svg.leftOut(shown, of: trace.events.count, noun: "events")
        return svg.document
    }

    /// The names of a frame's outputs that name items, in order.
    static func outputs<F>(of frame: F?) -> [String] {
        frame.map { named($0).map(\.name) } ?? []
    }

    /// A frame's outputs that name items: lists of items and optional items, by name.
    static func named<F>(_ frame: F) -> [(name: String, items: [ListItemID])] {
        Mirror(reflecting: frame).children.compactMap { child in
            guard let label = child.label else { return nil }
            if let items = child.value as? [ListItemID] { return (label, items) }
            if let item = child.value as? ListItemID? { return (label, item.map { [$0] } ?? []) }
            if let item = child.value as? ListItemID { return (label, [item]) }
            return nil
        }
    }

    /// An event in at most three short lines.
    static func caption(_ event: ListEvent) -> [String] {
        switch event {
        case let .reloadData(items): ["reload", items.count == 1 ? "1 item" : "\(items.count) items"]
        case let .performBatchUpdates(deleted, inserted):
            ["batch", ((deleted.isEmpty ? [] : ["−@" + deleted.map(String.init).joined(separator: ",")])
                       + (inserted.isEmpty ? [] : ["+@" + inserted.map { "\($0.row)" }.joined(separator: ",")])).joined(separator: " ")]
        case let .willDisplay(cell, row): ["show \(cell)", "@\(row)"]
        case let .didEndDisplaying(cell, row): ["end \(cell)", "@\(row)"]
        case let .frame(time, _): ["frame", "t \(fmt(time))"]
        case let .prefetch(rows): ["prefetch", rows.map(String.init).joined(separator: ",")]
        case let .cancelPrefetching(rows): ["cancel", rows.map(String.init).joined(separator: ",")]
        case let .didEnterBackground(time): ["background", "t \(fmt(time))"]
        case let .willEnterForeground(time): ["foreground", "t \(fmt(time))"]
        }
    }
}

/// The picture of an event-driven effect's failing trace when it has no picture of its own:
/// the events and the implementation's answers, one line each, the violating one marked.
package enum EventTablePicture {
    /// Draws a trace's lines.
    ///
    /// - Parameters:
    ///   - title: What the trace is of.
    ///   - lines: One line per event.
    ///   - violation: The violation to mark, if any.
    /// - Returns: An SVG document.
    /// - Complexity: O(lines shown).
    package static func svg(title: String, lines: [String], violation: Violation?) -> String {
        let shown = shownFrames(count: lines.count, violation: violation)
        let top = 110.0, rowHeight = 18.0
        var svg = SVG(width: 900, height: top + Double(shown.count) * rowHeight + 30)
        svg.title(title, violation)
        for (k, i) in shown.enumerated() {
            let y = top + Double(k) * rowHeight
            if i == violation?.frame { svg.rect(8, y - 13, 884, rowHeight, fill: "none", stroke: Palette.violation, dash: true, id: "violating-frame") }
            svg.text(14, y, "event \(i): \(lines[i])", size: 10, fill: i == violation?.frame ? Palette.violation : "#222")
        }
        svg.leftOut(shown, of: lines.count, noun: "events")
        return svg.document
    }
}
