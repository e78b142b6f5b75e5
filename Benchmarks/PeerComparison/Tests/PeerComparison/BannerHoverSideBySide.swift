import PropertyBased
import ScrollProof
import Testing

/// The property of issue 12's measurement: the banner-hover model with its percent invariants
/// (`percentInUnitInterval`, `clampAndPercent`), checked by ScrollProof's runner and by
/// swift-property-based, alternately, five rounds; the median frames per second of each and
/// their ratio are printed.
///
/// Both engines get the fastest use of the same checker: ScrollProof its own runner (generation,
/// the model, the checker in one pass), swift-property-based a generated configuration and list
/// of offsets fed to the model and to `InvariantPass`, as a user of both libraries would write
/// it. The offsets are as many per case as ScrollProof's generator makes on average.
@Test func bannerHoverPercentSideBySide() async throws {
    let property = try #require(Suites.bannerHover.properties(groups: ["percent"]) { c, o in try BannerHover(configuration: c, offset: o) }.first)
    let rules = DeclaredRules<BannerHover>()
    let order = InvariantOrder(try ["percentInUnitInterval", "clampAndPercent"].map { name in try #require(rules.descriptions.firstIndex { $0.name == name }) })
    let cases = 20_000
    var ours: [Double] = [], peer: [Double] = []
    let clock = ContinuousClock()
    for round in 0..<5 {
        // ScrollProof.
        let runner = PropertyRunner(options: RunOptions(cases: cases, seed: 0x5C0_11 + UInt64(round), saveFailures: false))
        var result: RunResult?
        let oursTime = clock.measure { result = runner.run(property) }
        let run = try #require(result)
        #expect(run.failure == nil, "ScrollProof flagged the model: \(String(describing: run.failure))")
        ours.append(Double(run.frames) / seconds(oursTime))

        // swift-property-based, as many frames per case.
        let perCase = max(1, run.frames / cases)
        let frames = Counter()
        let input = zip(Gen.double(in: 100...1000), Gen.double(in: 0..<0.95), Gen.double(in: -1500...1500), Gen.double(in: -1500...1500).array(of: 0...(2 * perCase)))
        let peerTime = await clock.measure {
            await propertyCheck(count: cases, input: input) { bannerHeight, hoverFraction, start, offsets in
                guard let c = try? BannerHoverConfiguration(bannerHeight: bannerHeight, hoverHeight: hoverFraction * bannerHeight),
                      var model = try? BannerHover(configuration: c, offset: start) else { return }
                var pass = InvariantPass<BannerHover>(rules: rules, configuration: c, initialInput: start, initial: model.lastFrame, orders: [order])
                for x in offsets {
                    let output = try? model.update(x)
                    pass.step(input: x, output: output, state: model.lastFrame)
                }
                let violation = pass.finish()[0]
                #expect(violation == nil, "\(String(describing: violation))")
                frames.add(offsets.count)
            }
        }
        peer.append(Double(frames.value) / seconds(peerTime))
    }
    func median(_ xs: [Double]) -> Double { xs.sorted()[xs.count / 2] }
    let (a, b) = (median(ours), median(peer))
    print("bannerHover percent, \(cases) cases × 5 rounds: ScrollProof \(Int(a)) frames/s (\(ours.map { Int($0) })), swift-property-based \(Int(b)) frames/s (\(peer.map { Int($0) })), ratio \((a / b * 10).rounded() / 10)×")
    #expect(a > 0 && b > 0)
}

private func seconds(_ d: Duration) -> Double {
    Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
}

/// Frames counted across the property's body.
private final class Counter: @unchecked Sendable {
    private(set) var value = 0
    func add(_ n: Int) { value += n }
}
