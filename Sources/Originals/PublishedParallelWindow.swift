import Effects
import Generators
import Oracles

/// A faithful port of AmazingParallelWindow's image offset update
/// (`ParallelWindowCell+aboutParallel.m`: `configCurrentImageustcYWithWindowHeight:…newY:oldY:`
/// and `calculateCurrentImageustcYWithWindowHeight:…`), **bugs included**.
///
/// The window sits at the top of its cell (`imageBoard.y = 0`), so the cell's rect in the
/// superview has `origin.y = t`, and the KVO diff of the content offset is `newY − oldY = t_old − t`.
///
/// Bugs it keeps (SPEC §1):
/// - While the window is fully visible (`0 < t < V − W`) it moves the image by accumulated
///   diffs with a "fraction of what remains" step computed at the *previous* position, so a
///   coalesced jump into that range (run-loop skipped frames, `setContentOffset`) lands on a
///   wrong offset and stays wrong.
/// - When `I == V` it adds the raw diff and returns before its clamps: after such a jump the
///   image leaves a visible gap in the window.
/// - Exact `==` tests on floats for the rule boundaries, and a skip when the remaining
///   window distance is exactly 0.
/// - Outside `[−W, V]` (window off screen) the offset falls through to 0, so the state is
///   not the closed form there either.
/// - No input validation: NaN and infinities flow into the output.
public struct PublishedParallelWindow: ScrollDrivenEffect, Sendable {
    public let configuration: ParallelWindowConfiguration
    public private(set) var lastFrame: ParallelWindowFrame

    /// Creates the cell as `fillDataWithViewModel` does: the first offset by the closed form.
    ///
    /// - Parameters:
    ///   - configuration: The geometry.
    ///   - windowTop: The initial `t`; defaults to `V`.
    public init(configuration: ParallelWindowConfiguration, windowTop: Double? = nil) {
        self.configuration = configuration
        let t = windowTop ?? configuration.viewportHeight
        lastFrame = ParallelWindowFrame(windowTop: t, imageOffset: Self.calculateCurrentImageY(configuration, t))
    }

    /// The KVO callback for a new window position. Never throws (the published code has no
    /// validation); NaN flows through.
    ///
    /// - Parameter windowTop: `t`.
    /// - Returns: The frame with the published `parallelAdBG.origin.y`.
    public mutating func update(_ windowTop: Double) -> ParallelWindowFrame {
        let c = configuration
        let (windowHeight, maxVisibleHeight, adImageHeight) = (c.windowHeight, c.viewportHeight, c.imageHeight)
        let boardY = 0.0
        let adImageBottomLine = maxVisibleHeight - boardY - windowHeight
        var y = lastFrame.imageOffset
        var current = windowTop
        defer { lastFrame = ParallelWindowFrame(windowTop: windowTop, imageOffset: y) }
        guard maxVisibleHeight - windowHeight > 0 else { return ParallelWindowFrame(windowTop: windowTop, imageOffset: y) }
        if current < adImageBottomLine && current > -boardY {
            let diff = lastFrame.windowTop - windowTop  // newY − oldY of the content offset
            if adImageHeight == maxVisibleHeight {
                y += diff
                return ParallelWindowFrame(windowTop: windowTop, imageOffset: y)
            }
            var totalDiff = 0.0
            let factor: Double = adImageHeight > maxVisibleHeight ? 1 : -1
            var remainderImage = 0.0
            var remainderWindow = 0.0
            current += diff
            if diff > 0 {
                if adImageHeight > maxVisibleHeight {
                    remainderImage = -y - current - boardY
                    remainderWindow = current + boardY
                } else if adImageHeight < maxVisibleHeight {
                    remainderImage = current + y + boardY
                    remainderWindow = current + boardY
                }
            } else if diff < 0 {
                if adImageHeight > maxVisibleHeight {
                    let underWindowTop = adImageHeight + y
                    let betweenMaxBottomAndWindowTop = maxVisibleHeight - current - boardY
                    remainderImage = underWindowTop - betweenMaxBottomAndWindowTop
                    remainderWindow = maxVisibleHeight - current - boardY - windowHeight
                } else if adImageHeight < maxVisibleHeight {
                    remainderImage = maxVisibleHeight - current - adImageHeight - y - boardY
                    remainderWindow = maxVisibleHeight - current - boardY - windowHeight
                }
            }
            if remainderWindow != 0 {
                let needChange = diff * remainderImage / remainderWindow
                totalDiff += diff + factor * needChange
                y += totalDiff
            }
            if y > 0 { y = 0 }
            if y < -(adImageHeight - windowHeight) { y = -(adImageHeight - windowHeight) }
        } else {
            y = Self.calculateCurrentImageY(configuration, windowTop)
        }
        return ParallelWindowFrame(windowTop: windowTop, imageOffset: y)
    }

