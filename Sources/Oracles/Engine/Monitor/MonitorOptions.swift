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
    /// Receives each rule's first violation, on the main actor, once (default: prints the
    /// report's ``MonitorReport/text`` once).
    public var handler: @MainActor @Sendable (MonitorReport) -> Void

    /// Options.
    ///
    /// - Parameters:
    ///   - window: The frames or events kept for a trace file (default 1,000); a value below 1
    ///     (0, a negative one) is taken as 1, the one frame that broke the rule.
    ///   - folder: Where trace files go (default: none written).
    ///   - handler: Receives each report (default: prints it).
    public init(window: Int = 1_000, folder: String? = nil, handler: @escaping @MainActor @Sendable (MonitorReport) -> Void = { MonitorOptions.log($0) }) {
        self.window = max(window, 1)
        self.folder = folder
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
