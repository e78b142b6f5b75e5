import Oracles
import Effects

/// One step of a fly-screen workload.
@usableFromInline package enum FlyOperation: Hashable, Sendable, CustomStringConvertible {
    /// An insert from producer `producer` (a thread in a concurrent run).
    case insert(id: Int, width: Double, producer: Int)
    /// An insert of an item with its own flight duration, generated only for an implementation
    /// with a duration per comment (``FlyScreenFeatures/durations``).
    case timedInsert(id: Int, width: Double, duration: Double, producer: Int)
    /// A sync (a seek) from producer `producer`: an item that appears at `progress` of its
    /// flight, generated only for an implementation that seeks (``FlyScreenFeatures/seek``).
    case sync(id: Int, width: Double, progress: Double, producer: Int)
    /// Virtual time moves on by `seconds`.
    case advance(seconds: Double)
    /// The screen pauses, generated only for an implementation that pauses
    /// (``FlyScreenFeatures/pause``).
    case pause
    /// The screen resumes.
    case resume
    /// A tap at a point on the screen.
    case tapPoint(x: Double, y: Double)
    /// A tap at the live position of a flying item: the `index`-th flying item (modulo their
    /// number), at `fraction` of its width from its left edge, in the middle of its row.
    case tapItem(index: Int, fraction: Double)
    /// Virtual time moves to the exact moment SPEC's schedule starts the next waiting item (a
    /// row becomes free), moved by `nudge` ulps (−1, 0 or +1): the run lands on the row-free
    /// threshold and on its neighbours. Nothing happens when nothing waits.
    case advanceToNextStart(nudge: Int)
    /// Virtual time moves to a coincidence (``FlyMoment``): the next moment an item on screen
    /// is due to finish, or SPEC's schedule frees a row, moved by `nudge`: exactly there, an
    /// ulp either side, half a tolerance of a moment either side (one moment, for every rule)
    /// or a tolerance and a half (another moment). The operations after it happen at that
    /// moment: a sync as the leader finishes, a tap as an item leaves. Nothing happens when
    /// there is no such moment ahead, or while the screen is paused.
    case advanceToMoment(FlyMoment, nudge: FlyNudge)
    /// Observation ends at a coincidence (as ``advanceToMoment(_:nudge:)`` finds it), with no
    /// flight out after it: the trace's `t_end` is at an item's due finish, an ulp or a
    /// tolerance from it, where what is due by the end changes.
    case endAt(FlyMoment, nudge: FlyNudge)

    @usableFromInline package var description: String {
        switch self {
        case let .insert(id, width, producer): "insert #\(id) w=\(width) by producer \(producer)"
        case let .timedInsert(id, width, duration, producer): "insert #\(id) w=\(width) for \(duration) s by producer \(producer)"
        case let .sync(id, width, progress, producer): "sync #\(id) w=\(width) at progress \(progress) by producer \(producer)"
        case let .advance(seconds): "advance \(seconds) s"
        case .pause: "pause"
        case .resume: "resume"
        case let .tapPoint(x, y): "tap (\(x), \(y))"
        case let .tapItem(index, fraction): "tap flying item \(index) at \(fraction) of its width"
        case let .advanceToNextStart(nudge): "advance to the next start\(nudge == 0 ? "" : nudge > 0 ? " + 1 ulp" : " − 1 ulp")"
        case let .advanceToMoment(moment, nudge): "advance to \(moment)\(nudge)"
        case let .endAt(moment, nudge): "end at \(moment)\(nudge)"
        }
    }

    /// Whether the operation needs SPEC's schedule run beside the screen.
    var readsTheSchedule: Bool {
        switch self {
        case .advanceToNextStart, .advanceToMoment(.nextStart, _), .endAt(.nextStart, _): true
        default: false
        }
    }

    /// Whether the operation moves virtual time on.
    var advances: Bool {
        switch self {
        case .advance, .advanceToNextStart, .advanceToMoment, .endAt: true
        default: false
        }
    }
}

