import Effects

/// A trace of a profile header (SPEC §5).
public typealias ProfileHeaderTrace = ScrollTrace<ProfileHeaderConfiguration, ProfileHeaderFrame>

/// The invariants of SPEC §5.
public enum ProfileHeaderInvariants {
    static func fail(_ name: String, _ i: Int, _ o: Double, _ values: [Violation.Value], _ why: String) -> Violation {
        Violation(name, "§5", frame: i, [.init("o", o)] + values, why)
    }

    /// During pull-down the header covers `[0, Hh − o]`; otherwise it shows at least `Hh − s`.
    public static let headerCovers = Oracle<ProfileHeaderTrace>("headerCovers", "§5", "pull-down: header spans [0, Hh − o]; never shows less than Hh − s") { trace in
        let c = trace.configuration
        for (i, o, f) in trace.accepted {
            let scale = max(c.scale, o.magnitude), top = f.headerTop(headerHeight: c.headerHeight), bottom = f.headerBottom(headerHeight: c.headerHeight)
            if o < 0 {
                if !Tolerance.isApproximatelyEqual(top, 0, scale: scale) || !Tolerance.isApproximatelyEqual(bottom, c.headerHeight - o, scale: scale) {
                    return fail("headerCovers", i, o, [.init("top", top), .init("bottom", bottom), .init("expectedBottom", c.headerHeight - o)],
                        "while pulling down the header (headerScale, headerTranslation) must span [0, Hh − o]: a gap above the content")
                }
            } else if bottom < c.headerHeight - c.headerStop - Tolerance.tol(scale: scale) {
                return fail("headerCovers", i, o, [.init("bottom", bottom)], "the header (headerScale, headerTranslation) shows less than Hh − s")
            }
        }
        return nil
    }

    /// The avatar shrinks toward its own bottom edge, with scale in `[1 − s/(1.4·A), 1]`.
    public static let avatarShrinksTowardBottom = Oracle<ProfileHeaderTrace>("avatarShrinksTowardBottom", "§5", "the avatar's bottom stays put and its scale stays in [1 − s/(k·A), 1]") { trace in
        let c = trace.configuration
        for (i, o, f) in trace.accepted {
            let tol = Tolerance.tol(scale: max(c.scale, o.magnitude))
            let bottom = f.avatarBottom(avatarHeight: c.avatarHeight)
            if !Tolerance.isApproximatelyEqual(bottom, c.avatarHeight, scale: max(c.scale, o.magnitude)) {
                return fail("avatarShrinksTowardBottom", i, o, [.init("avatarBottom", bottom), .init("A", c.avatarHeight)], "the avatar's bottom edge (from avatarScale and avatarTranslation) moved")
            }
            if f.avatarScale < c.minimumAvatarScale - tol || f.avatarScale > 1 + tol {
                return fail("avatarShrinksTowardBottom", i, o, [.init("avatarScale", f.avatarScale), .init("minimum", c.minimumAvatarScale)], "avatarScale left its range")
            }
        }
        return nil
    }

