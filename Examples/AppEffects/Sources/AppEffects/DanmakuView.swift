/// The app's comment view over its video player (a danmaku view): comments fly right to left on
/// tracks, 10 pt apart, each in its own time; a comment that finds no free track is dropped and
/// the delegate is told; seeking syncs comments in mid-flight; pausing the video pauses them.
/// Plain Swift, driven by the player's clock (`tick(to:)`), so it runs in tests off the device.
@MainActor
public final class DanmakuView {
    /// One comment on screen.
    public struct Comment: Sendable {
        public let id: Int, width: Double, track: Int
        /// When it entered at the right edge, on the video's clock (virtual for a synced one).
        public let start: Double
        /// Its flight's length.
        public let duration: Double
    }

    public let width: Double, trackCount: Int, trackHeight: Double, defaultDuration: Double
    /// The app's gap between comments on a track.
    public let gap = 10.0
    /// Called when a comment is dropped because no track is free.
    public var onDrop: ((Int) -> Void)?
    /// Called when a comment leaves the screen, with its left edge then and the player's wall
    /// time of that moment.
    public var onFinish: ((Comment, _ x: Double, _ wallTime: Double) -> Void)?
    /// Called when a comment enters (at the right edge or synced in mid-flight).
    public var onShow: ((Comment) -> Void)?

    /// The published library's seek bug, kept to show what ScrollProof finds: a synced comment
    /// becomes its track's last even when it is behind the rightmost one.
    public var syncedCommentBecomesLast = false
    /// DanmakuKit's other seek bug, `canSync`: a synced comment is placed where it keeps the gap
    /// *now*, so a faster (wider) one runs into the slower one ahead of it later.
    public var syncChecksOnlyNow = false

    public private(set) var comments: [Comment] = []
    private var lastOnTrack: [Comment?]
    /// The video's clock: wall time less the time spent paused.
    public private(set) var videoTime = 0.0
    private var paused = false
    private var wallTime = 0.0

    public init(width: Double, trackCount: Int, trackHeight: Double, duration: Double) {
        self.width = width
        self.trackCount = trackCount
        self.trackHeight = trackHeight
        defaultDuration = duration
        lastOnTrack = Array(repeating: nil, count: trackCount)
    }

    public func x(of comment: Comment, at time: Double) -> Double {
        width - (width + comment.width) / comment.duration * (time - comment.start)
    }

    /// Whether `follower` keeps the gap behind `leader` from `time` until either leaves.
    private func keepsGap(_ leader: Comment, _ follower: Comment, from time: Double) -> Bool {
        let end = min(leader.start + leader.duration, follower.start + follower.duration)
        guard time < end else { return true }
        func gap(_ t: Double) -> Double { x(of: follower, at: t) - (x(of: leader, at: t) + leader.width) }
        return min(gap(time), gap(end)) >= self.gap
    }

    /// Shoots a comment now; `false` when it was dropped.
    @discardableResult
    public func shoot(id: Int, width: Double, duration: Double? = nil) -> Bool {
        let comment = { (track: Int) in Comment(id: id, width: width, track: track, start: self.videoTime, duration: duration ?? self.defaultDuration) }
        for track in 0..<trackCount {
            let candidate = comment(track)
            if let last = lastOnTrack[track], !keepsGap(last, candidate, from: videoTime) { continue }
            place(candidate, last: true)
            return true
        }
        onDrop?(id)
        return false
    }

    /// Syncs a comment in mid-flight after a seek; `false` when no track has room.
    @discardableResult
    public func sync(id: Int, width: Double, progress: Double) -> Bool {
        for track in 0..<trackCount {
            let candidate = Comment(id: id, width: width, track: track, start: videoTime - progress * defaultDuration, duration: defaultDuration)
            let fits = comments.allSatisfy { other in
                if other.track != track { return true }
                let (leader, follower) = other.start <= candidate.start ? (other, candidate) : (candidate, other)
                if syncChecksOnlyNow {
                    guard videoTime < min(leader.start + leader.duration, follower.start + follower.duration) else { return true }
                    return x(of: follower, at: videoTime) >= x(of: leader, at: videoTime) + leader.width + gap
                }
                return keepsGap(leader, follower, from: videoTime)
            }
            guard fits else { continue }
            let isRightmost = candidate.start > (lastOnTrack[track]?.start ?? -.infinity)
            place(candidate, last: syncedCommentBecomesLast || isRightmost)
            return true
        }
        onDrop?(id)
        return false
    }

    private func place(_ comment: Comment, last: Bool) {
        comments.append(comment)
        if last { lastOnTrack[comment.track] = comment }
        onShow?(comment)
    }

    public func pause() { paused = true }
    public func resume() { paused = false }

    /// The player's clock moved on to `time` (wall time); paused, the video's clock stands still.
    public func tick(to time: Double) {
        if !paused { videoTime += time - wallTime }
        wallTime = time
        let done = comments.filter { $0.start + $0.duration <= videoTime }.sorted { $0.start + $0.duration < $1.start + $1.duration }
        for comment in done {
            comments.removeAll { $0.id == comment.id }
            if lastOnTrack[comment.track]?.id == comment.id { lastOnTrack[comment.track] = nil }
            let end = comment.start + comment.duration
            onFinish?(comment, x(of: comment, at: end), end + (wallTime - videoTime))
        }
    }

    /// The comment under a point now.
    public func comment(atX px: Double, y py: Double) -> Int? {
        comments.first { c in
            let left = x(of: c, at: videoTime), top = Double(c.track) * trackHeight
            return px >= left && px < left + c.width && py >= top && py < top + trackHeight
        }?.id
    }
}
