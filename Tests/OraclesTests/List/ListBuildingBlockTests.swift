import Effects
import Oracles
import Testing

/// Each building block for effects driven by the list, at its thresholds and on the bugs it
/// names: a stale row, a reload, a reused cell, a background trip, a time half a tolerance
/// either side of the duration.
@Suite struct ListBuildingBlockTests {
    struct C: Sendable { var fraction = 0.5, seconds = 1.0, threshold = 0.6, limit = 1 }
    struct F: Sendable { var logged: [ListItemID] = []; var playing: ListItemID? = nil; var started: [ListItemID] = []; var stopped: [ListItemID] = [] }
    typealias X = ListContext<C, F>
    let item = ListItemID.init, cell = CellID.init

    /// The first failure of a rule over events and answers (answers default to nothing).
    func failure<I: StatefulInvariant>(_ rule: I, _ steps: [(ListEvent, F)], _ c: C = C()) -> (index: Int, failure: InvariantFailure)? where I.Context == X {
        var world = ListWorld(), memory = rule.start(c)
        for (i, (event, frame)) in steps.enumerated() {
            world.apply(event)
            if let f = rule.judge(X(configuration: c, index: i, event: event, world: world, frame: frame), &memory) { return (i, f) }
        }
        return rule.finish(c, &memory)
    }

    func failure<I: Invariant>(_ rule: I, _ steps: [(ListEvent, F)], _ c: C = C()) -> (index: Int, failure: InvariantFailure)? where I.Context == X {
        failure(SingleStatefulWrapper(rule), steps, c)
    }

    /// A stateless rule seen as one with no memory.
    struct SingleStatefulWrapper<I: Invariant>: StatefulInvariant where I.Context == X {
        let rule: I
        init(_ rule: I) { self.rule = rule }
        var name: String { rule.name }
        var statement: String { rule.statement }
        func start(_ configuration: C) {}
        func judge(_ x: X, _ memory: inout Void) -> InvariantFailure? { rule.judge(x) }
    }

    func frame(_ t: Double, _ cells: [(Int, Int, Double)]) -> ListEvent {
        .frame(time: t, visible: cells.map { VisibleCell(cell: cell($0.0), row: $0.1, fraction: $0.2) })
    }
    func logged(_ ids: Int...) -> F { F(logged: ids.map(item)) }

    // MARK: Impressions

    var shown: [(ListEvent, F)] { [(.reloadData(items: [item(1), item(2)]), F()), (.willDisplay(cell: cell(1), row: 0), F()), (frame(0, [(1, 0, 0.5)]), F())] }

