import Effects

private typealias L = LabelSet.Label

extension Gen where Value == ConfigurationCase<BannerHoverConfiguration> {
    /// Banner geometries (SPEC §2): hover height exactly 0 or a fraction of the banner, the
    /// default or a custom eps; three scales; 3% invalid.
    ///
    /// Labels: `hover=0`, `hover>0`, `eps-default`, `eps-custom`, the scale, `invalid`.
    public static var bannerHoverConfiguration: Gen { bannerHoverConfiguration(pins: .bannerHover) }

    /// Banner geometries with some fields pinned (``FieldPins/bannerHover``); see
    /// ``Gen/parallelWindowConfiguration(pins:)``.
    ///
    /// - Parameter pins: The pinned fields.
    /// - Returns: The generator.
    public static func bannerHoverConfiguration(pins: FieldPins) -> Gen {
        Gen { stream throws(GenerationError) in
            let scale = try LengthScale.generator.run(&stream)
            var b = try pins.value(0, drawn: try stream.drawLength(20, 600, scale), &stream)
            let zero = try stream.drawBool(probability: 0.25)
            var t = try pins.value(1, drawn: zero ? 0 : b * (try stream.drawDouble(0.01, 0.95)), &stream)
            let custom = try stream.drawBool(probability: 0.2)
            var eps = try pins.value(2, drawn: custom ? try stream.drawDouble(0.000001, 0.4) : 1e-6, &stream)
            var labels = LabelSet()
            labels.insert(scale.labelBit)
            labels.insert(t == 0 ? L.hoverZero : L.hoverPositive)
            labels.insert(eps == 1e-6 ? L.epsDefault : L.epsCustom)
            if !pins.isEmpty { labels.insert(L.pinned) }
            if try stream.drawInvalidAttempt() {
                var spared = false
                switch try stream.drawInt(0, 4) {
                case 0 where !pins.isPinned(1): t = b
                case 1 where !pins.isPinned(1): t = -1
                case 2 where !pins.isPinned(0): b = 0
                case 3 where !pins.isPinned(2): eps = 0.5
                case 4 where !pins.isPinned(2): eps = .nan
                default: spared = true  // the field it would break is pinned
                }
                if !spared {
                    labels.insert(L.invalid)
                    labels.insert(L.probe)
                }
            }
            return .attempt(labels) { () throws(ConfigurationError) in
                try BannerHoverConfiguration(bannerHeight: b, hoverHeight: t, eps: eps)
            }
        }
    }
}

extension FieldPins {
    /// The banner's fields, none pinned.
    public static let bannerHover = FieldPins(fields: ["bannerHeight", "hoverHeight", "eps"])
}
