import Effects
import Generators
import ScrollProof
import Testing

/// What order of list events UIKit can send (`Replayer.uikitSends`), which a replay's shrink
/// keeps: every generated case is one; the shrunk cases an outsider's replay gave were not.
@Suite struct UIKitOrderTests {
    let a = CellID(1), b = CellID(2)
    let items = [ListItemID(1), ListItemID(2), ListItemID(3)]
    func frame(_ cells: CellID...) -> ListEvent { .frame(time: 0, visible: cells.enumerated().map { VisibleCell(cell: $1, row: $0, fraction: 1) }) }

    /// Every case the list generator makes is an order UIKit sends (the rules do not refuse
    /// what the generator, which follows docs/list-events.md, makes).
    @Test func everyGeneratedCaseIsSent() throws {
        for seed in 0..<UInt64(200) {
            let events = try Gen<EventSequence<ListEvent>>.list().generate(seed: seed).value.events
            #expect(Replayer.uikitSends(events), "seed \(seed): \(events)")
        }
    }

    /// A frame of a cell never displayed, and a reload whose displayed cell never ended before
    /// the next frame (the shrunk cases of an impression tracker's replay), are not.
    @Test func whatUIKitNeverSendsIsRefused() {
        let shown: [ListEvent] = [.reloadData(items: items), .willDisplay(cell: a, row: 0), frame(a)]
        #expect(Replayer.uikitSends(shown))
        #expect(!Replayer.uikitSends([.reloadData(items: items), .willDisplay(cell: a, row: 0), frame(a, b)]))
        #expect(!Replayer.uikitSends(shown + [.reloadData(items: items), .willDisplay(cell: b, row: 0), frame(b)]))
        #expect(Replayer.uikitSends(shown + [.reloadData(items: items), .willDisplay(cell: b, row: 0), .didEndDisplaying(cell: a, row: 0), frame(b)]))
        // A cell displayed twice at once, ended while not displayed, at a row out of range.
        #expect(!Replayer.uikitSends(shown + [.willDisplay(cell: a, row: 1)]))
        #expect(!Replayer.uikitSends([.reloadData(items: items), .didEndDisplaying(cell: a, row: 0)]))
        #expect(!Replayer.uikitSends([.reloadData(items: items), .willDisplay(cell: a, row: 3)]))
        // A deleted displayed item's cell ends before the next frame; no frame in the background.
        let deleted = shown + [.performBatchUpdates(deleted: [0], inserted: [])]
        #expect(!Replayer.uikitSends(deleted + [frame()]))
        #expect(Replayer.uikitSends(deleted + [.didEndDisplaying(cell: a, row: 0), frame()]))
        #expect(!Replayer.uikitSends(shown + [.didEnterBackground(time: 1), frame(a)]))
        #expect(Replayer.uikitSends(shown + [.didEnterBackground(time: 1), .willEnterForeground(time: 2), frame(a)]))
    }
}
