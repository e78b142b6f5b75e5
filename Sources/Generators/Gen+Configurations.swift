import Effects

/// The length scale of a generated configuration: ordinary points, tiny (1e-3) or huge (1e6).
public enum LengthScale: Double, CaseIterable, Sendable {
    case normal = 1
    case tiny = 1e-3
    case huge = 1e6

    /// The label of the scale: `scale-normal`, `scale-tiny`, `scale-huge`.
    public var label: String {
        switch self {
        case .normal: "scale-normal"
        case .tiny: "scale-tiny"
        case .huge: "scale-huge"
        }
    }

    /// Mostly normal; tiny and huge one time in ten each.
    public static let generator = Gen<LengthScale>.frequency([(8, .just(.normal)), (1, .just(.tiny)), (1, .just(.huge))])
}

extension Gen {
    /// Whether this attempt is deliberately invalid: true 3% of the time; shrinks to valid.
    static var invalidAttempt: Gen<Bool> { .bool(probability: 0.03) }

    /// A whole number of points in `range`, times the scale.
    static func length(_ range: ClosedRange<Int>, _ scale: LengthScale) -> Gen<Double> {
        Gen<Int>.int(in: range).map { Double($0) * scale.rawValue }
    }

    /// A fraction in `range` (sub-unit steps of 2⁻²⁰).
    static func fraction(_ range: ClosedRange<Double>) -> Gen<Double> { .double(in: range) }
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
            let v = try Gen<Double>.length(100...1000, scale).run(&stream)
            let w = (v * (try Gen<Double>.fraction(0.05...0.95).run(&stream)))
            let relation = try Gen<Int>.index(4).run(&stream)
            var labels: Set<String> = [scale.label]
            var i: Double
            switch relation {
            case 0: i = v; labels.insert("image=viewport")
            case 1: i = v + v * (try Gen<Double>.fraction(0.001...2).run(&stream)); labels.insert("image>viewport")
            case 2: i = w + (v - w) * (try Gen<Double>.fraction(0...0.999).run(&stream)); labels.insert("image<viewport")
            default: i = w; labels.formUnion(["image=window", "image<viewport"])
            }
            var (vv, ww) = (v, w)
            if try Gen<Bool>.invalidAttempt.run(&stream) {
                switch try Gen<Int>.index(6).run(&stream) {
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
            var b = try Gen<Double>.length(20...600, scale).run(&stream)
            let zero = try stream.drawBool(probability: 0.25)
            var t = zero ? 0 : b * (try Gen<Double>.fraction(0.01...0.95).run(&stream))
            let custom = try stream.drawBool(probability: 0.2)
            var eps = custom ? try Gen<Double>.fraction(0.000001...0.4).run(&stream) : 1e-6
            var labels: Set<String> = [scale.label, zero ? "hover=0" : "hover>0", custom ? "eps-custom" : "eps-default"]
            if try Gen<Bool>.invalidAttempt.run(&stream) {
                switch try Gen<Int>.index(5).run(&stream) {
                case 0: t = b
                case 1: t = -1
                case 2: b = 0
                case 3: eps = 0.5
                default: eps = .nan
                }
                labels.insert("invalid")
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
            var w = try Gen<Double>.length(100...800, scale).run(&stream)
            let portionKind = try Gen<Int>.index(4).run(&stream)
            var p = [0.6, 0, 1, 0][portionKind]
            if portionKind == 3 { p = try Gen<Double>.unit().run(&stream) }
            var n = try Gen<Int>.frequency([(1, .just(1)), (1, .just(2)), (3, .int(in: 3...10))]).run(&stream)
            var page = try Gen<Int>.int(in: 0...(n - 1)).run(&stream)
            var labels: Set<String> = [
                scale.label, ["p=default", "p=0", "p=1", "p-other"][portionKind], n == 1 ? "n=1" : n == 2 ? "n=2" : "n>2",
            ]
            if try Gen<Bool>.invalidAttempt.run(&stream) {
                switch try Gen<Int>.index(5).run(&stream) {
                case 0: n = 0
                case 1: p = 1.5
                case 2: p = -0.1
                case 3: page = n
                default: w = 0
                }
                labels.insert("invalid")
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
            var s = Double(try Gen<Int>.int(in: 200...1000).run(&stream))
            var k = try Gen<Int>.frequency([(1, .just(1)), (3, .int(in: 2...8))]).run(&stream)
            let h = Double(try Gen<Int>.int(in: 10...60).run(&stream))
            var d = try Gen<Double>.double(in: 1...10).run(&stream)
            let noGap = try stream.drawBool(probability: 0.3)
            var g = noGap ? 0 : try Gen<Double>.double(in: 0.5...50).run(&stream)
            let bounded = try stream.drawBool(probability: 0.3)
            var capacity = bounded ? try Gen<Int>.int(in: 1...50).run(&stream) : nil
            var labels: Set<String> = [k == 1 ? "rows=1" : "rows>1", noGap ? "gap=0" : "gap>0", bounded ? "capacity" : "unbounded"]
            if try Gen<Bool>.invalidAttempt.run(&stream) {
                switch try Gen<Int>.index(5).run(&stream) {
                case 0: k = 0
                case 1: d = 0
                case 2: g = -1
                case 3: capacity = 0
                default: s = .nan
                }
                labels.insert("invalid")
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
            var labels: Set<String> = [custom ? "custom" : "defaults", scale.label]
            // TB_TwitterUI's constants (ProfileHeaderConfiguration's defaults), scaled.
            var hh = 107 * scale.rawValue, s = 40 * scale.rawValue
            var b = 95 * scale.rawValue, dw = 35 * scale.rawValue
            var a = 69 * scale.rawValue, slow = 1.4
            if custom {
                hh = try Gen<Double>.length(40...300, scale).run(&stream)
                s = hh * (try Gen<Double>.fraction(0.05...0.95).run(&stream))
                b = try Gen<Double>.length(0...400, scale).run(&stream)
                dw = try Gen<Double>.length(1...100, scale).run(&stream)
                a = try Gen<Double>.length(20...150, scale).run(&stream)
                slow = s / a * (1.01 + (try Gen<Double>.fraction(0...3).run(&stream)))
            }
            if try Gen<Bool>.invalidAttempt.run(&stream) {
                switch try Gen<Int>.index(4).run(&stream) {
                case 0: s = hh
                case 1: dw = 0
                case 2: a = 0
                default: slow = s / a / 2
                }
                labels.insert("invalid")
            }
            return .attempt(labels) { () throws(ConfigurationError) in
                try ProfileHeaderConfiguration(
                    headerHeight: hh, headerStop: s, labelOffset: b, whiteLabelDistance: dw, avatarHeight: a, avatarSlowDown: slow)
            }
        }
    }
}
