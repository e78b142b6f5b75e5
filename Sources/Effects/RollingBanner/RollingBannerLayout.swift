/// Where the three image views of a rolling banner are, in viewport x (SPEC §3). Every view is
/// `w` wide; the middle image is clipped by the container.
public struct RollingBannerLayout: Equatable, Hashable, Sendable {
    /// `m = x − w`, the displacement from rest, in `[−w, w]`.
    public var displacement: Double
    /// The container's left edge, `−m`.
    public var containerMinX: Double
    /// The middle image's left edge, `−p·m`.
    public var middleImageMinX: Double
    /// The left image's left edge, `−p·w − p·m`.
    public var leftImageMinX: Double
    /// The right image's left edge, `p·w − p·m`.
    public var rightImageMinX: Double
    /// The page the middle image shows.
    public var page: Int
    /// The page the left image shows, `(page − 1) mod n`.
    public var leftPage: Int
    /// The page the right image shows, `(page + 1) mod n`.
    public var rightPage: Int

    /// Creates a layout.
    ///
    /// - Parameters:
    ///   - displacement: `m`.
    ///   - containerMinX: The container's left edge.
    ///   - middleImageMinX: The middle image's left edge.
    ///   - leftImageMinX: The left image's left edge.
    ///   - rightImageMinX: The right image's left edge.
    ///   - page: The middle page.
    ///   - leftPage: The left page.
    ///   - rightPage: The right page.
    public init(
        displacement: Double, containerMinX: Double, middleImageMinX: Double, leftImageMinX: Double,
        rightImageMinX: Double, page: Int, leftPage: Int, rightPage: Int
    ) {
        self.displacement = displacement
        self.containerMinX = containerMinX
        self.middleImageMinX = middleImageMinX
        self.leftImageMinX = leftImageMinX
        self.rightImageMinX = rightImageMinX
        self.page = page
        self.leftPage = leftPage
        self.rightPage = rightPage
    }
}
