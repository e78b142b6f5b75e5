import Effects

/// The picture of a snapping scroll view's trace: per event (a row), the content strip with
/// its snap points, the container where the finger lifts (`o`), the velocity's arrow, the
/// proposal (`t`), the target the code chose (`T`) and the one the rule expects; a resize
/// shows the container's new length and where the place at the alignment line belongs.
package enum SnapTargetPicture {
    /// Draws a trace.
    ///
    /// - Parameters:
    ///   - trace: The trace.
    ///   - violation: The violation to mark, if any.
    /// - Returns: An SVG document.
    /// - Complexity: O(events shown · snap points).
    package static func svg(_ trace: SnapTargetTrace, violation: Violation?) -> String {
        let shown = shownFrames(count: trace.events.count, violation: violation)
        let worlds = trace.worlds
        // Each event's configuration, and where the content rested before it.
        var configurations: [SnapTargetConfiguration] = [], before: [Double] = []
        var resting = trace.configuration.lowerBound
        for i in trace.events.indices {
            let c = worlds[i].containerLength.flatMap { try? trace.configuration.resized(containerLength: $0) } ?? trace.configuration
            configurations.append(c)
            before.append(resting)
            if SnapTarget.isAnswerable(trace.events[i]), let t = trace.frames[i].target, t.isFinite { resting = t }
        }
        // One scale for every row: the content and every offset shown, finite.
        var values: [Double] = []
        for i in shown {
            let c = configurations[i]
            values += [c.lowerBound, c.upperBound + c.containerLength]
            if case let .release(o, _, t) = trace.events[i] { values += [o, t, o + c.containerLength] }
            if let t = trace.frames[i].target { values.append(t) }
        }
        let finite = values.filter(\.isFinite)
        let lo = (finite.min() ?? 0) - 10, hi = (finite.max() ?? 1) + 10
        let left = 150.0, width = 720.0, top = 110.0, rowHeight = 64.0
        func x(_ v: Double) -> Double { left + (Swift.min(Swift.max(v, lo), hi) - lo) / Swift.max(hi - lo, 1e-9) * width }
        var svg = SVG(width: left + width + 40, height: top + Double(shown.count) * rowHeight + 60)
        let title = "Snap target: \(trace.configuration)"
        svg.title(title.count > 110 ? String(title.prefix(107)) + "…" : title, violation, values: true)
        for (k, i) in shown.enumerated() {
            let y = top + Double(k) * rowHeight, c = configurations[i], g = c.geometry
            svg.text(12, y + 18, "event \(i)", size: 10, bold: true)
            // The content at rest's range [lo, hi + C] as a strip, the snap points as ticks.
            svg.rect(x(c.lowerBound), y + 20, x(c.upperBound + c.containerLength) - x(c.lowerBound), 14, fill: Palette.viewport, opacity: 0.35)
            for p in g.points where p >= lo && p <= hi { svg.line(x(p), y + 16, x(p), y + 38, stroke: "#555", width: 1) }
            switch trace.events[i] {
            case let .release(o, v, t):
                svg.text(12, y + 32, "release", size: 9)
                svg.text(12, y + 44, "\(Violation.format(v)) pt/s", size: 9)
                if o.isFinite {
                    svg.rect(x(o), y + 8, x(o + c.containerLength) - x(o), 34, fill: "none", stroke: Palette.window)
                    if v.isFinite, v != 0 {
                        let end = x(o) + (v > 0 ? 1 : -1) * Swift.min(60, 12 + 6 * PortableLog.decimal(v.magnitude))
                        svg.line(x(o), y + 4, end, y + 4, stroke: Palette.window, width: 2)
                        svg.polygon([(end, y), (end + (v > 0 ? 6 : -6), y + 4), (end, y + 8)], fill: Palette.window)
                    }
                }
                if t.isFinite { svg.line(x(t), y + 10, x(t), y + 46, stroke: Palette.avatar, width: 1.5, dash: true) }
                if o.isFinite, v.isFinite, t.isFinite {
                    let expected = SnapTarget.expectedTarget(g, offset: o, velocity: v, proposal: t, flickThreshold: c.flickThreshold,
                        placesPerRelease: c.placesPerRelease)
                    svg.circle(x(expected), y + 52, 4, fill: Palette.image)
                }
            case let .resize(length):
                svg.text(12, y + 32, "resize to", size: 9)
                svg.text(12, y + 44, Violation.format(length), size: 9)
                if i > 0, let place = configurations[i - 1].geometry.place(at: before[i]) {
                    svg.circle(x(g.point(of: place)), y + 52, 4, fill: Palette.image)
                    svg.text(x(g.point(of: place)) + 6, y + 56, "\(place)", size: 8, fill: Palette.image)
                }
            }
            if let t = trace.frames[i].target {
                svg.circle(x(t), y + 27, 5, fill: i == violation?.frame ? Palette.violation : Palette.visible)
                svg.text(x(t), y + 62, "T \(Violation.format(t))", size: 8, anchor: "middle")
            } else {
                svg.text(x(c.lowerBound), y + 62, "refused", size: 8)
            }
            if i == violation?.frame {
                svg.rect(4, y - 2, left + width + 30, rowHeight - 2, fill: "none", stroke: Palette.violation, dash: true, id: "violating-frame")
            }
        }
        legend(&svg, y: top + Double(shown.count) * rowHeight + 16, [
            ("content at rest, snap points", Palette.viewport), ("container at release (o), velocity", Palette.window),
            ("proposal t", Palette.avatar), ("chosen T", Palette.visible), ("rule's T", Palette.image),
        ])
        svg.leftOut(shown, of: trace.events.count, noun: "events")
        return svg.document
    }
}

/// A decimal logarithm for drawing only (an arrow's length), without the platform's libm:
/// the count of decimal digits, plus the leading digit's fraction.
enum PortableLog {
    static func decimal(_ x: Double) -> Double {
        guard x >= 1 else { return 0 }
        var n = 0.0, y = x
        while y >= 10 { y /= 10; n += 1 }
        return n + (y - 1) / 9
    }
}
