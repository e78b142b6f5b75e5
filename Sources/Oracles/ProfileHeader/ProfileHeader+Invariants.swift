import Effects

/// A trace of a profile header (SPEC §5).
public typealias ProfileHeaderTrace = ScrollTrace<ProfileHeaderConfiguration, ProfileHeaderFrame>

/// The profile header (SPEC §5) declared as any effect is: its invariants, each a type, judged
/// by `DeclaredChecker` with SPEC §0's rules after them.
extension ProfileHeader: DeclaredInvariants {
    /// What each invariant of the effect reads at a frame: the configuration, the input and the outputs.
    public typealias Context = FrameContext<ProfileHeaderConfiguration, ProfileHeaderFrame>

    public static var name: String { "profileHeader" }
    public static var section: String { "§5" }
    public static func scale(of c: ProfileHeaderConfiguration) -> Double { c.scale }

    /// Every invariant of §5, in report order.
    public static var invariants: some InvariantList<Context> {
        HeaderCovers()
        AvatarShrinksTowardBottom()
        BlurAlpha()
        ZOrder()
        PathIndependence()
        Continuity()
        BlurAlphaInRange()
    }

    /// What a blur alpha that went against the offset did, from offset `previous` to `o`: fell
    /// as the offset rose (or while it stayed), or rose as it fell.
    @usableFromInline
    static func alphaFellText(_ o: Double, from previous: Double) -> String {
        o > previous ? "blurAlpha fell as the offset rose" : o == previous ? "blurAlpha fell while the offset stayed"
            : "blurAlpha rose as the offset fell"
    }

    /// Whether the blur alpha moved against the offset between the previous judged frame and
    /// this one, beyond `tol(1)`.
    @inlinable
    static func alphaFell(_ x: Context) -> Bool {
        guard let a = x.previous else { return false }
        return (x.frame.blurAlpha - a.frame.blurAlpha) * (x.input < a.input ? -1 : 1) < -Tolerance.tol(scale: 1)
    }

    /// During pull-down the header covers `[0, Hh − o]`; otherwise it shows at least `Hh − s`.
    @usableFromInline package struct HeaderCovers: Invariant {
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "headerCovers" }
        @usableFromInline package var statement: String { "pull-down: header spans [0, Hh − o]; never shows less than Hh − s" }

