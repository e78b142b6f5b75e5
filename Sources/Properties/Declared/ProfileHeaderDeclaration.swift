import Effects
import Generators
import Oracles

/// The profile header (SPEC §5) declared through the public API for your own effects, exactly as
/// a user would declare it: its layers frame by frame, and its blur as an invariant with a
/// memory whose broken monotonicity is reported once the case is over (a range or threshold
/// break anywhere takes precedence). The built-in suite, ``Suites/profileHeader``, judges the
/// same invariants with its own checker (``ProfileHeaderChecker``); a test runs both over the
/// model, the published port and mutants and finds the same first violation of every
/// invariant, at the same frame.
///
/// The configuration's fields are `headerHeight`, `stopFraction` (`s / Hh`), `labelOffset`,
/// `whiteLabelDistance`, `avatarHeight` and `slowDownMargin` (`k·A / s`), so that every
/// generated set is valid.
public enum ProfileHeaderDeclaration: DeclaredScrollEffect {
    public typealias Configuration = ProfileHeaderConfiguration
    public typealias Frame = ProfileHeaderFrame

    public static let name = "profileHeader"

    public static let configurations = ConfigurationSpace(
        [
            "headerHeight": .range(40...300), "stopFraction": .oneOf([0.37, 0.05, 0.95, 0.5]), "labelOffset": .range(0...400),
            "whiteLabelDistance": .range(1...100), "avatarHeight": .range(20...150), "slowDownMargin": .oneOf([1.01, 2, 4]),
        ]
    ) { v in
        let hh = v["headerHeight"], s = hh * v["stopFraction"], a = v["avatarHeight"]
        return try ProfileHeaderConfiguration(
            headerHeight: hh, headerStop: s, labelOffset: v["labelOffset"], whiteLabelDistance: v["whiteLabelDistance"],
            avatarHeight: a, avatarSlowDown: s / a * v["slowDownMargin"])
    }

    public static func range(_ c: ProfileHeaderConfiguration) -> ScrollRange { .profileHeader(c) }

    public static func scale(of c: ProfileHeaderConfiguration) -> Double { c.scale }

    /// Whether the alpha moved against the offset between the previous accepted frame and this one.
    static func alphaFell(_ x: FrameContext<ProfileHeaderConfiguration, ProfileHeaderFrame>) -> Bool {
        guard let a = x.previous else { return false }
        return (x.frame.blurAlpha - a.frame.blurAlpha) * (x.input < a.input ? -1 : 1) < -Tolerance.tol(scale: 1)
    }

    /// The blur's memory: its first broken monotonicity, kept for the end.
    public struct Blur: Sendable {
        var notMonotone: (index: Int, failure: InvariantFailure)?
    }

