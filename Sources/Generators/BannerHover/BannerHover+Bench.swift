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
        return .scroll(try! BannerHover(configuration: configuration, offset: -200), initialInput: -200,
                       range: ScrollRange(lower: -200, upper: -64, reach: 200, dimension: 600, pageSize: 136, landmarks: [-200, -64]),
                           count: count, writer: TraceWriter.json)
    }
}
