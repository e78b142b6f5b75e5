import Foundation

/// Where a monitor's findings go: the trace file, then the handler. Shared by
/// ``ScrollMonitor`` and ``EventMonitor``; runs only when a rule fires for the first time.
struct MonitorSink {
    let effect: String
    let options: MonitorOptions
    /// The declaration's type name for an effect you declared (replayed from Swift); `nil` for
    /// one of ScrollProof's built-in effects, whose files the command line replays.
    let declaration: String?
    /// The level of the rules the monitor judges (`nil`: every rule): a file is replayed at it,
    /// so that its verdict holds no rule the monitor never judged.
    var level: InvariantLevel? = nil

    /// What replays a file of this monitor's: `scrollproof check-trace FILE` for a built-in
    /// effect; for an effect you declared, `ScrollProof.checkTrace(<Effect>.self, contentsOf:)`
    /// in a test target, which knows the declaration (the command line does not); each at the
    /// monitor's level when it judges one.
    func replay(_ file: String) -> String {
        guard let declaration else { return "scrollproof check-trace \(file)" + (level.map { " --level \($0.rawValue)" } ?? "") }
        let selection = level.map { ", selection: .level(.\($0.rawValue))" } ?? ""
        return "ScrollProof.checkTrace(\(declaration).self, contentsOf: URL(fileURLWithPath: \"\(file)\")\(selection)) in a test target"
    }

    /// The name of a violation's file: the effect, the rule and the frame (a fly screen's
    /// operation), so that two rules (and two sessions that fire at different steps) keep their
    /// own files.
    static func fileName(effect: String, violation: Violation) -> String {
        "\(effect)-\(violation.invariant)-\(violation.frame < 0 ? "initial" : "\(violation.step)\(violation.frame)").json"
    }

    /// Writes the window (when a folder is set), then hands the report to the handler.
    ///
    /// - Parameters:
    ///   - violation: The rule's violation.
    ///   - isFirst: Whether it is the rule's first (else a later one of another kind).
    ///   - window: The file's text and the violation's frame in it, with why the file may not
    ///     replay exactly the report (`nil`: it does); built only when a folder is set.
    /// - Returns: The report handed out.
    @MainActor
    func deliver(_ violation: Violation, isFirst: Bool = true, window: () -> (text: String, frame: Int, why: String?)) -> MonitorReport {
        var report = MonitorReport(violation: violation, effect: effect)
        report.isFirst = isFirst
        if let folder = options.folder {
            let (text, frame, why) = window()
            let path = (folder as NSString).appendingPathComponent(Self.fileName(effect: effect, violation: violation))
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
                report.file = path
                report.replay = replay(path)
                report.frameInFile = frame
                report.reproduces = why == nil
                report.notReproducing = why
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

    /// Hands out each violation a collecting slot kept since the monitor last looked (a rule's
    /// first, a later one of another kind), in the declaration's order, once: what both
    /// monitors do after a frame.
    ///
    /// - Parameters:
    ///   - pending: What the checker's collecting slot kept since the last look (`_ViolationSlot.pending`).
    ///   - rules: The number of rules.
    ///   - reports: The reports so far; the new ones are appended.
    ///   - window: The window's file for a rule and its violation (``deliver(_:window:)``).
    @MainActor
    func collect(
        _ pending: [(rank: Int, violation: Violation, isFirst: Bool)], rules: Int, into reports: inout [MonitorReport],
        window: (Int, Violation) -> (text: String, frame: Int, why: String?)
    ) {
        for (k, violation, isFirst) in pending where k < rules {
            var report = deliver(violation, isFirst: isFirst) { window(k, violation) }
            report.rank = k
            reports.append(report)
        }
    }
}
