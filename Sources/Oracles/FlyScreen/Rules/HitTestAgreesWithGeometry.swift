import Effects

extension FlyScreenModel {
    /// A hit test answers the item whose rectangle `[x, x + w) × [row·h, (row + 1)·h)` contains
    /// the point at the tap's time (items accepted after the tap excluded; a synced item is on
    /// screen from its sync); within the tolerance of an edge or of a flight's first or last
    /// moment either answer is accepted. A tap is judged once the log has passed its moment by
    /// the largest tolerance of a moment, so that every item on screen then has started.
    @usableFromInline package struct HitTestAgreesWithGeometry: StatefulInvariant {
        @usableFromInline package typealias Context = FlyScreenModel.Context
        /// The taps not judged yet, and the first one's time (+∞ when none).
        @usableFromInline package struct Memory { var taps: [Tap] = [], head = 0, next = Double.infinity }
        @usableFromInline package struct Tap: Sendable { var index: Int, x: Double, y: Double, time: Double, hit: Int?, before: Int }
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "hitTestAgreesWithGeometry" }
        @usableFromInline package var statement: String { "hit tests agree with a brute-force geometry check" }

        @usableFromInline package func start(_ c: FlyScreenConfiguration) -> Memory { Memory() }

        @usableFromInline package func restart(_ c: FlyScreenConfiguration, _ m: inout Memory) {
            m.taps.removeAll(keepingCapacity: true)
            m.head = 0
            m.next = .infinity
        }

        @inline(__always)
        @usableFromInline package func judge(_ x: Context, _ m: inout Memory) -> InvariantFailure? {
            if case .operation = x.world.change, case .tap = x.frame { return judged(x, &m) }
            return x.world.logPassed(m.next) ? judged(x, &m) : nil
        }

        @inline(never)
        func judged(_ x: Context, _ m: inout Memory) -> InvariantFailure? {
            if x.isOperation, case let .tap(px, py, _) = x.event, case let .tap(hit, _) = x.frame {
                m.taps.append(Tap(index: x.index, x: px, y: py, time: x.world.now, hit: hit, before: x.world.accepted))
            }
            defer { m.next = m.head < m.taps.count ? m.taps[m.head].time : .infinity }
            while m.head < m.taps.count, x.world.logPassed(m.taps[m.head].time) {
                let tap = m.taps[m.head]
                m.head += 1
                if m.head == m.taps.count { m.taps.removeAll(keepingCapacity: true); m.head = 0 }
                if let failure = judge(tap, x) { return failure }
            }
            return nil
        }

        /// Whether an item may be on screen at the tap, and then whether the tap is possibly and
        /// surely in it.
        func judged(_ item: FlyScreenWorld.Item, _ tap: Tap, _ x: Context) -> (possible: Bool, sure: Bool)? {
            let t = tap.time
            guard item.place < tap.before, item.started, item.start <= t + x.world.largestMoment,
                  item.start + x.world.longest + x.world.largestMoment >= t else { return nil }
            let lt = x.world.lengthTolerance, f = item.flight
            return (FlyScreenInvariants.tap(f, row: item.row, x: tap.x, y: tap.y, at: t, inside: -lt, -item.tolerance, x.configuration),
                    FlyScreenInvariants.tap(f, row: item.row, x: tap.x, y: tap.y, at: t, inside: lt, item.tolerance, x.configuration))
        }

        func judge(_ tap: Tap, _ x: Context) -> InvariantFailure? {
            var hitPossible = false, anySure = false
            func look(_ item: FlyScreenWorld.Item) {
                guard let (possible, sure) = judged(item, tap, x) else { return }
                hitPossible = hitPossible || (possible && item.id == tap.hit)
                anySure = anySure || sure
            }
            for k in x.world.letGo.indices { look(x.world.letGo[k]) }
            for k in x.world.head..<x.world.items.count { look(x.world.items[k]) }
            if tap.hit == nil ? !anySure : hitPossible { return nil }
            var geometry: [Int] = []
            for item in x.world.letGo + x.world.held {
                guard let (possible, sure) = judged(item, tap, x), tap.hit == nil ? sure : possible else { continue }
                geometry.append(item.id)
            }
            geometry.sort()
            let says = geometry.isEmpty ? "nothing" : geometry.map { "#\($0)" }.joined(separator: " or ")
            return failure("hit: the hit test answered \(tap.hit.map { "#\($0)" } ?? "nothing"); the geometry says \(says)", ["x": tap.x,
                "y": tap.y, "t": tap.time], at: tap.index)
        }
    }
}
