import Effects

/// What the three published snapping snippets share: the length they step by, from the
/// configuration as the snippet reads it (a cell's width: a page's length, or the first item's;
/// the spacing, the insets and the alignment are never read).
enum PublishedSnapGeometry {
    /// The cell width `w` a snippet divides by.
    ///
    /// - Parameter c: The configuration.
    /// - Returns: `w`.
    static func cellWidth(_ c: SnapTargetConfiguration) -> Double {
        switch c.layout {
        case let .pages(p): p
        case .containerPages: c.containerLength
        case let .items(lengths, _, _): lengths[0]
        }
    }
}
