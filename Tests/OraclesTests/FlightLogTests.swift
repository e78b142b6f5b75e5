import Effects
import Oracles
import Testing

/// `FlyScreenTrace.FlightLog` follows a growing trace; what it says of a trace does not depend
/// on how the trace was cut into reads.
@Suite struct FlightLogTests {
    /// The definition: every step first (the first accepted insert of each id, in order), then
    /// every event (an id's first start and first finish).
    static func reference(_ steps: [FlyScreenTrace.Step], _ events: [FlyScreenEvent]) -> [Flight] {
        var order: [Int] = [], byID: [Int: Flight] = [:]
        for case let .insert(id, width, time, .accepted) in steps where byID[id] == nil {
            order.append(id)
            byID[id] = Flight(id: id, width: width, inserted: time)
        }
        for event in events {
            switch event {
            case let .started(id, row, time) where byID[id] != nil && byID[id]?.start == nil: byID[id]?.row = row; byID[id]?.start = time
            case let .finished(id, _, time, x) where byID[id] != nil && byID[id]?.finish == nil: byID[id]?.finish = time; byID[id]?.finishX = x
            default: break
            }
        }
        return order.map { byID[$0]! }
    }

    /// A flight's fields, as the test compares them.
    struct Flight: Equatable {
        var id: Int, width: Double, inserted: Double
        var row: Int? = nil, start: Double? = nil, finish: Double? = nil, finishX: Double? = nil
    }

    static func fields(_ flights: [FlyScreenTrace.Flight]) -> [Flight] {
        flights.map { Flight(id: $0.id, width: $0.width, inserted: $0.inserted, row: $0.row, start: $0.start, finish: $0.finish, finishX: $0.finishX) }
    }

    /// Random traces (ids in order, reused, negative and huge; refused inserts; events before
    /// their insert, repeated, and for ids never inserted), read in random pieces: the log's
    /// flights are the definition's, after every read.
    @Test func readingInPiecesGivesTheWholeTracesFlights() {
        var state: UInt64 = 0x5EED
        func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(n))
        }
        let ids = [0, 1, 2, 3, 5, 8, 40, 63, 64, 65, 200, 1_000_000, -1, -7, Int.max, Int.min]
        var early = 0
        for _ in 0..<2_000 {
            var steps: [FlyScreenTrace.Step] = [], events: [FlyScreenEvent] = []
            var log = FlyScreenTrace.FlightLog()
            for _ in 0..<next(40) {
                let id = next(3) == 0 ? ids[next(ids.count)] : next(12)
                switch next(5) {
                case 0, 1: steps.append(.insert(id: id, width: Double(1 + next(50)), time: Double(next(9)),
                    result: next(4) == 0 ? .refused(.duplicateID) : .accepted))
                case 2: events.append(.started(id: id, row: next(3), time: Double(next(90))))
                case 3: events.append(.finished(id: id, row: next(3), time: Double(next(90)), x: -Double(next(50))))
                default: steps.append(.advance(time: Double(next(9))))
                }
                if next(3) == 0 {
                    log.read(steps: steps, events: events)
                    #expect(Self.fields(log.flights) == Self.reference(steps, events))
                }
            }
            log.read(steps: steps, events: events)
            let whole = FlyScreenTrace(configuration: try! FlyScreenConfiguration(screenWidth: 100, rows: 3, rowHeight: 20, duration: 10),
                steps: steps, events: events)
            #expect(Self.fields(log.flights) == Self.reference(steps, events))
            #expect(whole.flights == log.flights)
            if log.flights.contains(where: { $0.start != nil }) { early += 1 }
        }
        #expect(early > 500, "only \(early) traces with a started flight")
    }
}
