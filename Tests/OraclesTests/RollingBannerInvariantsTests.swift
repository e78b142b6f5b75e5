import Testing
import Effects
import Oracles

@Suite struct RollingBannerInvariantsTests {
    let c = try! RollingBannerConfiguration(width: 100, portion: 0.6, imageCount: 3)
    var good: RollingBannerTrace {
        var t = recorded(RollingBanner(configuration: c), start: 100, [150, 200, 200, 120, 0, 0, 60, 100])
        t.releases = [ReleaseQuery(step: 0, velocity: -1, target: 200), ReleaseQuery(step: 3, velocity: -1, target: 100)]
        return t
    }

    @Test func everyInvariantHoldsOnTheModel() {
        for oracle in RollingBanner.oracles { #expect(oracle.check(good) == nil, "\(oracle.name)") }
        #expect(RollingBanner.Turns.expected(c, [150, 200, 200, 120, 0, 0]) == [nil, .forward, nil, nil, .backward, nil])
    }

    /// `isArmed` is the model's own state, not an output (SPEC §3 derives the arming from the
    /// inputs): a carousel that has no such notion reports the default, or anything at all, and
    /// is judged the same (an outsider's port of XRCarouselView had to make one up).
    @Test func theArmingIsNotAnOutput() {
        let frame = RollingBannerFrame(offset: 100, layout: c.layout(displacement: 0, page: 0), turn: nil)
        #expect(frame.isArmed)
        for armed in [false, true] {
            var t = good
            t.steps = t.steps.map { step in
                var step = step
                step.output?.isArmed = armed
                step.state.isArmed = armed
                return step
            }
            for oracle in RollingBanner.oracles { #expect(oracle.check(t) == nil, "\(oracle.name), isArmed always \(armed)") }
        }
    }

    @Test func pageCountCatchesAWrongPageAndABadNeighbour() {
        #expect(RollingBanner["pageCount"].check(tampered(good, at: 2) { $0.layout.page = 2; $0.layout.leftPage = 1; $0.layout.rightPage = 0 }) != nil)
        #expect(RollingBanner["pageCount"].check(tampered(good, at: 0) { $0.layout.leftPage = 0 }) != nil)
    }

    @Test func pageTurnsCatchADoubleTurn() {
        #expect(RollingBanner["pageTurnsExactlyOnce"].check(tampered(good, at: 2) { $0.turn = .forward })?.frame == 2)
    }

    @Test func coverageCatchesAOnePointGap() {
        // m = 50: the container covers [0, 50]; the right image must cover [50, 100].
        #expect(RollingBanner["viewportCovered"].check(tampered(good, at: 0) { $0.layout.rightImageMinX = 51 })?.frame == 0)
        #expect(RollingBanner["viewportCovered"].check(tampered(good, at: 0) { $0.layout.middleImageMinX = 1 })?.frame == 0)
    }

    @Test func layoutClosedFormCatchesAMisplacedView() {
        #expect(RollingBanner["layoutClosedForm"].check(tampered(good, at: 0) { $0.layout.leftImageMinX += 1 })?.frame == 0)
    }

    @Test func releaseRuleCatchesTheVelocityBug() {
        var bad = good
        bad.releases = [ReleaseQuery(step: 3, velocity: -1, target: 200)]  // m = 20, flung back: must snap
        #expect(RollingBanner["releaseRule"].check(bad)?.frame == 3)
    }

    /// Every reported number is judged, the displacement included, and a violation names the
    /// field that is wrong.
    @Test func layoutNamesTheWrongField() {
        let v = RollingBanner["layoutClosedForm"].check(tampered(good, at: 0) { $0.layout.displacement += 7 })
        #expect(v?.frame == 0)
        #expect(v?.values.first { $0.name == "displacement" } != nil)
        #expect(mentions(v?.explanation, "displacement"))
        let right = RollingBanner["layoutClosedForm"].check(tampered(good, at: 0) { $0.layout.rightImageMinX += 7 })
        #expect(mentions(right?.explanation, "rightImageMinX"))
    }

    /// The initial output is a frame like any other (SPEC §0).
    @Test func theInitialFrameIsJudged() {
        var t = good
        t.initial.layout.page = t.configuration.wrap(t.configuration.initialPage + 1)
        #expect(RollingBanner["pageCount"].check(t)?.frame == -1)
        t = good
        t.initial.layout.containerMinX += 5
        #expect(RollingBanner["layoutClosedForm"].check(t)?.frame == -1)
        t = good
        t.initial.turn = .forward
        #expect(RollingBanner["pageTurnsExactlyOnce"].check(t)?.frame == -1)
    }
}
