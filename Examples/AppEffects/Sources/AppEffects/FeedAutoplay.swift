/// The feed's video autoplay, as an app writes it, as a value the view controller owns: one
/// clip plays, the most visible at or above `threshold` (ties to the upper row); nothing plays
/// in the background, and a player stops when its cell ends display or shows another clip.
public struct FeedAutoplay: Sendable {
    public let threshold: Double
    /// The clip that plays and the cell that hosts its player.
    public private(set) var playing: (cell: Int, clip: String)?
    /// A planted bug for the example's known-issue test: the player belongs to its cell, so a
    /// reused cell keeps playing the clip it showed before.
    public var keepsPlayerOnReusedCell = false

    private var clips: [String] = []
    private var clipInCell: [Int: String] = [:]
    private var isActive = true

    public init(threshold: Double) {
        self.threshold = threshold
    }

    /// The data source was replaced and the list reloaded.
    public mutating func feedDidReload(_ ids: [String]) { clips = ids }

    /// A batch update deleted rows (numbered before it) and inserted clips (at rows after it).
    public mutating func feedDidUpdate(deletedRows: [Int], inserted: [(row: Int, id: String)]) {
        clips = clips.enumerated().filter { !deletedRows.contains($0.offset) }.map(\.element)
        for insertion in inserted.sorted(by: { $0.row < $1.row }) { clips.insert(insertion.id, at: min(insertion.row, clips.count)) }
    }

    /// `willDisplay`: the cell (its tag) now shows the clip at `row`.
    public mutating func cellWillDisplay(_ cell: Int, at row: Int) {
        clipInCell[cell] = row < clips.count ? clips[row] : nil
        if !keepsPlayerOnReusedCell, playing?.cell == cell { playing = nil }
    }

    /// `didEndDisplaying`: the cell left the screen; its player stops.
    public mutating func cellDidEndDisplaying(_ cell: Int, at row: Int) {
        clipInCell[cell] = nil
        if !keepsPlayerOnReusedCell, playing?.cell == cell { playing = nil }
    }

    /// A frame was laid out: each displayed cell, its row and the visible fraction of its clip.
    public mutating func layoutDidChange(visible: [(cell: Int, row: Int, fraction: Double)]) {
        guard isActive else { return }
        var best: (cell: Int, row: Int, fraction: Double)?
        for candidate in visible where candidate.fraction >= threshold && clipInCell[candidate.cell] != nil {
            if let b = best, candidate.fraction < b.fraction || (candidate.fraction == b.fraction && candidate.row > b.row) { continue }
            best = candidate
        }
        guard let best, let clip = clipInCell[best.cell] else { playing = nil; return }
        if keepsPlayerOnReusedCell, playing?.cell == best.cell { return }   // "already playing here"
        playing = (best.cell, clip)
    }

    /// The app entered the background: the player pauses.
    public mutating func appDidEnterBackground() {
        isActive = false
        playing = nil
    }

    /// The app returned to the foreground; the next layout picks a clip.
    public mutating func appWillEnterForeground() { isActive = true }
}
