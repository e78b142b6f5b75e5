import Effects
import Generators
import Oracles

/// The picture of a declared effect's failing trace: one panel for the input (with the range's
/// landmarks and thresholds as lines) and one per numeric output, against the frame, the
/// refused frames and the violating frame marked.
public enum DeclaredPicture {
    /// Draws a trace.
    ///
    /// - Parameters:
    ///   - trace: The trace.
    ///   - range: The configuration's scroll range (its landmarks are drawn on the input).
    ///   - violation: The violation to mark, if any.
    /// - Returns: An SVG document.
    /// - Complexity: O(frames shown · outputs) (at most 24 frames around the violation).
    public static func svg<C, F: NumericFrame & Sendable & Equatable>(_ trace: ScrollTrace<C, F>, range: ScrollRange, violation: Violation?) -> String {
        let panels = Panels(stepCount: trace.steps.count, violation: violation)
        let frames: [(i: Int, x: Double, f: F?)] = panels.frames.map { i in i < 0 ? (i, trace.initialInput, trace.initial) : (i, trace.steps[i].input, trace.steps[i].output) }
        let names = ["input"] + F.numberNames
        let step = 56.0, left = 90.0, top = 90.0, h = 110.0, gap = 36.0
        let width = max(560, left + Double(frames.count) * step + 40)
        var svg = SVG(width: width, height: top + Double(names.count) * (h + gap) + 50)
        svg.title("\(String(describing: trace.configuration))", violation)
        func x(_ k: Int) -> Double { left + (Double(k) + 0.5) * step }
        for (row, name) in names.enumerated() {
            let y0 = top + Double(row) * (h + gap)
            let values: [Double?] = frames.map { e in row == 0 ? e.x : e.f.map { $0.number(row - 1) } }
            var marks: [Double] = row == 0 ? range.landmarks : []
            let finite = values.compactMap { $0 }.filter(\.isFinite)
            var lo = finite.min() ?? 0, hi = finite.max() ?? 1
            if row == 0 { marks = marks.filter { $0 >= lo - (hi - lo) && $0 <= hi + (hi - lo) }; for m in marks { lo = min(lo, m); hi = max(hi, m) } }
            if hi - lo < 1e-9 { lo -= 1; hi += 1 }
            let y = { (v: Double) in y0 + h - (v - lo) / (hi - lo) * h }
            svg.rect(left, y0, Double(frames.count) * step, h, fill: "#fafafa", stroke: "#ccc")
            svg.text(left - 8, y0 + 10, name, size: 10, fill: "#666", anchor: "end", bold: true)
            svg.text(left - 8, y0 + h, fmt(lo), size: 9, fill: "#666", anchor: "end")
            svg.text(left - 8, y0 + 22, fmt(hi), size: 9, fill: "#666", anchor: "end")
            for m in marks { svg.line(left, y(m), left + Double(frames.count) * step, y(m), stroke: "#bbb", dash: true) }
            svg.polyline(values.enumerated().compactMap { k, v in v.map { (x(k), y($0)) } }, stroke: Palette.series[row % Palette.series.count])
            for (k, v) in values.enumerated() {
                if let v { svg.circle(x(k), y(v), 2.5, fill: Palette.series[row % Palette.series.count]) } else { svg.text(x(k), y0 + h / 2, "refused", size: 9, fill: "#666", anchor: "middle") }
            }
        }
        let bottom = top + Double(names.count) * (h + gap) - gap
        for (k, e) in frames.enumerated() {
            svg.text(x(k), bottom + 16, e.i < 0 ? "init" : "\(e.i)", size: 10, anchor: "middle")
            if e.i == violation?.frame {
                svg.line(x(k), top - 4, x(k), bottom + 4, stroke: Palette.violation, width: 1.5, dash: true)
                svg.text(x(k), top - 8, "✗ here", size: 11, fill: Palette.violation, anchor: "middle", bold: true)
                svg.rect(x(k) - step / 2, top - 2, step, bottom - top + 4, fill: Palette.violation, stroke: Palette.violation, opacity: 0.06, id: "violating-frame")
            }
        }
        return svg.document
    }
}
