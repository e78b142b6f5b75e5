import Effects

extension FlyScreenModel {
    /// Nothing is dropped silently, whatever the screen's policy: an accepted item never waits
    /// through a whole flight duration `d` (and its tolerance) while no item is on screen. An item
    /// is on screen from its appearance to its logged finish; one the log never finishes, to
    /// its due finish (or the end), which is known only at the end. The wait that shows first is
    /// reported (the first accepted of those that show at once), once no item still without a
    /// finish can show an earlier one.
    @usableFromInline package struct NothingLeftWaiting: StatefulInvariant {
        @usableFromInline package typealias Context = FlyScreenModel.Context
        /// A wait: the item and the moment it shows (or its start).
        @usableFromInline package struct Wait: Sendable { var id: Int, inserted: Double, start: Double, tolerance: Double, place: Int,
            operation: Int, shown = 0.0 }
        @usableFromInline package struct Memory {
            /// The empty stretches closed so far, the items on screen, and when the last left.
            var stretches: [(from: Double, to: Double)] = [], onScreen = 0, busyUntil = -Double.infinity
            /// How often the stretches changed, and when the waits were last searched at that
            /// count while the screen was busy (no wait can show since then until they change).
            var version = 0, searched: (version: Int, now: Double)?
            var found: Wait?
            /// The items on screen without a finish yet; since the oldest of them appeared, the
            /// items that left and those that started after a long wait (the end judges them
            /// again should one never finish), and the end's buffers.
            var open: [(id: Int, appeared: Double, due: Double)] = []
            var left: [(from: Double, to: Double)] = [], waited: [Wait] = []
            /// The items that appeared after a long wait, started after the latest operation: their
            /// waits are judged once the observation is known to reach their start (or at the end).
            var late: [Wait] = []
            var busy: [(from: Double, to: Double)] = [], extra: [(Double, Double)] = []
        }
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "nothingLeftWaiting" }
        @usableFromInline package var statement: String { "an accepted item never waits through a whole flight duration while the screen is empty" }

        @usableFromInline package func start(_ c: FlyScreenConfiguration) -> Memory { Memory() }

        @usableFromInline package func restart(_ c: FlyScreenConfiguration, _ m: inout Memory) {
            m = Memory(stretches: m.stretches.recycled(), open: m.open.recycled(), left: m.left.recycled(), waited: m.waited.recycled(),
                late: m.late.recycled(),
                       busy: m.busy.recycled(), extra: m.extra.recycled())
        }

        /// Whether an item's wait is judged: inserted at a finite time, with a valid width.
        static func judged(_ item: FlyScreenWorld.Item) -> Bool { item.inserted.isFinite && item.width.isFinite && item.width > 0 }

        static func wait(_ item: FlyScreenWorld.Item) -> Wait {
            Wait(id: item.id, inserted: item.inserted, start: item.start, tolerance: item.tolerance, place: item.place, operation: item.operation)
        }

        /// When a wait until `end` shows in the closed stretches (and, with `now`, the one open
        /// since the last item left, up to it).
        static func shown(_ w: Wait, until end: Double, _ m: Memory, _ c: FlyScreenConfiguration, openUntil now: Double? = nil) -> Double? {
            if let s = FlyScreenInvariants.emptyWait(inserted: w.inserted, until: end, tolerance: w.tolerance,
                in: m.stretches.lazy.map { ($0.from, $0.to) }, c) { return s }
            guard let now, m.onScreen == 0, now > m.busyUntil else { return nil }
            return FlyScreenInvariants.emptyWait(inserted: w.inserted, until: end, tolerance: w.tolerance, in: CollectionOfOne((m.busyUntil, now)), c)
        }

        /// The earlier of two waits, the first accepted on a tie.
        static func earlier(_ a: Wait?, _ b: Wait) -> Wait { a.map { b.shown < $0.shown || (b.shown == $0.shown && b.place < $0.place) ? b : $0 } ?? b }

