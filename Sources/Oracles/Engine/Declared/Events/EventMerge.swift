/// What a timed world's checker holds until its order in time is known: the events asked (with
/// their answers) and the entries logged, each queue in the order it came. The order is the
/// one `check-trace` reads a file in: before a logged entry at `e`, every event asked up to
/// `e + horizon` (in the order asked; an event whose time is not before it, a NaN included,
/// holds back those after it); the entry once no event still to come can precede it (the latest
/// event asked is later than `e + horizon`); the events left, at the end. Fed live, entry by
/// entry as the code logs them, it orders them as a recorded file of the same events and log is
/// ordered, so a monitor's judgement is `check-trace`'s. Fed live, it also takes an event as
/// placed once a later one is asked and no entry waits: an entry comes in before the second
/// event asked after its moment (each entry before the next event, or right after the event
/// during which it was logged), so none still to come precedes an event no later than the
/// one asked before the latest (and the horizon).
@usableFromInline package struct EventMerge<Event, Frame, Logged> {
    /// One item, asked or logged.
    @usableFromInline package enum Item {
        case asked(Event, Frame)
        case logged(Logged)
    }

    @usableFromInline var events: [(event: Event, frame: Frame, time: Double)] = []
    @usableFromInline var eventsHead = 0
    @usableFromInline var log: [(entry: Logged, time: Double)] = []
    @usableFromInline var logHead = 0
    /// The time of the latest event asked (−∞ before any).
    @usableFromInline var latestAsked = -Double.infinity
    /// The latest time of the events asked before the latest one: no entry still to come is
    /// earlier (−∞ before two).
    @usableFromInline var settledAsked = -Double.infinity

    @inlinable package init() {}

    /// A merge of a recorded trace's events and log, all of them known.
    @inlinable
    package init(events: [Event], frames: [Frame], log: [Logged], time: (Event) -> Double, timeOfLogged: (Logged) -> Double) {
        self.events = zip(events, frames).map { ($0, $1, time($0)) }
        self.log = log.map { ($0, timeOfLogged($0)) }
        latestAsked = .infinity
    }

    /// Takes an event asked and its answer.
    @inlinable
    package mutating func asked(_ event: Event, _ frame: Frame, time: Double) {
        compact()
        events.append((event, frame, time))
        if latestAsked > settledAsked { settledAsked = latestAsked }
        if !(time <= latestAsked) { latestAsked = time }
    }

    /// Takes an entry logged.
    @inlinable
    package mutating func logged(_ entry: Logged, time: Double) {
        compact()
        log.append((entry, time))
    }

    /// The next item to judge, if its place is known (every item when `ending`).
    ///
    /// - Parameters:
    ///   - horizon: How far past a logged entry the events asked are read before it.
    ///   - ending: Whether nothing more comes.
    /// - Returns: The item, or `nil` until more comes.
    @inlinable
    package mutating func next(horizon: Double, ending: Bool) -> Item? {
        if logHead < log.count {
            let e = log[logHead].time + horizon
            if eventsHead < events.count, events[eventsHead].time <= e {
                defer { eventsHead += 1 }
                return .asked(events[eventsHead].event, events[eventsHead].frame)
            }
            // No event still to come precedes the entry: the latest asked is past it, or the
            // entry's moment compares with none (NaN), or nothing more comes.
            guard ending || latestAsked > e || e.isNaN || e == -.infinity else { return nil }
            defer { logHead += 1 }
            return .logged(log[logHead].entry)
        }
        // No entry waits: an event no later than the one asked before the latest (and the
        // horizon) precedes every entry still to come.
        guard eventsHead < events.count, ending || events[eventsHead].time <= settledAsked + horizon else { return nil }
        defer { eventsHead += 1 }
        return .asked(events[eventsHead].event, events[eventsHead].frame)
    }

    /// Empty again, for the next case, keeping the queues' storage.
    @inlinable
    package mutating func removeAll() {
        events.removeAll(keepingCapacity: true)
        log.removeAll(keepingCapacity: true)
        eventsHead = 0
        logHead = 0
        latestAsked = -.infinity
        settledAsked = -.infinity
    }

    /// Drops what was judged, now and then, so that the queues hold only what waits: a queue
    /// judged to its end is emptied once 16 have gone (not at every event, which cost a
    /// monitor a tenth of its time), one with a long judged head once that is half of it.
    @inlinable
    mutating func compact() {
        if eventsHead >= 16, eventsHead == events.count {
            events.removeAll(keepingCapacity: true)
            eventsHead = 0
        } else if eventsHead > 64, 2 * eventsHead > events.count {
            events.removeFirst(eventsHead)
            eventsHead = 0
        }
        if logHead >= 16, logHead == log.count {
            log.removeAll(keepingCapacity: true)
            logHead = 0
        } else if logHead > 64, 2 * logHead > log.count {
            log.removeFirst(logHead)
            logHead = 0
        }
    }
}
