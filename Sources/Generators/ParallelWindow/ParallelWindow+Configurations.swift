import Effects

private typealias L = LabelSet.Label

extension Gen where Value == ConfigurationCase<ParallelWindowConfiguration> {
    /// Parallel-window geometries (SPEC §1): image greater than, exactly equal to, and less
    /// than the viewport, and exactly equal to the window; three scales; 3% invalid.
    ///
    /// Labels: `image>viewport`, `image=viewport`, `image<viewport`, `image=window`, the scale,
    /// `invalid`.
    public static var parallelWindowConfiguration: Gen { parallelWindowConfiguration(pins: .parallelWindow) }

    /// Parallel-window geometries with some fields pinned (``FieldPins/parallelWindow``): the
    /// others are drawn as in ``parallelWindowConfiguration``, relative to the pinned ones; a
    /// deliberately invalid attempt never touches a pinned field. Adds the label `pinned`.
    ///
    /// - Parameter pins: The pinned fields.
    /// - Returns: The generator.
    public static func parallelWindowConfiguration(pins: FieldPins) -> Gen {
        Gen { stream throws(GenerationError) in
            let scale = try LengthScale.generator.run(&stream)
            let v = try pins.value(0, drawn: try stream.drawLength(100, 1000, scale), &stream)
            let w = try pins.value(1, drawn: v * (try stream.drawDouble(0.05, 0.95)), &stream)
            let relation = try stream.drawInt(0, 3)
            var labels = LabelSet()
            labels.insert(scale.labelBit)
            var i: Double
            switch relation {
            case 0: i = v; labels.insert(L.imageEqualsViewport)
            case 1: i = v + v * (try stream.drawDouble(0.001, 2)); labels.insert(L.imageAboveViewport)
            case 2: i = w + (v - w) * (try stream.drawDouble(0, 0.999)); labels.insert(L.imageBelowViewport)
            default: i = w; labels.insert(L.imageEqualsWindow); labels.insert(L.imageBelowViewport)
            }
            if !pins.isEmpty {
                i = try pins.value(2, drawn: i, &stream)
                labels = LabelSet()
                labels.insert(scale.labelBit)
                labels.insert(L.pinned)
                labels.insert(i > v ? L.imageAboveViewport : i == v ? L.imageEqualsViewport : L.imageBelowViewport)
                if i == w { labels.insert(L.imageEqualsWindow) }
            }
            var (vv, ww) = (v, w)
            if try stream.drawInvalidAttempt() {
                var spared = false
                switch try stream.drawInt(0, 5) {
                case 0 where !pins.isPinned(1): ww = 0
                case 1 where !pins.isPinned(1): ww = vv
                case 2 where !pins.isPinned(2): i = ww * 0.5
                case 3 where !pins.isPinned(0): vv = .nan
                case 4 where !pins.isPinned(0): vv = -vv
                case 5 where !pins.isPinned(2): i = .infinity
                default: spared = true  // the field it would break is pinned
                }
                if !spared { labels.insert(L.probe) }
            }
            return .attempt(labels) { () throws(ConfigurationError) in
                try ParallelWindowConfiguration(windowHeight: ww, imageHeight: i, viewportHeight: vv)
            }
        }
    }
}

extension FieldPins {
    /// The parallel window's fields, none pinned.
    public static let parallelWindow = FieldPins(fields: ["viewportHeight", "windowHeight", "imageHeight"])
}
