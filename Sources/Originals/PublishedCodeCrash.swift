/// A crash of the published code, surfaced as a thrown error so that a test can show it
/// without taking the test process down (e.g. HYRollingBanner indexing an empty image array).
public struct PublishedCodeCrash: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the published code crashes, e.g. `"-[RollingBanner resetSubViews]"`.
    public let site: String
    /// What it does there, e.g. `"sourceArr[0] on an empty NSArray: NSRangeException"`.
    public let reason: String

    /// Creates a crash report.
    ///
    /// - Parameters:
    ///   - site: The published method.
    ///   - reason: What goes wrong there.
    public init(site: String, reason: String) {
        self.site = site
        self.reason = reason
    }

    public var description: String { "published code crashes in \(site): \(reason)" }
}
