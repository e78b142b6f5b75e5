import Effects

/// The parallel window's picture: per frame, the viewport, the window and the image at one
/// scale, the visible part of the window, and any band of it the image leaves uncovered.
package enum ParallelWindowPicture {
    /// Draws a trace.
    ///
    /// - Parameters:
    ///   - trace: The trace.
    ///   - violation: The violation to mark, if any.
    /// - Returns: An SVG document.
    /// - Complexity: O(frames shown) (at most 24 around the violation).
    package static func svg(_ trace: ParallelWindowTrace, violation: Violation?) -> String {
        let c = trace.configuration
        let panels = Panels(stepCount: trace.steps.count, violation: violation)
        func frame(_ i: Int) -> (t: Double, f: ParallelWindowFrame?) { i < 0 ? (trace.initialInput, trace.initial) : (trace.steps[i].input,
            trace.steps[i].output) }
        var lo = 0.0, hi = c.viewportHeight
        for i in panels.frames {
            let (t, f) = frame(i)
            for p in [t, t + c.windowHeight, f.map(\.imageTop) ?? 0, (f?.imageTop ?? 0) + c.imageHeight] where p.isFinite { lo = min(lo, p); hi = max(hi, p) }
        }
        let y = Panels.scale(lo: lo, hi: hi)
        var svg = SVG(width: max(panels.width, 560), height: panels.height + 30)
        svg.title("Parallel window: W = \(fmt(c.windowHeight)) pt, I = \(fmt(c.imageHeight)) pt, V = \(fmt(c.viewportHeight)) pt", violation)
        Panels.axis(&svg, lo: lo, hi: hi, ticks: [(0, "0"), (c.viewportHeight, "V = \(fmt(c.viewportHeight))"), (lo, fmt(lo)), (hi, fmt(hi))], unit: "pt")
        panels.draw(&svg, label: { i in
            let (t, f) = frame(i)
            return ["t = \(fmt(t))", f.map { "T = \(fmt($0.imageTop))" } ?? "refused"]
        }) { svg, i, x in
            let (t, f) = frame(i)
            let w = Panels.panelWidth
            svg.rect(x, y(0), w, y(c.viewportHeight) - y(0), fill: "#f4f4f4", stroke: Palette.viewport)
            guard let f, t.isFinite else { return }
            let top = f.imageTop
            if top.isFinite { svg.rect(x + 14, y(top), w - 28, y(top + c.imageHeight) - y(top), fill: Palette.image, opacity: 0.35) }
            svg.rect(x + 8, y(t), w - 16, y(t + c.windowHeight) - y(t), fill: "none", stroke: Palette.window)
            let visibleTop = max(t, 0), visibleBottom = min(t + c.windowHeight, c.viewportHeight)
            guard visibleTop < visibleBottom else { return }
            svg.rect(x + 4, y(visibleTop), w - 8, y(visibleBottom) - y(visibleTop), fill: "none", stroke: Palette.visible)
            // The uncovered bands: the visible window above the image's top or below its bottom.
            let tol = Tolerance.tol(scale: max(c.scale, t.magnitude))
            if !top.isFinite || top > visibleTop + tol {
                let end = top.isFinite ? min(top, visibleBottom) : visibleBottom
                svg.rect(x + 4, y(visibleTop), w - 8, y(end) - y(visibleTop), fill: Palette.uncovered, opacity: 0.75, id: "uncovered")
            }
            if top.isFinite, top + c.imageHeight < visibleBottom - tol {
                let start = max(top + c.imageHeight, visibleTop)
                svg.rect(x + 4, y(start), w - 8, y(visibleBottom) - y(start), fill: Palette.uncovered, opacity: 0.75, id: "uncovered")
            }
        }
        legend(&svg, y: panels.height + 8, [("viewport", Palette.viewport), ("image", Palette.image), ("window", Palette.window),
            ("visible part", Palette.visible), ("no image (gap)", Palette.uncovered)])
        panels.leftOut(&svg)
        return svg.document
    }
}
