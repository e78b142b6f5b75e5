import Testing
import Effects
import Oracles

@Suite struct ParallelWindowInvariantsTests {
    let c = try! ParallelWindowConfiguration(windowHeight: 200, imageHeight: 800, viewportHeight: 800)
    let tall = try! ParallelWindowConfiguration(windowHeight: 200, imageHeight: 1400, viewportHeight: 800)
    var good: ParallelWindowTrace { recorded(try! ParallelWindow(configuration: tall, windowTop: 810), start: 810, [700, 400, 300, 0, -100, -300, 5, 600]) }

    @Test func everyInvariantHoldsOnTheModel() {
        for oracle in ParallelWindow.oracles { #expect(oracle.check(good) == nil, "\(oracle.name)") }
    }

    @Test func noGapCatchesAOnePointGap() {
        // The image's top 1 pt below the window's top at t = 400: a 1-pt strip shows no image.
        let bad = trace(c, start: 800, ParallelWindowFrame(windowTop: 800, imageOffset: -800), [(400, ParallelWindowFrame(windowTop: 400, imageOffset: 1))])
        let v = ParallelWindow["noGap"].check(bad)
        #expect(v?.frame == 0)
        #expect(v?.values.contains(.init("gap", 1)) == true)
        // A gap narrower than tol is not a gap.
        let fine = trace(c, start: 800, ParallelWindowFrame(windowTop: 800, imageOffset: -800), [(400, ParallelWindowFrame(windowTop: 400, imageOffset: 5e-7))])
        #expect(ParallelWindow["noGap"].check(fine) == nil)
    }

    @Test func edgesAlignedCatchesAMisalignedEdge() {
        let bad = tampered(good, at: 4) { $0.imageOffset += 3 }  // t = −100: T must be 0
        #expect(ParallelWindow["edgesAligned"].check(bad)?.frame == 4)
    }

    @Test func offsetInRangeCatchesAnOffsetAboveZero() {
        let bad = tampered(good, at: 3) { $0.imageOffset = 10 }  // t = 0, fully visible
        #expect(ParallelWindow["offsetInRangeWhileVisible"].check(bad)?.frame == 3)
    }

    @Test func pathIndependenceCatchesDrift() {
        let bad = tampered(good, at: 2) { $0.imageOffset -= 0.01 }
        #expect(ParallelWindow["pathIndependence"].check(bad)?.frame == 2)
    }

    @Test func monotoneContinuousCatchesAJumpAndAWrongDirection() {
        let jump = tampered(good, at: 2) { $0.imageOffset -= 150 }
        #expect(ParallelWindow["monotoneContinuous"].check(jump) != nil)
        // I > V: T must not increase when t increases.
        let up = trace(tall, start: 300, ParallelWindowFrame(windowTop: 300, imageOffset: -600), [
            (300, ParallelWindowFrame(windowTop: 300, imageOffset: -600)), (310, ParallelWindowFrame(windowTop: 310, imageOffset: -600)),
        ])
        #expect(mentions(ParallelWindow["monotoneContinuous"].check(up)?.explanation, "against its direction"))
    }

    @Test func robustnessCatchesAcceptedNaNAndChangedState() {
        var accepted = good
        accepted.steps.append(ScrollStep(input: .nan, output: ParallelWindowFrame(windowTop: .nan, imageOffset: .nan), state: ParallelWindowFrame(windowTop: .nan, imageOffset: .nan)))
        #expect(ParallelWindow["refusedInputKeepsState"].check(accepted)?.invariant == "refusedInputKeepsState")
        #expect(ParallelWindow["noNonFiniteOutput"].check(accepted)?.invariant == "noNonFiniteOutput")
        var changed = good
        changed.steps.append(ScrollStep(input: .infinity, output: nil, state: ParallelWindowFrame(windowTop: 0, imageOffset: 0)))
        #expect(mentions(ParallelWindow["refusedInputKeepsState"].check(changed)?.explanation, "changed the state"))
        var refused = good
        refused.steps.append(ScrollStep(input: 12, output: nil, state: good.steps.last!.state))
        #expect(ParallelWindow["finiteInputAccepted"].check(refused)?.invariant == "finiteInputAccepted")
        var kept = good
        kept.steps.append(ScrollStep(input: .nan, output: nil, state: good.steps.last!.state))
        #expect(Oracle.firstViolation(ParallelWindow.oracles.suffix(3), in: kept) == nil)
    }
}