        func report(_ w: Wait, _ c: FlyScreenConfiguration) -> InvariantFailure {
            failure("item \(w.id) was accepted and then waited through a whole flight duration while no item was flying: dropped silently",
                    ["id": Double(w.id), "inserted": w.inserted, "d": c.duration, "emptyFrom": max(w.inserted, w.shown - c.duration)], at: w.operation)
        }

        @inline(__always)
        @usableFromInline package func judge(_ x: Context, _ m: inout Memory) -> InvariantFailure? {
            switch x.world.change {
            case .operation:
                if !m.late.isEmpty { return judged(x, &m) }
                if let found = m.found, x.world.now >= found.shown { return judged(x, &m) }
                // Nothing waits, or the oldest waiting has not waited `d` yet.
                guard let k = x.world.index(x.world.firstUnstarted) else { return nil }
                return x.world.now - x.world.items[k].inserted > x.configuration.duration || !Self.judged(x.world.items[k]) ? judged(x, &m) : nil
            case .appeared, .finished, .ended: return judged(x, &m)
            default: return nil
            }
        }

        @inline(never)
        func judged(_ x: Context, _ m: inout Memory) -> InvariantFailure? {
            let c = x.configuration
            switch x.world.change {
            case .operation:
                let now = x.world.now
                resolve(x.world.endTime, &m, c)
                // The waits of the items still waiting that show by now: the first to show (the
                // first accepted on a tie), unless one found before shows no later.
                // Busy since a search that saw every closed stretch end, nothing can show anew.
                let unchanged = m.onScreen > 0 && m.searched.map { $0.version == m.version && $0.now >= (m.stretches.last?.to ?? -.infinity) } ?? false
                if !unchanged, x.world.endTime.isFinite, let k = x.world.index(x.world.firstUnstarted),
                   now - x.world.items[k].inserted > c.duration || !Self.judged(x.world.items[k]) {
                    if m.onScreen > 0 { m.searched = (m.version, now) }
                    for k in k..<x.world.items.count where !x.world.items[k].started && Self.judged(x.world.items[k]) {
                        var w = Self.wait(x.world.items[k])
                        guard m.found.map({ w.inserted + c.duration < $0.shown }) ?? true,
                              FlyScreenInvariants.waitedTooLong(now - w.inserted, c, tolerance: w.tolerance),
                              let shown = Self.shown(w, until: now, m, c, openUntil: now), shown <= now
                        else { continue }
                        w.shown = shown
                        m.found = Self.earlier(m.found, w)
                    }
                }
                if let found = m.found, now >= found.shown, m.late.isEmpty, m.open.allSatisfy({ $0.due + c.duration >= found.shown }) { return report(found,
                    c) }
            case let .appeared(place):
                appear(x, place, &m, c)
                if x.world.completed == place { leave(x, place, &m) }
            case .finished:
                if let place = x.world.completed { leave(x, place, &m) }
            case .ended:
                return end(x, &m, c)
            default: break
            }
            return nil
        }

        func appear(_ x: Context, _ place: Int, _ m: inout Memory, _ c: FlyScreenConfiguration) {
            guard let i = x.world.index(place), x.world.items[i].appeared.isFinite, x.world.items[i].start.isFinite else { return }
            let appeared = x.world.items[i].appeared
            if m.onScreen == 0, appeared > m.busyUntil {
                // A stretch closes: those that ended before any item still waiting was inserted go.
                var oldest = x.world.items[i].inserted
                if let w = x.world.held.first(where: { !$0.started }) { oldest = min(oldest, w.inserted) }
                for w in m.late { oldest = min(oldest, w.inserted) }
                m.stretches.removeAll { $0.to <= oldest }
                m.stretches.append((m.busyUntil, appeared))
                m.version += 1
            }
            m.onScreen += 1
            let w = Self.wait(x.world.items[i])
            m.open.append((w.id, appeared, w.start + x.world.items[i].duration))
            guard FlyScreenInvariants.waitedTooLong(w.start - w.inserted, c, tolerance: w.tolerance) else { return }
            if m.open.count > 1 { m.waited.append(w) }
            m.late.append(w)
            resolve(x.world.endTime, &m, c)
        }

