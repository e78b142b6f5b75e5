import ScrollProof

/// What a monitor's `reproduces` promises, computed from the outside: judged alone, the file
/// reports the report (rule, frame, numbers as a report writes them) and, in its window,
/// exactly what the whole session judged there.
enum MonitorReplay {
    /// Violations as a report shows them (rule, frame moved by `offset`, each number as
    /// printed), sorted; a frame before the first (an initial frame) is not moved.
    static func shown(_ violations: [Violation], offset: Int = 0) -> [String] {
        violations.map { v in
            "\(v.invariant)@\(v.frame < 0 ? v.frame : v.frame + offset):" + v.values.map { "\($0.name)=\(Violation.format($0.value))" }.joined(separator: ",")
        }.sorted()
    }

    /// Whether a file replays a report exactly.
    ///
    /// - Parameters:
    ///   - report: The monitor's report (with its file's frame).
    ///   - file: The file's violations.
    ///   - session: The whole session's violations up to the file's last frame, reported from
    ///     the file's window on (session frames).
    /// - Returns: Whether the file shows the report and the session's verdict on its window.
    static func replaysExactly(_ report: MonitorReport, file: [Violation], session: [Violation]) -> Bool {
        guard let frame = report.frameInFile else { return false }
        let offset = report.violation.frame < 0 ? 0 : report.violation.frame - frame
        let seen = shown(file, offset: offset)
        return seen.contains(shown([report.violation])[0]) && seen == shown(session)
    }
}
