import ScrollProofUtilities
import Effects

extension FlyScreenModel {
    /// A seek is answered as asked: a sync is accepted only when valid (finite positive width,
    /// progress in `0 ..< 1`, an id never accepted), and its item appears once, by a sync at the
    /// sync's time and progress; a refusal gives a reason that applies, and a valid sync is never
    /// refused for want of a row while nothing is on screen. What the log must show is judged
    /// once the log has passed the sync's moment. Judged in a trace that seeks.
    @usableFromInline package struct SyncedAsAsked: StatefulInvariant {
        @usableFromInline package typealias Context = FlyScreenModel.Context
        @usableFromInline package struct Memory {
            /// The accepted syncs by id, and how often the log synced each since.
            var asked = IDMap<Sync>(), synced = IDMap<Int>()
            /// The syncs whose answer waits for the log: accepted and not yet synced, or refused
            /// for want of a row.
            var waiting = FIFO<Sync>()
        }
        @usableFromInline package struct Sync: Sendable { var index: Int, id: Int, width: Double, progress: Double, time: Double, refused: Bool }
        @usableFromInline package init() {}
        @usableFromInline package var name: String { "syncedAsAsked" }
        @usableFromInline package var statement: String { """
            a seek's item appears once, at the sync's time and progress, or is refused for a reason that applies
            """ }

        @usableFromInline package func start(_ c: FlyScreenConfiguration) -> Memory { Memory() }

        @usableFromInline package func restart(_ c: FlyScreenConfiguration, _ m: inout Memory) {
            m = Memory(asked: m.asked.recycled(), synced: m.synced.recycled(), waiting: m.waiting.recycled())
        }

        func broken(_ s: Sync, _ text: String, _ more: [Violation.Value] = []) -> InvariantFailure {
            InvariantFailure(text, [.init("id", Double(s.id)), .init("width", s.width), .init("progress", s.progress), .init("t",
                s.time)] + more).at(frame: s.index)
        }

        @inline(__always)
        @usableFromInline package func judge(_ x: Context, _ m: inout Memory) -> InvariantFailure? {
            x.configuration.seeks ? judged(x, &m) : nil
        }

        @inline(never)
        func judged(_ x: Context, _ m: inout Memory) -> InvariantFailure? {
            while let s = m.waiting.first, x.world.logPassed(s.time) {
                _ = m.waiting.pop()
                if s.refused {
                    let shown = x.world.letGo.contains { onScreen($0, s.time) } || x.world.held.contains { onScreen($0, s.time) }
                    if !shown { return broken(s, "result: a sync was refused for want of a row while nothing was on screen") }
                } else if m.synced[s.id] == nil {
                    return broken(s, "item #\(s.id) was accepted by a sync and appeared 0 times, not once", [.init("synced", 0)])
                }
            }
            if case let .operation(accepted) = x.world.change, case let .sync(id, width, progress, _) = x.event, case let .insert(result) = x.frame {
                let s = Sync(index: x.index, id: id, width: width, progress: progress, time: x.world.now, refused: true)
                let validWidth = width.isFinite && width > 0, validProgress = progress.isFinite && progress >= 0 && progress < 1
                let duplicate = accepted == nil && x.world.place(of: id) != nil
                switch result {
                case .accepted:
                    if !validWidth || !validProgress || duplicate {
                        return broken(s,
                            """
                                result: a sync with \
                                \(!validWidth ? "an invalid width" : !validProgress ? "a progress outside 0 ..< 1" : "an id already accepted") was \
                                accepted
                                """)
                    }
                    var asked = s
                    asked.refused = false
                    m.asked[id] = asked
                    m.waiting.push(asked)
                case .refused(.invalidWidth) where validWidth, .refused(.invalidProgress) where validProgress, .refused(.duplicateID) where !duplicate:
                    return broken(s, "result: a sync was refused as \(result), a reason that does not apply")
                case .refused(.noFreeRow) where validWidth && validProgress && !duplicate:
                    m.waiting.push(s)
                default: break
                }
            }
            guard case let .synced(id, _, _, progress)? = x.logged, let s = m.asked[id] else { return nil }
            let count = (m.synced[id] ?? 0) + 1
            m.synced[id] = count
            if count > 1 { return broken(s, "item #\(id) was accepted by a sync and appeared \(count) times, not once", [.init("synced", Double(count))]) }
            let c = x.configuration, tt = c.timeTolerance(forWidths: s.width), offBy = (progress - s.progress).magnitude * (c.screenWidth + s.width)
            if (x.world.now - s.time).magnitude <= tt, offBy <= c.lengthTolerance { return nil }
            return broken(s, "item #\(id) was synced at t \(Violation.format(x.world.now)), progress \(Violation.format(progress)), not where the seek asked",
                          [.init("syncedAt", x.world.now), .init("syncedProgress", progress)])
        }

        /// Whether an item is on screen at a moment, within its tolerance of a moment.
        func onScreen(_ item: FlyScreenWorld.Item, _ t: Double) -> Bool {
            item.started && FlyScreenInvariants.isOnScreen(item.flight, finish: item.finished ? item.finish : nil, at: t, slack: item.tolerance)
        }
    }
}
