import Testing
import Effects

@Suite struct ParallelWindowTests {
    static let V = 800.0
    static let W = 200.0

    /// (I, expected T at t = V − W, at t = 0, in the middle t = 300)
    @Test(arguments: [1400.0, 800.0, 500.0])
    func closedFormAtEveryBoundary(imageHeight I: Double) throws {
        let (V, W) = (Self.V, Self.W)
        let config = try ParallelWindowConfiguration(windowHeight: W, imageHeight: I, viewportHeight: V)
        // Rule 1: entering at the bottom, the image's bottom sits on the viewport's bottom.
        #expect(config.imageTop(windowTop: V) == V - I)
        #expect(config.imageTop(windowTop: V - W) == V - I)
        #expect(config.imageOffset(windowTop: V - W) == (V - I) - (V - W))
        #expect(config.imageOffset(windowTop: V) == -I)
        // Rule 2: leaving at the top, the image's top sits on the viewport's top.
        #expect(config.imageTop(windowTop: 0) == 0)
        #expect(config.imageTop(windowTop: -W) == 0)
        #expect(config.imageOffset(windowTop: -W) == W)  // y = −t > 0 while leaving: allowed
        #expect(config.imageOffset(windowTop: 0) == 0)
        // Rule 3: linear in between.
        #expect(config.imageTop(windowTop: 300) == 300 * (V - I) / (V - W))
        #expect(Tolerance.isApproximatelyEqual(config.imageTop(windowTop: V - W - 1e-9), V - I, scale: config.scale))
    }

    @Test func equalImageStaysFixedOnScreen() throws {
        let config = try ParallelWindowConfiguration(windowHeight: Self.W, imageHeight: Self.V, viewportHeight: Self.V)
        for t in stride(from: -300.0, through: 1100, by: 37.5) {
            #expect(config.imageTop(windowTop: t) == 0)
        }
        #expect(config.lipschitzBound == 0)
    }

    @Test func longImageMovesAgainstTheCellShortImageWithIt() throws {
        let long = try ParallelWindowConfiguration(windowHeight: 200, imageHeight: 1400, viewportHeight: 800)
        let short = try ParallelWindowConfiguration(windowHeight: 200, imageHeight: 500, viewportHeight: 800)
        #expect(long.imageTop(windowTop: 100) > long.imageTop(windowTop: 200))  // non-increasing
        #expect(short.imageTop(windowTop: 100) < short.imageTop(windowTop: 200))  // non-decreasing
        #expect(long.lipschitzBound == 1)
        #expect(short.lipschitzBound == 0.5)
    }

    @Test func modelFollowsTheClosedFormWhateverThePath() throws {
        let config = try ParallelWindowConfiguration(windowHeight: 200, imageHeight: 1400, viewportHeight: 800)
        var cell = try ParallelWindow(configuration: config)
        #expect(cell.lastFrame.windowTop == 800)
        for t in [900.0, 400, 401.5, -50, 1e6, -1e6, 300] {
            let frame = try cell.update(t)
            #expect(frame.imageOffset == config.imageOffset(windowTop: t))
            #expect(frame.imageTop == t + frame.imageOffset)
        }
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteInputIsRefusedAndStateKept(_ bad: Double) throws {
        let config = try ParallelWindowConfiguration(windowHeight: 200, imageHeight: 500, viewportHeight: 800)
        var cell = try ParallelWindow(configuration: config, windowTop: 250)
        let before = cell.lastFrame
        #expect(throws: InputError.nonFinite(field: "windowTop", value: InputError.NonFinite(bad)!)) {
            try cell.update(bad)
        }
        #expect(cell.lastFrame == before)
        #expect(throws: InputError.self) { try ParallelWindow(configuration: config, windowTop: bad) }
    }
}
