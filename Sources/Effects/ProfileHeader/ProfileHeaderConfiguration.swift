/// A Twitter-style profile (SPEC §5): a header above a scroll view holding an avatar and a
/// name label. Defaults are TB_TwitterUI's constants.
///
/// Valid when every value is finite, `Hh > 0`, `0 < s < Hh`, `dW > 0`, `A > 0`, the
/// slow-down is positive and `slowDown · A > s` (otherwise the avatar would shrink to
/// nothing or turn inside out before the header stops).
public struct ProfileHeaderConfiguration: Equatable, Hashable, Sendable {
    /// `Hh`, the header's height (107).
    public let headerHeight: Double
    /// `s`, the offset where the header stops moving (`offset_HeaderStop`, 40).
    public let headerStop: Double
    /// `b`, the offset where the name label reaches the header's bottom (`offset_B_LabelHeader`, 95).
    public let labelOffset: Double
    /// `dW`, the distance of the white label (`distance_W_LabelHeader`, 35).
    public let whiteLabelDistance: Double
    /// `A`, the avatar's height (69).
    public let avatarHeight: Double
    /// The avatar's slow-down divisor (1.4).
    public let avatarSlowDown: Double

    /// Creates a validated configuration.
    ///
    /// - Parameters:
    ///   - headerHeight: `Hh > 0`; default 107.
    ///   - headerStop: `0 < s < Hh`; default 40.
    ///   - labelOffset: `b`, finite; default 95.
    ///   - whiteLabelDistance: `dW > 0`; default 35.
    ///   - avatarHeight: `A > 0`; default 69.
    ///   - avatarSlowDown: positive, with `slowDown · A > s`; default 1.4.
    /// - Throws: ``ConfigurationError`` naming the first field that breaks its rule.
    public init(
        headerHeight: Double = 107, headerStop: Double = 40, labelOffset: Double = 95,
        whiteLabelDistance: Double = 35, avatarHeight: Double = 69, avatarSlowDown: Double = 1.4
    ) throws(ConfigurationError) {
        let check = Validation("ProfileHeaderConfiguration")
        try check.positive(headerHeight, "headerHeight")
        try check.positive(headerStop, "headerStop")
        if !(headerStop < headerHeight) {
            throw check.fail("headerStop", .mustBeLessThan(.init("headerHeight", headerHeight)), headerStop)
        }
        try check.finite(labelOffset, "labelOffset")
        try check.positive(whiteLabelDistance, "whiteLabelDistance")
        try check.positive(avatarHeight, "avatarHeight")
        try check.positive(avatarSlowDown, "avatarSlowDown")
        if !(avatarSlowDown * avatarHeight > headerStop) {
            throw check.fail(
                "avatarSlowDown", .mustBeGreaterThan(.init("headerStop / avatarHeight", headerStop / avatarHeight)),
                avatarSlowDown)
        }
        self.headerHeight = headerHeight
        self.headerStop = headerStop
        self.labelOffset = labelOffset
        self.whiteLabelDistance = whiteLabelDistance
        self.avatarHeight = avatarHeight
        self.avatarSlowDown = avatarSlowDown
    }

    /// The Lipschitz bound of a numeric output in the offset (SPEC §5's continuity): how far
    /// output `k` of ``ProfileHeaderFrame`` (in the order of its numeric outputs: header scale,
    /// header translation, avatar scale, avatar translation, label translation, blur alpha)
    /// may move per point of offset.
    ///
    /// - Parameter k: The output's index, in `0..<6`.
    /// - Returns: `1/Hh` for the header's scale, `1/(A·k)` for the avatar's, `1/(2k)` for its
    ///   translation, `1/dW` for the alpha, and 1 for the other translations.
    /// - Complexity: O(1).
    public func lipschitzBound(output k: Int) -> Double {
        switch k {
        case 0: 1 / headerHeight
        case 2: 1 / (avatarHeight * avatarSlowDown)
        case 3: 1 / (2 * avatarSlowDown)
        case 5: 1 / whiteLabelDistance
        default: 1
        }
    }

    /// The largest length of the configuration, for ``Tolerance/tol(scale:)``.
    public var scale: Double {
        Swift.max(headerHeight, headerStop, labelOffset.magnitude, whiteLabelDistance, avatarHeight)
    }

    /// The smallest avatar scale, `1 − s / (slowDown · A)`.
    public var minimumAvatarScale: Double { 1 - headerStop / (avatarSlowDown * avatarHeight) }

    /// Every output of SPEC §5 as a pure function of the offset.
    ///
    /// - Parameter offset: `o`, finite.
    /// - Returns: The header, avatar, label, blur and z-order outputs.
    /// - Complexity: O(1), no allocation.
    @inlinable
    public func frame(offset o: Double) -> ProfileHeaderFrame {
        let pullDown = o < 0
        let f = Swift.min(headerStop, Swift.max(o, 0)) / avatarHeight / avatarSlowDown
        // Exact at both ends (SPEC: 0 up to b, 1 from b + dW): the division alone can round
        // to 1 − ulp at o = b + dW.
        let alpha = o <= labelOffset ? 0 : o >= labelOffset + whiteLabelDistance ? 1 : (o - labelOffset) / whiteLabelDistance
        return ProfileHeaderFrame(
            offset: o,
            headerScale: pullDown ? 1 + (-o) / headerHeight : 1,
            headerTranslation: pullDown ? -o / 2 : Swift.max(-headerStop, -o),
            avatarScale: 1 - f,
            avatarTranslation: avatarHeight * f / 2,
            labelTranslation: Swift.max(-whiteLabelDistance, labelOffset - o),
            blurAlpha: Swift.min(Swift.max(alpha, 0), 1),
            headerAboveAvatar: o > headerStop)
    }
}
