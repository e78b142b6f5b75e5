import Effects

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
