import Effects

/// The rolling banner's picture: per frame (a row), the viewport, the container and the three
/// images in screen x, with the pages and any turn.
package enum RollingBannerPicture {
    /// Draws a trace.
    ///
    /// - Parameters:
    ///   - trace: The trace.
    ///   - violation: The violation to mark, if any.
    /// - Returns: An SVG document.
    /// - Complexity: O(frames shown) (at most 24 around the violation).
    package static func svg(_ trace: RollingBannerTrace, violation: Violation?) -> String {
        let c = trace.configuration, w = c.width
        let panels = Panels(stepCount: trace.steps.count, violation: violation)
        let rows: [(i: Int, x: Double, f: RollingBannerFrame?)] = panels.frames.map { i in i < 0 ? (i, trace.initialInput,
            trace.initial) : (i, trace.steps[i].input, trace.steps[i].output) }
        let left = 230.0, top = 100.0, rowHeight = 46.0, plotWidth = 520.0
        let lo = -2 * w, hi = 2 * w
        func x(_ p: Double) -> Double { left + (min(max(p, lo), hi) - lo) / (hi - lo) * plotWidth }
        var svg = SVG(width: left + plotWidth + (trace.releases.isEmpty ? 30 : 230), height: top + Double(rows.count) * rowHeight + 60)
        svg.title("Rolling banner: w = \(fmt(w)) pt, portion p = \(fmt(c.portion)), n = \(c.imageCount)", violation)
        svg.text(x(0), top - 10, "0", size: 9, fill: "#666", anchor: "middle")
        svg.text(x(w), top - 10, "w", size: 9, fill: "#666", anchor: "middle")
        svg.text(left + plotWidth, top - 10, "screen x (pt)", size: 10, fill: "#666", anchor: "end")
        for (k, row) in rows.enumerated() {
            let y = top + Double(k) * rowHeight
            let name = row.i < 0 ? "initial" : "frame \(row.i)"
            svg.text(12, y + 16, "\(name): x = \(fmt(row.x))", size: 10, bold: true)
            svg.rect(x(0), y, x(w) - x(0), rowHeight - 8, fill: "#f4f4f4", stroke: Palette.viewport)
            guard let f = row.f else { svg.text(12, y + 30, "refused", size: 10, fill: "#666"); continue }
            let l = f.layout
            svg.text(12, y + 30,
                "page \(l.page) (left \(l.leftPage), right \(l.rightPage))" + (f.turn.map { ", turns \($0 == .forward ? "forward" : "backward")" } ?? ""),
                size: 10)
            svg.rect(x(l.leftImageMinX), y + 4, x(l.leftImageMinX + w) - x(l.leftImageMinX), 10, fill: Palette.series[1], opacity: 0.5)
            svg.rect(x(l.rightImageMinX), y + 4, x(l.rightImageMinX + w) - x(l.rightImageMinX), 10, fill: Palette.series[2], opacity: 0.5)
            svg.rect(x(l.containerMinX), y + 16, x(l.containerMinX + w) - x(l.containerMinX), 18, fill: "none", stroke: "#333")
            let a = max(l.middleImageMinX, l.containerMinX), b = min(l.middleImageMinX + w, l.containerMinX + w)
            if a < b { svg.rect(x(a), y + 19, x(b) - x(a), 12, fill: Palette.image, opacity: 0.7) }
            for q in trace.releases where q.step == row.i {
                let expected = c.releaseTarget(displacement: c.displacement(offset: f.offset), velocity: q.velocity)
                let wrong = !Tolerance.isApproximatelyEqual(q.target, expected, scale: c.scale)
                svg.text(left + plotWidth + 24, y + 12 + (q.velocity < 0 ? 14 : 0),
                    "release v \(fmt(q.velocity)) → \(fmt(q.target))" + (wrong ? " (expected \(fmt(expected)))" : ""), size: 9,
                    fill: wrong ? Palette.violation : "#444")
            }
            if row.i == violation?.frame {
                svg.rect(4, y - 3, left + plotWidth + 20, rowHeight - 2, fill: "none", stroke: Palette.violation, dash: true, id: "violating-frame")
                svg.text(left + plotWidth + 22, y + 20, "✗", size: 13, fill: Palette.violation, anchor: "end", bold: true)
            }
        }
        legend(&svg, y: top + Double(rows.count) * rowHeight + 10, [("viewport [0, w]", Palette.viewport), ("left image",
            Palette.series[1]), ("right image", Palette.series[2]), ("middle image in its container", Palette.image)])
        panels.leftOut(&svg)
        return svg.document
    }
}
