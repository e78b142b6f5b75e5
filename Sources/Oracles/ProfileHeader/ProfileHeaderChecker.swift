import Effects

/// Every invariant of SPEC §5 (and §0's rules) in one pass over a profile header's frames;
/// ``ProfileHeaderInvariants`` are its oracles.
public struct ProfileHeaderChecker: ScrollChecker {
    /// The invariants, by index.
    public static let invariants: [(name: String, section: String, summary: String)] = [
        ("headerCovers", "§5", "pull-down: header spans [0, Hh − o]; never shows less than Hh − s"),
        ("avatarShrinksTowardBottom", "§5", "the avatar's bottom stays put and its scale stays in [1 − s/(k·A), 1]"),
        ("blurAlpha", "§5", "alpha in [0, 1], 0 up to b, 1 from b + dW, monotone"),
        ("zOrder", "§5", "header above avatar exactly when o > s"),
        ("pathIndependence", "§5", "every output is a function of the current offset alone"),
        ("continuity", "§5", "outputs are Lipschitz in o except the z-order switch"),
        ("blurAlphaInRange", "§5", "alpha in [0, 1], never falling as the offset rises"),
    ] + RobustnessRules<ProfileHeaderFrame>.invariants

    /// The level of each invariant: a header that covers what it must is a promise of any
    /// profile header; the avatar's scale, the blur's thresholds, the z-order switch at s, the
    /// closed form (path independence is judged against it) and the Lipschitz bounds are
    /// SPEC's; a blur whose alpha stays in [0, 1] and grows as the header collapses is a promise
    /// of any blurring header, whatever its thresholds; SPEC §0's rules are safety.
    public static let levels: [InvariantLevel] = [.safety, .conformance, .conformance, .conformance, .conformance, .conformance, .safety] + RobustnessRules<ProfileHeaderFrame>.levels

    static let headerCovers = 0, avatar = 1, blurAlpha = 2, zOrder = 3, pathIndependence = 4, continuity = 5, blurRange = 6, robustnessBase = 7

    public private(set) var slot: ViolationSlot
    let c: ProfileHeaderConfiguration
    var robustness: RobustnessRules<ProfileHeaderFrame>
    /// The previous judged frame (for monotonicity and continuity), if any.
    var previous: (index: Int, input: Double, frame: ProfileHeaderFrame)?
    /// The first break of the alpha's monotonicity: reported at the end unless a range rule of
    /// the alpha breaks anywhere (those come first, as the range is checked over every frame
    /// before monotonicity).
    var alphaNotMonotone: Violation?

    public init(configuration: ProfileHeaderConfiguration, initialInput: Double, initial: ProfileHeaderFrame, order: InvariantOrder) {
        c = configuration
        slot = ViolationSlot(order: order)
        robustness = RobustnessRules(base: Self.robustnessBase, initialInput: initialInput, initial: initial, slot: &slot)
        if initialInput.isFinite { judge(-1, initialInput, initial) }
    }

    public mutating func step(_ index: Int, input: Double, output: ProfileHeaderFrame?, state: ProfileHeaderFrame) {
        robustness.step(index, input: input, output: output, state: state, slot: &slot)
        if let output { judge(index, input, output) }
    }

    public mutating func finish() {
        if let alphaNotMonotone { slot.report(Self.blurAlpha, alphaNotMonotone) }
    }

    static func fail(_ name: String, _ i: Int, _ o: Double, _ values: [Violation.Value], _ why: String) -> Violation {
        Violation(name, "§5", frame: i, [.init("o", o)] + values, why)
    }

