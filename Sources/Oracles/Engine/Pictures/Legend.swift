import Effects

/// A one-line legend of coloured swatches.
package func legend(_ svg: inout SVG, y: Double, _ items: [(String, String)]) {
    var x = 12.0
    for (name, colour) in items {
        svg.rect(x, y, 12, 12, fill: colour, opacity: 0.7)
        svg.text(x + 16, y + 10, name, size: 10)
        x += 26 + Double(name.count) * 6
    }
}
