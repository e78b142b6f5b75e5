import Effects

private typealias L = LabelSet.Label

extension Gen where Value == ConfigurationCase<RollingBannerConfiguration> {
    /// Carousel geometries (SPEC §3): portion 0, 1, the default 0.6 or any; one, two or more
    /// images; any initial page; three scales; 3% invalid.
    ///
    /// Labels: `p=0`, `p=1`, `p=default`, `p-other`, `n=1`, `n=2`, `n>2`, the scale, `invalid`.
    public static var rollingBannerConfiguration: Gen { rollingBannerConfiguration(pins: .rollingBanner) }

    /// Carousel geometries with some fields pinned (``FieldPins/rollingBanner``); see
    /// ``Gen/parallelWindowConfiguration(pins:)``. The initial page is drawn among the pinned
    /// image count's pages.
    ///
    /// - Parameter pins: The pinned fields.
    /// - Returns: The generator.
    public static func rollingBannerConfiguration(pins: FieldPins) -> Gen {
        Gen { stream throws(GenerationError) in
            let scale = try LengthScale.generator.run(&stream)
            var w = try pins.value(0, drawn: try stream.drawLength(100, 800, scale), &stream)
            let portionKind = try stream.drawInt(0, 3)
            var p = portionKind == 0 ? 0.6 : portionKind == 2 ? 1 : 0
            if portionKind == 3 { p = try stream.drawUnit() }  // Gen.unit()
            p = try pins.value(1, drawn: p, &stream)
            // Weights 1, 1, 3 (Gen.frequency): one, two, or 3...10 images.
            let count = try stream.draw(upTo: 4)
            var n = try pins.count(2, drawn: count == 0 ? 1 : count == 1 ? 2 : try stream.drawInt(3, 10), &stream)
            var page = try pins.count(3, drawn: try stream.drawInt(0, Swift.max(n, 1) - 1), &stream)
            var labels = LabelSet()
            labels.insert(scale.labelBit)
            labels.insert(pins.isPinned(1) ? L.portions[p == 0.6 ? 0 : p == 0 ? 1 : p == 1 ? 2 : 3] : L.portions[portionKind])
            labels.insert(n == 1 ? L.oneImage : n == 2 ? L.twoImages : L.moreImages)
            if !pins.isEmpty { labels.insert(L.pinned) }
            if try stream.drawInvalidAttempt() {
                var spared = false
                switch try stream.drawInt(0, 4) {
                case 0 where !pins.isPinned(2): n = 0
                case 1 where !pins.isPinned(1): p = 1.5
                case 2 where !pins.isPinned(1): p = -0.1
                case 3 where !pins.isPinned(3): page = n
                case 4 where !pins.isPinned(0): w = 0
                default: spared = true  // the field it would break is pinned
                }
                if !spared {
                    labels.insert(L.invalid)
                    labels.insert(L.probe)
                }
            }
            return .attempt(labels) { () throws(ConfigurationError) in
                try RollingBannerConfiguration(width: w, portion: p, imageCount: n, initialPage: page)
            }
        }
    }
}

extension FieldPins {
    /// The carousel's fields, none pinned.
    public static let rollingBanner = FieldPins(fields: ["width", "portion", "imageCount", "initialPage"], integral: ["imageCount", "initialPage"])
}
