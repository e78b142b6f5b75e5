import Effects

extension SnapTarget {
    /// How far a throw goes per point per second of velocity at each deceleration rate of
    /// SPEC §6: `−1 / (1000 · ln d)` (0.4995 s at 0.998, 0.0995 s at 0.990), with the portable
    /// logarithm so that every machine draws the same proposals.
    static let throwSeconds: [(rate: Double, seconds: Double, label: LabelSet.Label)] = [
        (0.998, -1 / (1000 * PortableMath.log(0.998)), .flingSlow),
        (0.990, -1 / (1000 * PortableMath.log(0.990)), .flingFast),
    ]

    /// Realistic releases and resizes for a configuration (SPEC §6 and §8): one release in five
    /// sits on two rules' boundaries at once (exactly on a snap point, proposing itself, at rest
    /// or at `±v_f` or one ulp either side); otherwise the finger lifts
    /// exactly on a snap point, exactly halfway between two, near one, anywhere, or in a rubber
    /// band past either end; at rest, at `±v_f` exactly and one ulp either side, or flung at up
    /// to 20,000 pt/s; the proposal is where §6's deceleration (0.998 or 0.990) carries the
    /// flick, clamped into `[lo, hi]` as UIKit clamps it, or the offset itself, or another
    /// proposal (a layout may be asked anything); a release may repeat the one before with
    /// another proposal, at once (so monotonicity is judged); the container may be resized between
    /// releases, most often to the same device rotated; two cases in three end at rest on a snap
    /// point past the first and then rotate (the landscape misalignment); a few inputs are not
    /// finite.
    ///
    /// Labels: `on-snap-point`, `halfway`, `overshoot`, `at-rest`, `exact-threshold`,
    /// `fling-0.998`, `fling-0.990`, `other-proposal`, `repeat`, `resize`, `non-finite`.
    ///
    /// For code told only the proposal and the velocity (the configuration's
    /// ``SnapTargetConfiguration/told`` is ``SnapTold/proposalAndVelocity``: a SwiftUI
    /// `ScrollTargetBehavior`), every release's proposal is the one SwiftUI hands it:
    /// where §6's normal deceleration (0.998) carries the flick from the offset, clamped into
    /// `[lo, hi]`. The offset itself is proposed only at rest (or clamped at an end), never with
    /// a flick, and no other proposal comes; the rules judge that proposal, the one the code was
    /// handed.
    ///
    /// - Parameter configuration: The configuration.
    /// - Returns: The generator of event sequences (1 to 6 releases or pairs of releases, and resizes).
    public static func releases(_ configuration: SnapTargetConfiguration) -> Gen<EventSequence<SnapEvent>> {
        Gen { stream throws(GenerationError) in
            var drawing = ReleaseDrawing(configuration)
            var events: [SnapEvent] = [], last = 0
            // Every element's span starts with one flag, the first's a flag of no effect (the
            // list's own "one more?" is drawn from the second on): so the shrinker can delete
            // the first element too, and the next one reads as the first did.
            var first = true
            _ = try stream.drawList(count: 1...6, continueProbability: 0.7, element: { stream throws(GenerationError) -> [SnapEvent] in
                if first { _ = try stream.drawBool(probability: 0.7); first = false }
                return try drawing.element(&stream)
            }) { _, element in
                events += element
                last = element.count
            }
            try drawing.rotation(&stream, &events, last: last)
            return EventSequence(events: events, labels: drawing.labels)
        }
    }

    /// The state of one case's drawing: the configuration as resized so far, its snap points,
    /// the labels met, and what the code is told.
    struct ReleaseDrawing {
        var current: SnapTargetConfiguration
        var geometry: SnapGeometry
        var labels = LabelSet()
        let toldOffset: Bool

        init(_ configuration: SnapTargetConfiguration) {
            current = configuration
            geometry = configuration.geometry
            toldOffset = configuration.told == .offsetVelocityAndProposal
        }

        func pick(_ list: [Double], _ stream: inout ChoiceStream) throws(GenerationError) -> Double { list[try stream.drawInt(0, list.count - 1)] }

