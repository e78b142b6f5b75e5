/// The outputs of a profile header for one offset (SPEC §5). Transforms are applied about
/// each view's centre, scale first, then translation (Core Animation's order in the article).
public struct ProfileHeaderFrame: Equatable, Hashable, Sendable {
    /// `o`, the input content offset.
    public var offset: Double
    /// The header's scale: `1 + (−o)/Hh` when pulling down, else 1.
    public var headerScale: Double
    /// The header's vertical translation: `−o/2` when pulling down, else `max(−s, −o)`.
    public var headerTranslation: Double
    /// The avatar's scale, `1 − f`.
    public var avatarScale: Double
    /// The avatar's vertical translation, `A·f/2`.
    public var avatarTranslation: Double
    /// The white label's vertical translation, `max(−dW, b − o)`.
    public var labelTranslation: Double
    /// The blurred header's alpha, `clamp((o − b)/dW, 0, 1)`.
    public var blurAlpha: Double
    /// Whether the header is drawn above the avatar.
    public var headerAboveAvatar: Bool

    /// Creates a frame.
    ///
    /// - Parameters:
    ///   - offset: `o`.
    ///   - headerScale: The header's scale.
    ///   - headerTranslation: The header's translation.
    ///   - avatarScale: The avatar's scale.
    ///   - avatarTranslation: The avatar's translation.
    ///   - labelTranslation: The white label's translation.
    ///   - blurAlpha: The blur's alpha.
    ///   - headerAboveAvatar: The z-order.
    public init(
        offset: Double, headerScale: Double, headerTranslation: Double, avatarScale: Double,
        avatarTranslation: Double, labelTranslation: Double, blurAlpha: Double, headerAboveAvatar: Bool
    ) {
        self.offset = offset
        self.headerScale = headerScale
        self.headerTranslation = headerTranslation
        self.avatarScale = avatarScale
        self.avatarTranslation = avatarTranslation
        self.labelTranslation = labelTranslation
        self.blurAlpha = blurAlpha
        self.headerAboveAvatar = headerAboveAvatar
    }

    /// The header's top edge in its superview (scaled about its centre, then translated).
    ///
    /// - Parameter headerHeight: `Hh`.
    /// - Returns: `Hh/2 − Hh·scale/2 + translation`.
    public func headerTop(headerHeight: Double) -> Double {
        headerHeight / 2 - headerHeight * headerScale / 2 + headerTranslation
    }

    /// The header's bottom edge in its superview.
    ///
    /// - Parameter headerHeight: `Hh`.
    /// - Returns: `Hh/2 + Hh·scale/2 + translation`.
    public func headerBottom(headerHeight: Double) -> Double {
        headerHeight / 2 + headerHeight * headerScale / 2 + headerTranslation
    }

    /// The avatar's bottom edge relative to its untransformed top.
    ///
    /// - Parameter avatarHeight: `A`.
    /// - Returns: `A/2 + A·scale/2 + translation` (equals `A` when it shrinks toward its bottom).
    public func avatarBottom(avatarHeight: Double) -> Double {
        avatarHeight / 2 + avatarHeight * avatarScale / 2 + avatarTranslation
    }
}
