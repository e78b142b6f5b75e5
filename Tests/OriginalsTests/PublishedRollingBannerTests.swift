import Testing
import Effects
import Originals

@Suite struct PublishedRollingBannerTests {
    let c = try! RollingBannerConfiguration(width: 100, imageCount: 4)

    @Test func layoutAndPageTurnsAgreeWithTheModel() throws {
        var port = PublishedRollingBanner(configuration: c)
        var model = RollingBanner(configuration: c)
        for x in [100.0, 130, 170, 200, 200, 100, 60, 0, 0, 55, 100, 200] {
            let p = port.update(x), m = try model.update(x)
            #expect(p.turn == m.turn)
            #expect(p.layout.page == m.layout.page)
            if p.turn == nil {
                #expect(Tolerance.isApproximatelyEqual(p.layout.middleImageMinX, m.layout.middleImageMinX, scale: 300))
                #expect(Tolerance.isApproximatelyEqual(p.layout.leftImageMinX, m.layout.leftImageMinX, scale: 300))
                #expect(Tolerance.isApproximatelyEqual(p.layout.rightImageMinX, m.layout.rightImageMinX, scale: 300))
            }
        }
        #expect(port.currentPage == 1)
    }

    @Test func releaseIgnoresTheVelocitysDirection() throws {
        var port = PublishedRollingBanner(configuration: c)
        var model = RollingBanner(configuration: c)
        _ = port.update(120)
        _ = try model.update(120)
        #expect(port.releaseTarget(velocity: -2) == 200)  // flung back, completes anyway
        #expect(try model.releaseTarget(velocity: -2) == 100)
    }

    @Test func emptyImageArrayCrashes() {
        #expect(throws: PublishedCodeCrash.self) { try PublishedRollingBanner(width: 100, imageCount: 0, index: 0) }
        #expect(throws: ConfigurationError.self) { try RollingBannerConfiguration(width: 100, imageCount: 0) }
    }

    @Test func pageControlPinsTheInitialIndex() throws {
        #expect(try PublishedRollingBanner(width: 100, imageCount: 3, index: 7).currentPage == 2)
        #expect(try PublishedRollingBanner(width: 100, imageCount: 3, index: -4).currentPage == 0)
    }
}