/// A moment a fly-screen workload can land on exactly (``FlyOperation/advanceToMoment(_:nudge:)``).
@usableFromInline package enum FlyMoment: Hashable, Sendable, CustomStringConvertible {
    /// The next moment an item on screen is due to finish: its start (as the screen logged it)
    /// plus its own flight duration, on the play clock.
    case nextFinish
    /// The next moment SPEC's schedule starts the item at the head of its queue (a row frees).
    case nextStart

    @usableFromInline package var description: String {
        switch self {
        case .nextFinish: "the next finish"
        case .nextStart: "the next start"
        }
    }
}

/// How far from a moment a coincidence lands: on it, an ulp either side, within the tolerance
/// of a moment (half of it: one moment for every rule) or a tolerance and a half past it.
@usableFromInline package enum FlyNudge: Int, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case exact, ulpBefore, ulpAfter, halfToleranceBefore, halfToleranceAfter, toleranceAndHalfBefore, toleranceAndHalfAfter

    /// The moment moved: `time` exactly, its neighbouring doubles, or `time ∓ k·tolerance`.
    ///
    /// - Parameters:
    ///   - time: The moment.
    ///   - tolerance: The tolerance of a moment there.
    /// - Returns: The time to land on.
    package func apply(to time: Double, tolerance: Double) -> Double {
        switch self {
        case .exact: time
        case .ulpBefore: time.nextDown
        case .ulpAfter: time.nextUp
        case .halfToleranceBefore: time - 0.5 * tolerance
        case .halfToleranceAfter: time + 0.5 * tolerance
        case .toleranceAndHalfBefore: time - 1.5 * tolerance
        case .toleranceAndHalfAfter: time + 1.5 * tolerance
        }
    }

    @usableFromInline package var description: String {
        switch self {
        case .exact: ""
        case .ulpBefore: " − 1 ulp"
        case .ulpAfter: " + 1 ulp"
        case .halfToleranceBefore: " − ½ tolerance"
        case .halfToleranceAfter: " + ½ tolerance"
        case .toleranceAndHalfBefore: " − 1½ tolerances"
        case .toleranceAndHalfAfter: " + 1½ tolerances"
        }
    }
}

/// A generated fly-screen workload (SPEC §4): a configuration and operations in time.
@usableFromInline package struct FlyWorkload: Labeled, Sendable, CustomStringConvertible {
    /// The configuration attempt.
    @usableFromInline package var configuration: ConfigurationCase<FlyScreenConfiguration>
    /// The operations, in order.
    @usableFromInline package var operations: [FlyOperation]
    /// How many producers the inserts come from.
    @usableFromInline package var producers: Int
    @usableFromInline package var labels: LabelSet

    @usableFromInline package var description: String { operations.map(\.description).joined(separator: "; ") }
}

extension FlyOperation {
    /// A recorded screen's operations as a workload's (a replayed file's): time moved by the
    /// difference to each operation's moment, then the operation (every insert from one
    /// producer; a tap at its point).
    ///
    /// - Parameter operations: The recorded operations, in order.
    /// - Returns: The workload's operations.
    /// - Complexity: O(operations).
    package static func replaying(_ operations: [FlyScreenOperation]) -> [FlyOperation] {
        var now = 0.0, result: [FlyOperation] = []
        for operation in operations {
            if operation.time > now {
                result.append(.advance(seconds: operation.time - now))
                now = operation.time
            }
            switch operation {
            case let .insert(id, width, _): result.append(.insert(id: id, width: width, producer: 0))
            case let .timedInsert(id, width, duration, _): result.append(.timedInsert(id: id, width: width, duration: duration, producer: 0))
            case let .sync(id, width, progress, _): result.append(.sync(id: id, width: width, progress: progress, producer: 0))
            case .advance: break
            case .pause: result.append(.pause)
            case .resume: result.append(.resume)
            case let .tap(x, y, _): result.append(.tapPoint(x: x, y: y))
            }
        }
        return result
    }
}