    public static let invariants: [FrameInvariant<ProfileHeaderConfiguration, ProfileHeaderFrame>] = [
        FrameInvariant("headerCovers", "pull-down: header spans [0, Hh − o]; never shows less than Hh − s") { x in
            let c = x.configuration, f = x.frame, o = x.input, scale = max(c.scale, o.magnitude)
            let top = f.headerTop(headerHeight: c.headerHeight), bottom = f.headerBottom(headerHeight: c.headerHeight)
            if o < 0 {
                if !Tolerance.isApproximatelyEqual(top, 0, scale: scale) || !Tolerance.isApproximatelyEqual(bottom, c.headerHeight - o, scale: scale) {
                    return InvariantFailure("while pulling down the header must span [0, Hh − o]", [.init("o", o), .init("top", top), .init("bottom", bottom)])
                }
            } else if bottom < c.headerHeight - c.headerStop - x.lengthTolerance {
                return InvariantFailure("the header shows less than Hh − s", [.init("o", o), .init("bottom", bottom)])
            }
            return nil
        },
        FrameInvariant("avatarShrinksTowardBottom", "the avatar's bottom stays put and its scale stays in [1 − s/(k·A), 1]", level: .conformance) { x in
            let c = x.configuration, f = x.frame, o = x.input, scale = max(c.scale, o.magnitude)
            let bottom = f.avatarBottom(avatarHeight: c.avatarHeight)
            if !Tolerance.isApproximatelyEqual(bottom, c.avatarHeight, scale: scale) {
                return InvariantFailure("the avatar's bottom edge moved", [.init("o", o), .init("avatarBottom", bottom)])
            }
            if f.avatarScale < c.minimumAvatarScale - x.lengthTolerance || f.avatarScale > 1 + x.lengthTolerance {
                return InvariantFailure("avatarScale left its range", [.init("o", o), .init("avatarScale", f.avatarScale)])
            }
            return nil
        },
        .remembering("blurAlpha", "alpha in [0, 1], 0 up to b, 1 from b + dW, monotone", level: .conformance, from: { _ in Blur() }) { blur, x in
            let c = x.configuration, a = x.frame.blurAlpha, o = x.input, tol = Tolerance.tol(scale: 1)
            if !(a >= -tol && a <= 1 + tol) { return InvariantFailure("blurAlpha left [0, 1]", [.init("o", o), .init("blurAlpha", a)]) }
            if o <= c.labelOffset && !Tolerance.isApproximatelyEqual(a, 0, scale: 1) {
                return InvariantFailure("blurAlpha must be 0 up to b", [.init("o", o), .init("blurAlpha", a)])
            }
            if o >= c.labelOffset + c.whiteLabelDistance && !Tolerance.isApproximatelyEqual(a, 1, scale: 1) {
                return InvariantFailure("blurAlpha must be 1 from b + dW", [.init("o", o), .init("blurAlpha", a)])
            }
            if blur.notMonotone == nil, alphaFell(x) {
                blur.notMonotone = (x.index, InvariantFailure("blurAlpha is not monotone in the offset", [.init("o", o), .init("blurAlpha", a)]))
            }
            return nil
        } finish: { blur, _ in
            blur.notMonotone
        },
        FrameInvariant("zOrder", "header above avatar exactly when o > s", level: .conformance) { x in
            let above = x.frame.headerAboveAvatar, s = x.configuration.headerStop
            guard above != (x.input > s) else { return nil }
            return InvariantFailure(above ? "the header covers the avatar at o ≤ s" : "the avatar is above the header at o > s", [.init("o", x.input), .init("s", s)])
        },
        FrameInvariant("pathIndependence", "every output is a function of the current offset alone", level: .conformance) { x in
            let c = x.configuration, o = x.input, scale = max(c.scale, o.magnitude), expected = c.frame(offset: o)
            // Ratios (the scales and the alpha) at scale 1, lengths at the frame's scale.
            for k in 0..<6 where !Tolerance.isApproximatelyEqual(x.frame.number(k), expected.number(k), scale: k == 0 || k == 2 || k == 5 ? 1 : scale) {
                return InvariantFailure("\(ProfileHeaderFrame.numberNames[k]) depends on the path", [.init("o", o), .init("expected", expected.number(k))])
            }
            return nil
        },
        FrameInvariant("continuity", "outputs are Lipschitz in o except the z-order switch", level: .conformance) { x in
            guard let a = x.previous else { return nil }
            let c = x.configuration, o = x.input, d = (o - a.input).magnitude
            let tol = Tolerance.tol(scale: max(max(c.scale, a.input.magnitude), o.magnitude))
            for k in 0..<6 where (x.frame.number(k) - a.frame.number(k)).magnitude > c.lipschitzBound(output: k) * d + tol {
                return InvariantFailure("\(ProfileHeaderFrame.numberNames[k]) jumped", [.init("o", o), .init("do", d)])
            }
            return nil
        },
        FrameInvariant("blurAlphaInRange", "alpha in [0, 1], never falling as the offset rises") { x in
            let a = x.frame.blurAlpha, tol = Tolerance.tol(scale: 1)
            if !(a >= -tol && a <= 1 + tol) { return InvariantFailure("blurAlpha left [0, 1]", [.init("o", x.input), .init("blurAlpha", a)]) }
            if alphaFell(x) { return InvariantFailure("blurAlpha fell as the offset rose (or rose as it fell)", [.init("o", x.input), .init("blurAlpha", a)]) }
            return nil
        },
    ]
}
