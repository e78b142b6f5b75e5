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
        [.updates("BannerHover", try! BannerHover(configuration: benchConfiguration), BenchWorkload.offsets(in: .bannerHover(benchConfiguration), count: inputCount)) { $0.percent }]
    }
}
