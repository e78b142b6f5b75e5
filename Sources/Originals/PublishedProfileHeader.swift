import Effects
import Generators
import Oracles

/// A faithful port of TB_TwitterUI's `scrollViewDidScroll(_:)` (ariok/TB_TwitterUI,
/// `ViewController.swift`), **bugs included**.
///
/// Bugs it keeps (SPEC §5):
/// - The z-order, the white label and the blur are updated only when `offset ≥ 0`: after a
///   fast jump into the pull-down the avatar stays under the header (the fix is the
///   article's own pull request) and the label and blur keep stale values.
/// - The blur alpha is `min(1, (o − b)/dW)`, unclamped below: negative for `o < b`.
/// - No input validation: NaN flows into the transforms.
///
/// Z-order: the avatar's `zPosition` is 0; the header's starts at 0 and is set to 2 when
/// `o > s` and back to 0 when `o ≤ s`; with equal positions the avatar (added later) is on top.
public struct PublishedProfileHeader: ScrollDrivenEffect, Sendable {
    public let configuration: ProfileHeaderConfiguration
    public private(set) var lastFrame: ProfileHeaderFrame
    private var headerZ = 0.0
    private let avatarZ = 0.0
    private var labelTranslation = 0.0
    private var blurAlpha = 0.0

    /// Creates the view controller and delivers the first `scrollViewDidScroll(_:)`.
    ///
    /// - Parameters:
    ///   - configuration: The constants (default TB_TwitterUI's).
    ///   - offset: The first offset; default 0.
    public init(configuration: ProfileHeaderConfiguration, offset: Double = 0) {
        self.configuration = configuration
        lastFrame = configuration.frame(offset: 0)
        _ = update(offset)
    }

    /// `scrollViewDidScroll(_:)`. Never throws.
    ///
    /// - Parameter offset: `contentOffset.y`.
    /// - Returns: The frame the published views show after the call.
    public mutating func update(_ offset: Double) -> ProfileHeaderFrame {
        let c = configuration
        var headerScale = 1.0
        var headerTranslation = 0.0
        var avatarScale = 1.0
        var avatarTranslation = 0.0
        if offset < 0 {
            let headerScaleFactor = -offset / c.headerHeight
            let headerSizeVariation = ((c.headerHeight * (1.0 + headerScaleFactor)) - c.headerHeight) / 2.0
            headerTranslation = headerSizeVariation
            headerScale = 1.0 + headerScaleFactor
        } else {
            headerTranslation = max(-c.headerStop, -offset)
            labelTranslation = max(-c.whiteLabelDistance, c.labelOffset - offset)
            blurAlpha = min(1.0, (offset - c.labelOffset) / c.whiteLabelDistance)
            let avatarScaleFactor = min(c.headerStop, offset) / c.avatarHeight / c.avatarSlowDown
            let avatarSizeVariation = ((c.avatarHeight * (1.0 + avatarScaleFactor)) - c.avatarHeight) / 2.0
            avatarTranslation = avatarSizeVariation
            avatarScale = 1.0 - avatarScaleFactor
            if offset <= c.headerStop {
                if avatarZ < headerZ { headerZ = 0 }
            } else {
                if avatarZ >= headerZ { headerZ = 2 }
            }
        }
        lastFrame = ProfileHeaderFrame(
            offset: offset, headerScale: headerScale, headerTranslation: headerTranslation,
            avatarScale: avatarScale, avatarTranslation: avatarTranslation, labelTranslation: labelTranslation,
            blurAlpha: blurAlpha, headerAboveAvatar: headerZ > avatarZ)
        return lastFrame
    }
}

// The port is an implementation under test like any other: the catalogue verifies it through
// the effect's suite, expecting each published bug to be found.
extension PublishedProfileHeader: ProfileHeaderImplementation, PublishedPort {
    /// The built-in effect this code publishes.
    package typealias Effect = ProfileHeader

    /// The properties of this port for some groups of the effect's suite.
    ///
    /// - Parameters:
    ///   - prefix: The names' prefix (`published.<effect>`).
    ///   - expecting: How each group is run (each published bug is expected).
    ///   - groups: The groups to build.
    /// - Returns: The properties, in group order.
    package static func properties(named prefix: String, expecting: [String: SuiteExpectation], groups: [String]) -> [SuiteProperty] {
        Suites.profileHeader.properties(named: prefix, expecting: expecting, groups: groups) { c, o in PublishedProfileHeader(configuration: c, offset: o) }
    }

    /// The port's row of `scrollproof bench`'s `updates` section, on its effect's bench
    /// configuration and inputs.
    ///
    /// - Parameter inputCount: How many offsets.
    /// - Returns: The workload.
    package static func benchWorkloads(inputCount: Int) -> [BenchWorkload] {
        let c = ProfileHeader.benchConfiguration
        return [.updates("PublishedProfileHeader", PublishedProfileHeader(configuration: c), BenchWorkload.offsets(in: .profileHeader(c),
            count: inputCount)) { $0.blurAlpha }]
    }
}
