/// An ad cell whose big image is seen through a window, as if it were the list's background:
/// the image's position is a function of where the window is on screen.
public struct ParallaxAdCell: Sendable {
    public let windowHeight: Double
    public let imageHeight: Double
    public let visibleHeight: Double

    public init(windowHeight: Double, imageHeight: Double, visibleHeight: Double) {
        self.windowHeight = windowHeight
        self.imageHeight = imageHeight
        self.visibleHeight = visibleHeight
    }

    /// The image's top relative to the window's top, for a window whose top is at `windowTop`
    /// on screen.
    public func imageOriginY(windowTop: Double) -> Double {
        let travel = visibleHeight - windowHeight
        let onScreen: Double
        if windowTop >= travel {
            onScreen = visibleHeight - imageHeight
        } else if windowTop <= 0 {
            onScreen = 0
        } else {
            onScreen = windowTop / travel * (visibleHeight - imageHeight)
        }
        return onScreen - windowTop
    }
}

/// The same cell driven by offset diffs, as the published article does: each scroll adds a
/// fraction of the change to the image. It drifts.
public struct DiffParallaxAdCell: Sendable {
    public let cell: ParallaxAdCell
    public private(set) var imageOriginY: Double
    private var lastWindowTop: Double

    public init(cell: ParallaxAdCell, windowTop: Double) {
        self.cell = cell
        imageOriginY = cell.imageOriginY(windowTop: windowTop)
        lastWindowTop = windowTop
    }

    public mutating func windowMoved(to windowTop: Double) {
        let rate = (cell.visibleHeight - cell.imageHeight) / (cell.visibleHeight - cell.windowHeight)
        imageOriginY += (windowTop - lastWindowTop) * (rate - 1)
        lastWindowTop = windowTop
    }
}
