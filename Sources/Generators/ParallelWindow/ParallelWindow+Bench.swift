import Effects
import Oracles

extension ParallelWindow {
    /// The configuration `scrollproof bench` times the model and its port on: a 200-pt window over a 1,400-pt image in an 800-pt viewport.
    package static let benchConfiguration = try! ParallelWindowConfiguration(windowHeight: 200, imageHeight: 1400, viewportHeight: 800)

    /// The model's row of `scrollproof bench`'s `updates` section: realistic offsets over the
    /// bench configuration's range.
    ///
    /// - Parameter inputCount: How many offsets.
    /// - Returns: The workload.
    package static func benchWorkloads(inputCount: Int) -> [BenchWorkload] {
        [.updates("ParallelWindow", try! ParallelWindow(configuration: benchConfiguration),
            BenchWorkload.offsets(in: .parallelWindow(benchConfiguration), count: inputCount)) { $0.imageOffset }]
    }
}

extension ParallelWindow {
    /// The model over generated scroll input in the bench configuration's range, about `count`
    /// frames: the row of `scrollproof bench --only monitor`.
    package static func monitorWorkload(count: Int) -> MonitorWorkload? {
        let start: Double = benchConfiguration.viewportHeight
        return .scroll(try! ParallelWindow(configuration: benchConfiguration, windowTop: start), initialInput: start,
            range: .parallelWindow(benchConfiguration), count: count, writer: TraceWriter.json)
    }
}
