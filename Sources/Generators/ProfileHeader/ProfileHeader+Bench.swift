import Effects
import Oracles

extension ProfileHeader {
    /// The configuration `scrollproof bench` times the model and its port on: the article's profile.
    package static let benchConfiguration = try! ProfileHeaderConfiguration()

    /// The model's row of `scrollproof bench`'s `updates` section: realistic offsets over the
    /// bench configuration's range.
    ///
    /// - Parameter inputCount: How many offsets.
    /// - Returns: The workload.
    package static func benchWorkloads(inputCount: Int) -> [BenchWorkload] {
        [.updates("ProfileHeader", try! ProfileHeader(configuration: benchConfiguration),
            BenchWorkload.offsets(in: .profileHeader(benchConfiguration), count: inputCount)) { $0.blurAlpha }]
    }
}

extension ProfileHeader {
    /// The model over generated scroll input in the bench configuration's range, about `count`
    /// frames: the row of `scrollproof bench --only monitor`.
    package static func monitorWorkload(count: Int) -> MonitorWorkload? {
        let start: Double = 0
        return .scroll(try! ProfileHeader(configuration: benchConfiguration, offset: start), initialInput: start,
            range: .profileHeader(benchConfiguration), count: count, writer: TraceWriter.json)
    }
}
