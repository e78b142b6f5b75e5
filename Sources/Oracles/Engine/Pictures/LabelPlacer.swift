import Effects

/// Places text labels so that none overlaps another: each at its place, or a line below or
/// above it, or not at all.
package struct LabelPlacer {
    private var boxes: [(x0: Double, x1: Double, y0: Double, y1: Double)] = []

    /// The baseline to draw a label at, or `nil` when every place near it is taken.
    mutating func place(x: Double, y: Double, width: Double, height: Double) -> Double? {
        for shift in [0.0, 1, -1, 2, -2, 3] {
            let baseline = y + shift * height
            let box = (x0: x, x1: x + width, y0: baseline - height, y1: baseline)
            if !boxes.contains(where: { $0.x0 < box.x1 && box.x0 < $0.x1 && $0.y0 < box.y1 && box.y0 < $0.y1 }) {
                boxes.append(box)
                return baseline
            }
        }
        return nil
    }
}
