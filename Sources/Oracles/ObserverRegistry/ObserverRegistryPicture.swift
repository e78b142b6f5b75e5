import Effects

/// The observer registry's picture: per event (a column), which cells are displayed and
/// which registered (a cell registered twice is marked ×2), and whether observation is
/// suspended.
package enum ObserverRegistryPicture {
    /// Draws a trace.
    ///
    /// - Parameters:
    ///   - trace: The trace.
    ///   - violation: The violation to mark, if any.
    /// - Returns: An SVG document.
    /// - Complexity: O(events shown · cells).
    package static func svg(_ trace: ObserverRegistryTrace, violation: Violation?) -> String {
        let shown = shownFrames(count: trace.events.count, violation: violation)
        let displays = trace.displays
        var cellSet = Set<CellID>()
        for i in shown {
            cellSet.formUnion(trace.frames[i].registrations)
            cellSet.formUnion(displays[i].displayed.keys)
            if case let .willDisplay(cell, _) = trace.events[i] { cellSet.insert(cell) }
            if case let .didEndDisplaying(cell, _) = trace.events[i] { cellSet.insert(cell) }
        }
        let cells = cellSet.sorted()
        let left = 80.0, top = 150.0, column = 64.0, rowHeight = 26.0
        var svg = SVG(width: max(560, left + Double(shown.count) * column + 40), height: top + Double(max(cells.count, 1)) * rowHeight + 70)
        svg.title("Observer registry: displayed and registered cells after each event", violation)
        for (r, cell) in cells.enumerated() { svg.text(left - 8, top + Double(r) * rowHeight + 16, "cell \(cell.rawValue)", size: 10, anchor: "end") }
        for (k, i) in shown.enumerated() {
            let x = left + Double(k) * column
            let display = displays[i], frame = trace.frames[i]
            if display.suspended { svg.rect(x, top - 4, column - 4, Double(cells.count) * rowHeight + 4, fill: "#dddddd", opacity: 0.6) }
            let name: String = switch trace.events[i] {
            case let .willDisplay(cell, row): "show \(cell.rawValue) @\(row)"
            case let .didEndDisplaying(cell, row): "end \(cell.rawValue) @\(row)"
            case .reloadData: "reload"
            case .suspendAll: "suspend"
            case .resumeAll: "resume"
            case .teardown: "teardown"
            case .offsetChanged: "scroll"
            }
            svg.text(x + column / 2, top - 44, "event \(i)", size: 10, anchor: "middle", bold: true)
            svg.text(x + column / 2, top - 30, name, size: 9, anchor: "middle")
            for (r, cell) in cells.enumerated() {
                let y = top + Double(r) * rowHeight
                if let row = display.displayed[cell] {
                    svg.rect(x + 6, y + 2, column - 16, rowHeight - 6, fill: "none", stroke: Palette.window)
                    svg.text(x + 10, y + 15, "row \(row)", size: 8, fill: Palette.window)
                }
                let count = frame.registrations.filter { $0 == cell }.count
                if count > 0 { svg.circle(x + column - 18, y + rowHeight / 2 - 1, 6, fill: count > 1 ? Palette.violation : Palette.image) }
                if count > 1 { svg.text(x + column - 18, y + rowHeight / 2 + 14, "×\(count)", size: 8, fill: Palette.violation, anchor: "middle") }
            }
            if i == violation?.frame {
                svg.rect(x - 2, top - 56, column, Double(cells.count) * rowHeight + 60, fill: "none", stroke: Palette.violation, dash: true,
                    id: "violating-frame")
            }
        }
        legend(&svg, y: top + Double(max(cells.count, 1)) * rowHeight + 16, [("displayed (row)", Palette.window), ("registered observer",
            Palette.image), ("registered twice", Palette.violation), ("suspended", "#bbbbbb")])
        svg.leftOut(shown, of: trace.events.count, noun: "events")
        return svg.document
    }
}
