/// How a monitor keeps and hands out what it finds: how many frames (or events) it keeps for
/// the trace file, where it writes that file, and who receives each report.
///
///     var options = MonitorOptions(folder: NSTemporaryDirectory() + "scrollproof")
///     options.handler = { report in logger.error("\(report.text)") }
public struct MonitorOptions: Sendable {
    /// The frames (or events) kept for a violation's trace file, the newest last: the file holds
    /// at most this many (default 1,000, 16 s at 60 Hz; `Int.max` keeps the whole session). A rule that remembers further back
    /// than the window may judge the file differently: the report says so
    /// (``MonitorReport/reproduces``).
    public var window: Int
    /// The folder a violation's trace file is written to (created if missing); `nil` (the
    /// default) writes no file.
    public var folder: String?
    /// How many reports a rule gets at most (default 3): its first violation, then each later
    /// one of another kind (another explanation, its numbers aside: a second callback after a
    /// missing one), so that an early violation (a forged NaN) does not hide a later bug. 1
    /// reports each rule's first violation only; a value below 1 is taken as 1.
    public var reportsPerRule: Int
    /// Receives each report, on the main actor, once: a rule's first violation and its later
    /// ones of another kind (default: prints the report's ``MonitorReport/text`` once).
    public var handler: @MainActor @Sendable (MonitorReport) -> Void

    /// Options.
    ///
    /// - Parameters:
    ///   - window: The frames or events kept for a trace file (default 1,000); a value below 1
    ///     (0, a negative one) is taken as 1, the one frame that broke the rule.
    ///   - folder: Where trace files go (default: none written).
    ///   - reportsPerRule: The reports a rule gets at most: its first violation, then later
    ///     ones of other kinds (default 3; below 1 is taken as 1).
    ///   - handler: Receives each report (default: prints it).
    public init(
        window: Int = 1_000, folder: String? = nil, reportsPerRule: Int = 3,
        handler: @escaping @MainActor @Sendable (MonitorReport) -> Void = { MonitorOptions.log($0) }
    ) {
        self.window = max(window, 1)
        self.folder = folder
        self.reportsPerRule = max(reportsPerRule, 1)
        self.handler = handler
    }

    /// The default handler: prints the report's text, once per report.
    ///
    /// - Parameter report: The report.
    @MainActor
    public static func log(_ report: MonitorReport) {
        print(report.text)
    }
}
