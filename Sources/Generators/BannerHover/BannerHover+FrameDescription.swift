import Effects
import Oracles

extension FrameDescription {
    /// A frame, as a report shows it.
    ///
    /// - Parameter f: The frame.
    /// - Returns: One line.
    package static func describe(_ f: BannerHoverFrame) -> String {
        "frameY \(n(f.frameY)), percent \(n(f.percent)), \(f.edge.rawValue)" + (f.event.map { ", fires '\($0.rawValue)'" } ?? "")
    }
}
