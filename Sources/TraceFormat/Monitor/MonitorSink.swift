import Foundation
import Oracles

/// Where a monitor's findings go: the trace file, then the handler. Shared by
/// ``ScrollMonitor`` and ``EventMonitor``; runs only when a rule fires for the first time.
struct MonitorSink {
    let effect: String
    let options: MonitorOptions

    /// The name of a violation's file: the effect, the rule and the frame, so that two rules
    /// (and two sessions that fire at different frames) keep their own files.
    static func fileName(effect: String, violation: Violation) -> String {
        "\(effect)-\(violation.invariant)-\(violation.frame < 0 ? "initial" : "frame\(violation.frame)").json"
    }

    /// Writes the window (when a folder is set), then hands the report to the handler.
    ///
    /// - Parameters:
    ///   - violation: The rule's first violation.
    ///   - window: The file's text and the violation's frame in it, with whether the file alone
    ///     shows it; built only when a folder is set.
    /// - Returns: The report handed out.
    @MainActor
    func deliver(_ violation: Violation, window: () -> (text: String, frame: Int, reproduces: Bool)) -> MonitorReport {
        var report = MonitorReport(violation: violation, effect: effect)
        if let folder = options.folder {
            let (text, frame, reproduces) = window()
            let path = (folder as NSString).appendingPathComponent(Self.fileName(effect: effect, violation: violation))
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
                report.file = path
                report.frameInFile = frame
                report.reproduces = reproduces
            } catch {
                report.fileError = "cannot write \(path): \(error.localizedDescription)"
            }
        }
        options.handler(report)
        return report
    }
}