        /// Judges the late waits whose start the observation reaches by `end`, each until its
        /// start (or the end, for what the observation never reached: `end` is then the last).
        func resolve(_ end: Double, _ m: inout Memory, _ c: FlyScreenConfiguration, ending: Bool = false) {
            var k = 0
            while k < m.late.count {
                var w = m.late[k]
                guard ending || w.start <= end else { k += 1; continue }
                m.late.remove(at: k)
                guard end.isFinite, let shown = shown(w, until: min(w.start, end), m, c) else { continue }
                w.shown = shown
                m.found = Self.earlier(m.found, w)
            }
        }

        /// An item left: the stretches move on, and what the end would need from before the
        /// oldest item still without a finish is let go.
        func leave(_ x: Context, _ place: Int, _ m: inout Memory) {
            guard let i = x.world.index(place), let k = m.open.firstIndex(where: { $0.id == x.world.items[i].id }) else { return }
            let appeared = x.world.items[i].appeared, to = max(appeared, x.world.items[i].finish)
            m.onScreen -= 1
            m.busyUntil = max(m.busyUntil, appeared, to)
            m.open.remove(at: k)
            guard let since = m.open.lazy.map(\.appeared).min() else {
                m.left.removeAll(keepingCapacity: true)
                m.waited.removeAll(keepingCapacity: true)
                return
            }
            m.left.append((appeared, to))
            if m.left.count > 64, m.left.count & 63 == 0 {
                m.left.removeAll { $0.to < since }
                m.waited.removeAll { $0.start < since }
            }
        }

        /// Observation ends: the last stretch, the items still waiting, and, should an item never
        /// have finished, every wait since the oldest such item appeared judged again with it on
        /// screen to its due finish or the end.
        func end(_ x: Context, _ m: inout Memory, _ c: FlyScreenConfiguration) -> InvariantFailure? {
            let end = x.world.endTime
            guard end.isFinite else { return nil }
            if m.onScreen == 0, end > m.busyUntil { m.stretches.append((m.busyUntil, end)) }
            m.extra.removeAll(keepingCapacity: true)
            if let since = m.open.lazy.map(\.appeared).min() {
                m.busy.removeAll(keepingCapacity: true)
                for interval in m.left where interval.to >= since { m.busy.append(interval) }
                for item in m.open { m.busy.append((item.appeared, max(item.appeared, min(item.due, end)))) }
                m.busy.sort { $0.from < $1.from }
                var from = since
                for interval in m.busy {
                    if interval.from > from { m.extra.append((from, interval.from)) }
                    from = max(from, interval.to)
                }
                if end > from { m.extra.append((from, end)) }
                for var w in m.waited {
                    guard let shown = shown(w, until: min(w.start, end), m, c) else { continue }
                    w.shown = shown
                    m.found = Self.earlier(m.found, w)
                }
            }
            resolve(end, &m, c, ending: true)
            for item in x.world.held where !item.started && Self.judged(item) {
                var w = Self.wait(item)
                guard FlyScreenInvariants.waitedTooLong(end - w.inserted, c, tolerance: w.tolerance), let shown = shown(w, until: end, m, c) else { continue }
                w.shown = shown
                m.found = Self.earlier(m.found, w)
            }
            return m.found.map { report($0, c) }
        }

        /// When a wait shows in the stretches, or else in those the end added.
        func shown(_ w: Wait, until end: Double, _ m: Memory, _ c: FlyScreenConfiguration) -> Double? {
            Self.shown(w, until: end, m, c) ?? FlyScreenInvariants.emptyWait(inserted: w.inserted, until: end, tolerance: w.tolerance, in: m.extra, c)
        }
    }
}
