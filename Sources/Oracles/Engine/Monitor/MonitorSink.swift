import Foundation

/// Where a monitor's findings go: the trace file, then the handler. Shared by
/// ``ScrollMonitor`` and ``EventMonitor``; runs only when a rule fires for the first time.
struct MonitorSink {
    let effect: String
    let options: MonitorOptions
    /// The declaration's type name for an effect you declared (replayed from Swift); `nil` for
    /// one of ScrollProof's built-in effects, whose files the command line replays.
    let declaration: String?

    /// What replays a file of this monitor's: `scrollproof check-trace FILE` for a built-in
    /// effect; for an effect you declared, `ScrollProof.checkTrace(<Effect>.self, contentsOf:)`
    /// in a test target, which knows the declaration (the command line does not).
    func replay(_ file: String) -> String {
        guard let declaration else { return "scrollproof check-trace \(file)" }
        return "ScrollProof.checkTrace(\(declaration).self, contentsOf: URL(fileURLWithPath: \"\(file)\")) in a test target"
    }

    /// The name of a violation's file: the effect, the rule and the frame, so that two rules
    /// (and two sessions that fire at different frames) keep their own files.
    static func fileName(effect: String, violation: Violation) -> String {
        "\(effect)-\(violation.invariant)-\(violation.frame < 0 ? "initial" : "frame\(violation.frame)").json"
    }

    /// Writes the window (when a folder is set), then hands the report to the handler.
    ///
    /// - Parameters:
    ///   - violation: The rule's violation.
    ///   - isFirst: Whether it is the rule's first (else a later one of another kind).
    ///   - window: The file's text and the violation's frame in it, with whether the file alone
    ///     shows it; built only when a folder is set.
    /// - Returns: The report handed out.
    @MainActor
    func deliver(_ violation: Violation, isFirst: Bool = true, window: () -> (text: String, frame: Int, reproduces: Bool)) -> MonitorReport {
        var report = MonitorReport(violation: violation, effect: effect)
        report.isFirst = isFirst
        if let folder = options.folder {
            let (text, frame, reproduces) = window()
            let path = (folder as NSString).appendingPathComponent(Self.fileName(effect: effect, violation: violation))
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
                report.file = path
                report.replay = replay(path)
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
        window: (Int, Violation) -> (text: String, frame: Int, reproduces: Bool)
    ) {
        for (k, violation, isFirst) in pending where k < rules {
            var report = deliver(violation, isFirst: isFirst) { window(k, violation) }
            report.rank = k
            reports.append(report)
        }
    }

    /// Whether a monitor's window replays exactly what it reported, and nothing else: judged
    /// alone, the file's first violation of the rule is the live one (the rule, the frame in
    /// the file, the numbers as a report writes them), and every rule the file breaks at an
    /// earlier frame the session broke there too, with the same numbers (a window that starts
    /// mid-session can break a rule the session kept: no data source yet, an item whose
    /// insert fell out of the window).
    ///
    /// - Parameters:
    ///   - firsts: Each judged rule's first violation in the window's trace, by rank.
    ///   - live: Each judged rule's first violation in the session so far, by rank.
    ///   - rank: The reported rule's rank.
    ///   - offset: The session's frame of the file's first frame.
    /// - Returns: Whether the file replays the report exactly.
    static func reproduces(_ firsts: [Violation?], live: [Violation?], rank: Int, offset: Int) -> Bool {
        func same(_ file: Violation?, _ session: Violation?) -> Bool {
            guard let file, let session else { return false }
            return file.invariant == session.invariant && file.frame == (session.frame < 0 ? -1 : session.frame - offset)
                && file.values.map(\.name) == session.values.map(\.name)
                && file.values.map { Violation.format($0.value) } == session.values.map { Violation.format($0.value) }
        }
        guard rank < firsts.count, rank < live.count, same(firsts[rank], live[rank]), let frame = firsts[rank]?.frame else { return false }
        for k in firsts.indices where k != rank {
            if let f = firsts[k], f.frame < frame, !(k < live.count && same(f, live[k])) { return false }
        }
        return true
    }
}
