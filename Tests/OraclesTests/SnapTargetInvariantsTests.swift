import Effects
import Oracles
import Testing

/// SPEC §8's invariants, each at its threshold: holding there (and at one tolerance), broken just
/// past it, so that a `<=`-for-`<` mutant of a rule is told apart; and the conformance rule,
/// stated apart from the model's, agreeing with it everywhere the generators go.
@Suite struct SnapTargetInvariantsTests {
    let pages = try! SnapTargetConfiguration(containerLength: 375, layout: .pages(length: 375), contentLength: 375 * 4)  // hi = 1125

    /// A trace of these events, answered by the model, with some answers replaced.
    func trace(_ events: [SnapEvent], answers: [Int: SnapTargetFrame] = [:]) -> SnapTargetTrace { trace(pages, events, answers: answers) }

    /// A trace of another configuration.
    func trace(_ c: SnapTargetConfiguration, _ events: [SnapEvent], answers: [Int: SnapTargetFrame] = [:]) -> SnapTargetTrace {
        var model = SnapTarget(configuration: c)
        let frames = events.enumerated().map { i, e in
            let modelAnswer = model.answer(e)
            return answers[i] ?? modelAnswer
        }
        return SnapTargetTrace(configuration: c, events: events, frames: frames)
    }

    func broken(_ name: String, _ t: SnapTargetTrace) -> Violation? { SnapTarget[name].check(t) }

