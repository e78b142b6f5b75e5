/// The profile-header effect (SPEC §5), exact: every output, z-order included, is a function
/// of the current offset alone, whatever path led there.
public struct ProfileHeader: ScrollDrivenEffect, Sendable {
    public let configuration: ProfileHeaderConfiguration
    public private(set) var lastFrame: ProfileHeaderFrame

    /// Creates the header at an initial offset.
    ///
    /// - Parameters:
    ///   - configuration: The validated configuration; default TB_TwitterUI's constants.
    ///   - offset: The initial content offset; default 0.
    /// - Throws: ``InputError`` when `offset` is not finite.
    public init(configuration: ProfileHeaderConfiguration, offset: Double = 0) throws(InputError) {
        try InputError.requireFinite(offset, "offset")
        self.configuration = configuration
        lastFrame = configuration.frame(offset: offset)
    }

    /// Feeds one content offset.
    ///
    /// - Parameter offset: `o`, any finite number.
    /// - Returns: The closed-form frame at `o`.
    /// - Throws: ``InputError`` for a non-finite offset; the last frame is kept.
    /// - Complexity: O(1), no allocation.
    public mutating func update(_ offset: Double) throws(InputError) -> ProfileHeaderFrame {
        try InputError.requireFinite(offset, "offset")
        lastFrame = configuration.frame(offset: offset)
        return lastFrame
    }
}
