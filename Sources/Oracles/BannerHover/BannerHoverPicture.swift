import Effects

/// The banner hover's picture: the offset and the banner's frameY (points) and the percent
/// (with the eps bands) over the frames, each edge event fired and each one expected.
package enum BannerHoverPicture {
    /// Draws a trace.
    ///
    /// - Parameters:
    ///   - trace: The trace.
    ///   - violation: The violation to mark, if any.
    /// - Returns: An SVG document.
    /// - Complexity: O(frames shown) (at most 24 around the violation).
    package static func svg(_ trace: BannerHoverTrace, violation: Violation?) -> String {
        let c = trace.configuration
        let panels = Panels(stepCount: trace.steps.count, violation: violation)
        let frames: [(i: Int, o: Double, f: BannerHoverFrame?)] = panels.frames.map { i in i < 0 ? (i, trace.initialInput,
            trace.initial) : (i, trace.steps[i].input, trace.steps[i].output) }
        let step = 56.0, left = 80.0, top = 90.0, h1 = 160.0, h2 = 120.0, gap = 40.0
        let width = max(560, left + Double(frames.count) * step + 40)
        var svg = SVG(width: width, height: top + h1 + gap + h2 + 90)
        svg.title("Banner hover: B = \(fmt(c.bannerHeight)) pt, T = \(fmt(c.hoverHeight)) pt, eps = \(c.eps)", violation)
        func x(_ k: Int) -> Double { left + (Double(k) + 0.5) * step }
        // Points: the offset and frameY.
        var lo = -c.bannerHeight, hi = 0.0
        for (_, o, f) in frames { for p in [o, f?.frameY ?? 0] where p.isFinite { lo = min(lo, p); hi = max(hi, p) } }
        let y1 = { (p: Double) in top + (p - lo) / max(hi - lo, 1e-9) * h1 }
        svg.rect(left, top, Double(frames.count) * step, h1, fill: "#fafafa", stroke: "#ccc")
        svg.text(left - 8, top - 8, "pt", size: 10, fill: "#666", anchor: "end")
        var ticks: [Double] = []
        for v in [lo, hi, -c.bannerHeight, -c.hoverHeight, c.hoverHeight - c.bannerHeight, 0] where ticks.allSatisfy({ abs(y1($0) - y1(v)) >= 12 }) {
            ticks.append(v)
            svg.line(left - 4, y1(v), left, y1(v), stroke: "#666")
            svg.text(left - 6, y1(v) + 3, fmt(v), size: 9, fill: "#666", anchor: "end")
        }
        svg.polyline(frames.enumerated().map { (x($0.offset), y1($0.element.o)) }, stroke: Palette.series[0])
        svg.polyline(frames.enumerated().compactMap { k, e in e.f.map { (x(k), y1($0.frameY)) } }, stroke: Palette.series[1])
        // The percent, with the eps bands, and the events.
        let top2 = top + h1 + gap
        let y2 = { (p: Double) in top2 + (1 - min(max(p, -0.05), 1.05)) * h2 }
        svg.rect(left, top2, Double(frames.count) * step, h2, fill: "#fafafa", stroke: "#ccc")
        svg.rect(left, y2(1), Double(frames.count) * step, max(y2(1 - c.eps) - y2(1), 1), fill: Palette.series[2], opacity: 0.3)
        svg.rect(left, y2(c.eps), Double(frames.count) * step, max(y2(0) - y2(c.eps), 1), fill: Palette.series[3], opacity: 0.3)
        for (v, name) in [(1.0, "1 (expanded)"), (0.0, "0 (collapsed)")] {
            svg.text(left - 6, y2(v) + 3, name, size: 9, fill: "#666", anchor: "end")
        }
        svg.text(left - 8, top2 - 6, "percent", size: 10, fill: "#666", anchor: "end")
        svg.polyline(frames.enumerated().compactMap { k, e in e.f.map { (x(k), y2($0.percent)) } }, stroke: Palette.series[4])
        var edge = c.edge(percent: trace.initial.percent)
        for (k, (i, o, f)) in frames.enumerated() {
            svg.text(x(k), top2 + h2 + 16, i < 0 ? "init" : "\(i)", size: 10, anchor: "middle")
            svg.text(x(k), top2 + h2 + 29, fmt(o), size: 9, fill: "#666", anchor: "middle")
            guard let f else { svg.text(x(k), top2 + h2 / 2, "refused", size: 9, fill: "#666", anchor: "middle"); continue }
            let next = c.edge(percent: f.percent)
            let expected: BannerEdgeEvent? = i < 0 || next == edge ? nil : next == .expanded ? .expanded : next == .collapsed ? .collapsed : nil
            edge = next
            if let fired = f.event {
                svg.circle(x(k), y2(f.percent), 6, fill: Palette.series[fired == .expanded ? 2 : 3])
                svg.text(x(k), y2(f.percent) - 10, "fired \(fired.rawValue)", size: 9, anchor: "middle")
            }
            if let expected, expected != f.event {
                svg.circle(x(k), y2(f.percent), 9, fill: "none", stroke: Palette.violation)
                svg.text(x(k), y2(f.percent) - 12, "expected \(expected.rawValue)", size: 9, fill: Palette.violation, anchor: "middle")
            }
            if i == violation?.frame {
                svg.line(x(k), top - 4, x(k), top2 + h2 + 4, stroke: Palette.violation, width: 1.5, dash: true)
                svg.text(x(k), top - 8, "✗ here", size: 11, fill: Palette.violation, anchor: "middle", bold: true)
                svg.rect(x(k) - step / 2, top - 2, step, top2 + h2 - top + 4, fill: Palette.violation, stroke: Palette.violation,
                    opacity: 0.06, id: "violating-frame")
            }
        }
        legend(&svg, y: top2 + h2 + 44, [("offset o", Palette.series[0]), ("frameY", Palette.series[1]), ("percent", Palette.series[4]),
            ("eps band: expanded", Palette.series[2]), ("eps band: collapsed", Palette.series[3])])
        panels.leftOut(&svg)
        return svg.document
    }
}
