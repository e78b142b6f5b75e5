import Effects

/// A frame whose numeric outputs (every one it reports) can be read by index, without allocating: for the §0 rule
/// "no non-finite output" and for closed-form and continuity comparisons.
public protocol NumericFrame {
    /// The names of the numeric outputs, in index order.
    static var numberNames: [String] { get }
    /// The numeric output at an index in `0..<numberNames.count`.
    ///
    /// - Parameter index: The index.
    /// - Returns: The value.
    func number(_ index: Int) -> Double
}

extension NumericFrame {
    /// The index of the first non-finite output, or `nil`.
    @inlinable
    public var firstNonFinite: Int? {
        for i in 0..<Self.numberNames.count where !number(i).isFinite { return i }
        return nil
    }
}

extension ParallelWindowFrame: NumericFrame {
    public static let numberNames = ["imageOffset"]
    public func number(_ index: Int) -> Double { imageOffset }
}

extension BannerHoverFrame: NumericFrame {
    public static let numberNames = ["frameY", "percent"]
    public func number(_ index: Int) -> Double { index == 0 ? frameY : percent }
}

extension RollingBannerFrame: NumericFrame {
    public static let numberNames = ["displacement", "containerMinX", "middleImageMinX", "leftImageMinX", "rightImageMinX"]
    public func number(_ index: Int) -> Double {
        switch index {
        case 0: layout.displacement
        case 1: layout.containerMinX
        case 2: layout.middleImageMinX
        case 3: layout.leftImageMinX
        default: layout.rightImageMinX
        }
    }
}

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
