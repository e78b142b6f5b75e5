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

    /// The drifting cell's report (issue 38): the window at t = −4.999999999999999 shows
    /// 8.9e-16 pt, and the image's top 0.0053 pt below the visible top leaves that much
    /// uncovered: a gap narrower than tol is no gap, whatever the image's edge. Half a tol of
    /// gap holds, twice it breaks, its margin beside the tolerance.
    @Test func noGapJudgesTheGapItNames() throws {
        let c = try ParallelWindowConfiguration(windowHeight: 5, imageHeight: 100.1, viewportHeight: 100)
        let t = -4.999999999999999
        let drift = trace(c, start: 1, ParallelWindowFrame(windowTop: 1, imageOffset: c.imageOffset(windowTop: 1)),
                          [(t, ParallelWindowFrame(windowTop: t, imageOffset: -t + 0.0053))])
        #expect(ParallelWindow["noGap"].check(drift) == nil)
        let tol = Tolerance.tol(scale: c.scale)
        for (gap, breaks) in [(0.5 * tol, false), (2 * tol, true)] {
            // Fully visible at t = 50: the image's top `gap` below the window's top.
            let f = trace(c, start: 50, ParallelWindowFrame(windowTop: 50, imageOffset: c.imageOffset(windowTop: 50)),
                          [(50, ParallelWindowFrame(windowTop: 50, imageOffset: gap))])
            let v = ParallelWindow["noGap"].check(f)
            #expect((v != nil) == breaks, "gap \(gap)")
            if let margin = v?.margin { #expect(margin.amount > margin.tolerance && margin.tolerance == tol) }
        }
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
        accepted.steps.append(ScrollStep(input: .nan, output: ParallelWindowFrame(windowTop: .nan, imageOffset: .nan),
            state: ParallelWindowFrame(windowTop: .nan, imageOffset: .nan)))
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
        #expect(TraceOracle.firstViolation(ParallelWindow.oracles.suffix(3), in: kept) == nil)
    }
}
