import Effects

extension FlyScreenModel {
    /// No two items on a row are ever closer than `g` while both fly: judged at each item's
    /// appearance against the items of its row that may be in the air with it, the leader of a
    /// pair being the one that started first (a synced item's start is virtual). Where it breaks
    /// the gap to several, the report names the nearest (the smallest gap), then the earlier
    /// started.
    @usableFromInline package struct MinimumGap: StatefulInvariant {
        @usableFromInline package typealias Context = FlyScreenModel.Context
        /// Each row's items that may still meet a later one, by place, in order of start.
        @usableFromInline package struct Memory { var listOfRow = IDMap<Int>(), lists: [[Int]] = [], used = 0 }
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "minimumGap" }
        @usableFromInline package var statement: String { "items on a row are never closer than g" }

        @usableFromInline package func start(_ c: FlyScreenConfiguration) -> Memory { Memory() }

        @usableFromInline package func restart(_ c: FlyScreenConfiguration, _ m: inout Memory) {
            for l in 0..<m.used { m.lists[l].removeAll(keepingCapacity: true) }
            m.listOfRow = m.listOfRow.recycled()
            m.used = 0
        }

        @inline(__always)
        @usableFromInline package func judge(_ x: Context, _ m: inout Memory) -> InvariantFailure? {
            guard case let .appeared(place) = x.world.change else { return nil }
            return judged(x, place, &m)
        }

        @inline(never)
        func judged(_ x: Context, _ place: Int, _ m: inout Memory) -> InvariantFailure? {
            guard let bi = x.world.index(place), x.world.items[bi].start.isFinite else { return nil }
            let c = x.configuration, lt = x.world.lengthTolerance, longest = x.world.longest
            let b = x.world.items[bi].flight, bStart = b.start, row = x.world.items[bi].row
            let l: Int
            if let known = m.listOfRow[row] {
                l = known
            } else {
                l = m.used
                m.listOfRow[row] = l
                if m.used == m.lists.count { m.lists.append([]) }
                m.used += 1
            }
            // Those gone by the latest appearance (less the log's margin) meet no later item.
            let gone = x.world.latestAppearance - x.world.margin
            var drop = 0
            while drop < m.lists[l].count, x.world.index(m.lists[l][drop]).map({ x.world.items[$0].start + longest <= gone }) ?? true { drop += 1 }
            if drop > 0 { m.lists[l].removeFirst(drop) }
            // Its place in the row: after every item that started earlier, or at once and before.
            var p = m.lists[l].count
            while p > 0, let i = x.world.index(m.lists[l][p - 1]), x.world.items[i].start > bStart || (x.world.items[i].start == bStart
                && m.lists[l][p - 1] > place) { p -= 1 }
            var nearest: (gap: Double, start: Double, place: Int, lead: Int, follower: Int)?
            func consider(_ gap: Double?, _ other: Int, lead: Int, follower: Int) {
                guard let gap else { return }
                let o = x.world.items[other], candidate = (gap, o.start, o.place, lead, follower)
                if nearest.map({ (candidate.0, candidate.1, candidate.2) < ($0.gap, $0.start, $0.place) }) ?? true { nearest = candidate }
            }
            var k = p - 1
            while k >= 0 {
                if let i = x.world.index(m.lists[l][k]) {
                    let a = x.world.items[i].flight
                    if a.start + longest <= b.appeared { break }
                    consider(FlyScreenInvariants.tooClose(lead: a, follower: b, c, lt), i, lead: x.world.items[i].id, follower: x.world.items[bi].id)
                }
                k -= 1
            }
            for k in p..<m.lists[l].count {
                guard let i = x.world.index(m.lists[l][k]) else { continue }
                let a = x.world.items[i].flight
                if bStart + longest > a.appeared {
                    consider(FlyScreenInvariants.tooClose(lead: b, follower: a, c, lt), i, lead: x.world.items[bi].id, follower: x.world.items[i].id)
                }
            }
            if p == m.lists[l].count { m.lists[l].append(place) } else { m.lists[l].insert(place, at: p) }
            guard let n = nearest else { return nil }
            return entryFailure(n.gap < 0 ? "item #\(n.follower) overlaps item #\(n.lead) on row \(row)" : """
                item #\(n.follower) comes closer than g to item #\(n.lead) on row \(row)
                """,
                           ["leader": Double(n.lead), "follower": Double(n.follower), "gap": n.gap, "g": c.minimumGap],
                           at: x.world.items[bi].operation, margin: .init(c.minimumGap - n.gap, tolerance: lt))
        }
    }
}
