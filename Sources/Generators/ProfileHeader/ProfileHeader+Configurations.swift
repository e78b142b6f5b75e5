import Effects

private typealias L = LabelSet.Label

extension Gen where Value == ConfigurationCase<ProfileHeaderConfiguration> {
    /// Profile geometries (SPEC §5): TB_TwitterUI's defaults half of the time, otherwise any
    /// valid geometry; three scales; 3% invalid.
    ///
    /// Labels: `defaults`, `custom`, the scale, `invalid`.
    public static var profileHeaderConfiguration: Gen { profileHeaderConfiguration(pins: .profileHeader) }

    /// Profile geometries with some fields pinned (``FieldPins/profileHeader``); see
    /// ``Gen/parallelWindowConfiguration(pins:)``.
    ///
    /// - Parameter pins: The pinned fields.
    /// - Returns: The generator.
    public static func profileHeaderConfiguration(pins: FieldPins) -> Gen {
        Gen { stream throws(GenerationError) in
            let scale = try LengthScale.generator.run(&stream)
            let custom = try stream.drawBool(probability: 0.5)
            var labels = LabelSet()
            labels.insert(custom ? L.custom : L.defaults)
            labels.insert(scale.labelBit)
            if !pins.isEmpty { labels.insert(L.pinned) }
            // TB_TwitterUI's constants (ProfileHeaderConfiguration's defaults), scaled.
            var hh = 107 * scale.rawValue, s = 40 * scale.rawValue
            var b = 95 * scale.rawValue, dw = 35 * scale.rawValue
            var a = 69 * scale.rawValue, slow = 1.4
            if custom {
                hh = try stream.drawLength(40, 300, scale)
                hh = try pins.value(0, drawn: hh, &stream)
                s = hh * (try stream.drawDouble(0.05, 0.95))
                b = try stream.drawLength(0, 400, scale)
                dw = try stream.drawLength(1, 100, scale)
                a = try stream.drawLength(20, 150, scale)
                a = try pins.value(4, drawn: a, &stream)
                s = try pins.value(1, drawn: s, &stream)
                slow = s / a * (1.01 + (try stream.drawDouble(0, 3)))
            } else {
                hh = try pins.value(0, drawn: hh, &stream)
                a = try pins.value(4, drawn: a, &stream)
                s = try pins.value(1, drawn: s, &stream)
            }
            b = try pins.value(2, drawn: b, &stream)
            dw = try pins.value(3, drawn: dw, &stream)
            slow = try pins.value(5, drawn: slow, &stream)
            if try stream.drawInvalidAttempt() {
                var spared = false
                switch try stream.drawInt(0, 3) {
                case 0 where !pins.isPinned(1): s = hh
                case 1 where !pins.isPinned(3): dw = 0
                case 2 where !pins.isPinned(4): a = 0
                case 3 where !pins.isPinned(5): slow = s / a / 2
                default: spared = true  // the field it would break is pinned
                }
                if !spared {
                    labels.insert(L.invalid)
                    labels.insert(L.probe)
                }
            }
            return .attempt(labels) { () throws(ConfigurationError) in
                try ProfileHeaderConfiguration(
                    headerHeight: hh, headerStop: s, labelOffset: b, whiteLabelDistance: dw, avatarHeight: a, avatarSlowDown: slow)
            }
        }
    }
}

extension FieldPins {
    /// The profile header's fields, none pinned.
    public static let profileHeader = FieldPins(
        fields: ["headerHeight", "headerStop", "labelOffset", "whiteLabelDistance", "avatarHeight", "avatarSlowDown"])
}
