import Effects
import Oracles

extension BannerHover {
    /// The configuration `scrollproof bench` times the model and its port on: a 280-pt banner that hovers at 65 pt.
    package static let benchConfiguration = try! BannerHoverConfiguration(bannerHeight: 280, hoverHeight: 65)

    /// The model's row of `scrollproof bench`'s `updates` section: realistic offsets over the
    /// bench configuration's range.
    ///
    /// - Parameter inputCount: How many offsets.
    /// - Returns: The workload.
    package static func benchWorkloads(inputCount: Int) -> [BenchWorkload] {
        [.updates("BannerHover", try! BannerHover(configuration: benchConfiguration),
            BenchWorkload.offsets(in: .bannerHover(benchConfiguration), count: inputCount)) { $0.percent }]
    }
}

extension BannerHover {
    /// The banner's model over generated scroll input, about `count` frames.
    package static func monitorWorkload(count: Int) -> MonitorWorkload? {
        let configuration = try! BannerHoverConfiguration(bannerHeight: 200, hoverHeight: 64)
        var model = try! BannerHover(configuration: configuration, offset: -200)
        let initial = model.lastFrame
        var steps: [ScrollStep<BannerHoverFrame>] = []
        var seed: UInt64 = 1
        while steps.count < count {
            let offsets = (try? Gen<OffsetSequence>.offsets(in: ScrollRange(lower: -200, upper: -64, reach: 200, dimension: 600,
                pageSize: 136, landmarks: [-200, -64]))
                .generate(seed: seed).value.offsets) ?? []
            for o in offsets where steps.count < count {
                let output = try? model.update(o)
                steps.append(ScrollStep(input: o, output: output, state: model.lastFrame))
            }
            seed += 1
        }
        let rules = DeclaredRules<BannerHover>()
        let all = _InvariantOrder(Array(rules.descriptions.indices))
        let monitor = MainActor.assumeIsolated {
            ScrollMonitorBox(ScrollMonitor(BannerHover.self, configuration: configuration, initialInput: -200, initial: initial,
                                     options: MonitorOptions(handler: { _ in }), writer: TraceWriter.json))
        }
        return MonitorWorkload(
            name: "bannerHover", frames: steps.count,
            checker: {
                var checker = DeclaredChecker(rules: rules, configuration: configuration, initialInput: -200, initial: initial, order: all)
                for (i, s) in steps.enumerated() { checker.step(i, input: s.input, output: s.output, state: s.state) }
                return checker.slot.violation == nil ? steps.count : 0
            },
            perRule: {
                var pass = InvariantPass(rules: rules, configuration: configuration, initialInput: -200, initial: initial,
                                         orders: rules.descriptions.indices.map { _InvariantOrder([$0]) })
                for s in steps { pass.step(input: s.input, output: s.output, state: s.state) }
                return pass.steps
            },
            monitor: { monitor.feed(steps) })
    }
}
