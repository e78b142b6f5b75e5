/// Where a scroll view's snap points lie (SPEC §8): pages, container-sized pages, or items.
public enum SnapLayout: Hashable, Sendable, CustomStringConvertible {
    /// Pages of a fixed length from the leading end: `lo + k·p` for whole `k ≥ 0` inside
    /// `[lo, hi]`, and `hi` (the last page may be short; the end must be reachable). The
    /// content's length is the configuration's.
    case pages(length: Double)
    /// Container-sized pages, as UIKit pages (`isPagingEnabled`): `count` pages, each as long as
    /// the container, so the content is `count` containers long and both follow the container
    /// when it is resized.
    case containerPages(count: Int)
    /// Items of these lengths, `spacing` apart; item `i` starts at `xᵢ = Σⱼ₍ⱼ<ᵢ₎ (wⱼ + s)` and
    /// its snap point puts `xᵢ` at the alignment line, `alignment` from the container's leading
    /// edge: `xᵢ − e`, clamped into `[lo, hi]`. The content is `Σ wᵢ + (n − 1)·s` long.
    case items(lengths: [Double], spacing: Double, alignment: Double)

    /// The kinds of layout, by name (the snapping suite's `layout` field, 0, 1 and 2).
    public enum Kind: Int, CaseIterable, Hashable, Sendable {
        /// Pages of a fixed length (``SnapLayout/pages(length:)``).
        case pages
        /// Container-sized pages (``SnapLayout/containerPages(count:)``).
        case containerPages
        /// Items (``SnapLayout/items(lengths:spacing:alignment:)``).
        case items

        /// The kind's name, as a pin error lists it.
        public var name: String {
            switch self {
            case .pages: "pages"
            case .containerPages: "containerPages"
            case .items: "items"
            }
        }
    }

    /// The layout's kind.
    public var kind: Kind {
        switch self {
        case .pages: .pages
        case .containerPages: .containerPages
        case .items: .items
        }
    }

    public var description: String {
        switch self {
        case let .pages(length): "pages of \(SnapLayout.text(length))"
        case let .containerPages(count): "\(count) container-sized page\(count == 1 ? "" : "s")"
        case let .items(lengths, spacing, alignment):
            """
                \(lengths.count) item\(lengths.count == 1 ? "" : "s") (\(SnapLayout.lengthsText(lengths))), spacing \(SnapLayout.text(spacing)), \
                alignment \(SnapLayout.text(alignment))
                """
        }
    }

    /// Item lengths as a report shows them: all of them when few, else the first ones and the
    /// count (`300, 300, 300, …` of 40).
    static func lengthsText(_ lengths: [Double]) -> String {
        if Set(lengths).count == 1, let w = lengths.first { return "each \(SnapLayout.text(w))" }
        let shown = lengths.prefix(8).map(SnapLayout.text).joined(separator: ", ")
        return lengths.count > 8 ? shown + ", … (\(lengths.count))" : shown
    }

    /// A number as a description prints it: whole numbers without a fraction.
    static func text(_ value: Double) -> String {
        value == value.rounded() && value.magnitude < 1e15 ? String(Int64(value)) : "\(value)"
    }
}
