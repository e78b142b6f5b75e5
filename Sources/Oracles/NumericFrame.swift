import Effects

/// A frame whose outputs can be listed as named numbers, for the §0 rule "no non-finite output".
public protocol NumericFrame {
    /// The frame's numeric outputs, named.
    var numbers: [(name: String, value: Double)] { get }
}

extension ParallelWindowFrame: NumericFrame {
    public var numbers: [(name: String, value: Double)] { [("imageOffset", imageOffset)] }
}

extension BannerHoverFrame: NumericFrame {
    public var numbers: [(name: String, value: Double)] { [("frameY", frameY), ("percent", percent)] }
}

extension RollingBannerFrame: NumericFrame {
    public var numbers: [(name: String, value: Double)] {
        [
            ("containerMinX", layout.containerMinX), ("middleImageMinX", layout.middleImageMinX),
            ("leftImageMinX", layout.leftImageMinX), ("rightImageMinX", layout.rightImageMinX),
        ]
    }
}

extension ProfileHeaderFrame: NumericFrame {
    public var numbers: [(name: String, value: Double)] {
        [
            ("headerScale", headerScale), ("headerTranslation", headerTranslation), ("avatarScale", avatarScale),
            ("avatarTranslation", avatarTranslation), ("labelTranslation", labelTranslation), ("blurAlpha", blurAlpha),
        ]
    }
}
