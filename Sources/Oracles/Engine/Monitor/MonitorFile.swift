/// Where a monitor's file starts: its window (the last frames or events before the report) and
/// its prelude (the ones before the window that rebuild the state the window starts from).
///
/// A rule may remember further back than any window: an item counted once, held for a second,
/// a callback fired at a crossing. A file that started at its window would judge the window
/// without that memory and report what the session never had. So the monitor keeps
/// ``MonitorOptions/history`` more, and when a rule fires it writes the window after the
/// shortest prelude that makes the file's verdict the session's: each rule's first violation
/// in the window, judged with the memory of everything kept before it (the same rule, frame,
/// words and numbers).
///
/// Positions count the elements kept (history and window), oldest first; a violation's frame is
/// its element's position (−1 and below: before the first kept, the initial frame).
struct MonitorFile {
    /// The position of the window's first element in what is kept.
    var start: Int
    /// The number of elements before the window that the file holds.
    var prelude: Int
    /// Whether the file's verdict is the report and the session's.
    var reproduces: Bool { why == nil }
    /// Why it may not be, in words: `nil` when it is.
    var why: String?

    /// The first element of the file.
    var first: Int { start - prelude }

    /// Finds a report's file.
    ///
    /// The window is the last `window` elements, or, for a later report of a rule (one of
    /// another kind), as many as leave its earlier violations out, since a file reports each
    /// rule's first violation in its window. The prelude is the shortest of 0, 1, 2, 4, … (then
    /// all that is kept) whose verdict is the verdict with all that is kept before the window.
    ///
    /// - Parameters:
    ///   - kept: The number of elements kept that the file may hold.
    ///   - window: ``MonitorOptions/window``.
    ///   - wholeSession: Whether nothing of the session was dropped (the longest prelude is the
    ///     session's whole memory).
    ///   - rank: The reported rule's rank.
    ///   - violation: The reported violation, its frame a position.
    ///   - verdict: Each rule's first violation at or after a window's start, for a file of
    ///     `prelude` elements and the window from `start` to the end of what is kept, frames as
    ///     positions (`nil` for a rule the file does not report).
    /// - Returns: The file.
    /// - Complexity: O(log window) verdicts of the whole kept history, and O(log history)
    ///   verdicts of prelude and window; run only when a rule fires.
    static func find(
        kept: Int, window: Int, wholeSession: Bool, rank: Int, violation: Violation, verdict: (_ start: Int, _ prelude: Int) -> [Violation?]
    ) -> MonitorFile {
        let latest = max(0, min(kept, violation.frame))
        var start = max(0, kept - max(window, 1))
        start = min(start, latest)
        var reference = verdict(start, start)
        // A later report: the window starts late enough that its rule's earlier violations are
        // before it (halving the distance; a window of the violation's element alone does).
        var length = latest - start
        while !same(reference, rank, violation), length > 0 {
            length /= 2
            start = latest - length
            reference = verdict(start, start)
        }
        let outgrown = "the session outgrew the frames kept (window and history), and a rule may remember further back; raise MonitorOptions.history"
        guard same(reference, rank, violation) else {
            // With the whole session kept, a later report whose rule broke where every file
            // holds it: at the initial frame, or at a later step judged before this one (a log
            // entry about this step read after that step), which a replay reports first.
            let start = max(0, min(kept - max(window, 1), latest))
            let first = rank < reference.count ? reference[rank] : nil
            let why = first.map { $0.frame < 0 } ?? true
                ? "the file also holds the rule's earlier violation at its initial frame, which is reported first"
                : "the file also holds the rule's violation at a later step, which a replay judges before this one and reports instead"
            return MonitorFile(start: start, prelude: start, why: wholeSession ? why : outgrown)
        }
        var prelude = 0
        while prelude < start {
            if agree(verdict(start, prelude), reference) { return MonitorFile(start: start, prelude: prelude) }
            prelude = prelude == 0 ? 1 : min(start, prelude * 2)
        }
        // All that is kept: the session's verdict when nothing was dropped.
        return MonitorFile(start: start, prelude: start, why: wholeSession ? nil : outgrown)
    }

    /// Whether a verdict reports the violation as its rule's first.
    static func same(_ verdict: [Violation?], _ rank: Int, _ violation: Violation) -> Bool {
        rank < verdict.count && equal(verdict[rank], violation)
    }

    /// Whether two verdicts report the same violations: the same rules, frames and numbers.
    static func agree(_ a: [Violation?], _ b: [Violation?]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { x, y in x == nil && y == nil || y.map { equal(x, $0) } ?? false }
    }

    /// Two violations as a report shows them: the rule, the frame, its words (a registry's
    /// "displayed but not observed: [cell2, cell3]" names what the numbers do not), and each
    /// number as printed.
    static func equal(_ a: Violation?, _ b: Violation) -> Bool {
        guard let a else { return false }
        return a.invariant == b.invariant && a.frame == b.frame && a.explanation == b.explanation && a.values.map(\.name) == b.values.map(\.name)
            && a.values.map { Violation.format($0.value) } == b.values.map { Violation.format($0.value) }
    }
}
