
/// One panel per frame, side by side, at one scale: the layout of the offset-driven pictures.
package struct Panels {
    package static let top = 90.0, plot = 300.0, panelWidth = 96.0, gap = 12.0, left = 70.0

    /// The frames shown: the initial one (−1) and the steps in the window around the violation.
    package let frames: [Int]
    package let violationFrame: Int?
    /// The steps shown, and how many there are.
    package let shown: Range<Int>, stepCount: Int

    package init(stepCount: Int, violation: Violation?) {
        let shown = shownFrames(count: stepCount, violation: violation)
        frames = (shown.lowerBound == 0 ? [-1] : []) + Array(shown)
        violationFrame = violation?.frame
        self.shown = shown
        self.stepCount = stepCount
    }

    /// Says which frames the picture leaves out (``SVG/leftOut(_:of:noun:)``).
    ///
    /// - Parameter svg: The picture.
    package func leftOut(_ svg: inout SVG) { svg.leftOut(shown, of: stepCount, noun: "frames") }

    package var width: Double { Self.left + Double(frames.count) * (Self.panelWidth + Self.gap) + 20 }
    package var height: Double { Self.top + Self.plot + 70 }

    package func x(_ position: Int) -> Double { Self.left + Double(position) * (Self.panelWidth + Self.gap) }

    /// Draws the frame labels and marks the violating frame; `body` draws panel `position`.
    package func draw(_ svg: inout SVG, label: (Int) -> [String], body: (inout SVG, Int, Double) -> Void) {
        for (position, frame) in frames.enumerated() {
            let x = self.x(position)
            body(&svg, frame, x)
            let lines = [frame < 0 ? "initial" : "frame \(frame)"] + label(frame)
            for (k, line) in lines.enumerated() {
                svg.text(x + Self.panelWidth / 2, Self.top + Self.plot + 16 + Double(k) * 13, line, size: 10, anchor: "middle", bold: k == 0)
            }
            if frame == violationFrame {
                svg.rect(x - 4, Self.top - 18, Self.panelWidth + 8, Self.plot + 22 + 13 * Double(lines.count) + 6, fill: "none",
                    stroke: Palette.violation, dash: true, id: "violating-frame")
                svg.text(x + Self.panelWidth / 2, Self.top - 6, "✗ here", size: 11, fill: Palette.violation, anchor: "middle", bold: true)
            }
        }
    }

    /// A vertical axis in points from `lo` to `hi` (y grows down), with a tick at each value.
    package static func axis(_ svg: inout SVG, lo: Double, hi: Double, ticks: [(Double, String)], unit: String) {
        let scale = plot / max(hi - lo, 1e-9)
        svg.line(left - 12, top, left - 12, top + plot, stroke: "#666")
        svg.text(left - 14, top - 6, unit, size: 10, fill: "#666", anchor: "end")
        for (value, name) in ticks where value.isFinite {
            let y = top + (value - lo) * scale
            svg.line(left - 16, y, left - 12, y, stroke: "#666")
            svg.text(left - 18, y + 3, name, size: 9, fill: "#666", anchor: "end")
        }
    }

    /// A scale mapping points in [lo, hi] to the plot's pixels.
    package static func scale(lo: Double, hi: Double) -> (Double) -> Double {
        let s = plot / max(hi - lo, 1e-9)
        return { p in top + (p - lo) * s }
    }
}

/// A picture's label of a number: the number as a report writes it when it is already a
/// multiple of 1/1000 (an integer, `0.25`, `-50.5`), else rounded to 3 decimals and written as
/// a decimal (`1270.893`), never as a fraction: a fraction reads as exact
/// (`ReportNumber`'s `1270893/1000` names one double, which the rounded label is not).
///
/// - Parameter x: A number.
/// - Returns: Its label.
package func fmt(_ x: Double) -> String {
    guard x.isFinite else { return Violation.format(x) }
    let rounded = (x * 1000).rounded() / 1000
    if rounded == rounded.rounded(), rounded.magnitude < 1e15 { return String(Int64(rounded)) }
    return "\(rounded)"
}
