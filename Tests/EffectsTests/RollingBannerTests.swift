import Testing
import Effects

@Suite struct RollingBannerTests {
    @Test func layoutAtRestAndAtBothEdges() throws {
        let c = try RollingBannerConfiguration(width: 100, portion: 0.6, imageCount: 5, initialPage: 2)
        let rest = c.layout(displacement: 0, page: 2)
        #expect(rest.containerMinX == 0)
        #expect(rest.middleImageMinX == 0)
        #expect(rest.leftImageMinX == -60)
        #expect(rest.rightImageMinX == 60)
        #expect(rest.leftPage == 1)
        #expect(rest.rightPage == 3)
        let forward = c.layout(displacement: 100, page: 2)
        #expect(forward.containerMinX == -100)
        #expect(forward.rightImageMinX == 0)  // the right image covers the screen
        let backward = c.layout(displacement: -100, page: 2)
        #expect(backward.containerMinX == 100)
        #expect(backward.leftImageMinX == 0)
    }

    @Test func offsetIsClampedToTheContent() throws {
        let c = try RollingBannerConfiguration(width: 100, imageCount: 3)
        #expect(c.displacement(offset: -50) == -100)
        #expect(c.displacement(offset: 250) == 100)
        #expect(c.displacement(offset: 100) == 0)
    }

    @Test func wrapFromPageZeroLeftwardAndLastPageRightward() throws {
        var first = RollingBanner(configuration: try RollingBannerConfiguration(width: 100, imageCount: 4, initialPage: 0))
        #expect(first.lastFrame.layout.leftPage == 3)
        #expect(try first.update(0).turn == .backward)
        #expect(first.page == 3)
        var last = RollingBanner(configuration: try RollingBannerConfiguration(width: 100, imageCount: 4, initialPage: 3))
        #expect(last.lastFrame.layout.rightPage == 0)
        #expect(try last.update(200).turn == .forward)
        #expect(last.page == 0)
    }

    @Test func oneAndTwoImages() throws {
        var one = RollingBanner(configuration: try RollingBannerConfiguration(width: 100, imageCount: 1))
        #expect(one.lastFrame.layout.leftPage == 0 && one.lastFrame.layout.rightPage == 0)
        #expect(try one.update(200).turn == .forward)
        #expect(one.page == 0)
        var two = RollingBanner(configuration: try RollingBannerConfiguration(width: 100, imageCount: 2))
        #expect(two.lastFrame.layout.leftPage == 1 && two.lastFrame.layout.rightPage == 1)
        _ = try two.update(0)
        #expect(two.page == 1)
        _ = try two.update(100)
        _ = try two.update(0)
        #expect(two.page == 0)
    }

    @Test func oneCrossingTurnsExactlyOnePageHoweverOftenTheEdgeIsReported() throws {
        var banner = RollingBanner(configuration: try RollingBannerConfiguration(width: 100, imageCount: 5))
        let turns = try [150, 199.5, 200, 200, 250, 200, 100, 200, 200].map { try banner.update($0).turn }
        #expect(turns == [nil, nil, .forward, nil, nil, nil, nil, .forward, nil])
        #expect(banner.page == 2)
        #expect(banner.lastFrame.requestsReset == false)
        #expect(banner.lastFrame.isArmed == false)
    }

    @Test func releaseRuleUsesTheVelocitysDirection() throws {
        let c = try RollingBannerConfiguration(width: 100, imageCount: 3)
        #expect(c.releaseTarget(displacement: 30, velocity: 0) == 200)
        #expect(c.releaseTarget(displacement: -30, velocity: 0) == 0)
        #expect(c.releaseTarget(displacement: 29.9, velocity: 0) == 100)
        #expect(c.releaseTarget(displacement: 10, velocity: 1) == 200)
        #expect(c.releaseTarget(displacement: 10, velocity: -1) == 100)  // flung back: snap back
        #expect(c.releaseTarget(displacement: -10, velocity: -1) == 0)
        #expect(c.releaseTarget(displacement: -10, velocity: 1) == 100)
        #expect(c.releaseTarget(displacement: 9.9, velocity: 5) == 100)
        #expect(c.releaseTarget(displacement: 0, velocity: 5) == 100)
        var banner = RollingBanner(configuration: c)
        _ = try banner.update(120)
        #expect(try banner.releaseTarget(velocity: -3) == 100)
        #expect(throws: InputError.self) { try banner.releaseTarget(velocity: .nan) }
    }

    @Test(arguments: [0.0, 0.6, 1.0])
    func viewportIsCoveredForEveryPortion(portion: Double) throws {
        let c = try RollingBannerConfiguration(width: 100, portion: portion, imageCount: 3)
        for m in stride(from: -100.0, through: 100, by: 12.5) {
            let l = c.layout(displacement: m, page: 0)
            // Visible part of the container, covered by the middle image.
            let lo = max(l.containerMinX, 0), hi = min(l.containerMinX + 100, 100)
            if lo < hi { #expect(l.middleImageMinX <= lo && l.middleImageMinX + 100 >= hi) }
            // The rest, covered by the side image on that side.
            if m > 0 { #expect(l.rightImageMinX <= hi && l.rightImageMinX + 100 >= 100) }
            if m < 0 { #expect(l.leftImageMinX <= 0 && l.leftImageMinX + 100 >= lo) }
        }
    }

    @Test func nonFiniteOffsetIsRefusedAndStateKept() throws {
        var banner = RollingBanner(configuration: try RollingBannerConfiguration(width: 100, imageCount: 3))
        _ = try banner.update(150)
        let before = banner.lastFrame
        #expect(throws: InputError.nonFinite(field: "offset", value: .nan)) { try banner.update(.nan) }
        #expect(throws: InputError.nonFinite(field: "offset", value: .positiveInfinity)) { try banner.update(.infinity) }
        #expect(banner.lastFrame == before)
    }
}
