import Effects
import Oracles

/// The picture of a declared effect's failing trace: one panel for the input (with the range's
/// landmarks and thresholds as lines) and one per numeric output, then one row per discrete
/// output (a flag or callback as a tick at each frame it is set, an enumeration or text as bands
/// of its value), against the frame; the refused frames and the violating frame marked, the
/// violation's values and margin under the title.
package enum DeclaredPicture {
    /// Draws a trace.
    ///
    /// - Parameters:
    ///   - trace: The trace.
    ///   - range: The configuration's scroll range (its landmarks are drawn on the input).
    ///   - violation: The violation to mark, if any.
    /// - Returns: An SVG document.
    /// - Complexity: O(frames shown · outputs) (at most 24 frames around the violation).
    package static func svg<C, F: NumericFrame & Sendable & Equatable>(_ trace: ScrollTrace<C, F>, range: ScrollRange, violation: Violation?) -> String {
        let panels = Panels(stepCount: trace.steps.count, violation: violation)
        let frames: [(i: Int, x: Double, f: F?)] = panels.frames.map { i in i < 0 ? (i, trace.initialInput, trace.initial) : (i,
            trace.steps[i].input, trace.steps[i].output) }
        let names = ["input"] + F.numberNames
        // The discrete outputs: every stored property that is a flag, text or an enumeration.
        let discrete = discreteOutputs(frames.map(\.f), numeric: Set(F.numberNames))
        let step = 56.0, left = 90.0, top = 104.0, h = 110.0, gap = 36.0, rowHeight = 24.0
        let title = String(describing: trace.configuration)
        let width = max(560, left + Double(frames.count) * step + 40, 24 + Double(title.count) * 8.6)
        let numericBottom = top + Double(names.count) * (h + gap) - gap
        var svg = SVG(width: width, height: numericBottom + Double(discrete.count) * rowHeight + 70)
        svg.title(title, violation, values: true)
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
                if let v { svg.circle(x(k), y(v), 2.5, fill: Palette.series[row % Palette.series.count]) } else { svg.text(x(k), y0 + h / 2,
                    "refused", size: 9, fill: "#666", anchor: "middle") }
            }
        }
        // One row per discrete output, under the numeric panels.
        for (row, output) in discrete.enumerated() {
            let y0 = numericBottom + 12 + Double(row) * rowHeight
            svg.rect(left, y0, Double(frames.count) * step, rowHeight - 4, fill: "#fafafa", stroke: "#ccc")
            svg.text(left - 8, y0 + 14, output.name, size: 10, fill: "#666", anchor: "end", bold: true)
            var previous: String?
            var band = -1
            for (k, value) in output.values.enumerated() {
                guard let value else { previous = nil; continue }
                if output.isFlag {
                    // A tick where the flag is set (a callback that fired).
                    if value == "yes" {
                        svg.line(x(k), y0 + 2, x(k), y0 + rowHeight - 6, stroke: Palette.series[row % Palette.series.count], width: 3)
                        svg.text(x(k) + 5, y0 + 14, "fired", size: 9, fill: "#444")
                    }
                } else {
                    // A band per run of one value, named where it starts.
                    if value != previous { band += 1 }
                    svg.rect(x(k) - step / 2 + 1, y0 + 2, step - 2, rowHeight - 8, fill: Palette.series[band % Palette.series.count],
                        stroke: "none", opacity: 0.35)
                    if value != previous { svg.text(x(k) - step / 2 + 4, y0 + 14, value, size: 9, fill: "#222") }
                }
                previous = value
            }
        }
        let bottom = numericBottom + Double(discrete.count) * rowHeight + (discrete.isEmpty ? 0 : 8)
        for (k, e) in frames.enumerated() {
            svg.text(x(k), bottom + 16, e.i < 0 ? "init" : "\(e.i)", size: 10, anchor: "middle")
            if e.i == violation?.frame {
                svg.line(x(k), top - 4, x(k), bottom + 4, stroke: Palette.violation, width: 1.5, dash: true)
                svg.text(x(k), top - 8, "✗ here", size: 11, fill: Palette.violation, anchor: "middle", bold: true)
                svg.rect(x(k) - step / 2, top - 2, step, bottom - top + 4, fill: Palette.violation, stroke: Palette.violation,
                    opacity: 0.06, id: "violating-frame")
            }
        }
        panels.leftOut(&svg)
        return svg.document
    }

    /// A frame's discrete outputs, frame by frame: each stored property that is a flag (`yes` /
    /// `no`), text, or an enumeration (its case), in declaration order; numeric outputs and other
    /// types are left out. `nil` for a refused frame.
    static func discreteOutputs<F>(_ frames: [F?], numeric: Set<String>) -> [(name: String, isFlag: Bool, values: [String?])] {
        guard let sample = frames.compactMap({ $0 }).first else { return [] }
        var outputs: [(name: String, isFlag: Bool, values: [String?])] = []
        for child in Mirror(reflecting: sample).children {
            guard let label = child.label, !numeric.contains(label) else { continue }
            let isFlag = child.value is Bool
            guard isFlag || child.value is String || Mirror(reflecting: child.value).displayStyle == .enum else { continue }
            outputs.append((label, isFlag, []))
        }
        for frame in frames {
            let values = frame.map { f in Dictionary(Mirror(reflecting: f).children.compactMap { c in c.label.map { ($0, c.value) } },
                uniquingKeysWith: { a, _ in a }) }
            for i in outputs.indices {
                guard let value = values?[outputs[i].name] else { outputs[i].values.append(nil); continue }
                outputs[i].values.append(value is Bool ? ((value as! Bool) ? "yes" : "no") : "\(value)")
            }
        }
        return outputs
    }
}
