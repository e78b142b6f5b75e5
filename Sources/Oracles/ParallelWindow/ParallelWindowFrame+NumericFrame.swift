import Effects

extension ParallelWindowFrame: NumericFrame {
    public static let numberNames = ["imageOffset"]
    public func number(_ index: Int) -> Double { imageOffset }
}
