import Testing
import Effects

@Suite struct ProfileHeaderTests {
    let c = try! ProfileHeaderConfiguration()

    /// Every numeric output moves at most `lipschitzBound(output:)` per point of offset, and
    /// the bound is reached: the closed form's steepest slope is the bound.
    @Test func theLipschitzBoundsHoldAndAreTight() throws {
        let c = try ProfileHeaderConfiguration()
        var steepest = [Double](repeating: 0, count: 6)
        for step in 0..<4_000 {
            let o = -200 + Double(step) * 0.1, d = 0.05
            let a = c.frame(offset: o), b = c.frame(offset: o + d)
            let values = [(a.headerScale, b.headerScale), (a.headerTranslation, b.headerTranslation), (a.avatarScale, b.avatarScale),
                          (a.avatarTranslation, b.avatarTranslation), (a.labelTranslation, b.labelTranslation), (a.blurAlpha, b.blurAlpha)]
            for (k, (x, y)) in values.enumerated() {
                let slope = (y - x).magnitude / d
                #expect(slope <= c.lipschitzBound(output: k) * (1 + 1e-9) + 1e-9, "output \(k) at o = \(o)")
                steepest[k] = max(steepest[k], slope)
            }
        }
        for k in 0..<6 { #expect(steepest[k] >= c.lipschitzBound(output: k) * 0.99, "output \(k) never reaches its bound: \(steepest[k])") }
    }

    @Test func blurAlphaAtItsBoundaries() {
        #expect(c.frame(offset: 95).blurAlpha == 0)
        #expect(c.frame(offset: 112.5).blurAlpha == 0.5)
        #expect(c.frame(offset: 130).blurAlpha == 1)
        #expect(c.frame(offset: 0).blurAlpha == 0)  // not negative
        #expect(c.frame(offset: -500).blurAlpha == 0)
        #expect(c.frame(offset: 1e6).blurAlpha == 1)
    }

    @Test func pullDownStretchesFromTheTop() {
        let f = c.frame(offset: -53.5)
        #expect(f.headerScale == 1.5)
        #expect(f.headerTranslation == 26.75)
        #expect(f.headerTop(headerHeight: 107) == 0)
        #expect(f.headerBottom(headerHeight: 107) == 107 + 53.5)
        #expect(f.avatarScale == 1 && f.avatarTranslation == 0)
    }

    @Test func headerStopsAtItsStop() {
        #expect(c.frame(offset: 0).headerTranslation == 0)
        #expect(c.frame(offset: 20).headerTranslation == -20)
        #expect(c.frame(offset: 40).headerTranslation == -40)
        #expect(c.frame(offset: 500).headerTranslation == -40)
        #expect(c.frame(offset: 500).headerBottom(headerHeight: 107) == 107 - 40)
    }

    @Test func avatarShrinksTowardItsBottomEdge() {
        let stopped = c.frame(offset: 40)
        #expect(stopped.avatarScale == 1 - 40.0 / 69 / 1.4)
        #expect(stopped.avatarScale == c.minimumAvatarScale)
        #expect(Tolerance.isApproximatelyEqual(stopped.avatarBottom(avatarHeight: 69), 69, scale: 107))
        #expect(c.frame(offset: 400).avatarScale == stopped.avatarScale)
        #expect(c.frame(offset: 0).avatarScale == 1)
    }

    @Test func whiteLabelAndZOrder() {
        #expect(c.frame(offset: 0).labelTranslation == 95)
        #expect(c.frame(offset: 95).labelTranslation == 0)
        #expect(c.frame(offset: 130).labelTranslation == -35)
        #expect(c.frame(offset: 300).labelTranslation == -35)
        #expect(c.frame(offset: 40).headerAboveAvatar == false)
        #expect(c.frame(offset: 40.000001).headerAboveAvatar == true)
        #expect(c.frame(offset: -50).headerAboveAvatar == false)
    }

    @Test func everyOutputDependsOnTheCurrentOffsetAlone() throws {
        var header = try ProfileHeader(configuration: c)
        _ = try header.update(100)
        #expect(try header.update(-50) == c.frame(offset: -50))
        #expect(try header.update(130) == c.frame(offset: 130))
    }

    @Test func nonFiniteOffsetIsRefusedAndStateKept() throws {
        var header = try ProfileHeader(configuration: c, offset: 60)
        #expect(throws: InputError.self) { try header.update(-.infinity) }
        #expect(header.lastFrame == c.frame(offset: 60))
    }
}

/// Regression (found by `profileHeader.blurAlpha` at 100× the default budget, seed 4242):
/// at o = b + dW the division rounded to 1 − ulp; SPEC says the alpha is 1 from b + dW.
@Test func blurAlphaIsExactlyOneFromTheEndOfItsRamp() throws {
    let c = try ProfileHeaderConfiguration(
        headerHeight: 0.04, headerStop: 0.002, labelOffset: 0.073, whiteLabelDistance: 0.037, avatarHeight: 0.02, avatarSlowDown: 0.101)
    #expect(c.frame(offset: 0.073 + 0.037).blurAlpha == 1)
    #expect(c.frame(offset: 0.073).blurAlpha == 0)
}