        @inlinable @inline(__always)
        package func judge(_ x: Context) -> InvariantFailure? {
            let c = x.configuration, f = x.frame, o = x.input, scale = max(c.scale, o.magnitude)
            let top = f.headerTop(headerHeight: c.headerHeight), bottom = f.headerBottom(headerHeight: c.headerHeight)
            if o < 0 {
                if !Tolerance.isApproximatelyEqual(top, 0, scale: scale) || !Tolerance.isApproximatelyEqual(bottom, c.headerHeight - o, scale: scale) {
                    let v0 = c.headerHeight, tol = Tolerance.tol(scale: scale); return .outOfLine { InvariantFailure("""
                        while pulling down the header (headerScale, headerTranslation) must span [0, Hh − o]: a gap above the content
                        """,
                                            [.init("o", o), .init("top", top), .init("bottom", bottom), .init("expectedBottom", v0 - o)],
                                            margin: .init(max((top - 0).magnitude, (bottom - (v0 - o)).magnitude), tolerance: tol)) }
                }
            } else if bottom < c.headerHeight - c.headerStop - Tolerance.tol(scale: scale) {
                let least = c.headerHeight - c.headerStop, tol = Tolerance.tol(scale: scale)
                return .outOfLine { InvariantFailure("the header (headerScale, headerTranslation) shows less than Hh − s", [.init("o", o),
                    .init("bottom", bottom)], margin: .init(least - bottom, tolerance: tol)) }
            }
            return nil
        }
    }

    /// The avatar shrinks toward its own bottom edge, with scale in `[1 − s/(1.4·A), 1]`.
    @usableFromInline package struct AvatarShrinksTowardBottom: Invariant {
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "avatarShrinksTowardBottom" }
        @usableFromInline package var statement: String { "the avatar's bottom stays put and its scale stays in [1 − s/(k·A), 1]" }
        @usableFromInline package var level: InvariantLevel { .conformance }

        @inlinable @inline(__always)
        package func judge(_ x: Context) -> InvariantFailure? {
            let c = x.configuration, f = x.frame, o = x.input, scale = max(c.scale, o.magnitude), tol = Tolerance.tol(scale: scale)
            let bottom = f.avatarBottom(avatarHeight: c.avatarHeight)
            if !Tolerance.isApproximatelyEqual(bottom, c.avatarHeight, scale: scale) {
                let v0 = c.avatarHeight; return .outOfLine { InvariantFailure("the avatar's bottom edge (from avatarScale and avatarTranslation) moved",
                    [.init("o", o), .init("avatarBottom", bottom), .init("A", v0)]) }
            }
            if f.avatarScale < c.minimumAvatarScale - tol || f.avatarScale > 1 + tol {
                let (v0, v1) = (f.avatarScale, c.minimumAvatarScale); return .outOfLine { InvariantFailure("avatarScale left its range",
                    [.init("o", o), .init("avatarScale", v0), .init("minimum", v1)]) }
            }
            return nil
        }
    }

    /// Blur alpha in [0, 1], 0 up to `b`, 1 from `b + dW`, monotone in the offset; each within
    /// the ratio tolerance `tol(1)` (SPEC §0: exact endpoints are the model's virtue, not a
    /// requirement on other implementations). A broken range is reported before a broken
    /// monotonicity, wherever each is: the first break of monotonicity is kept for the end.
    @usableFromInline package struct BlurAlpha: StatefulInvariant {
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "blurAlpha" }
        @usableFromInline package var statement: String { "alpha in [0, 1], 0 up to b, 1 from b + dW, monotone" }
        @usableFromInline package var level: InvariantLevel { .conformance }
        /// The memory: the first break of monotonicity, if any.
        @usableFromInline package func start(_ c: ProfileHeaderConfiguration) -> (index: Int, failure: InvariantFailure)? { nil }

        @inlinable @inline(__always)
        package func judge(_ x: Context, _ notMonotone: inout (index: Int, failure: InvariantFailure)?) -> InvariantFailure? {
            let c = x.configuration, a = x.frame.blurAlpha, o = x.input, tol = Tolerance.tol(scale: 1)
            if !(a >= -tol && a <= 1 + tol) { return .outOfLine { InvariantFailure("blurAlpha left [0, 1]", [.init("o", o), .init("blurAlpha", a)]) } }
            if o <= c.labelOffset && !Tolerance.isApproximatelyEqual(a, 0, scale: 1) {
                let v0 = c.labelOffset; return .outOfLine { InvariantFailure("blurAlpha must be 0 up to b", [.init("o", o),
                    .init("blurAlpha", a), .init("b", v0)]) }
            }
            if o >= c.labelOffset + c.whiteLabelDistance && !Tolerance.isApproximatelyEqual(a, 1, scale: 1) {
                let (v0, v1) = (c.labelOffset,
                    c.whiteLabelDistance); return .outOfLine { InvariantFailure("blurAlpha must be 1 from b + dW", [.init("o", o),
                    .init("blurAlpha", a), .init("b + dW", v0 + v1)]) }
            }
            if notMonotone == nil, let p = x.previous, ProfileHeader.alphaFell(x) {
                notMonotone = (x.index, InvariantFailure("blurAlpha is not monotone in the offset",
                                                         [.init("o", o), .init("previousO", p.input), .init("blurAlpha", a),
                                                             .init("previousAlpha", p.frame.blurAlpha)]))
            }
            return nil
        }

        @inlinable
        package func finish(_ c: ProfileHeaderConfiguration, _ notMonotone: inout (index: Int, failure: InvariantFailure)?) -> (index: Int,
            failure: InvariantFailure)? {
            notMonotone
        }
    }

    /// The header is above the avatar exactly when `o > s`.
    @usableFromInline package struct ZOrder: Invariant {
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "zOrder" }
        @usableFromInline package var statement: String { "header above avatar exactly when o > s" }
        @usableFromInline package var level: InvariantLevel { .conformance }

        @inlinable @inline(__always)
        package func judge(_ x: Context) -> InvariantFailure? {
            let above = x.frame.headerAboveAvatar, s = x.configuration.headerStop
            guard above != (x.input > s) else { return nil }
            let v0 = x.input; return .outOfLine { InvariantFailure(above ? "headerAboveAvatar: the header covers the avatar at o ≤ s" : """
                headerAboveAvatar: the avatar is above the header at o > s
                """,
                                    [.init("o", v0), .init("s", s)]) }
        }
    }

    /// Every output is the closed form at the current offset, whatever the path: the ratios
    /// (the two scales, the alpha) within `tol(1)`, the lengths at the frame's scale.
    @usableFromInline package struct PathIndependence: Invariant {
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "pathIndependence" }
        @usableFromInline package var statement: String { "every output is a function of the current offset alone" }
        @usableFromInline package var level: InvariantLevel { .conformance }

        @inlinable @inline(__always)
        package func judge(_ x: Context) -> InvariantFailure? {
            let c = x.configuration, o = x.input, f = x.frame, scale = max(c.scale, o.magnitude), expected = c.frame(offset: o)
            // Ratios (the scales and the alpha) at scale 1, lengths at the frame's scale (SPEC §0).
            for k in 0..<6 where !Tolerance.isApproximatelyEqual(f.number(k), expected.number(k), scale: k == 0 || k == 2 || k == 5 ? 1 : scale) {
                let name = ProfileHeaderFrame.numberNames[k]
                let v0 = f.number(k), ratio = k == 0 || k == 2 || k == 5, tol = Tolerance.tol(scale: ratio ? 1 : scale)
                return .outOfLine { InvariantFailure("\(name) depends on the path", [.init("o", o), .init(name, v0), .init("expected", expected.number(k))],
                    margin: .off(v0, from: expected.number(k), tolerance: tol, unit: ratio ? "" : "pt")) }
            }
            return nil
        }
    }

    /// Continuity: every output moves at most its Lipschitz bound times the offset step (the
    /// z-order switch at `s` is the documented discontinuity).
    @usableFromInline package struct Continuity: Invariant {
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "continuity" }
        @usableFromInline package var statement: String { "outputs are Lipschitz in o except the z-order switch" }
        @usableFromInline package var level: InvariantLevel { .conformance }

        @inlinable @inline(__always)
        package func judge(_ x: Context) -> InvariantFailure? {
            guard let a = x.previous else { return nil }
            let c = x.configuration, f = x.frame, o = x.input, d = (o - a.input).magnitude, tol = x.stepTolerance
            for k in 0..<6 where (f.number(k) - a.frame.number(k)).magnitude > c.lipschitzBound(output: k) * d + tol {
                let name = ProfileHeaderFrame.numberNames[k]
                let (v0, v1, bound) = (f.number(k), a.frame.number(k), c.lipschitzBound(output: k) * d)
                // The scales and the alpha are ratios, not lengths: their margin has no unit.
                let unit = k == 0 || k == 2 || k == 5 ? "" : "pt"
                return .outOfLine { InvariantFailure("\(name) jumped", [.init("o", o), .init("do", d), .init("d" + name, v0 - v1)],
                    margin: .beyond((v0 - v1).magnitude, bound: bound, tolerance: tol, unit: unit)) }
            }
            return nil
        }
    }

    /// The promise of any blurring header, without SPEC's thresholds: the blur alpha stays in
    /// [0, 1] and never falls as the offset rises (it grows as the header collapses), within
    /// `tol(1)`. Safety; ``BlurAlpha`` adds SPEC's 0 up to `b` and 1 from `b + dW`.
    @usableFromInline package struct BlurAlphaInRange: Invariant {
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "blurAlphaInRange" }
        @usableFromInline package var statement: String { "alpha in [0, 1], never falling as the offset rises" }

        @inlinable @inline(__always)
        package func judge(_ x: Context) -> InvariantFailure? {
            let a = x.frame.blurAlpha, o = x.input, tol = Tolerance.tol(scale: 1)
            if !(a >= -tol && a <= 1 + tol) { return .outOfLine { InvariantFailure("blurAlpha left [0, 1]", [.init("o", o), .init("blurAlpha", a)]) } }
            if let p = x.previous, ProfileHeader.alphaFell(x) {
                let (v0, v1) = (p.input, p.frame.blurAlpha)
                return .outOfLine { InvariantFailure(ProfileHeader.alphaFellText(o, from: v0),
                    [.init("o", o), .init("previousO", v0), .init("blurAlpha", a), .init("previousAlpha", v1)]) }
            }
            return nil
        }
    }
}

extension ProfileHeader: BuiltInEffect {
    public typealias Trace = ProfileHeaderTrace
    public static var effectName: String { name }
    public static func frameCount(of trace: ProfileHeaderTrace) -> Int { trace.steps.count }
}