extension Gen where Value == FlyWorkload {
    /// Fly-screen workloads: bursty arrivals (`burst`), widths that vary a lot
    /// (`varied-widths`), several producers (`concurrent-producers`), taps at random points
    /// (`tap-random`) and at items' live positions (`tap-live`), and queues driven past their
    /// capacity (`capacity-pressure`), plus the configuration's own labels. With
    /// ``FlyScreenFeatures/seek``, a quarter of the arrivals are syncs at a progress in
    /// `0 ..< 1` (`seek`); with ``FlyScreenFeatures/pause``, a third of the pauses between
    /// arrivals pause the screen (`pause`), and half of those stay paused through the next
    /// arrivals; with ``FlyScreenFeatures/durations``, half the inserts fly in their own time,
    /// from `d/2` to `2d` (`durations`); without them, the stream of choices is the one it always was, so saved cases
    /// and corpus files replay unchanged.
    ///
    /// - Parameters:
    ///   - maxBursts: The most arrival bursts (default 12).
    ///   - pins: The pinned configuration fields (default none).
    ///   - features: The operations beyond SPEC's to generate (default none).
    /// - Returns: The generator.
    @usableFromInline package static func flyWorkload(maxBursts: Int = 12, pins: FieldPins = .flyScreen, features: FlyScreenFeatures = []) -> Gen {
        let configurations = Gen<ConfigurationCase<FlyScreenConfiguration>>.flyScreenConfiguration(pins: pins)
        return Gen { stream throws(GenerationError) in
            try drawn(after: try configurations.run(&stream), maxBursts: maxBursts, features: features, &stream)
        }
    }

    /// The workload of a configuration attempt already drawn: its operations, drawn from the
    /// stream as ``flyWorkload(maxBursts:pins:features:)`` draws them after the configuration.
    ///
    /// - Parameters:
    ///   - configuration: The configuration attempt.
    ///   - maxBursts: The most arrival bursts.
    ///   - features: The operations beyond SPEC's to generate.
    ///   - stream: The choices.
    /// - Returns: The workload.
    /// - Throws: ``GenerationError`` when the stream overruns.
    package static func drawn(
        after configuration: ConfigurationCase<FlyScreenConfiguration>, maxBursts: Int = 12, features: FlyScreenFeatures, _ stream: inout ChoiceStream
    ) throws(GenerationError) -> FlyWorkload {
        var labels = configuration.labels
        let producers = try Gen<Int>.int(in: 1...4).run(&stream)
        if producers > 1 { labels.insert(LabelSet.Label.concurrentProducers) }
        let screen = configuration.configuration
        // The operations' storage comes from the stream and goes back to it: a runner's
        // cases reuse it (shared with the workload until it is dropped).
        var drawing = Drawing(screen, features: features, producers: producers, labels: labels, operations: stream.takeFlyOperations())
        defer { stream.putBackFlyOperations(drawing.operations) }
        var bursts = 0
        while bursts < maxBursts {
            let more = try stream.span { stream throws(GenerationError) -> Bool in try drawing.burst(first: bursts == 0, &stream) }
            if !more { break }
            bursts += 1
        }
        if drawing.paused { drawing.operations.append(.resume) }
        if drawing.nextID > 0, drawing.widest > 2 * drawing.narrowest { drawing.labels.insert(LabelSet.Label.variedWidths) }
        try coincidences(&drawing.operations, &drawing.labels, &stream)
        try revisits(&drawing.operations, &drawing.labels, capacity: screen?.capacity, rows: screen?.rows ?? 1, width: .double(in: 1...(drawing.width * 0.8)),
            nextID: drawing.nextID, &stream)
        return FlyWorkload(configuration: configuration, operations: drawing.operations, producers: producers, labels: drawing.labels)
    }

    /// The state of one workload's drawing: the bounds of its draws, the operations and labels
    /// so far, the next id, the narrowest and widest insert (for `varied-widths`), and whether
    /// it is paused. Its draws are the stream's own, with the bounds the generators of
    /// ``Gen/double(in:)``, ``Gen/int(in:)`` and ``Gen/unit()`` would take (the same choices):
    /// a generator kept in a struct allocates its closure's context for every case.
    struct Drawing {
        let seeks: Bool, pauses: Bool, durations: Bool, capacity: Int?
        let width: Double, height: Double, duration: Double, producers: Int
        var labels: LabelSet
        var operations: [FlyOperation]
        var nextID = 0, narrowest = Double.infinity, widest = -Double.infinity, paused = false