    /// The published closed form, `calculateCurrentImageustcYWithWindowHeight:…`, with its
    /// exact `==` boundary tests and its fall-through to 0 off screen.
    static func calculateCurrentImageY(_ c: ParallelWindowConfiguration, _ t: Double) -> Double {
        let (windowHeight, maxVisibleHeight, adImageHeight) = (c.windowHeight, c.viewportHeight, c.imageHeight)
        let boardY = 0.0
        let bottomLine = maxVisibleHeight - boardY
        let topLine = -(boardY + windowHeight)
        let adImageBottomLine = bottomLine - windowHeight
        let allDistance = (adImageHeight - maxVisibleHeight).magnitude
        let windowRealDistance = bottomLine - t
        var finalY = 0.0
        if t == bottomLine {
            finalY = -adImageHeight
        } else if t < bottomLine && t > adImageBottomLine {
            finalY = -adImageHeight + windowRealDistance
        } else if t == adImageBottomLine {
            finalY = -(adImageHeight - windowHeight)
        } else if t < adImageBottomLine && t > -boardY {
            let windowTopMax = maxVisibleHeight - windowHeight
            let currentTop = t + boardY
            if adImageHeight == maxVisibleHeight {
                finalY = -t
            } else if adImageHeight > maxVisibleHeight {
                finalY = windowTopMax != 0 ? -(t + boardY + allDistance * currentTop / windowTopMax) : -t
            } else if adImageHeight < maxVisibleHeight {
                finalY = windowTopMax != 0 ? -(t + boardY - allDistance * currentTop / windowTopMax) : -t
            }
            finalY = min(finalY, 0)
            finalY = max(finalY, -(adImageHeight - windowHeight))
        } else if t == -boardY {
            finalY = 0
        } else if t < -boardY && t > topLine {
            finalY = -t - boardY
        } else if t == topLine {
            finalY = -topLine
        }
        return finalY
    }
}

// The port is an implementation under test like any other: the catalogue verifies it through
// the effect's suite, expecting each published bug to be found.
extension PublishedParallelWindow: ParallelWindowImplementation, PublishedPort {
    /// The built-in effect this code publishes.
    package typealias Effect = ParallelWindow

    /// The properties of this port for some groups of the effect's suite.
    ///
    /// - Parameters:
    ///   - prefix: The names' prefix (`published.<effect>`).
    ///   - expecting: How each group is run (each published bug is expected).
    ///   - groups: The groups to build.
    /// - Returns: The properties, in group order.
    package static func properties(named prefix: String, expecting: [String: SuiteExpectation], groups: [String]) -> [SuiteProperty] {
        Suites.parallelWindow.properties(named: prefix, expecting: expecting, groups: groups) { c,
            t in PublishedParallelWindow(configuration: c, windowTop: t) }
    }

    /// The port's row of `scrollproof bench`'s `updates` section, on its effect's bench
    /// configuration and inputs.
    ///
    /// - Parameter inputCount: How many offsets.
    /// - Returns: The workload.
    package static func benchWorkloads(inputCount: Int) -> [BenchWorkload] {
        let c = ParallelWindow.benchConfiguration
        return [.updates("PublishedParallelWindow", PublishedParallelWindow(configuration: c), BenchWorkload.offsets(in: .parallelWindow(c),
            count: inputCount)) { $0.imageOffset }]
    }
}
