import Testing
import Effects

@Suite struct BannerHoverTests {
    let config = try! BannerHoverConfiguration(bannerHeight: 280, hoverHeight: 65)

    @Test func workedValuesAtTheBoundaries() {
        #expect(config.percent(-280) == 1)
        #expect(config.percent(-65) == 0)
        #expect(config.frameY(-280) == 0)
        #expect(config.frameY(-65) == -215)
        #expect(config.percent(-172.5) == 0.5)
        // Clamped beyond both ends.
        #expect(config.percent(-1000) == 1)
        #expect(config.frameY(-1000) == 0)
        #expect(config.percent(500) == 0)
        #expect(config.frameY(500) == -215)
        #expect(config.percent(-1e300) == 1)
        #expect(config.percent(1e300) == 0)
    }

    @Test func epsRuleDecidesTheEdges() throws {
        let c = try BannerHoverConfiguration(bannerHeight: 1, hoverHeight: 0, eps: 0.01)
        #expect(c.edge(percent: 1) == .expanded)
        #expect(c.edge(percent: 0.995) == .expanded)
        #expect(c.edge(percent: 0.98) == .interior)
        #expect(c.edge(percent: 0.02) == .interior)
        #expect(c.edge(percent: 0.005) == .collapsed)
        #expect(c.edge(percent: 0) == .collapsed)
    }

    @Test func initialEdgeIsTheInitialOffsetsAndFiresNothing() throws {
        let rest = try BannerHover(configuration: config)
        #expect(rest.lastFrame.edge == .expanded)
        #expect(rest.lastFrame.event == nil)
        let collapsed = try BannerHover(configuration: config, offset: 0)
        #expect(collapsed.lastFrame.edge == .collapsed)
        #expect(collapsed.lastFrame.event == nil)
    }

    @Test func edgeToEdgeJumpFiresTheNewEdge() throws {
        var banner = try BannerHover(configuration: config)
        #expect(try banner.update(-65).event == .collapsed)
        #expect(try banner.update(-65).event == nil)  // staying fires nothing
        #expect(try banner.update(10).event == nil)  // still collapsed (clamped)
        #expect(try banner.update(-280).event == .expanded)
        #expect(try banner.update(-300).event == nil)
    }

    @Test func eventsFireOncePerEntryThroughTheInterior() throws {
        var banner = try BannerHover(configuration: config)
        let offsets: [Double] = [-270, -200, -100, -65, -64, -80, -280, -279, -281]
        let events = try offsets.map { try banner.update($0).event }
        #expect(events == [nil, nil, nil, .collapsed, nil, nil, .expanded, nil, .expanded])
    }

    @Test func hoverZeroWorks() throws {
        var banner = try BannerHover(configuration: BannerHoverConfiguration(bannerHeight: 280, hoverHeight: 0))
        let frame = try banner.update(0)
        #expect(frame.percent == 0)
        #expect(frame.frameY == -280)
        #expect(frame.event == .collapsed)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteOffsetIsRefusedAndStateKept(_ bad: Double) throws {
        var banner = try BannerHover(configuration: config)
        _ = try banner.update(-100)
        let before = banner.lastFrame
        #expect(throws: InputError.self) { try banner.update(bad) }
        #expect(banner.lastFrame == before)
        // The refused input did not consume the edge transition.
        #expect(try banner.update(-65).event == .collapsed)
    }
}
