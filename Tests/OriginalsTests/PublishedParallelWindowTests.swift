import Testing
import Effects
import Originals

@Suite struct PublishedParallelWindowTests {
    /// The visible part of the window lies inside the image (SPEC §1 "no gap").
    func coversWindow(_ f: ParallelWindowFrame, _ c: ParallelWindowConfiguration) -> Bool {
        let lo = max(f.windowTop, 0), hi = min(f.windowTop + c.windowHeight, c.viewportHeight)
        guard lo < hi else { return true }
        let tol = Tolerance.tol(scale: max(c.scale, f.windowTop.magnitude))
        return f.imageTop <= lo + tol && f.imageTop + c.imageHeight >= hi - tol
    }

    @Test(arguments: [1400.0, 800.0, 500.0])
    func agreesWithTheClosedFormOnSmallStepsWhileTheWindowIsOnScreen(imageHeight: Double) throws {
        let c = try ParallelWindowConfiguration(windowHeight: 200, imageHeight: imageHeight, viewportHeight: 800)
        var port = PublishedParallelWindow(configuration: c, windowTop: 700)
        for t in stride(from: 699.0, through: -200, by: -1) {  // t in [−W, V]: the published range
            let frame = port.update(t)
            #expect(Tolerance.isApproximatelyEqual(frame.imageOffset, c.imageOffset(windowTop: t), scale: 1e3))
        }
    }

    @Test func equalHeightsLeaveAGapAfterACoalescedEntry() throws {
        let c = try ParallelWindowConfiguration(windowHeight: 200, imageHeight: 800, viewportHeight: 800)
        var port = PublishedParallelWindow(configuration: c, windowTop: 810)  // off screen: y falls to 0
        var model = try ParallelWindow(configuration: c, windowTop: 810)
        let published = port.update(400)  // one run-loop step lands in the middle range
        let exact = try model.update(400)
        #expect(published.imageOffset == 410)  // y += diff, no clamp
        #expect(published.imageTop == 810)
        #expect(!coversWindow(published, c))  // the whole window shows no image
        #expect(exact.imageTop == 0)
        #expect(coversWindow(exact, c))
    }

    @Test func tallImageSticksToTheCellAfterACoalescedEntry() throws {
        let c = try ParallelWindowConfiguration(windowHeight: 200, imageHeight: 1400, viewportHeight: 800)
        var port = PublishedParallelWindow(configuration: c, windowTop: 810)
        #expect(port.lastFrame.imageOffset == 0)  // not the closed form (−1210 − …) off screen
        #expect(port.update(400).imageOffset == 0)
        #expect(port.update(300).imageOffset == 0)  // the parallax is gone for good
        #expect(c.imageOffset(windowTop: 300) == -600)
    }

    @Test func nonFiniteInputFlowsThrough() throws {
        let c = try ParallelWindowConfiguration(windowHeight: 200, imageHeight: 800, viewportHeight: 800)
        var port = PublishedParallelWindow(configuration: c, windowTop: 300)
        #expect(port.update(.nan).imageOffset == 0)  // NaN fails every comparison: falls to 0
        var model = try ParallelWindow(configuration: c, windowTop: 300)
        #expect(throws: InputError.self) { try model.update(.nan) }
    }
}
