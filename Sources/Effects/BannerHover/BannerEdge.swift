/// Where a banner's percent is, by the eps rule (SPEC §2).
public enum BannerEdge: String, Hashable, Sendable {
    /// `1 − percent < eps`: fully expanded.
    case expanded
    /// Neither edge.
    case interior
    /// `percent < eps`: collapsed to the hover height.
    case collapsed
}

/// An edge callback (SPEC §2): `collapsed` is the article's `startBlock` (`setTopAction`),
/// `expanded` its `completeBlock` (`setBottomAction`).
public enum BannerEdgeEvent: String, Hashable, Sendable {
    /// The edge state became expanded from anything else.
    case expanded
    /// The edge state became collapsed from anything else.
    case collapsed
}
