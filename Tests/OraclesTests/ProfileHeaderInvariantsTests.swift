import Testing
import Effects
import Oracles

@Suite struct ProfileHeaderInvariantsTests {
    let c = try! ProfileHeaderConfiguration()
    var good: ProfileHeaderTrace { recorded(try! ProfileHeader(configuration: c), start: 0, [-53.5, 20, 40, 41, 95, 112.5, 130, 400, -10]) }

    @Test func everyInvariantHoldsOnTheModel() {
        for oracle in ProfileHeader.oracles { #expect(oracle.check(good) == nil, "\(oracle.name)") }
    }

    @Test func headerCoversCatchesAGapAboveTheContent() {
        #expect(ProfileHeader["headerCovers"].check(tampered(good, at: 0) { $0.headerTranslation -= 1 })?.frame == 0)
        #expect(ProfileHeader["headerCovers"].check(tampered(good, at: 7) { $0.headerTranslation = -50 })?.frame == 7)
    }

    @Test func avatarMustShrinkTowardItsBottom() {
        #expect(ProfileHeader["avatarShrinksTowardBottom"].check(tampered(good, at: 2) { $0.avatarTranslation = 0 })?.frame == 2)
        #expect(ProfileHeader["avatarShrinksTowardBottom"].check(tampered(good,
            at: 2) { $0.avatarScale = 0.1; $0.avatarTranslation = 69 * 0.9 / 2 })?.frame == 2)
    }

    @Test func blurAlphaCatchesNegativeStaleAndNonMonotoneValues() {
        #expect(ProfileHeader["blurAlpha"].check(tampered(good, at: 1) { $0.blurAlpha = -2.2 })?.frame == 1)
        #expect(ProfileHeader["blurAlpha"].check(tampered(good, at: 6) { $0.blurAlpha = 0.99 })?.frame == 6)
        let ramp = recorded(try! ProfileHeader(configuration: c), start: 0, [100, 120])  // alpha 1/7, 5/7
        #expect(mentions(ProfileHeader["blurAlpha"].check(tampered(ramp, at: 1) { $0.blurAlpha = 0.1 })?.explanation, "monotone"))
    }

    @Test func zOrderCatchesTheHeaderLeftAbove() {
        #expect(ProfileHeader["zOrder"].check(tampered(good, at: 8) { $0.headerAboveAvatar = true })?.frame == 8)
    }

    @Test func pathIndependenceCatchesAStaleLabel() {
        #expect(ProfileHeader["pathIndependence"].check(tampered(good, at: 8) { $0.labelTranslation = -35 })?.frame == 8)
    }

    @Test func continuityCatchesAJump() {
        #expect(ProfileHeader["continuity"].check(tampered(good, at: 3) { $0.avatarScale -= 0.2; $0.avatarTranslation += 69 * 0.1 })?.frame == 3)
    }

    /// A scale or the alpha is a ratio: its jump is told without a unit, a translation's in
    /// points (an outsider's port of GSKStretchyHeaderView read "avatarScale jumped, off by
    /// 0.00438 pt").
    @Test func continuityTellsARatiosJumpWithoutAUnitAndALengthsInPoints() throws {
        let scale = try #require(ProfileHeader["continuity"].check(tampered(good, at: 3) { $0.avatarScale -= 0.2; $0.avatarTranslation += 69 * 0.1 }))
        #expect(scale.description.contains("avatarScale jumped"), "\(scale)")
        #expect(scale.margin.map { "\($0)" }?.contains("pt") == false, "\(scale)")
        let length = try #require(ProfileHeader["continuity"].check(tampered(good, at: 3) { $0.headerTranslation += 30 }))
        #expect(length.description.contains("headerTranslation jumped"), "\(length)")
        #expect(length.margin.map { "\($0)" }?.contains(" pt") == true, "\(length)")
    }

    /// The alpha's report says which way it went against the offset: it fell as the offset rose,
    /// or rose as the offset fell (it said both at once).
    @Test func blurAlphaInRangeSaysWhichWayTheAlphaWent() throws {
        let ramp = recorded(try! ProfileHeader(configuration: c), start: 0, [100, 120, 100])  // alpha 1/7, 5/7, 1/7
        let fell = try #require(ProfileHeader["blurAlphaInRange"].check(tampered(ramp, at: 1) { $0.blurAlpha = 0.1 }))
        #expect(fell.explanation == "blurAlpha fell as the offset rose", "\(fell)")
        let rose = try #require(ProfileHeader["blurAlphaInRange"].check(tampered(ramp, at: 2) { $0.blurAlpha = 0.9 }))
        #expect(rose.explanation == "blurAlpha rose as the offset fell", "\(rose)")
    }

    /// Issue 9, false alarm 1: at `o = fl(b + dW)` the SPEC formula may give 1 − 8 ulp; the
    /// oracle allows `tol(1)` on "1 from b + dW", as on every exact statement.
    @Test func blurAlphaAllowsTheToleranceAtItsEnds() throws {
        let c = try ProfileHeaderConfiguration(labelOffset: 117.21978799613159, whiteLabelDistance: 19)
        let o = 117.21978799613159 + 19.0
        #expect(o == 136.21978799613157)
        let formula = (o - c.labelOffset) / c.whiteLabelDistance
        #expect(formula < 1)
        var frame = c.frame(offset: o)
        frame.blurAlpha = formula
        let t = trace(c, start: o, frame, [(o, frame)])
        for oracle in ProfileHeader.oracles { #expect(oracle.check(t) == nil, "\(oracle.name)") }
        frame.blurAlpha = 1 - 1e-5
        #expect(ProfileHeader["blurAlpha"].check(trace(c, start: o, frame, [])) != nil)
    }

    /// The initial output is a frame like any other (SPEC §0).
    @Test func theInitialFrameIsJudged() {
        var t = good
        t.initial.labelTranslation += 3
        #expect(ProfileHeader["pathIndependence"].check(t)?.frame == -1)
        t = good
        t.initial.headerAboveAvatar = true
        #expect(ProfileHeader["zOrder"].check(t)?.frame == -1)
    }
}
