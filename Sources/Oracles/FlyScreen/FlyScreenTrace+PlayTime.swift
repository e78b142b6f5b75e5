import Effects

extension FlyScreenTrace {
    /// The play clock of a trace with pauses: virtual time less the time spent paused before
    /// it. Every flight is judged on this clock, on which a pause takes no time: an item that
    /// flew 2 s, was paused 5 s and flew 6 s more finishes `d = 8` after its start.
    public struct PlayClock: Sendable, Hashable {
        /// The pauses, in order: from `start` to `end` (`+∞` for a pause never resumed).
        public private(set) var pauses: [(start: Double, end: Double)] = []

        public static func == (a: PlayClock, b: PlayClock) -> Bool {
            a.pauses.elementsEqual(b.pauses) { $0.start == $1.start && $0.end == $1.end }
        }

        public func hash(into hasher: inout Hasher) {
            for p in pauses { hasher.combine(p.start); hasher.combine(p.end) }
        }

        /// The clock of a trace's steps: a pause step opens a pause (a second one is ignored),
        /// a resume step closes it (a resume while running is ignored), as a screen does.
        ///
        /// - Parameter steps: The steps.
        /// - Complexity: O(steps).
        public init(steps: [Step]) {
            var open: Double?
            for step in steps {
                switch step {
                case let .pause(time) where open == nil: open = time
                case let .resume(time):
                    if let start = open { pauses.append((start, time)); open = nil }
                default: break
                }
            }
            if let open { pauses.append((open, .infinity)) }
        }

        /// Whether the trace pauses at all.
        public var isEmpty: Bool { pauses.isEmpty }

        /// The play time of virtual time `t`: `t` less the time paused before it (a moment in a
        /// pause is the pause's first moment).
        ///
        /// - Parameter t: Virtual time.
        /// - Returns: Play time.
        /// - Complexity: O(pauses).
        public func play(_ t: Double) -> Double {
            var paused = 0.0
            for p in pauses {
                if !(t > p.start) { break }
                // Inside a pause: exactly the play time of its first moment (the same expression,
                // so an event at the pause and a step in it never differ by a rounding).
                if t < p.end { return p.start - paused }
                paused += p.end - p.start
            }
            return t - paused
        }

        /// The pause that strictly contains `t` beyond `slack`, if any.
        ///
        /// - Parameters:
        ///   - t: Virtual time.
        ///   - slack: The tolerance of a moment.
        /// - Returns: The pause.
        /// - Complexity: O(pauses).
        public func pause(containing t: Double, slack: Double) -> (start: Double, end: Double)? {
            pauses.first { FlyScreenInvariants.inPause(t, start: $0.start, end: $0.end, slack: slack) }
        }
    }

    /// The trace on its play clock (``PlayClock``): every time in its steps and events mapped
    /// to play time, the pause and resume steps kept (at their play time) so that step indices
    /// stay those of the trace. A trace without pauses is returned as it is. Every fly-screen
    /// invariant but `FlyScreenInvariants.frozenWhilePaused` judges this trace.
    ///
    /// - Complexity: O(steps + events) with pauses; O(steps) without.
    public var inPlayTime: FlyScreenTrace {
        let clock = PlayClock(steps: steps)
        if clock.isEmpty { return self }
        func p(_ t: Double) -> Double { clock.play(t) }
        var mapped = self
        mapped.steps = steps.map { $0.at(p($0.time)) }
        mapped.events = events.map { event in
            switch event {
            case let .inserted(id, width, time): .inserted(id: id, width: width, time: p(time))
            case let .refused(id, reason, time): .refused(id: id, reason: reason, time: p(time))
            case let .started(id, row, time): .started(id: id, row: row, time: p(time))
            case let .synced(id, row, time, progress): .synced(id: id, row: row, time: p(time), progress: progress)
            case let .finished(id, row, time, x): .finished(id: id, row: row, time: p(time), x: x)
            case let .liked(id, time): .liked(id: id, time: p(time))
            }
        }
        return mapped
    }
}
