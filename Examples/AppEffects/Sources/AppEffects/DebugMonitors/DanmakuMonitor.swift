#if DEBUG
import TraceFormat

/// The danmaku view judged live in a debug build, by ScrollProof's fly screen rules (SPEC §4)
/// of the promises every comment view keeps (the view drops a comment no track has room for,
/// by design, where SPEC's screen queues it). The player calls the monitor where it called the
/// view; the view's own callbacks still run.
///
///     let danmaku = DanmakuView(width: 375, trackCount: 8, trackHeight: 24, duration: 6)
///     #if DEBUG
///     lazy var monitor = try? DanmakuMonitor(danmaku, options: MonitorOptions(folder: tracesFolder))
///     #endif
///     func player(_ player: Player, didReach time: Double) {
///         #if DEBUG
///         monitor?.tick(to: time)
///         #else
///         danmaku.tick(to: time)
///         #endif
///     }
@MainActor
public final class DanmakuMonitor {
    private let view: DanmakuView
    private var monitor: EventMonitor<FlyScreenModel>
    /// The player's wall time of the view's last tick.
    private var now = 0.0
    /// The events the view told of during the operation being recorded: they come after it.
    private var told: [FlyScreenEvent] = []
    private var syncing: Double?

    /// Attaches to a view (its callbacks are wrapped: the app's own still run).
    ///
    /// - Parameters:
    ///   - view: The view, before its first comment.
    ///   - options: The window, the folder and the handler.
    /// - Throws: `ConfigurationError` when the view's geometry breaks SPEC §4's rules.
    public init(_ view: DanmakuView, options: MonitorOptions = MonitorOptions()) throws(ConfigurationError) {
        self.view = view
        let configuration = try FlyScreenConfiguration(
            screenWidth: view.width, rows: view.trackCount, rowHeight: view.trackHeight, duration: view.defaultDuration, minimumGap: view.gap)
        monitor = EventMonitor(configuration: configuration, seeks: true, longestDuration: nil, level: .safety, options: options)
        let (show, finish) = (view.onShow, view.onFinish)
        view.onShow = { [unowned self] comment in
            if let progress = syncing {
                told.append(.synced(id: comment.id, row: comment.track, time: now, progress: progress))
            } else {
                told.append(.inserted(id: comment.id, width: comment.width, time: now))
                told.append(.started(id: comment.id, row: comment.track, time: now))
            }
            show?(comment)
        }
        view.onFinish = { [unowned self] comment, x, wallTime in
            told.append(.finished(id: comment.id, row: comment.track, time: wallTime, x: x))
            finish?(comment, x, wallTime)
        }
    }

    /// Records an operation, then what the view told of during it.
    private func record(_ step: FlyScreenTrace.Step) {
        monitor.record(step)
        for event in told { monitor.record(event) }
        told.removeAll(keepingCapacity: true)
    }

    /// Shoots a comment now (`DanmakuView.shoot`), judged.
    ///
    /// - Returns: Whether the view showed it.
    @discardableResult
    public func shoot(id: Int, width: Double, duration: Double? = nil) -> Bool {
        let shown = view.shoot(id: id, width: width, duration: duration)
        let result: FlyScreenInsertResult = shown ? .accepted : .refused(.noFreeRow)
        if !shown { told.append(.refused(id: id, reason: .noFreeRow, time: now)) }
        if let duration {
            record(.timedInsert(id: id, width: width, duration: duration, time: now, result: result))
        } else {
            record(.insert(id: id, width: width, time: now, result: result))
        }
        return shown
    }

    /// Syncs a comment in mid-flight after a seek (`DanmakuView.sync`), judged.
    ///
    /// - Returns: Whether the view showed it.
    @discardableResult
    public func sync(id: Int, width: Double, progress: Double) -> Bool {
        syncing = progress
        let shown = view.sync(id: id, width: width, progress: progress)
        syncing = nil
        if !shown { told.append(.refused(id: id, reason: .noFreeRow, time: now)) }
        record(.sync(id: id, width: width, progress: progress, time: now, result: shown ? .accepted : .refused(.noFreeRow)))
        return shown
    }

    /// The player's clock moved on to `time` (`DanmakuView.tick(to:)`), judged with the
    /// comments that finished.
    public func tick(to time: Double) {
        // The step first: the finishes the tick tells of come after it.
        now = time
        monitor.record(.advance(time: time))
        view.tick(to: time)
        for event in told { monitor.record(event) }
        told.removeAll(keepingCapacity: true)
    }

    /// Pauses the video (`DanmakuView.pause()`).
    public func pause() {
        view.pause()
        record(.pause(time: now))
    }

    /// Resumes the video (`DanmakuView.resume()`).
    public func resume() {
        view.resume()
        record(.resume(time: now))
    }

    /// Ends the session: what is judged at the end (a comment due but never finished).
    public func finish() { monitor.finish() }

    /// Every rule broken so far, each at its first violation.
    public var reports: [MonitorReport] { monitor.reports }
}
#endif
