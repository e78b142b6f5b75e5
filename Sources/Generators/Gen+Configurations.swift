import Effects

private typealias L = LabelSet.Label

/// The length scale of a generated configuration: ordinary points, tiny (1e-3) or huge (1e6).
@usableFromInline package enum LengthScale: Double, CaseIterable, Sendable {
    case normal = 1
    case tiny = 1e-3
    case huge = 1e6

    /// The label of the scale: `scale-normal`, `scale-tiny`, `scale-huge`.
    @usableFromInline package var label: String { labelBit.name }

    static let labels = [LabelSet.Label("scale-normal"), LabelSet.Label("scale-tiny"), LabelSet.Label("scale-huge")]

    /// The label as a bit.
    var labelBit: LabelSet.Label {
        switch self {
        case .normal: Self.labels[0]
        case .tiny: Self.labels[1]
        case .huge: Self.labels[2]
        }
    }

    /// Mostly normal; tiny and huge one time in ten each.
    @usableFromInline package static let generator = Gen<LengthScale>.frequency([(8, .just(.normal)), (1, .just(.tiny)), (1, .just(.huge))])
}

extension Gen {
    /// Whether this attempt is deliberately invalid: true 3% of the time; shrinks to valid.
    static var invalidAttempt: Gen<Bool> { .bool(probability: 0.03) }

}

extension ChoiceStream {
    /// A whole number of points in `lower...upper`, times the scale.
    mutating func drawLength(_ lower: Int, _ upper: Int, _ scale: LengthScale) throws(GenerationError) -> Double {
        Double(try drawInt(lower, upper)) * scale.rawValue
    }

    /// Whether this attempt is deliberately invalid: true 3% of the time; shrinks to valid.
    mutating func drawInvalidAttempt() throws(GenerationError) -> Bool { try drawBool(probability: 0.03) }
}

extension FieldPins {
    /// The parallel window's fields, none pinned.
    public static let parallelWindow = FieldPins(fields: ["viewportHeight", "windowHeight", "imageHeight"])
    /// The banner's fields, none pinned.
    public static let bannerHover = FieldPins(fields: ["bannerHeight", "hoverHeight", "eps"])
    /// The carousel's fields, none pinned.
    public static let rollingBanner = FieldPins(fields: ["width", "portion", "imageCount", "initialPage"], integral: ["imageCount", "initialPage"])
    /// The fly screen's fields, none pinned.
    public static let flyScreen = FieldPins(
        fields: ["screenWidth", "rows", "rowHeight", "duration", "minimumGap", "capacity"], integral: ["rows", "capacity"])
    /// The profile header's fields, none pinned.
    public static let profileHeader = FieldPins(
        fields: ["headerHeight", "headerStop", "labelOffset", "whiteLabelDistance", "avatarHeight", "avatarSlowDown"])
}

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
                _ = spared
            }
            return .attempt(labels) { () throws(ConfigurationError) in
                try ParallelWindowConfiguration(windowHeight: ww, imageHeight: i, viewportHeight: vv)
            }
        }
    }
}

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
                if !spared { labels.insert(L.invalid) }
            }
            return .attempt(labels) { () throws(ConfigurationError) in
                try BannerHoverConfiguration(bannerHeight: b, hoverHeight: t, eps: eps)
            }
        }
    }
}

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
            if portionKind == 3 { p = Double(try stream.drawFraction(bits: 53)) * 0x1.0p-53 }  // Gen.unit()
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
                if !spared { labels.insert(L.invalid) }
            }
            return .attempt(labels) { () throws(ConfigurationError) in
                try RollingBannerConfiguration(width: w, portion: p, imageCount: n, initialPage: page)
            }
        }
    }
}

extension Gen where Value == ConfigurationCase<FlyScreenConfiguration> {
    /// Fly-screen geometries (SPEC §4): one row or several, no gap or a gap, with or without
    /// a queue capacity; 3% invalid.
    ///
    /// Labels: `rows=1`, `rows>1`, `gap=0`, `gap>0`, `capacity`, `unbounded`, `invalid`.
    public static var flyScreenConfiguration: Gen { flyScreenConfiguration(pins: .flyScreen) }

    /// Fly-screen geometries with some fields pinned (``FieldPins/flyScreen``); see
    /// ``Gen/parallelWindowConfiguration(pins:)``. A pinned capacity bounds every case's queue.
    ///
    /// - Parameter pins: The pinned fields.
    /// - Returns: The generator.
    public static func flyScreenConfiguration(pins: FieldPins) -> Gen {
        Gen { stream throws(GenerationError) in
            var s = try pins.value(0, drawn: Double(try stream.drawInt(200, 1000)), &stream)
            // Weights 1, 3 (Gen.frequency): one row, or 2...8.
            var k = try pins.count(1, drawn: try stream.draw(upTo: 3) == 0 ? 1 : try stream.drawInt(2, 8), &stream)
            let h = try pins.value(2, drawn: Double(try stream.drawInt(10, 60)), &stream)
            var d = try pins.value(3, drawn: try stream.drawDouble(1, 10), &stream)
            let noGap = try stream.drawBool(probability: 0.3)
            var g = try pins.value(4, drawn: noGap ? 0 : try stream.drawDouble(0.5, 50), &stream)
            let bounded = try stream.drawBool(probability: 0.3)
            var capacity = bounded ? try stream.drawInt(1, 50) : nil
            if pins.isPinned(5) { capacity = try pins.count(5, drawn: capacity ?? 1, &stream) }
            var labels = LabelSet()
            labels.insert(k == 1 ? L.oneRow : L.moreRows)
            labels.insert(g == 0 ? L.noGap : L.gap)
            labels.insert(capacity != nil ? L.capacity : L.unbounded)
            if !pins.isEmpty { labels.insert(L.pinned) }
            if try stream.drawInvalidAttempt() {
                var spared = false
                switch try stream.drawInt(0, 4) {
                case 0 where !pins.isPinned(1): k = 0
                case 1 where !pins.isPinned(3): d = 0
                case 2 where !pins.isPinned(4): g = -1
                case 3 where !pins.isPinned(5): capacity = 0
                case 4 where !pins.isPinned(0): s = .nan
                default: spared = true  // the field it would break is pinned
                }
                if !spared { labels.insert(L.invalid) }
            }
            return .attempt(labels) { () throws(ConfigurationError) in
                try FlyScreenConfiguration(screenWidth: s, rows: k, rowHeight: h, duration: d, minimumGap: g, capacity: capacity)
            }
        }
    }
}

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
                if !spared { labels.insert(L.invalid) }
            }
            return .attempt(labels) { () throws(ConfigurationError) in
                try ProfileHeaderConfiguration(
                    headerHeight: hh, headerStop: s, labelOffset: b, whiteLabelDistance: dw, avatarHeight: a, avatarSlowDown: slow)
            }
        }
    }
}
