import Foundation

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
                report.fileError = "cannot write \(path): \(Self.explain(error, folder: folder))"
            }
        }
        options.handler(report)
        return report
    }

    /// Why a trace file could not be written, in words: an empty folder name, a part of the
    /// path that is a file and not a folder, a folder without permission to write, a full
    /// disk; else the system's own words.
    ///
    /// - Parameters:
    ///   - error: The error the file system threw.
    ///   - folder: The monitor's folder.
    /// - Returns: One clause.
    static func explain(_ error: any Error, folder: String) -> String {
        if folder.isEmpty { return "the folder's path is empty; give the path of a folder (it is created if missing)" }
        let manager = FileManager.default
        var prefix = folder.hasPrefix("/") ? "/" : ""
        for part in folder.split(separator: "/") {
            prefix = prefix.isEmpty || prefix.hasSuffix("/") ? prefix + part : prefix + "/" + part
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: prefix, isDirectory: &isFolder) else { break }
            if !isFolder.boolValue { return "\(prefix) is a file, not a folder" }
        }
        var isFolder: ObjCBool = false
        if manager.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue, !manager.isWritableFile(atPath: folder) {
            return "no permission to write in \(folder)"
        }
        let nsError = error as NSError
        let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError
        if nsError.code == CocoaError.fileWriteOutOfSpace.rawValue || (underlying?.domain == NSPOSIXErrorDomain && underlying?.code == Int(ENOSPC))
            || (nsError.domain == NSPOSIXErrorDomain && nsError.code == Int(ENOSPC)) {
            return "no space left on the device"
        }
        if nsError.code == CocoaError.fileWriteNoPermission.rawValue { return "no permission to write in \(folder)" }
        return error.localizedDescription
    }

    /// Hands out each rule whose first violation a collecting slot kept since the monitor last
    /// looked, in the declaration's order, once: what both monitors do after a frame.
    ///
    /// - Parameters:
    ///   - slot: The checker's collecting slot.
    ///   - rules: The number of rules.
    ///   - reports: The reports so far; the new ones are appended.
    ///   - window: The window's file for a rule and its violation (``deliver(_:window:)``).
    @MainActor
    func collect(
        _ slot: _ViolationSlot, rules: Int, into reports: inout [MonitorReport], window: (Int, Violation) -> (text: String, frame: Int, reproduces: Bool)
    ) {
        for k in 0..<rules {
            guard let violation = slot.first(rank: k), !reports.contains(where: { $0.rank == k }) else { continue }
            var report = deliver(violation) { window(k, violation) }
            report.rank = k
            reports.append(report)
        }
    }

    /// Whether a monitor's window alone shows a rule's violation where the live run saw it.
    ///
    /// - Parameters:
    ///   - replayed: The rule's first violation in the window's trace, judged alone.
    ///   - violation: The live violation.
    ///   - frame: Its frame in the window.
    /// - Returns: Whether they agree.
    static func reproduces(_ replayed: Violation?, _ violation: Violation, at frame: Int) -> Bool {
        replayed.map { $0.invariant == violation.invariant && $0.frame == frame } ?? false
    }
}
