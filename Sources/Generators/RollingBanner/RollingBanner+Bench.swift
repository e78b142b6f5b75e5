import Effects
import Oracles

extension RollingBanner {
    /// The configuration `scrollproof bench` times the model and its port on: a 375-pt carousel of five images.
    package static let benchConfiguration = try! RollingBannerConfiguration(width: 375, imageCount: 5)

    /// The model's row of `scrollproof bench`'s `updates` section: realistic offsets over the
    /// bench configuration's range.
    ///
    /// - Parameter inputCount: How many offsets.
    /// - Returns: The workload.
    package static func benchWorkloads(inputCount: Int) -> [BenchWorkload] {
        [.updates("RollingBanner", RollingBanner(configuration: benchConfiguration),
            BenchWorkload.offsets(in: .rollingBanner(benchConfiguration), count: inputCount)) { $0.layout.middleImageMinX }]
    }
}

extension RollingBanner {
    /// The model over generated drags short of a page turn (a turn moves the pages, and the
    /// session must be fed again after itself), about `count` frames: the row of
    /// `scrollproof bench --only monitor`.
    package static func monitorWorkload(count: Int) -> MonitorWorkload? {
        let w = benchConfiguration.width
        return .scroll(RollingBanner(configuration: benchConfiguration), initialInput: w,
                       range: .rollingBanner(benchConfiguration), count: count, bounds: 0.05 * w...1.95 * w, writer: TraceWriter.json)
    }
}
