import Effects
import Oracles

extension FrameDescription {
    /// A frame, as a report shows it.
    ///
    /// - Parameter f: The frame.
    /// - Returns: One line.
    package static func describe(_ f: ParallelWindowFrame) -> String { "y \(n(f.imageOffset)), T \(n(f.imageTop))" }
}
