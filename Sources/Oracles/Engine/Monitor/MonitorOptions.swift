/// How a monitor keeps and hands out what it finds: how many frames (or events) it keeps for
/// the trace file, where it writes that file, and who receives each report.
///
///     var options = MonitorOptions(folder: NSTemporaryDirectory() + "scrollproof")
///     options.handler = { report in logger.error("\(report.text)") }
public struct MonitorOptions: Sendable {
    /// The frames (or events) a violation's trace file shows, the newest last (default 1,000,
    /// 16 s at 60 Hz; `Int.max` keeps the whole session). The file starts with a prelude of
    /// earlier ones (``history``) when a rule remembers further back than the window.
    public var window: Int
    /// The frames (or events) kept before the window, from which a file's prelude is taken: the
    /// shortest run of them that rebuilds the state the window starts from, so that the file
    /// replays the report exactly (default 100,000, 28 minutes at 60 Hz; 0 keeps none). A
    /// session longer than the window and the history may start its file where a rule
    /// remembers further back: ``MonitorReport/reproduces`` says so.
    public var history: Int
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
    ///   - history: The frames or events kept before the window for a file's prelude (default
    ///     100,000; below 0 is taken as 0).
    ///   - handler: Receives each report (default: prints it).
    public init(
        window: Int = 1_000, folder: String? = nil, reportsPerRule: Int = 3, history: Int = 100_000,
        handler: @escaping @MainActor @Sendable (MonitorReport) -> Void = { MonitorOptions.log($0) }
    ) {
        self.window = max(window, 1)
        self.history = max(history, 0)
        self.folder = folder
        self.reportsPerRule = max(reportsPerRule, 1)
        self.handler = handler
    }

    /// The frames or events a monitor keeps: the window and the history before it.
    var kept: Int {
        let window = max(self.window, 1), history = max(self.history, 0)
        return window > Int.max - history ? Int.max : window + history
    }

    /// The default handler: prints the report's text, once per report.
    ///
    /// - Parameter report: The report.
    @MainActor
    public static func log(_ report: MonitorReport) {
        print(report.text)
    }
}
