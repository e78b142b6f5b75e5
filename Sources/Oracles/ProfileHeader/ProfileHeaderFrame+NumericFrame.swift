import Effects

extension ProfileHeaderFrame: NumericFrame {
    public static let numberNames = ["headerScale", "headerTranslation", "avatarScale", "avatarTranslation", "labelTranslation", "blurAlpha"]
    /// The indices of the ratios (judged at scale 1): the two scales and the alpha.
    public static let ratioIndices: Set<Int> = [0, 2, 5]
    public func number(_ index: Int) -> Double {
        switch index {
        case 0: headerScale
        case 1: headerTranslation
        case 2: avatarScale
        case 3: avatarTranslation
        case 4: labelTranslation
        default: blurAlpha
        }
    }
}
