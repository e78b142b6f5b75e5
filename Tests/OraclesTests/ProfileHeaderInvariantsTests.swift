import Testing
import Effects
import Oracles

@Suite struct ProfileHeaderInvariantsTests {
    let c = try! ProfileHeaderConfiguration()
    var good: ProfileHeaderTrace { recorded(try! ProfileHeader(configuration: c), start: 0, [-53.5, 20, 40, 41, 95, 112.5, 130, 400, -10]) }

    @Test func everyInvariantHoldsOnTheModel() {
        for oracle in ProfileHeaderInvariants.all { #expect(oracle.check(good) == nil, "\(oracle.name)") }
    }

    @Test func headerCoversCatchesAGapAboveTheContent() {
        #expect(ProfileHeaderInvariants.headerCovers.check(tampered(good, at: 0) { $0.headerTranslation -= 1 })?.frame == 0)
        #expect(ProfileHeaderInvariants.headerCovers.check(tampered(good, at: 7) { $0.headerTranslation = -50 })?.frame == 7)
    }

    @Test func avatarMustShrinkTowardItsBottom() {
        #expect(ProfileHeaderInvariants.avatarShrinksTowardBottom.check(tampered(good, at: 2) { $0.avatarTranslation = 0 })?.frame == 2)
        #expect(ProfileHeaderInvariants.avatarShrinksTowardBottom.check(tampered(good, at: 2) { $0.avatarScale = 0.1; $0.avatarTranslation = 69 * 0.9 / 2 })?.frame == 2)
    }

    @Test func blurAlphaCatchesNegativeStaleAndNonMonotoneValues() {
        #expect(ProfileHeaderInvariants.blurAlpha.check(tampered(good, at: 1) { $0.blurAlpha = -2.2 })?.frame == 1)
        #expect(ProfileHeaderInvariants.blurAlpha.check(tampered(good, at: 6) { $0.blurAlpha = 0.99 })?.frame == 6)
        let ramp = recorded(try! ProfileHeader(configuration: c), start: 0, [100, 120])  // alpha 1/7, 5/7
        #expect(ProfileHeaderInvariants.blurAlpha.check(tampered(ramp, at: 1) { $0.blurAlpha = 0.1 })?.explanation.contains("monotone") == true)
    }

    @Test func zOrderCatchesTheHeaderLeftAbove() {
        #expect(ProfileHeaderInvariants.zOrder.check(tampered(good, at: 8) { $0.headerAboveAvatar = true })?.frame == 8)
    }

    @Test func pathIndependenceCatchesAStaleLabel() {
        #expect(ProfileHeaderInvariants.pathIndependence.check(tampered(good, at: 8) { $0.labelTranslation = -35 })?.frame == 8)
    }

    @Test func continuityCatchesAJump() {
        #expect(ProfileHeaderInvariants.continuity.check(tampered(good, at: 3) { $0.avatarScale -= 0.2; $0.avatarTranslation += 69 * 0.1 })?.frame == 3)
    }
}
