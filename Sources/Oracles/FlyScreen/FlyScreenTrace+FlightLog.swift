import ScrollProofUtilities
import Effects

extension FlyScreenTrace {
    /// The flights of a trace that is still growing: ``read(steps:events:)`` takes the steps and
    /// events added since the last call, so following a run costs O(1) per step and event, not a
    /// pass over the whole trace each time. Reading a trace in one call gives ``flights``.
    ///
    /// What a whole trace says does not depend on how it was read: an event about an id whose
    /// accepted insert comes later is kept until that insert, as a pass over the whole trace
    /// (steps first, then events) would attribute it.
    public struct FlightLog: Sendable {
        /// The accepted inserts so far, in order, with their first start and first finish.
        public private(set) var flights: [Flight] = []
        /// id → position in `flights` (ids handed out in order index an array).
        private var positions = IDMap<Int>()
        /// The first start and first finish of ids not inserted yet.
        private var early: [Int: (start: (row: Int, time: Double, syncedAt: Double?)?, finish: (time: Double, x: Double)?)] = [:]
        private var stepsRead = 0, eventsRead = 0
        /// `d`, to place a synced item's virtual start.
        private let duration: Double

        /// An empty log.
        ///
        /// - Parameter duration: The screen's flight duration `d`: a synced item started
        ///   `d · progress` before it appeared (NaN when unknown: a synced start is then NaN).
        public init(duration: Double = .nan) { self.duration = duration }

        /// An empty log in this one's storage (``Swift/Array/recycled()``), for the next
        /// case of a property.
        ///
        /// - Parameter duration: The screen's flight duration `d`.
        /// - Returns: The empty log; this one is left empty.
        /// - Complexity: O(capacity).
        package mutating func recycled(duration: Double) -> FlightLog {
            var log = FlightLog(duration: duration)
            log.flights = flights.recycled()
            log.positions = positions.recycled()
            swap(&log.early, &early)
            log.early.removeAll(keepingCapacity: true)
            stepsRead = 0
            eventsRead = 0
            return log
        }

        /// Reads the steps and events added since the last call.
        ///
        /// - Parameters:
        ///   - steps: The trace's steps so far (those already read are skipped).
        ///   - events: Its event log so far (likewise).
        /// - Complexity: O(new steps + new events), amortized.
        public mutating func read(steps: [Step], events: [FlyScreenEvent]) {
            // A first read of a whole trace: at most one flight per step, so the flights grow
            // once (later reads of a growing trace grow them as an array grows).
            if flights.isEmpty, stepsRead == 0 { flights.reserveCapacity(steps.count) }
            while stepsRead < steps.count {
                switch steps[stepsRead] {
                case let .insert(id, width, time, .accepted) where position(id) == nil:
                    add(Flight(id: id, width: width, inserted: time))
                case let .timedInsert(id, width, own, time, .accepted) where position(id) == nil:
                    add(Flight(id: id, width: width, inserted: time, duration: own == duration ? nil : own))
                case let .sync(id, width, _, time, .accepted) where position(id) == nil:
                    add(Flight(id: id, width: width, inserted: time))
                default: break
                }
                stepsRead += 1
            }
            while eventsRead < events.count {
                switch events[eventsRead] {
                case let .started(id, row, time):
                    started(id, row: row, at: time, syncedAt: nil)
                case let .synced(id, row, time, progress):
                    started(id, row: row, at: time - progress * duration, syncedAt: time)
                case let .finished(id, _, time, x):
                    if let i = position(id) {
                        if flights[i].finish == nil { flights[i].finish = time; flights[i].finishX = x }
                    } else if early[id]?.finish == nil {
                        early[id, default: (nil, nil)].finish = (time, x)
                    }
                default: break
                }
                eventsRead += 1
            }
        }

        private mutating func started(_ id: Int, row: Int, at time: Double, syncedAt: Double?) {
            if let i = position(id) {
                if flights[i].start == nil { flights[i].row = row; flights[i].start = time; flights[i].syncedAt = syncedAt }
            } else if early[id]?.start == nil {
                early[id, default: (nil, nil)].start = (row, time, syncedAt)
            }
        }

        private func position(_ id: Int) -> Int? { positions[id] }

        private mutating func add(_ flight: Flight) {
            var flight = flight
            if !early.isEmpty, let e = early.removeValue(forKey: flight.id) {
                if let s = e.start { flight.row = s.row; flight.start = s.time; flight.syncedAt = s.syncedAt }
                if let f = e.finish { flight.finish = f.time; flight.finishX = f.x }
            }
            positions[flight.id] = flights.count
            flights.append(flight)
        }
    }
}
