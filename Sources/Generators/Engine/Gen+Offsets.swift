
extension Gen where Value == OffsetSequence {
    /// The rubber-band constant of UIScrollView.
    @usableFromInline package static var rubberBandConstant: Double { 0.55 }

    /// UIScrollView's rubber band: an overshoot `x` past an edge shows as `c·x·dim/(dim + c·x)`.
    ///
    /// - Parameters:
    ///   - overshoot: How far past the edge the finger pulled (`x ≥ 0`).
    ///   - dimension: The viewport dimension.
    /// - Returns: The displayed distance past the edge.
    @usableFromInline package static func rubberBand(_ overshoot: Double, dimension: Double) -> Double {
        let c = rubberBandConstant
        return c * overshoot * dimension / (dimension + c * overshoot)
    }

    /// Realistic scroll input over a range (SPEC §6): a start and up to `maxFrames` offsets,
    /// finite ones within ``ScrollRange/extended``,
    /// made of 1…`maxGestures` ``ScrollGesture``s, labelled with the gestures used and with
    /// `exact-edge`, `edge-to-edge jump`, `coalesced`, `overshoot`, `spring-back`,
    /// `fling-0.998`, `fling-0.990`, `nan`, `+inf`, `-inf`, `non-finite`.
    ///
    /// - Parameters:
    ///   - range: The effect's input space.
    ///   - maxFrames: The most frames (default 200).
    ///   - maxGestures: The most gestures (default 12).
    /// - Returns: The generator.
    @usableFromInline package static func offsets(in range: ScrollRange, maxFrames: Int = 200, maxGestures: Int = 12) -> Gen {
        Gen { stream throws(GenerationError) in try draw(in: range, maxFrames: maxFrames, maxGestures: maxGestures, &stream) }
    }

    /// Draws one scroll input, as ``offsets(in:maxFrames:maxGestures:)`` does, straight from
    /// the stream: no generator is built per case, the frames go into the stream's reused
    /// buffer and the labels are bits, so a case allocates nothing once the buffer has grown.
    ///
    /// - Parameters:
    ///   - range: The effect's input space.
    ///   - maxFrames: The most frames.
    ///   - maxGestures: The most gestures.
    ///   - revisit: Whether a case may end with a revisit (``Builder/revisit(_:)``): a scroll
    ///     case's input, drawn last in its stream, so that a saved case (whose choices end
    ///     before it: read as 0) replays as it did before it was added.
    ///   - stream: The choices.
    /// - Returns: The input; its `offsets` share the stream's buffer until it is dropped.
    /// - Throws: ``GenerationError/overrun(limit:)`` past the stream's limit.
    @usableFromInline
    static func draw(in range: ScrollRange, maxFrames: Int, maxGestures: Int, revisit: Bool = false, _ stream: inout ChoiceStream)
        throws(GenerationError) -> OffsetSequence {
        var builder = Builder(range: range, maxFrames: maxFrames, frames: stream.takeFrameBuffer())
        builder.position = try builder.target(&stream)
        let start = builder.position
        var count = 0
        while count < maxGestures, builder.frames.count < maxFrames {
            let more = try stream.span { stream throws(GenerationError) -> Bool in
                if count > 0, !(try stream.drawBool(probability: 0.75)) { return false }
                let gesture = ScrollGesture(rawValue: try ScrollGesture.weights.withUnsafeBufferPointer { w throws(GenerationError) in
                    try stream.drawWeightedIndex(w, total: ScrollGesture.totalWeight)
                })!
                try builder.add(gesture, &stream)
                return true
            }
            if !more { break }
            count += 1
        }
        if revisit, try stream.span({ stream throws(GenerationError) in try stream.drawBool(probability: 0.5) }) { try builder.revisit(&stream) }
        if builder.frames.count > maxFrames { builder.frames.removeLast(builder.frames.count - maxFrames) }
        stream.putBackFrameBuffer(builder.frames)
        return OffsetSequence(start: start, offsets: builder.frames, labels: builder.labels)
    }

    /// Builds frames gesture by gesture, tracking where the scroll view is.
    struct Builder {
        typealias L = LabelSet.Label
        let range: ScrollRange
        let maxFrames: Int
        let extendedLower: Double, extendedUpper: Double
        var position = 0.0
        var frames: [Double]
        var labels = LabelSet()

        init(range: ScrollRange, maxFrames: Int, frames: [Double]) {
            self.range = range
            self.maxFrames = maxFrames
            self.frames = frames
            extendedLower = range.lower - range.reach
            extendedUpper = range.upper + range.reach
        }

        /// A programmatic target: an exact landmark, a point between the edges (scroll to a
        /// row or a page), or anywhere within reach, a third each; shrinks toward the first
        /// landmark.
        func target(_ stream: inout ChoiceStream) throws(GenerationError) -> Double {
            switch try stream.draw(upTo: 2) {
            case 0: range.marks[Int(try stream.draw(upTo: UInt64(range.marks.count - 1)))]
            case 1: try stream.drawDouble(range.lower, range.upper)
            default: try stream.drawDouble(extendedLower, extendedUpper)
            }
        }