    @Test func anImpressionIsDueAfterTheDurationWithinATolerance() {
        let after = LoggedOnlyAfterHeld<C, F>("impression", \.logged, atLeast: { $0.fraction }, for: { $0.seconds })
        let tol = Tolerance.tol(scale: 1)
        // Exactly 0.5 visible counts (compared exactly); 1 s less half a tolerance counts, 1.5 tolerances short does not.
        #expect(failure(after, shown + [(frame(1 - tol / 2, [(1, 0, 0.5)]), logged(1))]) == nil)
        #expect(failure(after, shown + [(frame(1 - 1.5 * tol, [(1, 0, 0.5)]), logged(1))])?.index == 3)
        #expect(failure(after, shown + [(frame(1, [(1, 0, 0.5.nextDown)]),
            logged(1))])?.failure.explanation.contains("while it was not at least 0.5 visible") == true)
        // Falling below breaks continuity; so do an end, a reload's end, and the background.
        let dip: [(ListEvent, F)] = [(frame(0.5, [(1, 0, 0.4)]), F()), (frame(0.6, [(1, 0, 1)]), F()), (frame(1.2, [(1, 0, 1)]), logged(1))]
        #expect(failure(after, shown + dip)?.index == 5)
        let reload: [(ListEvent, F)] = [(.reloadData(items: [item(1), item(2)]), F()), (.didEndDisplaying(cell: cell(1), row: 0), F()),
            (.willDisplay(cell: cell(2), row: 0), F()),
                                       (frame(0.9, [(2, 0, 1)]), F()), (frame(1.1, [(2, 0, 1)]), logged(1))]
        #expect(failure(after, shown + reload)?.index == 7)
        let away: [(ListEvent, F)] = [(.didEnterBackground(time: 0.2), F()), (.willEnterForeground(time: 0.9), F()), (frame(1.0, [(1, 0,
            1)]), F()), (frame(1.5, [(1, 0, 1)]), logged(1))]
        #expect(failure(after, shown + away)?.index == 6)
        #expect(failure(after, shown + [(.didEnterBackground(time: 2), logged(1))])?.failure.explanation.contains("in the background") == true)
    }

    @Test func anImpressionDueIsLoggedByTheNextFrame() {
        let due = LoggedWhenDue<C, F>("impression", \.logged, atLeast: { $0.fraction }, for: { $0.seconds })
        let held: [(ListEvent, F)] = shown + [(frame(1.05, [(1, 0, 1)]), F()), (frame(1.1, [(1, 0, 1)]), F())]
        #expect(failure(due, held) == nil)                                                      // due at t 1.05, one frame of slack
        #expect(failure(due, held + [(frame(1.2, [(1, 0, 1)]), F())])?.index == 5)               // still not logged two frames on
        // SPEC §7, to the frame: logged with the due frame or the next one holds; two frames on
        // is late even though it logs, and the report says so at that frame.
        let dueFrame: [(ListEvent, F)] = shown + [(frame(1.05, [(1, 0, 1)]), logged(1))]
        #expect(failure(due, dueFrame) == nil)
        let nextFrame: [(ListEvent, F)] = shown + [(frame(1.05, [(1, 0, 1)]), F()), (frame(1.1, [(1, 0, 1)]), logged(1))]
        #expect(failure(due, nextFrame) == nil)
        let late = failure(due, held + [(frame(1.2, [(1, 0, 1)]), logged(1))])
        #expect(late?.index == 5)
        #expect(late?.failure.explanation == "impression for item1 was due at t 1.05 and came neither with that frame nor the next")
        // Held exactly the duration (within the tolerance) it may or may not be due, as an
        // implementation's subtraction rounds: it is owed from the next frame.
        let exactly: [(ListEvent, F)] = shown + [(frame(1, [(1, 0, 1)]), F()), (frame(1.1, [(1, 0, 1)]), F()), (frame(1.2, [(1, 0, 1)]), F())]
        #expect(failure(due, exactly) == nil)
        #expect(failure(due, exactly + [(frame(1.3, [(1, 0, 1)]), F())])?.index == 6)
        // Once logged while in the data source, a reload keeping it owes nothing more.
        let again: [(ListEvent, F)] = nextFrame + [(.reloadData(items: [item(1)]), F()), (.didEndDisplaying(cell: cell(1), row: 0), F()),
                                              (.willDisplay(cell: cell(1), row: 0), F()), (frame(1.2, [(1, 0, 1)]), F()), (frame(3, [(1, 0,
                                                  1)]), F()), (frame(3.1, [(1, 0, 1)]), F())]
        #expect(failure(due, again) == nil)
    }

    @Test func onceWhileInTheDataSourceOrOncePerAppearance() {
        let once = AtMostOncePerItem<C, F>("impression", \.logged, per: .dataSource)
        let perAppearance = AtMostOncePerItem<C, F>("impression", \.logged, per: .appearance)
        let reloaded: [(ListEvent, F)] = shown + [(frame(1, [(1, 0, 1)]), logged(1)), (.reloadData(items: [item(1), item(2)]), F()),
                                                  (.didEndDisplaying(cell: cell(1), row: 0), F()), (.willDisplay(cell: cell(1), row: 0),
                                                      F()), (frame(2, [(1, 0, 1)]), logged(1))]
        #expect(failure(once, reloaded)?.index == 7)
        #expect(failure(once, reloaded)?.failure.explanation == "impression for item1 again while it stayed in the data source (first at event 3)")
        #expect(failure(perAppearance, reloaded) == nil)
        // Deleted and inserted again, it may happen again.
        let back: [(ListEvent, F)] = shown + [(frame(1, [(1, 0, 1)]), logged(1)), (.performBatchUpdates(deleted: [0], inserted: []), F()),
                                              (.performBatchUpdates(deleted: [], inserted: [ItemInsertion(row: 0, item: item(1))]),
                                                  F()), (frame(3, [(1, 0, 1)]), logged(1))]
        #expect(failure(once, back) == nil)
        #expect(failure(perAppearance, back)?.index == 6)   // its cell never ended
        // Twice in one frame.
        #expect(failure(once, shown + [(frame(1, [(1, 0, 1)]), logged(1, 1))])?.index == 3)
    }

    @Test func onlyForItemsInTheDataSource() {
        let only = OnlyForItemsInDataSource<C, F>("impression", \.logged)
        #expect(failure(only, shown + [(frame(1, [(1, 0, 1)]), logged(2))]) == nil)
        #expect(failure(only, shown + [(.performBatchUpdates(deleted: [0], inserted: []), logged(1))])?.index == 3)
        #expect(failure(only, shown + [(frame(1, []), logged(9))])?.index == 3)
    }

    // MARK: Autoplay

    @Test func theActiveItemIsTheBestAtTheThresholdTiesToTheSmallerRow() {
        let best = ActiveIsBest<C, F>("playing", \.playing, atLeast: { $0.threshold })
        let two: [(ListEvent, F)] = [(.reloadData(items: [item(1), item(2), item(3)]), F()), (.willDisplay(cell: cell(1), row: 0), F()),
            (.willDisplay(cell: cell(2), row: 1), F())]
        func playing(_ id: Int?) -> F { F(playing: id.map(item)) }
        #expect(failure(best, two + [(frame(0, [(1, 0, 0.6), (2, 1, 0.6.nextDown)]), playing(1))]) == nil)     // 0.6 exactly plays
        #expect(failure(best, two + [(frame(0, [(1, 0, 0.6.nextDown), (2, 1, 0.3)]), playing(nil))]) == nil)    // just below: nothing
        #expect(failure(best, two + [(frame(0, [(1, 0, 0.6.nextDown), (2, 1, 0.3)]), playing(1))])?.index == 3)
        #expect(failure(best, two + [(frame(0, [(1, 0, 0.8), (2, 1, 0.8)]), playing(1))]) == nil)               // a tie: the smaller row
        #expect(failure(best, two + [(frame(0, [(1, 0, 0.8), (2, 1, 0.8)]), playing(2))])?.index == 3)
        #expect(failure(best, two + [(frame(0, [(1, 0, 0.7), (2, 1, 0.9)]), playing(1))])?.failure.explanation == "playing: item1, expected item2")
        // Each fraction named by whose it is (an outsider read an unlabelled `fraction = 0`).
        let values = failure(best, two + [(frame(0, [(1, 0, 0.7), (2, 1, 0.9)]), playing(1))])?.failure.values
        #expect(values?.map(\.name) == ["playingFraction", "expectedFraction"] && values?.map(\.value) == [0.7, 0.9], "\(String(describing: values))")
        // Between frames it is not judged; in the background nothing plays.
        #expect(failure(best, two + [(.willDisplay(cell: cell(1), row: 2), playing(1))]) == nil)
        #expect(failure(best, two + [(.didEnterBackground(time: 1), playing(1))])?.failure.explanation == "playing: item1, expected nothing in the background")
        // A reused cell's old item: cell 1 now shows item 3.
        let reused: [(ListEvent, F)] = two + [(frame(0, [(1, 0, 1)]), playing(1)), (.didEndDisplaying(cell: cell(1), row: 0), playing(1)),
                                              (.willDisplay(cell: cell(1), row: 2), playing(1)), (frame(1, [(2, 1, 0.3), (1, 2, 1)]), playing(1))]
        #expect(failure(best, reused)?.index == 6)
    }

    @Test func atMostNActiveEachOnceEachInTheDataSource() {
        let most = AtMostActive<C, F>("loading", \.started, limit: { $0.limit })
        let list: [(ListEvent, F)] = [(.reloadData(items: [item(1), item(2)]), F(started: [item(1)]))]
        #expect(failure(most, list) == nil)
        #expect(failure(most, list, C(limit: 0))?.failure.explanation == "1 items loading at once, more than 0")
        #expect(failure(most, [(.reloadData(items: [item(1), item(2)]), F(started: [item(1), item(2)]))], C(limit: 2)) == nil)
        #expect(failure(most, [(.reloadData(items: [item(1), item(2)]), F(started: [item(1), item(1)]))],
            C(limit: 2))?.failure.explanation == "item1 is loading twice")
        // Not in the data source when a frame is shown.
        let left: [(ListEvent, F)] = [(.reloadData(items: [item(1)]), F(started: [item(5)])), (frame(0, []), F(started: [item(5)]))]
        #expect(failure(most, left)?.failure.explanation == "item5 is loading but is not in the data source")
        #expect(failure(most, left)?.index == 1)
        // A reload took item 1 out while it played; UIKit ends its cell's display after the
        // reload, and the player stops there, before the next frame (SPEC §7): no violation (an
        // outsider's correct autoplay controller was reported at the reload).
        let playing: [(ListEvent, F)] = [(.reloadData(items: [item(1), item(2)]), F()), (.willDisplay(cell: cell(1), row: 0), F(started: [item(1)])),
            (frame(0, [(1, 0, 1)]), F(started: [item(1)])), (.reloadData(items: [item(2)]), F(started: [item(1)]))]
        #expect(failure(most, playing + [(.didEndDisplaying(cell: cell(1), row: 0), F()), (frame(1, []), F())]) == nil)
        #expect(failure(most, playing + [(.didEndDisplaying(cell: cell(1), row: 0), F(started: [item(1)])), (frame(1, []), F(started: [item(1)]))])?.index == 5)
    }

    // MARK: Prefetch

    @Test func everyStartHasItsStopByTheNextFrame() {
        let stops = EveryStartHasItsStop<C, F>("load", started: \.started, stopped: \.stopped) { w, item in w.contains(item)
            && (w.isPrefetched(item) || w.isDisplayed(item)) }
        let prefetched: [(ListEvent, F)] = [(.reloadData(items: [item(1), item(2), item(3)]), F()), (.prefetch(rows: [1, 2]), F(started: [item(2), item(3)]))]
        // Never cancelled by UIKit, never displayed: it may run.
        #expect(failure(stops, prefetched + [(frame(1, []), F())]) == nil)
        // Cancelled: stopped by the next frame (its answer), not later.
        let cancelled = prefetched + [(.cancelPrefetching(rows: [2]), F())]
        #expect(failure(stops, cancelled + [(frame(1, []), F(stopped: [item(3)]))]) == nil)
        #expect(failure(stops, cancelled + [(frame(1, []), F())])?.index == 3)
        #expect(failure(stops, cancelled + [(frame(1, []), F())])?.failure.explanation == "load for item3 still runs a frame after it was no longer needed")
        // Deleted from the data source: no longer needed.
        #expect(failure(stops, prefetched + [(.performBatchUpdates(deleted: [1], inserted: []), F()), (frame(1, []), F())])?.index == 3)
        // Stopping what never started, starting twice.
        #expect(failure(stops, prefetched + [(frame(1, []), F(stopped: [item(1)]))])?.failure.explanation == "load for item1 stopped without having started")
        #expect(failure(stops, prefetched + [(frame(1, []), F(started: [item(2)]))])?.failure.explanation == "load for item2 started again while running")
    }
}
