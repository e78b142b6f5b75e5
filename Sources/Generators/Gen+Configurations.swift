import Effects

private typealias L = LabelSet.Label

/// The length scale of a generated configuration: ordinary points, tiny (1e-3) or huge (1e6).
public enum LengthScale: Double, CaseIterable, Sendable {
    case normal = 1
    case tiny = 1e-3
    case huge = 1e6

    /// The label of the scale: `scale-normal`, `scale-tiny`, `scale-huge`.
    public var label: String { labelBit.name }

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
    public static let generator = Gen<LengthScale>.frequency([(8, .just(.normal)), (1, .just(.tiny)), (1, .just(.huge))])
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

extension Gen where Value == ConfigurationCase<ParallelWindowConfiguration> {
    /// Parallel-window geometries (SPEC §1): image greater than, exactly equal to, and less
    /// than the viewport, and exactly equal to the window; three scales; 3% invalid.
    ///
    /// Labels: `image>viewport`, `image=viewport`, `image<viewport`, `image=window`, the scale,
    /// `invalid`.
    public static var parallelWindowConfiguration: Gen {
        Gen { stream throws(GenerationError) in
            let scale = try LengthScale.generator.run(&stream)
            let v = try stream.drawLength(100, 1000, scale)
            let w = (v * (try stream.drawDouble(0.05, 0.95)))
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
            var (vv, ww) = (v, w)
            if try stream.drawInvalidAttempt() {
                switch try stream.drawInt(0, 5) {
                case 0: ww = 0
                case 1: ww = vv
                case 2: i = ww * 0.5
                case 3: vv = .nan
                case 4: vv = -vv
                default: i = .infinity
                }
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
    public static var bannerHoverConfiguration: Gen {
        Gen { stream throws(GenerationError) in
            let scale = try LengthScale.generator.run(&stream)
            var b = try stream.drawLength(20, 600, scale)
            let zero = try stream.drawBool(probability: 0.25)
            var t = zero ? 0 : b * (try stream.drawDouble(0.01, 0.95))
            let custom = try stream.drawBool(probability: 0.2)
            var eps = custom ? try stream.drawDouble(0.000001, 0.4) : 1e-6
            var labels = LabelSet()
            labels.insert(scale.labelBit)
            labels.insert(zero ? L.hoverZero : L.hoverPositive)
            labels.insert(custom ? L.epsCustom : L.epsDefault)
            if try stream.drawInvalidAttempt() {
                switch try stream.drawInt(0, 4) {
                case 0: t = b
                case 1: t = -1
                case 2: b = 0
                case 3: eps = 0.5
                default: eps = .nan
                }
                labels.insert(L.invalid)
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
    public static var rollingBannerConfiguration: Gen {
        Gen { stream throws(GenerationError) in
            let scale = try LengthScale.generator.run(&stream)
            var w = try stream.drawLength(100, 800, scale)
            let portionKind = try stream.drawInt(0, 3)
            var p = portionKind == 0 ? 0.6 : portionKind == 2 ? 1 : 0
            if portionKind == 3 { p = Double(try stream.draw(upTo: (1 << 53) - 1)) * 0x1.0p-53 }  // Gen.unit()
            // Weights 1, 1, 3 (Gen.frequency): one, two, or 3...10 images.
            let count = try stream.draw(upTo: 4)
            var n = count == 0 ? 1 : count == 1 ? 2 : try stream.drawInt(3, 10)
            var page = try stream.drawInt(0, n - 1)
            var labels = LabelSet()
            labels.insert(scale.labelBit)
            labels.insert(L.portions[portionKind])
            labels.insert(n == 1 ? L.oneImage : n == 2 ? L.twoImages : L.moreImages)
            if try stream.drawInvalidAttempt() {
                switch try stream.drawInt(0, 4) {
                case 0: n = 0
                case 1: p = 1.5
                case 2: p = -0.1
                case 3: page = n
                default: w = 0
                }
                labels.insert(L.invalid)
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
    public static var flyScreenConfiguration: Gen {
        Gen { stream throws(GenerationError) in
            var s = Double(try stream.drawInt(200, 1000))
            // Weights 1, 3 (Gen.frequency): one row, or 2...8.
            var k = try stream.draw(upTo: 3) == 0 ? 1 : try stream.drawInt(2, 8)
            let h = Double(try stream.drawInt(10, 60))
            var d = try stream.drawDouble(1, 10)
            let noGap = try stream.drawBool(probability: 0.3)
            var g = noGap ? 0 : try stream.drawDouble(0.5, 50)
            let bounded = try stream.drawBool(probability: 0.3)
            var capacity = bounded ? try stream.drawInt(1, 50) : nil
            var labels = LabelSet()
            labels.insert(k == 1 ? L.oneRow : L.moreRows)
            labels.insert(noGap ? L.noGap : L.gap)
            labels.insert(bounded ? L.capacity : L.unbounded)
            if try stream.drawInvalidAttempt() {
                switch try stream.drawInt(0, 4) {
                case 0: k = 0
                case 1: d = 0
                case 2: g = -1
                case 3: capacity = 0
                default: s = .nan
                }
                labels.insert(L.invalid)
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
    public static var profileHeaderConfiguration: Gen {
        Gen { stream throws(GenerationError) in
            let scale = try LengthScale.generator.run(&stream)
            let custom = try stream.drawBool(probability: 0.5)
            var labels = LabelSet()
            labels.insert(custom ? L.custom : L.defaults)
            labels.insert(scale.labelBit)
            // TB_TwitterUI's constants (ProfileHeaderConfiguration's defaults), scaled.
            var hh = 107 * scale.rawValue, s = 40 * scale.rawValue
            var b = 95 * scale.rawValue, dw = 35 * scale.rawValue
            var a = 69 * scale.rawValue, slow = 1.4
            if custom {
                hh = try stream.drawLength(40, 300, scale)
                s = hh * (try stream.drawDouble(0.05, 0.95))
                b = try stream.drawLength(0, 400, scale)
                dw = try stream.drawLength(1, 100, scale)
                a = try stream.drawLength(20, 150, scale)
                slow = s / a * (1.01 + (try stream.drawDouble(0, 3)))
            }
            if try stream.drawInvalidAttempt() {
                switch try stream.drawInt(0, 3) {
                case 0: s = hh
                case 1: dw = 0
                case 2: a = 0
                default: slow = s / a / 2
                }
                labels.insert(L.invalid)
            }
            return .attempt(labels) { () throws(ConfigurationError) in
                try ProfileHeaderConfiguration(
                    headerHeight: hh, headerStop: s, labelOffset: b, whiteLabelDistance: dw, avatarHeight: a, avatarSlowDown: slow)
            }
        }
    }
}