        /// Delivers a frame; finite offsets stay within the range's reach, as a scroll view's do.
        mutating func emit(_ value: Double) {
            let delivered = value.isFinite ? min(max(value, extendedLower), extendedUpper) : value
            frames.append(delivered)
            if delivered.isFinite { position = delivered }
        }

        var room: Int { max(maxFrames - frames.count, 1) }

        static let dragCount = 2...30, dragContinue = Gen<[Double]>.continueProbability(count: 2...30, averageLength: 12)
        static let tremorCount = 1...10, tremorContinue = Gen<[Double]>.continueProbability(count: 1...10, averageLength: nil)

        mutating func add(_ gesture: ScrollGesture, _ stream: inout ChoiceStream) throws(GenerationError) {
            let dim = range.dimension
            switch gesture {
            case .jump: try jump(&stream)
            case .repeatOffset:
                labels.insert(L.repeatOffset)
                let n = try stream.drawInt(1, 5)
                for _ in 0..<min(n, room) { emit(position) }
            case .edgeToEdge:
                labels.insert(L.edgeToEdge)
                labels.insert(L.exactEdge)
                let up = try stream.drawBool(probability: 0.5)
                emit(up ? range.lower : range.upper)
                emit(up ? range.upper : range.lower)
            case .coalescedStep:
                labels.insert(L.coalesced)
                emit(position + (try stream.drawDouble(-3 * dim, 3 * dim)))
            case .drag:
                // Steps are list elements (each a span with its "more?" flag): shrinking deletes them one by one.
                labels.insert(L.drag)
                let room = self.room, reach = 0.05 * dim
                _ = try stream.drawList(count: Self.dragCount, continueProbability: Self.dragContinue,
                    element: { s throws(GenerationError) in try s.drawSymmetric(reach) }) { i, step in
                    if i < room { emit(position + step) }
                }
            case .jitter:
                labels.insert(L.jitter)
                let room = self.room, center = position
                _ = try stream.drawList(count: Self.tremorCount, continueProbability: Self.tremorContinue,
                    element: { s throws(GenerationError) in try s.drawSymmetric(0.5) }) { i, tremor in
                    if i < room { emit(center + tremor) }
                }
            case .pagingSnap:
                labels.insert(L.paging)
                let n = try stream.drawInt(1, 8)
                let page = range.pageSize
                let goal = min(max((position / page).rounded() * page, range.lower), range.upper)
                let from = position
                for i in 1...n { emit(i == n ? goal : from + (goal - from) * Double(i) / Double(n)) }
            case .scrollToTop:
                labels.insert(L.scrollToTop)
                labels.insert(L.exactEdge)
                let n = try stream.drawInt(1, 10)
                let from = position
                for i in 1...n { emit(i == n ? range.lower : from + (range.lower - from) * Double(i) / Double(n)) }
            case .overshoot: try overshoot(&stream)
            case .fling: try fling(&stream)
            case .nonFinite:
                labels.insert(L.nonFinite)
                let value: Double = switch try stream.draw(upTo: 2) {
                case 0: .nan
                case 1: .infinity
                default: -.infinity
                }
                labels.insert(value.isNaN ? L.nan : value > 0 ? L.plusInfinity : L.minusInfinity)
                frames.append(value)
            }
        }

        /// To an exact landmark, to another, and back to the first: each value alone (not with
        /// its neighbour across a threshold, as a jump adds), so that a memory set at the first
        /// and left or re-armed exactly at the second (a threshold is a landmark, and so is
        /// each double beside it) meets the first again: a hysteresis's `<=` for `<` at the
        /// threshold that re-arms it shows only on such a path (random gestures met one in 3
        /// seeds of 10 at 200 cases, the revisit in 10).
        mutating func revisit(_ stream: inout ChoiceStream) throws(GenerationError) {
            labels.insert(L.revisit)
            let marks = range.marks, last = UInt64(marks.count - 1)
            let first = marks[Int(try stream.draw(upTo: last))], second = marks[Int(try stream.draw(upTo: last))]
            if marks.isThreshold(second) { labels.insert(L.exactThreshold) }
            emit(first)
            if frames.count < maxFrames { emit(second) }
            if frames.count < maxFrames { emit(first) }
        }