        init(_ screen: FlyScreenConfiguration?, features: FlyScreenFeatures, producers: Int, labels: LabelSet, operations: [FlyOperation]) {
            (seeks, pauses, durations) = (features.contains(.seek), features.contains(.pause), features.contains(.durations))
            capacity = screen?.capacity
            (width, duration, self.producers) = (screen?.screenWidth ?? 375, screen?.duration ?? 6, producers)
            height = Double(screen?.rows ?? 1) * (screen?.rowHeight ?? 30)
            (self.labels, self.operations) = (labels, operations)
        }

        /// One burst (after the first, only if one more comes): its inserts and syncs, then up
        /// to three taps, each after time moves on, then a gap. Inserts and taps are lists with
        /// "more?" flags: each one is a span the shrinker can delete.
        mutating func burst(first: Bool, _ stream: inout ChoiceStream) throws(GenerationError) -> Bool {
            if !first, !(try stream.drawBool(probability: 0.8)) { return false }
            let bursty = try stream.drawBool(probability: 0.25)
            var size = 0
            while size < (bursty ? 40 : 4) {
                let inserted = try stream.span { stream throws(GenerationError) -> Bool in
                    if size > 0, !(try stream.drawBool(probability: bursty ? 0.95 : 0.6)) { return false }
                    try insert(&stream)
                    return true
                }
                if !inserted { break }
                size += 1
            }
            if size > 4 { labels.insert(LabelSet.Label.burst) }
            if let capacity, size > capacity { labels.insert(LabelSet.Label.capacityPressure) }
            var taps = 0
            while taps < 3 {
                let tapped = try stream.span { stream throws(GenerationError) -> Bool in
                    if !(try stream.drawBool(probability: 0.6)) { return false }
                    try tap(&stream)
                    return true
                }
                if !tapped { break }
                taps += 1
            }
            operations.append(.advance(seconds: try stream.drawDouble(0, 2 * duration)))
            return true
        }

        /// One insert: a sync (with seeks, one in four), an insert with its own duration (with
        /// durations, one in two of the rest) or a plain one.
        mutating func insert(_ stream: inout ChoiceStream) throws(GenerationError) {
            let synced = seeks ? try stream.drawBool(probability: 0.25) : false
            let w = try stream.drawDouble(1, width * 0.8)
            let producer = try stream.drawInt(0, producers - 1)
            if synced {
                labels.insert(LabelSet.Label.seek)
                operations.append(.sync(id: nextID, width: w, progress: try stream.drawUnit(), producer: producer))
            } else if durations, try stream.drawBool(probability: 0.5) {
                labels.insert(LabelSet.Label.durations)
                operations.append(.timedInsert(id: nextID, width: w, duration: try stream.drawDouble(duration / 2, 2 * duration), producer: producer))
            } else {
                operations.append(.insert(id: nextID, width: w, producer: producer))
            }
            narrowest = min(narrowest, w)
            widest = max(widest, w)
            nextID += 1
        }

        /// One tap: perhaps a pause first, time moved on (a third of the time exactly to the
        /// next row-free moment, or an ulp off), a tap at a live item or anywhere, perhaps a resume.
        mutating func tap(_ stream: inout ChoiceStream) throws(GenerationError) {
            if pauses, !paused, try stream.drawBool(probability: 0.33) {
                labels.insert(LabelSet.Label.pause)
                operations.append(.pause)
                paused = true
            }
            if try stream.drawBool(probability: 0.33) {
                labels.insert(LabelSet.Label.exactThreshold)
                operations.append(.advanceToNextStart(nudge: try stream.drawInt(-1, 1)))
            } else {
                operations.append(.advance(seconds: try stream.drawDouble(0, duration)))
            }
            if try stream.drawBool(probability: 0.5) {
                labels.insert(LabelSet.Label.tapLive)
                operations.append(.tapItem(index: try stream.drawInt(0, 20), fraction: try stream.drawUnit()))
            } else {
                labels.insert(LabelSet.Label.tapRandom)
                operations.append(.tapPoint(x: try stream.drawDouble(0, width), y: try stream.drawDouble(0, height)))
            }
            if paused, try stream.drawBool(probability: 0.5) {
                operations.append(.resume)
                paused = false
            }
        }
    }

