import Effects
import Oracles

/// The banner hover's picture: the offset and the banner's frameY (points) and the percent
/// (with the eps bands) over the frames, each edge event fired and each one expected.
public enum BannerHoverPicture {
    /// Draws a trace.
    ///
    /// - Parameters:
    ///   - trace: The trace.
    ///   - violation: The violation to mark, if any.
    /// - Returns: An SVG document.
    /// - Complexity: O(frames shown) (at most 24 around the violation).
    public static func svg(_ trace: BannerHoverTrace, violation: Violation?) -> String {
        let c = trace.configuration
        let panels = Panels(stepCount: trace.steps.count, violation: violation)
        let frames: [(i: Int, o: Double, f: BannerHoverFrame?)] = panels.frames.map { i in i < 0 ? (i, trace.initialInput, trace.initial) : (i, trace.steps[i].input, trace.steps[i].output) }
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
                svg.rect(x(k) - step / 2, top - 2, step, top2 + h2 - top + 4, fill: Palette.violation, stroke: Palette.violation, opacity: 0.06, id: "violating-frame")
            }
        }
        legend(&svg, y: top2 + h2 + 44, [("offset o", Palette.series[0]), ("frameY", Palette.series[1]), ("percent", Palette.series[4]), ("eps band: expanded", Palette.series[2]), ("eps band: collapsed", Palette.series[3])])
        return svg.document
    }
}

/// The rolling banner's picture: per frame (a row), the viewport, the container and the three
/// images in screen x, with the pages and any turn.
public enum RollingBannerPicture {
    /// Draws a trace.
    ///
    /// - Parameters:
    ///   - trace: The trace.
    ///   - violation: The violation to mark, if any.
    /// - Returns: An SVG document.
    /// - Complexity: O(frames shown) (at most 24 around the violation).
    public static func svg(_ trace: RollingBannerTrace, violation: Violation?) -> String {
        let c = trace.configuration, w = c.width
        let panels = Panels(stepCount: trace.steps.count, violation: violation)
        let rows: [(i: Int, x: Double, f: RollingBannerFrame?)] = panels.frames.map { i in i < 0 ? (i, trace.initialInput, trace.initial) : (i, trace.steps[i].input, trace.steps[i].output) }
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
            svg.text(12, y + 30, "page \(l.page) (left \(l.leftPage), right \(l.rightPage))" + (f.turn.map { ", turns \($0 == .forward ? "forward" : "backward")" } ?? ""), size: 10)
            svg.rect(x(l.leftImageMinX), y + 4, x(l.leftImageMinX + w) - x(l.leftImageMinX), 10, fill: Palette.series[1], opacity: 0.5)
            svg.rect(x(l.rightImageMinX), y + 4, x(l.rightImageMinX + w) - x(l.rightImageMinX), 10, fill: Palette.series[2], opacity: 0.5)
            svg.rect(x(l.containerMinX), y + 16, x(l.containerMinX + w) - x(l.containerMinX), 18, fill: "none", stroke: "#333")
            let a = max(l.middleImageMinX, l.containerMinX), b = min(l.middleImageMinX + w, l.containerMinX + w)
            if a < b { svg.rect(x(a), y + 19, x(b) - x(a), 12, fill: Palette.image, opacity: 0.7) }
            for q in trace.releases where q.step == row.i {
                let expected = c.releaseTarget(displacement: c.displacement(offset: f.offset), velocity: q.velocity)
                let wrong = !Tolerance.isApproximatelyEqual(q.target, expected, scale: c.scale)
                svg.text(left + plotWidth + 24, y + 12 + (q.velocity < 0 ? 14 : 0), "release v \(fmt(q.velocity)) → \(fmt(q.target))" + (wrong ? " (expected \(fmt(expected)))" : ""), size: 9, fill: wrong ? Palette.violation : "#444")
            }
            if row.i == violation?.frame {
                svg.rect(4, y - 3, left + plotWidth + 20, rowHeight - 2, fill: "none", stroke: Palette.violation, dash: true, id: "violating-frame")
                svg.text(left + plotWidth + 22, y + 20, "✗", size: 13, fill: Palette.violation, anchor: "end", bold: true)
            }
        }
        legend(&svg, y: top + Double(rows.count) * rowHeight + 10, [("viewport [0, w]", Palette.viewport), ("left image", Palette.series[1]), ("right image", Palette.series[2]), ("middle image in its container", Palette.image)])
        return svg.document
    }
}

/// The profile header's picture: per frame, the header, the avatar, the white label and the
/// blur layer in screen y, drawn in their z-order.
public enum ProfileHeaderPicture {
    /// Draws a trace.
    ///
    /// - Parameters:
    ///   - trace: The trace.
    ///   - violation: The violation to mark, if any.
    /// - Returns: An SVG document.
    /// - Complexity: O(frames shown) (at most 24 around the violation).
    public static func svg(_ trace: ProfileHeaderTrace, violation: Violation?) -> String {
        let c = trace.configuration, hh = c.headerHeight, a = c.avatarHeight
        let panels = Panels(stepCount: trace.steps.count, violation: violation)
        func frame(_ i: Int) -> (o: Double, f: ProfileHeaderFrame?) { i < 0 ? (trace.initialInput, trace.initial) : (trace.steps[i].input, trace.steps[i].output) }
        // The avatar's untransformed box sits half over the header's bottom and scrolls with the content.
        func avatar(_ o: Double, _ f: ProfileHeaderFrame) -> (top: Double, bottom: Double) {
            let top = hh - a / 2 - o
            return (top + a / 2 - a * f.avatarScale / 2 + f.avatarTranslation, top + a / 2 + a * f.avatarScale / 2 + f.avatarTranslation)
        }
        var lo = 0.0, hi = hh + a
        for i in panels.frames {
            let (o, f) = frame(i)
            guard let f else { continue }
            for p in [f.headerTop(headerHeight: hh), f.headerBottom(headerHeight: hh), avatar(o, f).top, avatar(o, f).bottom] where p.isFinite { lo = min(lo, p); hi = max(hi, p) }
        }
        let y = Panels.scale(lo: lo, hi: hi)
        var svg = SVG(width: max(panels.width, 560), height: panels.height + 30)
        svg.title("Profile header: Hh = \(fmt(hh)), s = \(fmt(c.headerStop)), b = \(fmt(c.labelOffset)), dW = \(fmt(c.whiteLabelDistance)), A = \(fmt(a)) (pt)", violation)
        Panels.axis(&svg, lo: lo, hi: hi, ticks: [(0, "0"), (hh, "Hh"), (hh - c.headerStop, "Hh − s")], unit: "pt")
        panels.draw(&svg, label: { i in
            let (o, f) = frame(i)
            return ["o = \(fmt(o))", f.map { $0.headerAboveAvatar ? "header on top" : "avatar on top" } ?? "refused", f.map { "alpha \(fmt($0.blurAlpha))" } ?? ""]
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
        return svg.document
    }
}
