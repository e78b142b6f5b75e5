import ScrollProofUtilities
import Effects

extension FlyScreenChecker {
    /// ``FlyScreenTrace/PlayClock`` read as a stream: the pauses are learnt from the steps as
    /// they come, and a virtual time is mapped to play time with the same arithmetic (the same
    /// running sum of the pauses, the same expressions), so a time maps to the number the
    /// oracles' clock gives it. Only the recent pauses are held: a time before them cannot be
    /// mapped any more (`nil`), which the checker takes as "cannot vouch".
    struct Clock {
        /// A pause: from `start` to `end` (`+∞` while open), with the time paused before it.
        struct Pause {
            var start: Double
            var end: Double
            var pausedBefore: Double
        }

        private(set) var pauses: [Pause] = []
        /// The time paused in every closed pause so far.
        private var pausedTotal = 0.0
        /// The end of the last pause dropped from ``pauses`` (−∞ while none was).
        private var droppedUntil = -Double.infinity
        /// The time paused in the pauses dropped.
        private var droppedPaused = 0.0

        /// A clock for a new trace in this one's storage (``Swift/Array/recycled()``).
        mutating func recycled() -> Clock {
            var clock = Clock()
            clock.pauses = pauses.recycled()
            return clock
        }

        /// Reads a step: a pause step opens a pause (a second one is ignored), a resume step
        /// closes it (a resume while running is ignored), as ``FlyScreenTrace/PlayClock`` does.
        mutating func read(_ step: FlyScreenTrace.Step) {
            switch step {
            case let .pause(time) where pauses.last.map({ $0.end != .infinity }) ?? true:
                pauses.append(Pause(start: time, end: .infinity, pausedBefore: pausedTotal))
            case let .resume(time):
                guard let last = pauses.last, last.end == .infinity else { return }
                pauses[pauses.count - 1].end = time
                pausedTotal += time - last.start
            default: break
            }
        }

        /// The play time of virtual time `t` (``FlyScreenTrace/PlayClock/play(_:)``), or `nil`
        /// when a pause that may come before `t` was dropped.
        ///
        /// - Complexity: O(pauses held after `t`).
        func play(_ t: Double) -> Double? {
            var i = pauses.count - 1
            while i >= 0, !(t > pauses[i].start) { i -= 1 }
            guard i >= 0 else {
                // Before every pause held: after the dropped ones, or there were none.
                return t >= droppedUntil ? t - droppedPaused : nil
            }
            let p = pauses[i]
            if t < p.end { return p.start - p.pausedBefore }
            return t - (p.pausedBefore + (p.end - p.start))
        }

        /// The pause that strictly contains `t` beyond `slack`, if any, among those held
        /// (``FlyScreenTrace/PlayClock/pause(containing:slack:)``); `nil` also when `t` is
        /// before them.
        func pause(containing t: Double, slack: Double) -> Pause? {
            pauses.first { FlyScreenInvariants.inPause(t, start: $0.start, end: $0.end, slack: slack) }
        }

        /// Drops the closed pauses that ended before `time`, keeping the last four: a time
        /// before them is no longer mapped.
        mutating func drop(endedBefore time: Double) {
            guard pauses.count > 8 else { return }
            var n = 0
            while n < pauses.count - 4, pauses[n].end < time { n += 1 }
            guard n > 0 else { return }
            droppedUntil = pauses[n - 1].end
            droppedPaused = pauses[n].pausedBefore
            pauses.removeFirst(n)
        }
    }
}
