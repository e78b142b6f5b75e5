import Testing
import Effects
import Originals

@Suite struct PublishedFlyViewTests {
    let c = try! FlyScreenConfiguration(screenWidth: 100, rows: 1, rowHeight: 20, duration: 10, minimumGap: 5)

    func starts(_ events: [FlyScreenEvent]) -> [Double] {
        events.compactMap { if case let .started(_, _, t) = $0 { t } else { nil } }
    }

    @Test func fullPoolDropsSilently() throws {
        let wide = try FlyScreenConfiguration(screenWidth: 100, rows: 2, rowHeight: 20, duration: 1)
        var port = PublishedFlyView(configuration: wide)
        var model = FlyScreenModel(configuration: wide)
        for id in 0..<11 {
            #expect(port.insert(id: id, width: 10) == .accepted)
            #expect(model.insert(id: id, width: 10) == .accepted)
        }
        try port.advance(to: 100)
        try model.advance(to: 100)
        #expect(starts(port.events).count == 10)  // the 11th is lost, and nobody was told
        #expect(starts(model.events).count == 11)
    }

    @Test func pollingTimerMakesItemsWaitWhileARowIsFree() throws {
        var port = PublishedFlyView(configuration: c)
        var model = FlyScreenModel(configuration: c)
        _ = port.insert(id: 1, width: 20)
        _ = model.insert(id: 1, width: 20)
        try port.advance(to: 1)
        try model.advance(to: 1)
        #expect(starts(port.events) == [0.2])
        #expect(starts(model.events) == [0])
    }

    @Test func flightEndsHalfVisible() throws {
        var port = PublishedFlyView(configuration: c)
        _ = port.insert(id: 1, width: 20)
        try port.advance(to: 20)
        #expect(port.events.last == .finished(id: 1, row: 0, time: 10.2, x: -10))
    }

    @Test func followingItemRunsIntoTheOneAhead() throws {
        var port = PublishedFlyView(configuration: c)
        _ = port.insert(id: 1, width: 20)
        _ = port.insert(id: 2, width: 20)
        try port.advance(to: 30)
        let t = starts(port.events)
        #expect(t.count == 2)
        // Item 1 really moves at (S + w/2)/d = 11 pt/s; when item 2 enters at x = S, item 1's
        // tail is still past the right edge: the gap is negative, not at least g = 5.
        let tail = 100 - 11 * (t[1] - t[0]) + 20
        let gap = 100 - tail
        #expect(gap < 0)
        var model = FlyScreenModel(configuration: c)
        _ = model.insert(id: 1, width: 20)
        _ = model.insert(id: 2, width: 20)
        try model.advance(to: 30)
        let m = starts(model.events)
        let modelGap = 100 - (c.position(width: 20, start: m[0], at: m[1]) + 20)
        #expect(Tolerance.isApproximatelyEqual(modelGap, 5, scale: 100))
    }

    @Test func likeOnceIsRightInBoth() throws {
        var port = PublishedFlyView(configuration: c)
        _ = port.insert(id: 1, width: 20)
        try port.advance(to: 5.2)  // 5 s into the flight: x = 100 − 11·5 = 45
        #expect(port.hitTest(x: 50, y: 10) == 1)
        #expect(port.tap(x: 50, y: 10) == .liked(id: 1))
        #expect(port.tap(x: 50, y: 10) == .alreadyLiked(id: 1))
    }
}