        /// One element: a resize (one in seven), a release at a boundary of two rules (one in
        /// five of the rest), or a release (or two with the same offset and velocity).
        mutating func element(_ stream: inout ChoiceStream) throws(GenerationError) -> [SnapEvent] {
            if try stream.drawBool(probability: 0.15) { return [try resize(&stream)] }
            let g = geometry, p = g.points, vf = current.flickThreshold
            if try stream.drawBool(probability: 0.2) {
                // At a boundary of two rules at once: exactly on a snap point, the proposal the
                // offset itself, the velocity at rest, at ±v_f or one ulp either side.
                labels.insert(LabelSet.Label.onSnapPoint)
                labels.insert(LabelSet.Label.exactThreshold)
                let o = p[try stream.drawInt(0, p.count - 1)]
                let v = atThreshold(try stream.drawInt(0, 6), vf)
                return [.release(offset: o, velocity: v, proposal: toldOffset ? o : handed(o, v, g))]
            }
            var o = try offset(&stream), v = try velocity(&stream)
            if !toldOffset {
                // What SwiftUI hands a behavior: the proposal of the normal deceleration, no other.
                var t = handed(o, v, g)
                labels.insert(throwSeconds[0].label)
                if try stream.drawBool(probability: 0.03) {
                    let bad = try pick(nonFinite, &stream)
                    if try stream.drawBool(probability: 0.5) { v = bad } else { t = bad }
                    labels.insert(LabelSet.Label.nonFinite)
                }
                return [.release(offset: o, velocity: v, proposal: t)]
            }
            var t = try proposal(o, v, &stream)
            // A release, or two with the same offset and velocity and another proposal (so
            // monotonicity is judged), drawn as one element so that shrinking keeps them together.
            if try stream.drawBool(probability: 0.2) {
                labels.insert(LabelSet.Label.repeatOffset)
                let k = try stream.drawInt(0, 4)
                let other = t + (k < 4 ? repeatedProposal[k] : (current.containerLength / 2).rounded())
                return [.release(offset: o, velocity: v, proposal: t), .release(offset: o, velocity: v, proposal: other)]
            }
            if try stream.drawBool(probability: 0.03) {
                let bad = try pick(nonFinite, &stream)
                switch try stream.drawInt(0, 2) {
                case 0: o = bad
                case 1: v = bad
                default: t = bad
                }
                labels.insert(LabelSet.Label.nonFinite)
            }
            return [.release(offset: o, velocity: v, proposal: t)]
        }

        /// A resize: mostly the device rotated, else another device's length.
        mutating func resize(_ stream: inout ChoiceStream) throws(GenerationError) -> SnapEvent {
            let c = current.containerLength
            let length = try stream.drawBool(probability: 0.7) ? (rotations[c] ?? 667) : try pick(containerLengths, &stream)
            if let resized = try? current.resized(containerLength: length) {
                current = resized
                geometry = resized.geometry
            }
            labels.insert(LabelSet.Label.resize)
            return .resize(containerLength: length)
        }

        /// Where the finger lifts: on a snap point, halfway between two, past an end as a
        /// rubber band goes, near a snap point, or at a sixteenth of the range.
        mutating func offset(_ stream: inout ChoiceStream) throws(GenerationError) -> Double {
            let g = geometry, p = g.points
            switch try stream.drawInt(0, 4) {
            case 0:
                labels.insert(LabelSet.Label.onSnapPoint)
                return p[try stream.drawInt(0, p.count - 1)]
            case 1:
                let k = try stream.drawInt(0, Swift.max(0, p.count - 2))
                labels.insert(LabelSet.Label.halfway)
                return p.count > 1 ? (p[k] + p[k + 1]) / 2 : p[0]
            case 2:
                let past = try pick(rubberBand, &stream)
                labels.insert(LabelSet.Label.overshoot)
                return try stream.drawBool(probability: 0.5) ? g.upperBound + past : g.lowerBound - past
            case 3: return p[try stream.drawInt(0, p.count - 1)] + (try pick(nearSnapPoint, &stream))
            default: return (g.lowerBound + (g.upperBound - g.lowerBound) * Double(try stream.drawInt(0, 16)) / 16).rounded()
            }
        }

