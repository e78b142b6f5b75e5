
/// A rule's violation found by a monitor in the running app (its first, or a later one of
/// another kind): the violation as `scrollproof check-trace` prints it, and the trace file that
/// replays it.
public struct MonitorReport: Sendable, CustomStringConvertible {
    /// The violation; its `frame` counts the frames (or events) fed to the monitor since it
    /// started, from 0 (−1: the initial frame).
    public var violation: Violation
    /// The effect's name.
    public var effect: String
    /// The file the last frames were written to, if one was written.
    public var file: String?
    /// The violation's frame (or event) in that file, as `check-trace` counts it (−1: the
    /// file's initial frame).
    public var frameInFile: Int?
    /// Whether the file replays exactly the report: judged alone, its prelude rebuilding the
    /// state, it reports this violation at ``frameInFile`` and, in its window, what the session
    /// had there and nothing else (`false` only when the session outgrew the frames kept,
    /// ``MonitorOptions/history``); `nil` when no file was written.
    public var reproduces: Bool?
    /// Why the file may not replay exactly the report, in words, when ``reproduces`` is `false`.
    public var notReproducing: String?
    /// Why no file was written, when one was asked for (an unwritable folder, a full disk).
    public var fileError: String?
    /// What replays the file: `scrollproof check-trace FILE` for a built-in effect, the
    /// `ScrollProof.checkTrace(_:contentsOf:)` call for an effect you declared (the command
    /// line knows only the built-in effects); `nil` when no file was written.
    public var replay: String?
    /// Whether this is the rule's first violation (`check-trace`'s report of the session so
    /// far); `false` for a later one of another kind (``MonitorOptions/reportsPerRule``).
    public var isFirst = true
    /// The rule's index in the declaration.
    var rank = -1

    /// The report as the default handler prints it: the violation as `check-trace` prints it,
    /// then the file that replays it, or why there is none.
    public var text: String {
        var lines = ["scrollproof monitor (\(effect)): \(violation.text)"]
        if let file, let frameInFile {
            let at = frameInFile < 0 ? "its initial frame" : "\(violation.step) \(frameInFile)"
            lines.append("  trace: \(file) (\(at); replay: \(replay ?? "scrollproof check-trace \(file)"))")
            if reproduces == false {
                lines.append("  note: the file may not replay exactly this report: \(notReproducing ?? "it starts mid-session")")
            }
        }
        if let fileError { lines.append("  no trace written: \(fileError)") }
        return lines.joined(separator: "\n")
    }

    public var description: String { text }
}
