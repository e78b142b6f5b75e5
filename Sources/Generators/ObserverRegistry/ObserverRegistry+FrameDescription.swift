import Effects
import Oracles

extension FrameDescription {
    /// A frame, as a report shows it.
    ///
    /// - Parameter f: The frame.
    /// - Returns: One line.
    package static func describe(_ f: ObserverRegistryTrace.Frame) -> String {
        "registered \(f.registrations)" + (f.notified.map { $0.isEmpty ? "" : ", notified \($0)" } ?? "")
            + (f.absentRemovals.map { $0.isEmpty ? "" : ", reported absent \($0)" } ?? "")
            + (f.isSuspended == true ? ", suspended" : "")
    }
}