    /// A tap repeated at once on the item it hit (its second like must find it liked), and a
    /// burst at one moment of `k + capacity + 1` inserts into a bounded queue (once the rows
    /// take theirs, the queue fills to its capacity and the last insert must be refused), each
    /// in nine cases in ten that can have one, the simplest first cases included. Drawn after the
    /// rest, so that a case saved before is the same case (an exhausted stream draws 0: no).
    ///
    /// - Parameters:
    ///   - operations: The workload's operations.
    ///   - labels: Its labels (`tap-again`, `full-queue` added when drawn).
    ///   - capacity: The queue's capacity, if bounded.
    ///   - rows: `k`.
    ///   - width: The inserts' widths.
    ///   - nextID: The first id not inserted yet.
    ///   - stream: The choices.
    /// - Throws: ``GenerationError`` when the stream overruns.
    private static func revisits(
        _ operations: inout [FlyOperation], _ labels: inout LabelSet, capacity: Int?, rows: Int, width: Gen<Double>, nextID: Int, _ stream: inout ChoiceStream
    ) throws(GenerationError) {
        var taps = 0
        for operation in operations { if case .tapItem = operation { taps += 1 } }
        if taps > 0 {
            try stream.span { stream throws(GenerationError) in
                guard try stream.drawInt(0, 9) > 0 else { return }
                let which = try stream.drawInt(0, taps - 1)
                var seen = 0
                for i in operations.indices {
                    guard case let .tapItem(index, _) = operations[i] else { continue }
                    if seen == which {
                        operations.insert(.tapItem(index: index, fraction: try stream.drawUnit()), at: i + 1)
                        labels.insert(LabelSet.Label.tapAgain)
                        break
                    }
                    seen += 1
                }
            }
        }
        guard let capacity, rows + capacity < 200 else { return }
        try stream.span { stream throws(GenerationError) in
            guard try stream.drawInt(0, 9) > 0 else { return }
            // Before the end of observation, if a coincidence ends it.
            let at = operations.firstIndex { if case .endAt = $0 { true } else { false } } ?? operations.endIndex
            let w = try width.run(&stream)
            for k in 0...(rows + capacity) { operations.insert(.insert(id: nextID + k, width: w, producer: 0), at: at + k) }
            labels.insert(LabelSet.Label.fullQueue)
        }
    }

    /// Moves some of a workload's advances onto coincidences (SPEC §4's moments, one ulp and
    /// one tolerance either side), or ends the observation at one. Drawn after the rest, so
    /// that a case saved before they existed is the same case: its stream, exhausted, draws 0,
    /// which is no coincidence (issue 56). Three cases in four have one, and up to three.
    ///
    /// - Parameters:
    ///   - operations: The workload's operations.
    ///   - labels: Its labels (`coincidence` added when one is drawn).
    ///   - stream: The choices.
    /// - Throws: ``GenerationError`` when the stream overruns.
    private static func coincidences(_ operations: inout [FlyOperation], _ labels: inout LabelSet, _ stream: inout ChoiceStream) throws(GenerationError) {
        var advances = 0
        for operation in operations { if case .advance = operation { advances += 1 } }
        guard advances > 0 else { return }
        var drawn = 0
        while drawn < 3 {
            let more = try stream.span { stream throws(GenerationError) -> Bool in
                guard try stream.drawBool(probability: 0.75) else { return false }
                // One of the advances, or (the last choice) the end of observation.
                let which = try stream.drawInt(0, advances)
                let moment: FlyMoment = try stream.drawBool(probability: 0.3) ? .nextStart : .nextFinish
                let nudge = FlyNudge(rawValue: try stream.drawInt(0, FlyNudge.allCases.count - 1)) ?? .exact
                labels.insert(LabelSet.Label.coincidence)
                guard which < advances else {
                    operations.append(.endAt(moment, nudge: nudge))
                    return true
                }
                var seen = 0
                for i in operations.indices {
                    guard case .advance = operations[i] else { continue }
                    if seen == which {
                        operations[i] = .advanceToMoment(moment, nudge: nudge)
                        break
                    }
                    seen += 1
                }
                return true
            }
            if !more { break }
            drawn += 1
        }
    }
}
