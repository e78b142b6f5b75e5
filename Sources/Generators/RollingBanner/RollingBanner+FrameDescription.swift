import Effects
import Oracles

extension FrameDescription {
    /// A frame, as a report shows it.
    ///
    /// - Parameter f: The frame.
    /// - Returns: One line.
    package static func describe(_ f: RollingBannerFrame) -> String {
        let l = f.layout
        return """
            m \(n(l.displacement)), page \(l.page) (left \(l.leftPage), right \(l.rightPage)), container \(n(l.containerMinX)), middle \
            \(n(l.middleImageMinX)), left \(n(l.leftImageMinX)), right \(n(l.rightImageMinX))
            """
            + (f.turn.map { ", turns \($0)" } ?? "")
    }
}
