import Testing
import Effects
import Originals

@Suite struct PublishedBannerHoverTests {
    let c = try! BannerHoverConfiguration(bannerHeight: 280, hoverHeight: 65)

    @Test func agreeOnFramesAndPercentEverywhere() throws {
        var port = PublishedBannerHover(configuration: c)
        var model = try BannerHover(configuration: c)
        for o in stride(from: -400.0, through: 100, by: 7.25) {
            let p = port.update(o), m = try model.update(o)
            #expect(p.frameY == m.frameY)
            #expect(Tolerance.isApproximatelyEqual(p.percent, m.percent, scale: 280))
        }
    }

    @Test func jumpFromRestToCollapsedFiresNothing() throws {
        var port = PublishedBannerHover(configuration: c)
        var model = try BannerHover(configuration: c)
        #expect(port.update(-65).event == nil)  // isBottom starts true while expanded
        #expect(try model.update(-65).event == .collapsed)
    }

    @Test func edgeToEdgeJumpLeavesStaleFlags() throws {
        var port = PublishedBannerHover(configuration: c)
        var model = try BannerHover(configuration: c)
        let offsets: [Double] = [-200, -65, -280, -65]
        let portEvents = offsets.map { port.update($0).event }
        let modelEvents = try offsets.map { try model.update($0).event }
        #expect(portEvents == [nil, .collapsed, nil, nil])
        #expect(modelEvents == [nil, .collapsed, .expanded, .collapsed])
        _ = port.update(-280)
        #expect(port.isBottom && !port.isTop)  // says collapsed while fully expanded
        #expect(port.lastFrame.percent == 1)
    }

    @Test func equalHeightsGiveNaN() throws {
        var port = PublishedBannerHover(uncheckedBannerHeight: 280, hoverHeight: 280)
        #expect(port.update(-100).percent.isNaN)
        #expect(throws: ConfigurationError.self) { try BannerHoverConfiguration(bannerHeight: 280, hoverHeight: 280) }
    }

    @Test func nonFiniteOffsetFlowsThrough() {
        var port = PublishedBannerHover(configuration: c)
        #expect(port.update(.nan).frameY.isNaN)
    }
}
