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