        /// The velocity: at rest, at the threshold or an ulp from it, or any up to 20,000 pt/s.
        mutating func velocity(_ stream: inout ChoiceStream) throws(GenerationError) -> Double {
            switch try stream.drawInt(0, 3) {
            case 0:
                labels.insert(LabelSet.Label.atRest)
                return 0
            case 1:
                labels.insert(LabelSet.Label.exactThreshold)
                return atThreshold(1 + (try stream.drawInt(0, 5)), current.flickThreshold)
            default: return Double(try stream.drawInt(1, 20_000)) * (try stream.drawBool(probability: 0.5) ? 1 : -1)
            }
        }

        /// The proposal for code told the offset: a throw at one of §6's rates, the offset
        /// itself, or another proposal (a snap point, or the throw's neighbour).
        mutating func proposal(_ o: Double, _ v: Double, _ stream: inout ChoiceStream) throws(GenerationError) -> Double {
            let g = geometry, p = g.points
            switch try stream.drawInt(0, 2) {
            case 0:
                let k = try stream.drawInt(0, throwSeconds.count - 1)
                labels.insert(throwSeconds[k].label)
                return Swift.min(Swift.max(o + v * throwSeconds[k].seconds, g.lowerBound), g.upperBound)
            case 1: return o
            default:
                labels.insert(LabelSet.Label.otherProposal)
                return try stream.drawBool(probability: 0.5) ? p[try stream.drawInt(0, p.count - 1)] : o + (try pick(otherProposal, &stream))
            }
        }

        /// Two cases in three end resting on a page or item past the first, then rotating the
        /// device, in place of their last release: where the landscape misalignment shows, and
        /// a shrunk case is those two events. Drawn last, so that a case saved before is the
        /// same case (an exhausted stream draws 0: no rotation).
        mutating func rotation(_ stream: inout ChoiceStream, _ events: inout [SnapEvent], last: Int) throws(GenerationError) {
            try stream.span { stream throws(GenerationError) in
                let p = geometry.points
                // Two cases in three, simple ones too (an integer choice leans no way).
                guard try stream.drawInt(0, 2) > 0, p.count > 1 else { return }
                let o = p[try stream.drawInt(1, p.count - 1)]
                let c = current.containerLength
                let length = try stream.drawBool(probability: 0.8) ? (rotations[c] ?? 667) : try pick(containerLengths, &stream)
                if case .release = events.last { events.removeLast(last) }
                events += [.release(offset: o, velocity: 0, proposal: o), .resize(containerLength: length)]
                labels.insert(LabelSet.Label.onSnapPoint)
                labels.insert(LabelSet.Label.atRest)
                labels.insert(LabelSet.Label.resize)
            }
        }
    }

    /// The lists a release's numbers are picked from, made once rather than at every release
    /// (an array literal allocates each time it is made): how far past an end a rubber band
    /// goes, how far from a snap point a release lands, a non-finite number, another proposal,
    /// how far the second of two releases' proposals is from the first's.
    static let rubberBand: [Double] = [20, 1, 80]
    static let nearSnapPoint: [Double] = [1, -1, 0.5, -0.5, 10]
    static let nonFinite: [Double] = [.nan, .infinity, -.infinity]
    static let otherProposal: [Double] = [100, -100, 1e4, -1e4]
    static let repeatedProposal: [Double] = [-1, 1, -50, 50]

    /// A velocity at the flick threshold's boundary, by its index: at rest, `v_f`, `−v_f`, an
    /// ulp above and below each.
    static func atThreshold(_ k: Int, _ vf: Double) -> Double {
        switch k {
        case 0: 0
        case 1: vf
        case 2: -vf
        case 3: vf.nextUp
        case 4: -vf.nextUp
        case 5: vf.nextDown
        default: -vf.nextDown
        }
    }

    /// The proposal SwiftUI hands a behavior for a release at `o` with velocity `v`: where §6's
    /// normal deceleration (0.998 a millisecond) carries it, clamped into `[lo, hi]`.
    static func handed(_ o: Double, _ v: Double, _ g: SnapGeometry) -> Double {
        Swift.min(Swift.max(o + v * throwSeconds[0].seconds, g.lowerBound), g.upperBound)
    }
}

