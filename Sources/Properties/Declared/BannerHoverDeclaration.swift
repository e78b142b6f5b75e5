import Effects
import Generators
import Oracles

/// The banner hover (SPEC §2) declared through the public API for your own effects, exactly as a
/// user would declare it: its configurations, its scroll range with SPEC's thresholds, and its
/// invariants as ``FrameInvariant``s judged by ``DeclaredChecker``. The built-in suite,
/// ``Suites/bannerHover``, judges the same invariants with its own checker; the two are kept
/// side by side to show that a declared effect finds what a built-in one finds (a test runs
/// both over the model and the published port) and to measure what declaring costs
/// (`scrollproof bench --only declared`).
///
/// The configuration's fields are `bannerHeight`, `hoverFraction` (`T / B`, so that every
/// generated pair is valid) and `eps`.
public enum BannerHoverDeclaration: DeclaredScrollEffect {
    public typealias Configuration = BannerHoverConfiguration
    public typealias Frame = BannerHoverFrame

    public static let name = "bannerHover"

    public static let configurations = ConfigurationSpace(
        ["bannerHeight": .range(20...600), "hoverFraction": .oneOf([0, 0.25, 0.5, 0.01, 0.95]), "eps": .oneOf([1e-6, 0x1p-10, 0.1, 0.4])]
    ) { v in
        try BannerHoverConfiguration(bannerHeight: v["bannerHeight"], hoverHeight: v["bannerHeight"] * v["hoverFraction"], eps: v["eps"])
    }

    public static func range(_ c: BannerHoverConfiguration) -> ScrollRange { .bannerHover(c) }

    public static func scale(of c: BannerHoverConfiguration) -> Double { c.scale }

    public static let invariants: [FrameInvariant<BannerHoverConfiguration, BannerHoverFrame>] = [
        FrameInvariant("percentInUnitInterval", "percent in [0, 1] and frameY in [T − B, 0]") { x in
            let c = x.configuration, f = x.frame, ratio = Tolerance.tol(scale: 1)
            if !(f.percent >= -ratio && f.percent <= 1 + ratio) { return InvariantFailure("percent left [0, 1]", [.init("o", x.input), .init("percent", f.percent)]) }
            if !(f.frameY >= c.hoverHeight - c.bannerHeight - x.lengthTolerance && f.frameY <= x.lengthTolerance) {
                return InvariantFailure("frameY left [T − B, 0]", [.init("o", x.input), .init("frameY", f.frameY)])
            }
            return nil
        },
        FrameInvariant("clampAndPercent", "frameY = −c − B and percent = 1 − (c + B)/(B − T) with c = clamp(o)", level: .conformance) { x in
            let c = x.configuration, f = x.frame
            if !Tolerance.isApproximatelyEqual(f.frameY, c.frameY(x.input), scale: max(c.scale, x.input.magnitude)) {
                return InvariantFailure("frameY is not −clamp(o) − B", [.init("o", x.input), .init("frameY", f.frameY), .init("expected", c.frameY(x.input))])
            }
            if !Tolerance.isApproximatelyEqual(f.percent, c.percent(x.input), scale: 1) {
                return InvariantFailure("percent is not 1 − (clamp(o) + B)/(B − T)", [.init("o", x.input), .init("percent", f.percent), .init("expected", c.percent(x.input))])
            }
            return nil
        },
        FrameInvariant("epsRule", "edge expanded when 1 − percent < eps, collapsed when percent < eps, else interior", level: .conformance) { x in
            guard !x.frame.percent.isNaN else { return nil }
            let expected = x.configuration.edge(percent: x.frame.percent)
            return x.frame.edge == expected ? nil : InvariantFailure("edge says \(x.frame.edge.rawValue) but the percent is \(expected.rawValue)", [.init("o", x.input), .init("percent", x.frame.percent)])
        },
        FrameInvariant("edgeEventsExactlyOnce", "each entry into an edge fires its event exactly once") { x in
            let c = x.configuration, next = c.edge(percent: x.frame.percent)
            let expected: BannerEdgeEvent?
            if let previous = x.previous {
                let edge = c.edge(percent: previous.frame.percent)
                expected = next == edge ? nil : next == .expanded ? .expanded : next == .collapsed ? .collapsed : nil
            } else {
                expected = nil
            }
            if x.frame.event == expected { return nil }
            return InvariantFailure("event: expected \(expected.map { "'\($0.rawValue)'" } ?? "no event"), got \(x.frame.event.map { "'\($0.rawValue)'" } ?? "no event")",
                                    [.init("o", x.input), .init("percent", x.frame.percent)])
        },
        FrameInvariant("continuity", "frameY is 1-Lipschitz and percent 1/(B − T)-Lipschitz in o") { x in
            guard let previous = x.previous else { return nil }
            let c = x.configuration, d = (x.input - previous.input).magnitude
            let tol = Tolerance.tol(scale: max(max(c.scale, previous.input.magnitude), x.input.magnitude))
            if (x.frame.frameY - previous.frame.frameY).magnitude > d + tol {
                return InvariantFailure("frameY jumped further than the offset moved", [.init("do", d), .init("dFrameY", x.frame.frameY - previous.frame.frameY)])
            }
            if (x.frame.percent - previous.frame.percent).magnitude > d / (c.bannerHeight - c.hoverHeight) + tol {
                return InvariantFailure("percent jumped further than |Δo|/(B − T)", [.init("do", d), .init("dPercent", x.frame.percent - previous.frame.percent)])
            }
            return nil
        },
    ]
}
