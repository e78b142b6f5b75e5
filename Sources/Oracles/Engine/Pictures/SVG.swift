
/// A small SVG document builder: plain text, no dependency. Every coordinate it writes is
/// finite (a non-finite one is written as 0 and the shape is marked `data-nonfinite`), and
/// every text is escaped, so the picture of any trace is a well-formed document.
package struct SVG: Sendable {
    /// The canvas size, in pixels.
    package let width: Double
    /// The canvas height, in pixels: a note of what a picture leaves out adds a line at the
    /// bottom (``leftOut(_:of:noun:)``).
    package private(set) var height: Double
    private var elements: [String] = []

    /// Creates an empty canvas.
    ///
    /// - Parameters:
    ///   - width: Pixels.
    ///   - height: Pixels.
    package init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A number for an attribute: finite, at most two decimals.
    package static func n(_ x: Double) -> String {
        guard x.isFinite else { return "0" }
        let rounded = (x * 100).rounded() / 100
        return rounded == rounded.rounded() && rounded.magnitude < 1e15 ? String(Int64(rounded)) : "\(rounded)"
    }

    /// Text escaped for XML.
    package static func escape(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }

    package static func flag(_ values: Double...) -> String { values.allSatisfy(\.isFinite) ? "" : " data-nonfinite=\"true\"" }

    /// A rectangle (a negative size is drawn from the other corner).
    package mutating func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, fill: String, stroke: String = "none",
        opacity: Double = 1, dash: Bool = false, id: String? = nil) {
        let (x0, w0) = w < 0 ? (x + w, -w) : (x, w), (y0, h0) = h < 0 ? (y + h, -h) : (y, h)
        elements.append("""
            <rect\(id.map { " id=\"\($0)\"" } ?? "") x=\"\(Self.n(x0))\" y=\"\(Self.n(y0))\" width=\"\(Self.n(w0))\" height=\"\(Self.n(h0))\" \
            fill=\"\(fill)\" stroke=\"\(stroke)\" \
            fill-opacity=\"\(Self.n(opacity))\"\(dash ? " stroke-dasharray=\"4 3\"" : "")\(Self.flag(x, y, w, h))/>
            """)
    }

    /// A line.
    package mutating func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, stroke: String, width: Double = 1, dash: Bool = false) {
        elements.append("""
            <line x1=\"\(Self.n(x1))\" y1=\"\(Self.n(y1))\" x2=\"\(Self.n(x2))\" y2=\"\(Self.n(y2))\" stroke=\"\(stroke)\" \
            stroke-width=\"\(Self.n(width))\"\(dash ? " stroke-dasharray=\"4 3\"" : "")\(Self.flag(x1, y1, x2, y2))/>
            """)
    }

    /// A polyline through the finite points (a non-finite point breaks nothing: it is left out).
    package mutating func polyline(_ points: [(Double, Double)], stroke: String, width: Double = 1.5) {
        let finite = points.filter { $0.0.isFinite && $0.1.isFinite }
        guard finite.count > 1 else { return }
        elements.append("""
            <polyline points=\"\(finite.map { "\(Self.n($0.0)),\(Self.n($0.1))" }.joined(separator: " "))\" fill=\"none\" stroke=\"\(stroke)\" \
            stroke-width=\"\(Self.n(width))\"/>
            """)
    }

    /// A circle.
    package mutating func circle(_ x: Double, _ y: Double, _ r: Double, fill: String, stroke: String = "none") {
        elements.append("<circle cx=\"\(Self.n(x))\" cy=\"\(Self.n(y))\" r=\"\(Self.n(r))\" fill=\"\(fill)\" stroke=\"\(stroke)\"\(Self.flag(x, y))/>")
    }

    /// Text, escaped.
    package mutating func text(_ x: Double, _ y: Double, _ content: String, size: Double = 11, fill: String = "#222",
        anchor: String = "start", bold: Bool = false, id: String? = nil) {
        elements.append("""
            <text\(id.map { " id=\"\($0)\"" } ?? "") x=\"\(Self.n(x))\" y=\"\(Self.n(y))\" font-family=\"Helvetica, Arial, sans-serif\" \
            font-size=\"\(Self.n(size))\" fill=\"\(fill)\" \
            text-anchor=\"\(anchor)\"\(bold ? " font-weight=\"bold\"" : "")>\(Self.escape(content))</text>
            """)
    }

    /// Says what a picture of a long case leaves out, on a line of its own at the bottom: `events
    /// 0–3 and 28–40 not shown (24 of 41)`. Nothing when every one is shown.
    ///
    /// - Parameters:
    ///   - shown: The indices shown.
    ///   - count: How many there are.
    ///   - noun: What they are, plural (`events`, `frames`).
    package mutating func leftOut(_ shown: Range<Int>, of count: Int, noun: String) {
        guard shown.count < count else { return }
        var parts: [String] = []
        if shown.lowerBound > 0 { parts.append(shown.lowerBound == 1 ? "0" : "0–\(shown.lowerBound - 1)") }
        if shown.upperBound < count { parts.append(shown.upperBound == count - 1 ? "\(count - 1)" : "\(shown.upperBound)–\(count - 1)") }
        height += 18
        text(12, height - 8, "\(noun) \(parts.joined(separator: " and ")) not shown (\(shown.count) of \(count))", size: 10, fill: "#666", id: "left-out")
    }

    /// The title block every picture starts with: what failed, where, and why.
    package mutating func title(_ title: String, _ violation: Violation?, values showValues: Bool = false) {
        text(12, 20, title, size: 14, bold: true)
        if let v = violation {
            let at = v.frame < 0 ? "the initial frame" : "\(v.step) \(v.frame)"
            text(12, 38, "\(v.invariant) (\(Violation.source(v.section))) broken at \(at)", size: 12, fill: Palette.violation, bold: true, id: "violation")
            for (k, line) in Self.wrap(v.explanation, width: Int(width / 6.2)).prefix(2).enumerated() {
                text(12, 54 + Double(k) * 13, line, size: 11, fill: Palette.violation)
            }
            // The values involved, and how far from holding beside the tolerance.
            let values = v.values.map { "\($0.name) = \(Violation.format($0.value))" }.joined(separator: ", ")
            let involved = [values, v.margin.map { "\($0)" } ?? ""].filter { !$0.isEmpty }.joined(separator: "; ")
            if showValues, !involved.isEmpty {
                text(12, 80, String(involved.prefix(Int(width / 5.6))), size: 10, fill: "#444", id: "violation-values")
            }
        }
    }

    /// Splits text into lines of at most `width` characters, at spaces.
    package static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = [], line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > max(width, 20) { lines.append(line); line = "" }
            line += (line.isEmpty ? "" : " ") + word
        }
        return line.isEmpty ? lines : lines + [line]
    }

    /// A closed polygon through the finite points.
    package mutating func polygon(_ points: [(Double, Double)], fill: String, opacity: Double = 1, stroke: String = "none") {
        let finite = points.filter { $0.0.isFinite && $0.1.isFinite }
        guard finite.count > 2 else { return }
        elements.append("""
            <polygon points=\"\(finite.map { "\(Self.n($0.0)),\(Self.n($0.1))" }.joined(separator: " "))\" fill=\"\(fill)\" \
            fill-opacity=\"\(Self.n(opacity))\" stroke=\"\(stroke)\"/>
            """)
    }

    /// The document.
    package var document: String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="\(Self.n(width))" height="\(Self.n(height))" viewBox="0 0 \(Self.n(width)) \(Self.n(height))">
        <rect x="0" y="0" width="\(Self.n(width))" height="\(Self.n(height))" fill="#ffffff"/>
        \(elements.joined(separator: "\n"))
        </svg>

        """
    }
}

/// The colours of every picture.
package enum Palette {
    package static let violation = "#d62728", uncovered = "#ff3b30", image = "#4e79a7", window = "#59a14f"
    package static let viewport = "#bab0ac", visible = "#f28e2b", avatar = "#b07aa1", label = "#9c755f", blur = "#76b7b2"
    package static let series = ["#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#b07aa1", "#76b7b2"]
}

/// The frames a picture shows: at most `limit`, around the violating one.
package func shownFrames(count: Int, violation: Violation?, limit: Int = 24) -> Range<Int> {
    guard count > limit else { return 0..<count }
    let center = max(0, violation?.frame ?? count - 1)
    let lower = min(max(0, center - limit / 2), count - limit)
    return lower..<(lower + limit)
}