        /// A jump to a drawn target; at a threshold's landmark (they come in pairs of adjacent
        /// doubles, one may be an edge), a step to the other one, so both sides of the switch
        /// are judged.
        mutating func jump(_ stream: inout ChoiceStream) throws(GenerationError) {
            labels.insert(L.jump)
            let value = try target(&stream)
            emit(value)
            if range.marks.isThreshold(value.nextDown) || (range.marks.isThreshold(value) && range.marks.contains(value.nextDown)) {
                labels.insert(L.exactThreshold)
                emit(value.nextDown)
            } else if range.marks.isThreshold(value.nextUp) || (range.marks.isThreshold(value) && range.marks.contains(value.nextUp)) {
                labels.insert(L.exactThreshold)
                emit(value.nextUp)
            } else if range.marks.contains(value) {
                labels.insert(L.exactEdge)
            }
        }

        /// A pull past an edge and the spring back. The distance shown past the edge at the
        /// deepest point is drawn (not the finger's pull, whose rubber band would show
        /// −50.54962213478234): it shrinks to simple values, as every drawn number does. A pull
        /// of up to 2·dim shows at most c·2dim·dim/(dim + c·2dim).
        mutating func overshoot(_ stream: inout ChoiceStream) throws(GenerationError) {
            let dim = range.dimension
            labels.insert(L.overshoot)
            labels.insert(L.springBack)
            let atUpper = try stream.drawBool(probability: 0.5)
            let shown = try stream.drawDouble(0, Gen<OffsetSequence>.rubberBand(2 * dim, dimension: dim))
            let steps = try stream.drawInt(1, 10)
            let back = try stream.drawInt(1, 10)
            try overshoot(atUpper ? range.upper : range.lower, sign: atUpper ? 1 : -1, shown: shown, steps: steps, back: back)
        }

        /// A fling at a drawn speed and direction, at one of §6's rates, 60 or 120 Hz, frames
        /// delivered one in `skip`.
        mutating func fling(_ stream: inout ChoiceStream) throws(GenerationError) {
            labels.insert(L.fling)
            let speed = try stream.drawDouble(0, 10 * range.dimension)
            let sign: Double = try stream.drawBool(probability: 0.5) ? -1 : 1
            let fast = try stream.drawBool(probability: 0.5)
            let rate = fast ? 0.990 : 0.998
            labels.insert(fast ? L.flingFast : L.flingSlow)
            let hz: Double = try stream.drawBool(probability: 0.5) ? 120 : 60
            let skip = try stream.drawInt(1, 3)
            if skip > 1 { labels.insert(L.coalesced) }
            fling(velocity: sign * speed, rate: rate, hz: hz, skip: skip)
        }

        /// Pulls past `edge` in `steps` frames, the finger moving evenly, until `shown` points
        /// past it show (the last frame shows exactly that), then springs back to it in `back`
        /// frames.
        mutating func overshoot(_ edge: Double, sign: Double, shown peak: Double, steps: Int, back: Int) throws(GenerationError) {
            let dim = range.dimension, c = Gen<OffsetSequence>.rubberBandConstant
            // The pull that shows `peak`: the rubber band's inverse, x = d·dim/(c·(dim − d)).
            let pull = peak * dim / (c * (dim - peak))
            var shown = 0.0
            for i in 1...steps where frames.count < maxFrames {
                shown = i == steps ? peak : Gen<OffsetSequence>.rubberBand(pull * Double(i) / Double(steps), dimension: dim)
                emit(edge + sign * shown)
            }
            for j in 1...back where frames.count < maxFrames {
                emit(j == back ? edge : edge + sign * shown * PortableMath.power(0.5, j))
            }
        }

        /// A fling from the current position: `x(t) = x₀ + v₀·(d^{1000t} − 1)/(1000 ln d)`,
        /// sampled at `hz`, every `skip`-th frame delivered, until the speed drops below 1 pt/s
        /// or 120 frames; past an edge it rubber-bands and springs back.
        mutating func fling(velocity v0: Double, rate: Double, hz: Double, skip: Int) {
            let x0 = position
            let decays = FlingDecay.table(rate: rate, hz: hz)
            let k = 1000 * decays.lnRate
            let dim = range.dimension
            var frame = 1
            while frame <= FlingDecay.frames, frames.count < maxFrames {
                let decay = decays.values[frame]
                let x = x0 + v0 * (decay - 1) / k
                let beyond = x > range.upper ? x - range.upper : x < range.lower ? x - range.lower : 0
                if beyond != 0, x0 >= range.lower, x0 <= range.upper {
                    labels.insert(L.overshoot)
                    labels.insert(L.springBack)
                    let edge = beyond > 0 ? range.upper : range.lower
                    let shown = Gen<OffsetSequence>.rubberBand(beyond.magnitude, dimension: dim)
                    emit(edge + (beyond > 0 ? shown : -shown))
                    for j in 1...4 where frames.count < maxFrames { emit(j == 4 ? edge : edge + (beyond > 0 ? shown : -shown) * PortableMath.power(0.4, j)) }
                    return
                }
                if frame % skip == 0 { emit(x) }
                if (v0 * decay).magnitude < 1 { break }
                frame += 1
            }
        }
    }
}