    /// One accepted frame, for every §5 invariant.
    mutating func judge(_ i: Int, _ o: Double, _ f: ProfileHeaderFrame) {
        let scale = max(c.scale, o.magnitude)
        if slot.wants(Self.headerCovers) {
            let top = f.headerTop(headerHeight: c.headerHeight), bottom = f.headerBottom(headerHeight: c.headerHeight)
            if o < 0 {
                if !Tolerance.isApproximatelyEqual(top, 0, scale: scale) || !Tolerance.isApproximatelyEqual(bottom, c.headerHeight - o, scale: scale) {
                    slot.report(Self.headerCovers, Self.fail("headerCovers", i, o, [.init("top", top), .init("bottom", bottom), .init("expectedBottom", c.headerHeight - o)],
                        "while pulling down the header (headerScale, headerTranslation) must span [0, Hh − o]: a gap above the content"))
                }
            } else if bottom < c.headerHeight - c.headerStop - Tolerance.tol(scale: scale) {
                slot.report(Self.headerCovers, Self.fail("headerCovers", i, o, [.init("bottom", bottom)], "the header (headerScale, headerTranslation) shows less than Hh − s"))
            }
        }
        if slot.wants(Self.avatar) {
            let tol = Tolerance.tol(scale: scale)
            let bottom = f.avatarBottom(avatarHeight: c.avatarHeight)
            if !Tolerance.isApproximatelyEqual(bottom, c.avatarHeight, scale: scale) {
                slot.report(Self.avatar, Self.fail("avatarShrinksTowardBottom", i, o, [.init("avatarBottom", bottom), .init("A", c.avatarHeight)], "the avatar's bottom edge (from avatarScale and avatarTranslation) moved"))
            } else if f.avatarScale < c.minimumAvatarScale - tol || f.avatarScale > 1 + tol {
                slot.report(Self.avatar, Self.fail("avatarShrinksTowardBottom", i, o, [.init("avatarScale", f.avatarScale), .init("minimum", c.minimumAvatarScale)], "avatarScale left its range"))
            }
        }
        if slot.wants(Self.blurAlpha) { judgeAlpha(i, o, f) }
        if slot.wants(Self.blurRange) { judgeAlphaRange(i, o, f) }
        if slot.wants(Self.zOrder), f.headerAboveAvatar != (o > c.headerStop) {
            slot.report(Self.zOrder, Self.fail("zOrder", i, o, [.init("s", c.headerStop)], f.headerAboveAvatar ? "headerAboveAvatar: the header covers the avatar at o ≤ s" : "headerAboveAvatar: the avatar is above the header at o > s"))
        }
        if slot.wants(Self.pathIndependence) {
            let expected = c.frame(offset: o)
            // Ratios (the scales and the alpha) at scale 1, lengths at the frame's scale (SPEC §0).
            for k in 0..<6 where !Tolerance.isApproximatelyEqual(f.number(k), expected.number(k), scale: k == 0 || k == 2 || k == 5 ? 1 : scale) {
                let name = ProfileHeaderFrame.numberNames[k]
                slot.report(Self.pathIndependence, Self.fail("pathIndependence", i, o, [.init(name, f.number(k)), .init("expected", expected.number(k))], "\(name) depends on the path"))
                break
            }
        }
        if slot.wants(Self.continuity), let a = previous {
            let d = (o - a.input).magnitude, tol = Tolerance.tol(scale: max(max(c.scale, a.input.magnitude), o.magnitude))
            for k in 0..<6 where (f.number(k) - a.frame.number(k)).magnitude > c.lipschitzBound(output: k) * d + tol {
                let name = ProfileHeaderFrame.numberNames[k]
                slot.report(Self.continuity, Self.fail("continuity", i, o, [.init("do", d), .init("d" + name, f.number(k) - a.frame.number(k))], "\(name) jumped"))
                break
            }
        }
        previous = (i, o, f)
    }

    /// The safety part of the blur, without SPEC's thresholds: alpha in [0, 1] and never
    /// falling as the offset rises (between consecutive judged frames), each within `tol(1)`;
    /// reported at the first frame that breaks either.
    mutating func judgeAlphaRange(_ i: Int, _ o: Double, _ f: ProfileHeaderFrame) {
        let tol = Tolerance.tol(scale: 1)
        if !(f.blurAlpha >= -tol && f.blurAlpha <= 1 + tol) {
            slot.report(Self.blurRange, Self.fail("blurAlphaInRange", i, o, [.init("blurAlpha", f.blurAlpha)], "blurAlpha left [0, 1]"))
        } else if let a = previous, (f.blurAlpha - a.frame.blurAlpha) * (o < a.input ? -1 : 1) < -tol {
            slot.report(Self.blurRange, Self.fail("blurAlphaInRange", i, o, [.init("previousO", a.input), .init("blurAlpha", f.blurAlpha), .init("previousAlpha", a.frame.blurAlpha)],
                                                  "blurAlpha fell as the offset rose (or rose as it fell)"))
        }
    }

    /// Blur alpha in [0, 1], 0 up to `b`, 1 from `b + dW` (reported at once), monotone in the
    /// offset (its first break kept for the end); each within `tol(1)`.
    mutating func judgeAlpha(_ i: Int, _ o: Double, _ f: ProfileHeaderFrame) {
        let tol = Tolerance.tol(scale: 1)
        if !(f.blurAlpha >= -tol && f.blurAlpha <= 1 + tol) {
            slot.report(Self.blurAlpha, Self.fail("blurAlpha", i, o, [.init("blurAlpha", f.blurAlpha)], "blurAlpha left [0, 1]"))
        } else if o <= c.labelOffset && !Tolerance.isApproximatelyEqual(f.blurAlpha, 0, scale: 1) {
            slot.report(Self.blurAlpha, Self.fail("blurAlpha", i, o, [.init("blurAlpha", f.blurAlpha), .init("b", c.labelOffset)], "blurAlpha must be 0 up to b"))
        } else if o >= c.labelOffset + c.whiteLabelDistance && !Tolerance.isApproximatelyEqual(f.blurAlpha, 1, scale: 1) {
            slot.report(Self.blurAlpha, Self.fail("blurAlpha", i, o, [.init("blurAlpha", f.blurAlpha), .init("b + dW", c.labelOffset + c.whiteLabelDistance)], "blurAlpha must be 1 from b + dW"))
        } else if alphaNotMonotone == nil, let a = previous, (f.blurAlpha - a.frame.blurAlpha) * (o < a.input ? -1 : 1) < -tol {
            alphaNotMonotone = Self.fail("blurAlpha", i, o, [.init("previousO", a.input), .init("blurAlpha", f.blurAlpha), .init("previousAlpha", a.frame.blurAlpha)], "blurAlpha is not monotone in the offset")
        }
    }
}
