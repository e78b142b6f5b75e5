import Effects

/// The profile header's picture: per frame, the header, the avatar, the white label and the
/// blur layer in screen y, drawn in their z-order.
package enum ProfileHeaderPicture {
    /// Draws a trace.
    ///
    /// - Parameters:
    ///   - trace: The trace.
    ///   - violation: The violation to mark, if any.
    /// - Returns: An SVG document.
    /// - Complexity: O(frames shown) (at most 24 around the violation).
    package static func svg(_ trace: ProfileHeaderTrace, violation: Violation?) -> String {
        let c = trace.configuration, hh = c.headerHeight, a = c.avatarHeight
        let panels = Panels(stepCount: trace.steps.count, violation: violation)
        func frame(_ i: Int) -> (o: Double, f: ProfileHeaderFrame?) { i < 0 ? (trace.initialInput, trace.initial) : (trace.steps[i].input,
            trace.steps[i].output) }
        // The avatar's untransformed box sits half over the header's bottom and scrolls with the content.
        func avatar(_ o: Double, _ f: ProfileHeaderFrame) -> (top: Double, bottom: Double) {
            let top = hh - a / 2 - o
            return (top + a / 2 - a * f.avatarScale / 2 + f.avatarTranslation, top + a / 2 + a * f.avatarScale / 2 + f.avatarTranslation)
        }
        var lo = 0.0, hi = hh + a
        for i in panels.frames {
            let (o, f) = frame(i)
            guard let f else { continue }
            for p in [f.headerTop(headerHeight: hh), f.headerBottom(headerHeight: hh), avatar(o, f).top, avatar(o,
                f).bottom] where p.isFinite { lo = min(lo, p); hi = max(hi, p) }
        }
        let y = Panels.scale(lo: lo, hi: hi)
        var svg = SVG(width: max(panels.width, 560), height: panels.height + 30)
        svg.title("Profile header: Hh = \(fmt(hh)), s = \(fmt(c.headerStop)), b = \(fmt(c.labelOffset)), dW = \(fmt(c.whiteLabelDistance)), A = \(fmt(a)) (pt)",
            violation)
        Panels.axis(&svg, lo: lo, hi: hi, ticks: [(0, "0"), (hh, "Hh"), (hh - c.headerStop, "Hh − s")], unit: "pt")
        panels.draw(&svg, label: { i in
            let (o, f) = frame(i)
            return ["o = \(fmt(o))", f.map { $0.headerAboveAvatar ? "header on top" : "avatar on top" } ?? "refused",
                f.map { "alpha \(fmt($0.blurAlpha))" } ?? ""]
        }) { svg, i, x in
            let (o, f) = frame(i)
            guard let f, o.isFinite else { return }
            let w = Panels.panelWidth
            let top = f.headerTop(headerHeight: hh), bottom = f.headerBottom(headerHeight: hh), av = avatar(o, f)
            func header(_ svg: inout SVG) {
                svg.rect(x, y(top), w, y(bottom) - y(top), fill: Palette.image, opacity: 0.8)
                svg.rect(x, y(top), w, y(bottom) - y(top), fill: Palette.blur, opacity: min(max(f.blurAlpha, 0), 1) * 0.8)
                let label = bottom - 16 + f.labelTranslation * (bottom - top) / max(hh, 1e-9) * 0.2
                svg.rect(x + 10, y(min(max(label, top), bottom - 4)), w - 20, 4, fill: "#ffffff")
            }
            func avatarBox(_ svg: inout SVG) {
                let side = y(av.bottom) - y(av.top)
                svg.rect(x + w / 2 - side / 2, y(av.top), side, side, fill: Palette.avatar, stroke: "#333", opacity: 0.9)
            }
            if f.headerAboveAvatar { avatarBox(&svg); header(&svg) } else { header(&svg); avatarBox(&svg) }
        }
        legend(&svg, y: panels.height + 8, [("header", Palette.image), ("blur (alpha)", Palette.blur), ("avatar", Palette.avatar), ("white label", "#cccccc")])
        panels.leftOut(&svg)
        return svg.document
    }
}
