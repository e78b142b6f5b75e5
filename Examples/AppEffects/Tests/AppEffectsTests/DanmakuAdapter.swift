import AppEffects
import ScrollProof

/// The app's danmaku view behind ScrollProof's fly-screen protocol: it seeks, pauses and flies
/// each comment in its own time, and says so; it drops a comment when no track is free.
@MainActor
final class DanmakuAdapter: MainActorFlyScreenSimulating {
    nonisolated static var features: FlyScreenFeatures { [.seek, .pause, .durations] }

    let configuration: FlyScreenConfiguration
    private let view: DanmakuView
    private(set) var now = 0.0
    private(set) var events: [FlyScreenEvent] = []
    private var seen = Set<Int>(), liked = Set<Int>()

    init(_ configuration: FlyScreenConfiguration, seekBug: Bool = false, syncBug: Bool = false) {
        self.configuration = configuration
        view = DanmakuView(width: configuration.screenWidth, trackCount: configuration.rows, trackHeight: configuration.rowHeight, duration: configuration.duration)
        view.syncedCommentBecomesLast = seekBug
        view.syncChecksOnlyNow = syncBug
        view.onFinish = { [weak self] comment, x, time in
            self?.events.append(.finished(id: comment.id, row: comment.track, time: time, x: x))
        }
    }

    private func refuse(_ id: Int, _ reason: FlyScreenRefusal) -> FlyScreenInsertResult {
        events.append(.refused(id: id, reason: reason, time: now))
        return .refused(reason)
    }

    private func admit(_ id: Int, _ width: Double, _ duration: Double?) -> FlyScreenInsertResult {
        guard width.isFinite, width > 0 else { return refuse(id, .invalidWidth) }
        if let duration, !(duration.isFinite && duration > 0) { return refuse(id, .invalidDuration) }
        guard !seen.contains(id) else { return refuse(id, .duplicateID) }
        guard view.shoot(id: id, width: width, duration: duration) else { return refuse(id, .noFreeRow) }
        seen.insert(id)
        let track = view.comments.last!.track
        events.append(.inserted(id: id, width: width, time: now))
        events.append(.started(id: id, row: track, time: now))
        return .accepted
    }

    func insert(id: Int, width: Double) -> FlyScreenInsertResult { admit(id, width, nil) }
    func insert(id: Int, width: Double, duration: Double) -> FlyScreenInsertResult { admit(id, width, duration) }

    func sync(id: Int, width: Double, progress: Double) -> FlyScreenInsertResult {
        guard width.isFinite, width > 0 else { return refuse(id, .invalidWidth) }
        guard progress.isFinite, progress >= 0, progress < 1 else { return refuse(id, .invalidProgress) }
        guard !seen.contains(id) else { return refuse(id, .duplicateID) }
        guard view.sync(id: id, width: width, progress: progress) else { return refuse(id, .noFreeRow) }
        seen.insert(id)
        events.append(.synced(id: id, row: view.comments.last!.track, time: now, progress: progress))
        return .accepted
    }

    func pause() { view.pause() }
    func resume() { view.resume() }

    func advance(to time: Double) throws(InputError) {
        try InputError.requireFinite(time, "time")
        if time < now { throw .beforeCurrent(field: "time", value: time, current: now) }
        view.tick(to: time)
        now = time
    }

    func hitTest(x: Double, y: Double) -> Int? { view.comment(atX: x, y: y) }

    func tap(x: Double, y: Double) -> FlyScreenTapResult {
        guard let id = hitTest(x: x, y: y) else { return .miss }
        guard liked.insert(id).inserted else { return .alreadyLiked(id: id) }
        events.append(.liked(id: id, time: now))
        return .liked(id: id)
    }
}
