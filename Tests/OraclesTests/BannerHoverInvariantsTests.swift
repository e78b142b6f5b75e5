import Testing
import Effects
import Oracles

@Suite struct BannerHoverInvariantsTests {
    let c = try! BannerHoverConfiguration(bannerHeight: 280, hoverHeight: 65)
    var good: BannerHoverTrace { recorded(try! BannerHover(configuration: c), start: -280, [-200, -65, -280, 0, -100, -1000]) }

    @Test func everyInvariantHoldsOnTheModel() {
        for oracle in BannerHover.oracles { #expect(oracle.check(good) == nil, "\(oracle.name)") }
    }

    @Test func percentOutOfRange() {
        #expect(BannerHover["percentInUnitInterval"].check(tampered(good, at: 0) { $0.percent = 1.01 }) != nil)
        #expect(BannerHover["percentInUnitInterval"].check(tampered(good, at: 0) { $0.percent = .nan }) != nil)
        #expect(BannerHover["percentInUnitInterval"].check(tampered(good, at: 0) { $0.frameY = 1 }) != nil)
    }

    @Test func closedFormCatchesAWrongFrame() {
        #expect(BannerHover["clampAndPercent"].check(tampered(good, at: 1) { $0.frameY += 0.5 })?.frame == 1)
        #expect(BannerHover["clampAndPercent"].check(tampered(good, at: 1) { $0.percent = 0.25 })?.frame == 1)
    }

    @Test func epsRuleCatchesAStaleEdgeState() {
        #expect(BannerHover["epsRule"].check(tampered(good, at: 2) { $0.edge = .collapsed })?.frame == 2)
    }

    @Test func edgeEventsCatchAMissedAndADuplicatedEvent() {
        let missed = tampered(good, at: 1) { $0.event = nil }  // −200 → −65: collapsed must fire
        #expect(BannerHover["edgeEventsExactlyOnce"].check(missed)?.frame == 1)
        let spurious = tampered(good, at: 4) { $0.event = .expanded }  // −100 is the interior: no event
        #expect(BannerHover["edgeEventsExactlyOnce"].check(spurious)?.frame == 4)
    }

    @Test func continuityCatchesAJump() {
        #expect(BannerHover["continuity"].check(tampered(good, at: 4) { $0.frameY -= 500 }) != nil)
    }

    /// A ratio within `tol(1)` outside [0, 1] is allowed; the eps rule and the events follow
    /// the reported percent.
    @Test func percentAnUlpOutsideTheIntervalIsAllowed() {
        let t = tampered(good, at: 2) { $0.percent = 1 + 0x1p-52 }
        for oracle in BannerHover.oracles { #expect(oracle.check(t) == nil, "\(oracle.name)") }
    }

    /// The initial output is a frame like any other (SPEC §0): its numbers, edge and event.
    @Test func theInitialFrameIsJudged() {
        var t = good
        t.initial.frameY = -3
        #expect(BannerHover["clampAndPercent"].check(t)?.frame == -1)
        t = good
        t.initial.edge = .interior
        #expect(BannerHover["epsRule"].check(t)?.frame == -1)
        t = good
        t.initial.event = .expanded
        #expect(BannerHover["edgeEventsExactlyOnce"].check(t)?.frame == -1)
    }
}
