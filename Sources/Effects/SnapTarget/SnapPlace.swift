/// What a snap point stands for: the page or item it puts at the alignment line, or one of
/// the two ends when no page or item is there. After a resize, the place that was at the
/// alignment line is what must be there again.
public enum SnapPlace: Hashable, Sendable, CustomStringConvertible {
    /// Page `k` (from 0), at `lo + k·p`.
    case page(Int)
    /// Item `i` (from 0), at `xᵢ − e`, clamped.
    case item(Int)
    /// The lowest offset `lo`, where no item is.
    case start
    /// The highest offset `hi`, where no page or item is (a short last page's end).
    case end

    public var description: String {
        switch self {
        case let .page(k): "page \(k)"
        case let .item(i): "item \(i)"
        case .start: "the start"
        case .end: "the end"
        }
    }
}
