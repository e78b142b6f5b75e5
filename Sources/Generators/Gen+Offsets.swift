
extension Gen where Value == OffsetSequence {
    /// The rubber-band constant of UIScrollView.
    public static var rubberBandConstant: Double { 0.55 }

    /// UIScrollView's rubber band: an overshoot `x` past an edge shows as `c·x·dim/(dim + c·x)`.
    ///
    /// - Parameters:
    ///   - overshoot: How far past the edge the finger pulled (`x ≥ 0`).
    ///   - dimension: The viewport dimension.
    /// - Returns: The displayed distance past the edge.
    public static func rubberBand(_ overshoot: Double, dimension: Double) -> Double {
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
    public static func offsets(in range: ScrollRange, maxFrames: Int = 200, maxGestures: Int = 12) -> Gen {
        let gestures = ScrollGesture.allCases
        let weights = gestures.map(\.weight)
        let total = weights.reduce(0, +)
        let anywhere = Gen<Double>.double(in: range.extended)
        let inside = Gen<Double>.double(in: range.lower...range.upper)
        let landmark = Gen<Double>.element(of: range.landmarks)
        // A programmatic target: an exact landmark, a point between the edges (scroll to a row
        // or a page), or anywhere within reach, a third each; shrinks toward the first landmark.
        let target = Gen<Double>.frequency([(1, landmark), (1, inside), (1, anywhere)])
        let gens = GestureGenerators(range: range, target: target)  // built once, not per gesture
        return Gen { stream throws(GenerationError) in
            var builder = Builder(range: range, maxFrames: maxFrames)
            builder.position = try target.run(&stream)
            let start = builder.position
            var count = 0
            while count < maxGestures, builder.frames.count < maxFrames {
                let more = try stream.span { stream throws(GenerationError) -> Bool in
                    if count > 0, !(try stream.drawBool(probability: 0.75)) { return false }
                    let gesture = gestures[RandomBits.weightedIndex(try stream.draw(upTo: total - 1), weights: weights)]
                    try builder.add(gesture, &stream, gens)
                    return true
                }
                if !more { break }
                count += 1
            }
            return OffsetSequence(start: start, offsets: Array(builder.frames.prefix(maxFrames)), labels: builder.labels)
        }
    }

    /// The generators the gestures draw from, built once per range: building one allocates a
    /// closure context, which the per-gesture code used to do on every gesture.
    struct GestureGenerators: Sendable {
        let target: Gen<Double>
        let repeatCount = Gen<Int>.int(in: 1...5)
        let coalesced: Gen<Double>
        let dragSteps: Gen<[Double]>
        let tremors = Gen<[Double]>.array(of: .double(in: -0.5...0.5), count: 1...10)
        let pagingSteps = Gen<Int>.int(in: 1...8)
        let topSteps = Gen<Int>.int(in: 1...10)
        let pull: Gen<Double>
        let pullSteps = Gen<Int>.int(in: 1...10)
        let speed: Gen<Double>
        let skip = Gen<Int>.int(in: 1...3)
        let nonFinite = Gen<Double>.element(of: [.nan, .infinity, -.infinity])

        init(range: ScrollRange, target: Gen<Double>) {
            let dim = range.dimension
            self.target = target
            coalesced = .double(in: (-3 * dim)...(3 * dim))
            dragSteps = .array(of: .double(in: (-0.05 * dim)...(0.05 * dim)), count: 2...30, averageLength: 12)
            pull = .double(in: 0...(2 * dim))
            speed = .double(in: 0...(10 * dim))
        }
    }

    /// Builds frames gesture by gesture, tracking where the scroll view is.
    struct Builder {
        let range: ScrollRange
        let maxFrames: Int
        var position = 0.0
        var frames: [Double] = []
        var labels: Set<String> = []

        init(range: ScrollRange, maxFrames: Int) {
            self.range = range
            self.maxFrames = maxFrames
        }

        /// Delivers a frame; finite offsets stay within the range's reach, as a scroll view's do.
        mutating func emit(_ value: Double) {
            let extended = range.extended
            let delivered = value.isFinite ? min(max(value, extended.lowerBound), extended.upperBound) : value
            frames.append(delivered)
            if delivered.isFinite { position = delivered }
        }

        var room: Int { max(maxFrames - frames.count, 1) }

        mutating func add(_ gesture: ScrollGesture, _ stream: inout ChoiceStream, _ gens: GestureGenerators) throws(GenerationError) {
            switch gesture {
            case .jump:
                labels.insert("jump")
                let value = try gens.target.run(&stream)
                if range.landmarks.contains(value) { labels.insert("exact-edge") }
                emit(value)
            case .repeatOffset:
                labels.insert("repeat")
                let n = try gens.repeatCount.run(&stream)
                for _ in 0..<min(n, room) { emit(position) }
            case .edgeToEdge:
                labels.formUnion(["edge-to-edge jump", "exact-edge"])
                let up = try stream.drawBool(probability: 0.5)
                emit(up ? range.lower : range.upper)
                emit(up ? range.upper : range.lower)
            case .coalescedStep:
                labels.insert("coalesced")
                emit(position + (try gens.coalesced.run(&stream)))
            case .drag:
                // Steps are list elements (each a span with its "more?" flag): shrinking deletes them one by one.
                labels.insert("drag")
                let steps = try gens.dragSteps.run(&stream)
                for step in steps.prefix(room) { emit(position + step) }
            case .jitter:
                labels.insert("jitter")
                let tremors = try gens.tremors.run(&stream)
                let center = position
                for tremor in tremors.prefix(room) { emit(center + tremor) }
            case .pagingSnap:
                labels.insert("paging")
                let n = try gens.pagingSteps.run(&stream)
                let page = range.pageSize
                let goal = min(max((position / page).rounded() * page, range.lower), range.upper)
                let from = position
                for i in 1...n { emit(i == n ? goal : from + (goal - from) * Double(i) / Double(n)) }
            case .scrollToTop:
                labels.formUnion(["scroll-to-top", "exact-edge"])
                let n = try gens.topSteps.run(&stream)
                let from = position
                for i in 1...n { emit(i == n ? range.lower : from + (range.lower - from) * Double(i) / Double(n)) }
            case .overshoot:
                labels.formUnion(["overshoot", "spring-back"])
                let atUpper = try stream.drawBool(probability: 0.5)
                let pull = try gens.pull.run(&stream)
                let steps = try gens.pullSteps.run(&stream)
                let back = try gens.pullSteps.run(&stream)
                try overshoot(atUpper ? range.upper : range.lower, sign: atUpper ? 1 : -1, pull: pull, steps: steps, back: back)
            case .fling:
                labels.insert("fling")
                let speed = try gens.speed.run(&stream)
                let sign: Double = try stream.drawBool(probability: 0.5) ? -1 : 1
                let fast = try stream.drawBool(probability: 0.5)
                let rate = fast ? 0.990 : 0.998
                labels.insert(fast ? "fling-0.990" : "fling-0.998")
                let hz: Double = try stream.drawBool(probability: 0.5) ? 120 : 60
                let skip = try gens.skip.run(&stream)
                if skip > 1 { labels.insert("coalesced") }
                fling(velocity: sign * speed, rate: rate, hz: hz, skip: skip)
            case .nonFinite:
                labels.insert("non-finite")
                let value = try gens.nonFinite.run(&stream)
                labels.insert(value.isNaN ? "nan" : value > 0 ? "+inf" : "-inf")
                frames.append(value)
            }
        }

        /// Pulls past `edge` in `steps` frames, then springs back to it in `back` frames.
        mutating func overshoot(_ edge: Double, sign: Double, pull: Double, steps: Int, back: Int) throws(GenerationError) {
            let dim = range.dimension
            var shown = 0.0
            for i in 1...steps where frames.count < maxFrames {
                shown = Gen<OffsetSequence>.rubberBand(pull * Double(i) / Double(steps), dimension: dim)
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
            let k = 1000 * PortableMath.log(rate)
            let dim = range.dimension
            var frame = 1
            while frame <= 120, frames.count < maxFrames {
                let t = Double(frame) / hz
                let decay = PortableMath.power(rate, 1000 * t)
                let x = x0 + v0 * (decay - 1) / k
                let beyond = x > range.upper ? x - range.upper : x < range.lower ? x - range.lower : 0
                if beyond != 0, x0 >= range.lower, x0 <= range.upper {
                    labels.formUnion(["overshoot", "spring-back"])
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
