import Effects

/// The fly screen's picture: one panel per row, virtual time across, screen x up the side;
/// each item is the band its rectangle sweeps from its start (left edge at `S`) to its finish
/// (right edge at 0), so the vertical distance between two bands is the gap between the items.
/// An item synced by a seek begins where it appeared, with a bar at that edge.
/// Taps are points, with what they hit; the violating operation is a line. A trace with pauses
/// is drawn on its play clock (``FlyScreenTrace/inPlayTime``), each pause a marked line.
package enum FlyScreenPicture {
    /// Draws a trace.
    ///
    /// - Parameters:
    ///   - trace: The trace.
    ///   - violation: The violation to mark, if any (its frame is an operation).
    /// - Returns: An SVG document.
    /// - Complexity: O(steps + events).
    package static func svg(_ given: FlyScreenTrace, violation: Violation?) -> String {
        let clock = FlyScreenTrace.PlayClock(steps: given.steps)
        let trace = given.inPlayTime
        let plot = Plot(trace)
        let c = trace.configuration
        var svg = SVG(width: plot.left + plot.plotWidth + 40, height: plot.axisY + 70)
        svg.title("""
            Fly screen: S = \(fmt(c.screenWidth)) pt, \(c.rows) \(c.rows == 1 ? "row" : "rows") of \(fmt(c.rowHeight)) pt, d = \(fmt(c.duration)) s, g = \
            \(fmt(c.minimumGap)) pt, capacity \(c.capacity.map { "\($0)" } ?? "unbounded")
            """, violation)
        plot.rows(&svg, c)
        plot.axis(&svg, clock: clock)
        let involved = Set(violation?.values.filter { ["id", "leader", "follower"].contains($0.name) }.map { Int($0.value) } ?? [])
        // Labels are placed after the shapes, the violation's first, each where it overlaps no
        // other (moved a line down or up), or left out and counted.
        var labels = plot.flights(&svg, trace, involved: involved)
        labels += plot.taps(&svg, trace, violation: violation)
        plot.place(labels, &svg)
        if let v = violation, trace.steps.indices.contains(v.frame) {
            let t = trace.steps[v.frame].time
            svg.line(plot.x(t), plot.top - 8, plot.x(t), plot.axisY, stroke: Palette.violation, width: 1.5, dash: true)
            svg.text(plot.x(t), plot.top - 12, "✗ op \(v.frame)", size: 11, fill: Palette.violation, anchor: "middle", bold: true, id: "violating-frame")
        }
        legend(&svg, y: plot.axisY + 40, [("item: left and right edge over time", Palette.series[0]), ("still flying at t_end", "#bbbbbb"),
            ("involved in the violation", Palette.violation), ("finish point (black at x = −w)", "#222222")])
        return svg.document
    }

    /// A label to place after the shapes.
    typealias Label = (x: Double, y: Double, text: String, size: Double, fill: String, bold: Bool, first: Bool)

    /// Where things go: time across to the last finish or tap, one panel of screen x per row.
    struct Plot {
        let left = 90.0, top = 100.0, plotWidth = 640.0, panel = 130.0, gap = 18.0
        let screenWidth: Double, widest: Double, t1: Double, end: Double, shownRows: Int
        let flights: [FlyScreenTrace.Flight]

        init(_ trace: FlyScreenTrace) {
            let c = trace.configuration
            flights = trace.flights
            screenWidth = c.screenWidth
            end = trace.endTime.isFinite ? trace.endTime : 0
            shownRows = max(1, min(c.rows, 6, 1 + (flights.compactMap(\.row).filter { $0 >= 0 }.max() ?? 0)))
            // Time runs to the last finish or tap (a trace that flies everything out ends much later).
            var t1 = 0.0
            for f in flights {
                for t in [f.start.map { $0 + c.duration(of: f.item) }, f.finish].compactMap({ $0 }) where t.isFinite { t1 = max(t1, t) }
            }
            for step in trace.steps { if case let .tap(_, _, t, _, _) = step, t.isFinite { t1 = max(t1, t) } }
            self.t1 = max(min(t1 * 1.05, max(end, t1)), 1e-9)
            widest = flights.map(\.width).filter(\.isFinite).max() ?? 0
        }

        var axisY: Double { top + Double(shownRows) * (panel + gap) }
        func x(_ t: Double) -> Double { left + min(max(t, 0), t1) / t1 * plotWidth }
        func y(_ row: Int, _ position: Double) -> Double {
            let lo = -widest, hi = screenWidth + widest
            return top + Double(row) * (panel + gap) + (hi - min(max(position, lo), hi)) / max(hi - lo, 1e-9) * panel
        }

        /// Each row's panel, its edges and, with a minimum gap, the line an item's tail must pass.
        func rows(_ svg: inout SVG, _ c: FlyScreenConfiguration) {
            let s = screenWidth
            for row in 0..<shownRows {
                svg.rect(left, y(row, s + widest), plotWidth, panel, fill: "#f7f7f7")
                svg.line(left, y(row, s), left + plotWidth, y(row, s), stroke: "#999", dash: true)
                svg.line(left, y(row, 0), left + plotWidth, y(row, 0), stroke: "#999", dash: true)
                svg.text(left - 8, y(row, s) + 3, "x = S", size: 9, fill: "#666", anchor: "end")
                svg.text(left - 8, y(row, 0) + 3, "x = 0", size: 9, fill: "#666", anchor: "end")
                svg.text(left - 8, y(row, s / 2) + 3, "row \(row)", size: 10, anchor: "end", bold: true)
                if c.minimumGap > 0 {
                    // An item's tail must be below this line before the next item may start on its row.
                    svg.line(left, y(row, s - c.minimumGap), left + plotWidth, y(row, s - c.minimumGap), stroke: Palette.series[3], dash: true)
                    svg.text(left + plotWidth - 2, y(row, s - c.minimumGap) + 11, "S − g (minimum gap \(fmt(c.minimumGap)) pt)", size: 8,
                        fill: Palette.series[3], anchor: "end")
                }
            }
        }

        /// The time axis, the pauses and `t_end`.
        func axis(_ svg: inout SVG, clock: FlyScreenTrace.PlayClock) {
            svg.line(left, axisY, left + plotWidth, axisY, stroke: "#666")
            for k in 0...4 {
                let t = t1 * Double(k) / 4
                svg.line(x(t), axisY, x(t), axisY + 4, stroke: "#666")
                svg.text(x(t), axisY + 16, fmt(t), size: 9, fill: "#666", anchor: "middle")
            }
            svg.text(left + plotWidth, axisY + 30,
                "\(clock.isEmpty ? "virtual time" : "play time, pauses removed") (s); t_end = \(fmt(end)) s; screen x in pt", size: 10, fill: "#666",
                anchor: "end")
            for pause in clock.pauses {
                let at = x(clock.play(pause.start))
                svg.line(at, top - 4, at, axisY, stroke: Palette.series[3], width: 1.5)
                svg.text(at + 3, axisY - 4, pause.end.isFinite ? "paused \(fmt(pause.end - pause.start)) s" : "paused", size: 8, fill: Palette.series[3])
            }
            if end < t1 { svg.line(x(end), top - 4, x(end), axisY, stroke: "#666", dash: true); svg.text(x(end) + 3, top - 2, "t_end", size: 9, fill: "#666") }
        }

        /// Each flight's band, with a bar where a synced item appeared and its finish point.
        func flights(_ svg: inout SVG, _ trace: FlyScreenTrace, involved: Set<Int>) -> [Label] {
            let c = trace.configuration
            var labels: [Label] = []
            for (k, f) in flights.enumerated() {
                guard let start = f.start, let row = f.row, (0..<shownRows).contains(row), start.isFinite, f.width.isFinite else { continue }
                let fd = c.duration(of: f.item)
                let stop = f.finish.map { min($0, start + fd) } ?? min(start + fd, end)
                let colour = involved.contains(f.id) ? Palette.violation : Palette.series[k % 3]
                func edge(_ t: Double) -> Double { c.position(of: f.item, at: t) }
                let from = f.appeared.map { max($0, start) } ?? start
                svg.polygon([(x(from), y(row, edge(from))), (x(from), y(row, edge(from) + f.width)), (x(stop), y(row, edge(stop) + f.width)),
                    (x(stop), y(row, edge(stop)))],
                            fill: colour, opacity: f.finish == nil ? 0.3 : 0.6, stroke: colour)
                if f.syncedAt != nil { svg.line(x(from), y(row, edge(from)), x(from), y(row, edge(from) + f.width), stroke: "#222", width: 2.5) }
                labels.append((x(from) + 2, y(row, edge(from) + f.width) - 3, "#\(f.id)\(f.syncedAt == nil ? "" : " (synced)")", 9, colour,
                    true, involved.contains(f.id)))
                if let fx = f.finishX, let finish = f.finish, fx.isFinite, finish.isFinite {
                    svg.circle(x(finish), y(row, fx), 3, fill: fx + f.width == 0 ? "#222" : Palette.violation)
                }
            }
            return labels
        }

        /// Each tap, a point with what it hit.
        func taps(_ svg: inout SVG, _ trace: FlyScreenTrace, violation: Violation?) -> [Label] {
            var labels: [Label] = []
            for (i, step) in trace.steps.enumerated() {
                guard case let .tap(px, py, t, hit, _) = step, t.isFinite else { continue }
                let row = Int((py / trace.configuration.rowHeight).rounded(.down))
                guard (0..<shownRows).contains(row) else { continue }
                svg.circle(x(t), y(row, px), 4, fill: hit == nil ? "#fff" : "#222", stroke: "#222")
                labels.append((x(t) + 6, y(row, px) + 3, "tap op \(i) → \(hit.map { "#\($0)" } ?? "miss")", 8, "#222", false, violation?.frame == i))
            }
            return labels
        }

        /// The labels, the violation's first, each where it overlaps no other, or left out and counted.
        func place(_ labels: [Label], _ svg: inout SVG) {
            var placer = LabelPlacer()
            var hidden = 0
            for label in labels.enumerated().sorted(by: { ($0.element.first ? 0 : 1, $0.offset) < ($1.element.first ? 0 : 1, $1.offset) }).map(\.element) {
                if let at = placer.place(x: label.x, y: label.y, width: Double(label.text.count) * label.size * 0.62, height: label.size + 2) {
                    svg.text(label.x, at, label.text, size: label.size, fill: label.fill, bold: label.bold)
                } else {
                    hidden += 1
                }
            }
            if hidden > 0 {
                svg.text(left, axisY + 30, "\(hidden) label\(hidden == 1 ? "" : "s") left out where \(hidden == 1 ? "it" : "they") would overlap", size: 9,
                    fill: "#666")
            }
        }
    }
}
