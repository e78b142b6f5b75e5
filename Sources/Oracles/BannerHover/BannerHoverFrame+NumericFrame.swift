import Effects

extension BannerHoverFrame: NumericFrame {
    public static let numberNames = ["frameY", "percent"]
    public func number(_ index: Int) -> Double { index == 0 ? frameY : percent }
}