    @Test func everyInvariantHoldsOnTheModel() {
        let t = trace([.release(offset: 10, velocity: 300, proposal: 150), .release(offset: 375, velocity: 0, proposal: 375), .resize(containerLength: 667),
                       .release(offset: .nan, velocity: 0, proposal: 0), .release(offset: 900, velocity: -9000, proposal: -50)])
        for oracle in SnapTarget.oracles { #expect(oracle.check(t) == nil, "\(oracle.name)") }
    }

    @Test func inBoundsAllowsOneToleranceAndNoMore() {
        let tol = pages.tolerance
        let release = SnapEvent.release(offset: 1125, velocity: 0, proposal: 1125)
        #expect(broken("inBounds", trace([release], answers: [0: .init(target: 1125 + tol)])) == nil)
        let past = broken("inBounds", trace([release], answers: [0: .init(target: 1125 + 2 * tol)]))
        #expect(past?.frame == 0)
        #expect(past?.margin?.amount == (1125 + 2 * tol) - 1125)
        #expect(broken("inBounds", trace([release], answers: [0: .init(target: -3 * tol)]))?.frame == 0)
    }

    /// With no leading inset the lower bound is -0 (`-leadingInset`); a report writes the
    /// interval as a person does, `[0, 1125]`, and its values say `lo = 0`.
    @Test func aBoundOfZeroIsWrittenWithoutASign() throws {
        #expect(pages.lowerBound.sign == .minus && pages.lowerBound == 0)
        let before = try #require(broken("inBounds", trace([.release(offset: 0, velocity: 0, proposal: 0)], answers: [0: .init(target: -40)])))
        #expect(before.text.contains("[0, 1125]") && !before.text.contains("[-0") && !before.text.contains("lo = -0"), "\(before.text)")
        #expect(before.values.first { $0.name == "lo" }.map { $0.value.sign == .plus && $0.value == 0 } == true)
    }

    @Test func onSnapPointAllowsOneTolerance() {
        let tol = pages.tolerance
        let release = SnapEvent.release(offset: 375, velocity: 0, proposal: 375)
        #expect(broken("onSnapPoint", trace([release], answers: [0: .init(target: 375 - tol)])) == nil)
        #expect(broken("onSnapPoint", trace([release], answers: [0: .init(target: 375 - 2 * tol)]))?.values.first?.value == 375 - 2 * tol)
    }

    @Test func aFlickIsStrictlyFasterThanTheThreshold() {
        // Resting where the finger lifted: no flick at exactly v_f, a flick one ulp past it.
        let stays = SnapTargetFrame(target: 375)
        #expect(broken("flickWay", trace([.release(offset: 375, velocity: 200, proposal: 375)], answers: [0: stays])) == nil)
        #expect(broken("flickWay", trace([.release(offset: 375, velocity: 200.nextUp, proposal: 375)], answers: [0: stays]))?.frame == 0)
        #expect(broken("flickWay", trace([.release(offset: 375, velocity: -200, proposal: 375)], answers: [0: stays])) == nil)
        #expect(broken("flickWay", trace([.release(offset: 375, velocity: (-200.0).nextDown, proposal: 375)], answers: [0: stays]))?.frame == 0)
        // Within a tolerance of the end a flick forward may stay: it has nowhere to go.
        #expect(broken("flickWay", trace([.release(offset: 1125 - pages.tolerance, velocity: 900, proposal: 1125)], answers: [0: .init(target: 1125)])) == nil)
        // Judged without slack: resting a hair beyond the finger is beyond it.
        #expect(broken("flickWay", trace([.release(offset: 375, velocity: 900, proposal: 375)], answers: [0: .init(target: 375.0.nextUp)])) == nil)
    }

    @Test func restStaysOnlyForAReleaseExactlyOnASnapPointAtRest() {
        let moved = SnapTargetFrame(target: 750)
        #expect(broken("restStays", trace([.release(offset: 375, velocity: 200, proposal: 375)], answers: [0: moved]))?.frame == 0)
        // One ulp off the snap point, or faster than v_f, or a proposal elsewhere: not judged.
        #expect(broken("restStays", trace([.release(offset: 375.0.nextUp, velocity: 0, proposal: 375.0.nextUp)], answers: [0: moved])) == nil)
        #expect(broken("restStays", trace([.release(offset: 375, velocity: 200.nextUp, proposal: 375)], answers: [0: moved])) == nil)
        #expect(broken("restStays", trace([.release(offset: 375, velocity: 0, proposal: 376)], answers: [0: moved])) == nil)
        #expect(broken("restStays", trace([.release(offset: 375, velocity: 0, proposal: 375)], answers: [0: .init(target: 375 + pages.tolerance)])) == nil)
    }

    @Test func monotoneComparesTwoReleasesWithTheSameOffsetAndVelocity() {
        let two: [SnapEvent] = [.release(offset: 400, velocity: 0, proposal: 500), .release(offset: 400, velocity: 0, proposal: 600)]
        #expect(broken("monotone", trace(two, answers: [0: .init(target: 750), 1: .init(target: 375)]))?.frame == 1)
        #expect(broken("monotone", trace(two, answers: [0: .init(target: 375), 1: .init(target: 375)])) == nil)
        #expect(broken("monotone", trace(two, answers: [0: .init(target: 375 + pages.tolerance), 1: .init(target: 375)])) == nil)
        // Another velocity, or a resize between: not compared.
        let other: [SnapEvent] = [.release(offset: 400, velocity: 0, proposal: 500), .release(offset: 400, velocity: 1, proposal: 600)]
        #expect(broken("monotone", trace(other, answers: [0: .init(target: 750), 1: .init(target: 375)])) == nil)
    }

    @Test func aResizeMustKeepThePlace() throws {
        let c = try SnapTargetConfiguration(containerLength: 390, layout: .containerPages(count: 5))
        let events: [SnapEvent] = [.release(offset: 780, velocity: 0, proposal: 780), .resize(containerLength: 844)]
        #expect(broken("resizeKeepsPlace", trace(c, events)) == nil)
        // Keeping the old offset, as a naive layout does, shows another page.
        let naive = broken("resizeKeepsPlace", trace(c, events, answers: [1: .init(target: 780)]))
        #expect(naive?.frame == 1)
        #expect(mentions(naive?.explanation, "page 2"))
        #expect(naive?.values.map(\.value) == [780, 1688, 780])
        // Not judged when the content did not rest on a snap point before.
        #expect(broken("resizeKeepsPlace", trace(c, events, answers: [0: .init(target: 700), 1: .init(target: 1)])) == nil)
    }

    @Test func refusedInputIsRefusedOrHandedBack() {
        let nan = SnapEvent.release(offset: 0, velocity: 0, proposal: .nan)
        #expect(broken("refusedInputKeepsState", trace([nan], answers: [0: .refused])) == nil)
        #expect(broken("refusedInputKeepsState", trace([nan], answers: [0: .init(target: .nan)])) == nil)
        #expect(broken("refusedInputKeepsState", trace([nan], answers: [0: .init(target: 0)]))?.frame == 0)
        // A proposal of -0 handed back as 0 is the same offset (the outsider's pager: a false
        // alarm when the rule compared bits); another number is not.
        let negativeZero = SnapEvent.release(offset: .nan, velocity: 0, proposal: -0.0)
        #expect(broken("refusedInputKeepsState", trace([negativeZero], answers: [0: .init(target: 0)])) == nil)
        #expect(broken("refusedInputKeepsState", trace([negativeZero], answers: [0: .init(target: -0.0)])) == nil)
        #expect(broken("refusedInputKeepsState", trace([negativeZero], answers: [0: .init(target: 375)]))?.frame == 0)
        // A resize to no length hands back where the content rests.
        let resize: [SnapEvent] = [.release(offset: 375, velocity: 0, proposal: 375), .resize(containerLength: 0)]
        #expect(broken("refusedInputKeepsState", trace(resize, answers: [1: .init(target: 375)])) == nil)
        #expect(broken("refusedInputKeepsState", trace(resize, answers: [1: .init(target: 0)]))?.frame == 1)
    }

    @Test func finiteInputIsAnsweredFinitely() {
        let release = SnapEvent.release(offset: 375, velocity: 0, proposal: 375)
        #expect(broken("finiteInputAccepted", trace([release], answers: [0: .refused]))?.frame == 0)
        let nonFinite = broken("noNonFiniteOutput", trace([release], answers: [0: .init(target: .infinity)]))
        #expect(mentions(nonFinite?.explanation, "not finite"))
    }

    @Test func conformanceIsTheRule() {
        let release = SnapEvent.release(offset: 10, velocity: 300, proposal: 150)
        #expect(broken("conformsToRule", trace([release])) == nil)
        let wrong = broken("conformsToRule", trace([release], answers: [0: .init(target: 750)]))
        #expect(wrong?.values.map(\.value) == [375, 750])
        #expect(SnapTarget["conformsToRule"].level == .conformance)
        #expect(SnapTarget["inBounds"].level == .safety)
    }

    /// The model's search and the rule's scan, written apart, choose the same target on every
    /// release the generators could make, over every kind of configuration.
    @Test func theModelAndTheStatedRuleAgree() throws {
        let configurations: [SnapTargetConfiguration] = [
            pages,
            try SnapTargetConfiguration(containerLength: 390, leadingInset: 20, trailingInset: 44, layout: .pages(length: 300), contentLength: 1337),
            try SnapTargetConfiguration(containerLength: 844, layout: .containerPages(count: 3), placesPerRelease: 1),
            try SnapTargetConfiguration(containerLength: 390, leadingInset: 16, layout: .items(lengths: [300, 200, 340, 300, 120],
                spacing: 12, alignment: 45), flickThreshold: 0, placesPerRelease: 2),
            try SnapTargetConfiguration(containerLength: 375, layout: .items(lengths: [64], spacing: 0, alignment: 0)),
        ]
        var checked = 0
        for c in configurations {
            let g = c.geometry
            let offsets = g.points + zip(g.points, g.points.dropFirst()).map { ($0 + $1) / 2 } + [g.lowerBound - 40, g.upperBound + 40, 1, 123.25]
            for o in offsets {
                for v in [0, c.flickThreshold, c.flickThreshold.nextUp, -c.flickThreshold.nextUp, 3000, -3000] {
                    for t in offsets + [o] {
                        let model = g.ruleTarget(offset: o, velocity: v, proposal: t, flickThreshold: c.flickThreshold, placesPerRelease: c.placesPerRelease)
                        let stated = SnapTarget.expectedTarget(g, offset: o, velocity: v, proposal: t, flickThreshold: c.flickThreshold,
                            placesPerRelease: c.placesPerRelease)
                        #expect(model == stated, "\(c); o \(o), v \(v), t \(t)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 2_000)
    }

    /// The world makes a new container's snap points in the storage of those it no longer
    /// needs: over resizes to new lengths, a rotation back and impossible lengths, each
    /// geometry is the one a fresh configuration of that length has, and a geometry someone
    /// kept (a copy) is never changed by a later resize.
    @Test func aResizedWorldsSnapPointsAreAFreshConfigurations() throws {
        let layouts: [SnapTargetConfiguration] = [
            pages, try SnapTargetConfiguration(containerLength: 390, leadingInset: 20, trailingInset: 20, layout: .containerPages(count: 6)),
            try SnapTargetConfiguration(containerLength: 390, layout: .items(lengths: [300, 120, 300, 80, 300], spacing: 12, alignment: 20)),
        ]
        for c in layouts {
            var world = SnapWorld(configuration: c)
            var kept: [(geometry: SnapGeometry, points: [Double], places: [SnapPlace])] = []
            for (k, length) in [667.0, 844, 375, 844, 500, .nan, -3, 812, 390, 1_024, 390, 2_000].enumerated() {
                world.apply(.resize(containerLength: length))
                guard length.isFinite, length > 0 else { continue }
                let fresh = try c.resized(containerLength: length)
                #expect(world.configuration == fresh && world.geometry == fresh.geometry, "\(c) at \(length)")
                #expect(world.geometry?.points == fresh.geometry.points && world.geometry?.places == fresh.geometry.places)
                if k % 3 == 0, let g = world.geometry { kept.append((g, g.points, g.places)) }
            }
            for copy in kept { #expect(copy.geometry.points == copy.points && copy.geometry.places == copy.places) }
        }
    }
}

