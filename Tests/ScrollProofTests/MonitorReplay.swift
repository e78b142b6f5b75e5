import ScrollProof

/// What a monitor's `reproduces` promises, computed from the outside: the file's first
/// violation of the reported rule is the report (rule, frame in the file, numbers as a report
/// writes them), and every violation the file shows at an earlier frame is one the session
/// showed there too (another of the monitor's reports).
enum MonitorReplay {
    /// Whether a file violation is a live one, seen from the file (`offset`: the session's
    /// frame of the file's first frame).
    static func same(_ file: Violation, as live: Violation, offset: Int) -> Bool {
        file.invariant == live.invariant && file.frame == (live.frame < 0 ? -1 : live.frame - offset)
            && file.values.map(\.name) == live.values.map(\.name)
            && file.values.map { Violation.format($0.value) } == live.values.map { Violation.format($0.value) }
    }

    /// Whether the file's verdict replays the report exactly.
    ///
    /// - Parameters:
    ///   - report: The monitor's report (with its file's frame).
    ///   - file: The file's violations, each rule's first.
    ///   - reports: Every report of the session.
    /// - Returns: What `report.reproduces` must say.
    static func replaysExactly(_ report: MonitorReport, file: [Violation], reports: [MonitorReport]) -> Bool {
        guard let frame = report.frameInFile else { return false }
        let offset = report.violation.frame - frame
        let same = file.first { $0.invariant == report.violation.invariant }.map { Self.same($0, as: report.violation, offset: offset) } ?? false
        let unseen = file.contains { v in v.frame < frame && !reports.contains { Self.same(v, as: $0.violation, offset: offset) } }
        return same && !unseen
    }
}