    /// Blur alpha in [0, 1], 0 up to `b`, 1 from `b + dW`, monotone in the offset; each within
    /// the ratio tolerance `tol(1)` (SPEC §0: exact endpoints are the model's virtue, not a
    /// requirement on other implementations).
    public static let blurAlpha = Oracle<ProfileHeaderTrace>("blurAlpha", "§5", "alpha in [0, 1], 0 up to b, 1 from b + dW, monotone") { trace in
        let c = trace.configuration
        let tol = Tolerance.tol(scale: 1)
        let accepted = trace.accepted
        for (i, o, f) in accepted {
            if !(f.blurAlpha >= -tol && f.blurAlpha <= 1 + tol) {
                return fail("blurAlpha", i, o, [.init("blurAlpha", f.blurAlpha)], "blurAlpha left [0, 1]")
            }
            if o <= c.labelOffset && !Tolerance.isApproximatelyEqual(f.blurAlpha, 0, scale: 1) {
                return fail("blurAlpha", i, o, [.init("blurAlpha", f.blurAlpha), .init("b", c.labelOffset)], "blurAlpha must be 0 up to b")
            }
            if o >= c.labelOffset + c.whiteLabelDistance && !Tolerance.isApproximatelyEqual(f.blurAlpha, 1, scale: 1) {
                return fail("blurAlpha", i, o, [.init("blurAlpha", f.blurAlpha), .init("b + dW", c.labelOffset + c.whiteLabelDistance)], "blurAlpha must be 1 from b + dW")
            }
        }
        for (a, b) in zip(accepted, accepted.dropFirst()) where (b.output.blurAlpha - a.output.blurAlpha) * (b.input < a.input ? -1 : 1) < -tol {
            return fail("blurAlpha", b.index, b.input, [.init("previousO", a.input), .init("blurAlpha", b.output.blurAlpha), .init("previousAlpha", a.output.blurAlpha)], "blurAlpha is not monotone in the offset")
        }
        return nil
    }

    /// The header is above the avatar exactly when `o > s`.
    public static let zOrder = Oracle<ProfileHeaderTrace>("zOrder", "§5", "header above avatar exactly when o > s") { trace in
        let c = trace.configuration
        for (i, o, f) in trace.accepted where f.headerAboveAvatar != (o > c.headerStop) {
            return fail("zOrder", i, o, [.init("s", c.headerStop)], f.headerAboveAvatar ? "headerAboveAvatar: the header covers the avatar at o ≤ s" : "headerAboveAvatar: the avatar is above the header at o > s")
        }
        return nil
    }

    /// Every output is the closed form at the current offset, whatever the path.
    public static let pathIndependence = Oracle<ProfileHeaderTrace>("pathIndependence", "§5", "every output is a function of the current offset alone") { trace in
        let c = trace.configuration
        for (i, o, f) in trace.accepted {
            let expected = c.frame(offset: o), scale = max(c.scale, o.magnitude)
            // Ratios (the scales and the alpha) at scale 1, lengths at the frame's scale (SPEC §0).
            for k in 0..<ProfileHeaderFrame.numberNames.count
            where !Tolerance.isApproximatelyEqual(f.number(k), expected.number(k), scale: ProfileHeaderFrame.ratioIndices.contains(k) ? 1 : scale) {
                let name = ProfileHeaderFrame.numberNames[k]
                return fail("pathIndependence", i, o, [.init(name, f.number(k)), .init("expected", expected.number(k))], "\(name) depends on the path")
            }
        }
        return nil
    }

    /// Continuity: every output moves at most its Lipschitz bound times the offset step (the
    /// z-order switch at `s` is the documented discontinuity).
    public static let continuity = Oracle<ProfileHeaderTrace>("continuity", "§5", "outputs are Lipschitz in o except the z-order switch") { trace in
        let c = trace.configuration
        let bounds = [1 / c.headerHeight, 1, 1 / (c.avatarHeight * c.avatarSlowDown), 1 / (2 * c.avatarSlowDown), 1, 1 / c.whiteLabelDistance]
        let accepted = trace.accepted
        for (a, b) in zip(accepted, accepted.dropFirst()) {
            let d = (b.input - a.input).magnitude, tol = Tolerance.tol(scale: max(c.scale, a.input.magnitude, b.input.magnitude))
            for k in 0..<bounds.count where (b.output.number(k) - a.output.number(k)).magnitude > bounds[k] * d + tol {
                let name = ProfileHeaderFrame.numberNames[k]
                return fail("continuity", b.index, b.input, [.init("do", d), .init("d" + name, b.output.number(k) - a.output.number(k))], "\(name) jumped")
            }
        }
        return nil
    }

    /// Every invariant of §5, then §0's rules.
    public static let all: [Oracle<ProfileHeaderTrace>] =
        [headerCovers, avatarShrinksTowardBottom, blurAlpha, zOrder, pathIndependence, continuity] + RobustnessOracles.all()
}
