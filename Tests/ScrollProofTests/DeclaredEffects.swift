import ScrollProof

/// A stretchy header with a title that fades in: an effect ScrollProof does not ship,
/// declared through the public API exactly as a user would.
struct StretchyHeaderConfiguration: Sendable, CustomStringConvertible {
    let height: Double, fadeStart: Double, fadeDistance: Double

    init(height: Double, fadeStart: Double, fadeDistance: Double) throws(ConfigurationError) {
        guard height.isFinite, height > 0 else { throw ConfigurationError(configuration: "StretchyHeaderConfiguration", field: "height",
            rule: .mustBePositive, value: height) }
        guard fadeStart.isFinite, fadeStart >= 0 else { throw ConfigurationError(configuration: "StretchyHeaderConfiguration",
            field: "fadeStart", rule: .mustBeNonNegative, value: fadeStart) }
        guard fadeDistance.isFinite, fadeDistance > 0 else { throw ConfigurationError(configuration: "StretchyHeaderConfiguration",
            field: "fadeDistance", rule: .mustBePositive, value: fadeDistance) }
        (self.height, self.fadeStart, self.fadeDistance) = (height, fadeStart, fadeDistance)
    }

    var description: String { "StretchyHeader(height: \(height), fadeStart: \(fadeStart), fadeDistance: \(fadeDistance))" }
}

/// The header's outputs: its height (it stretches on pull-down), the title's alpha, and the
/// `titleShown` callback fired when the title becomes fully visible.
struct StretchyHeaderFrame: NumericFrame, Sendable, Equatable {
    var headerHeight: Double
    var titleAlpha: Double
    var titleShown: Bool

    static let numberNames = ["headerHeight", "titleAlpha"]
    func number(_ index: Int) -> Double { index == 0 ? headerHeight : titleAlpha }
}

enum StretchyHeaderEffect: DeclaredScrollEffect {
    static let name = "stretchyHeader"

    static let configurations = ConfigurationSpace(["height": .range(80...320), "fadeStart": .oneOf([0, 40, 120]), "fadeDistance": .range(1...90)]) { v in
        try StretchyHeaderConfiguration(height: v["height"], fadeStart: v["fadeStart"], fadeDistance: v["fadeDistance"])
    }

    static func range(_ c: StretchyHeaderConfiguration) -> ScrollRange {
        let top = c.fadeStart + c.fadeDistance
        var range = ScrollRange(lower: 0, upper: top + c.height, reach: 2 * c.height, dimension: 4 * c.height, pageSize: c.height,
            landmarks: [0, c.fadeStart, top])
        range.addThreshold(near: 0) { o in o < 0 }
        range.addThreshold(near: c.fadeStart) { o in (o - c.fadeStart) / c.fadeDistance > 0 }
        range.addThreshold(near: top) { o in (o - c.fadeStart) / c.fadeDistance >= 1 }
        return range
    }

    static func scale(of c: StretchyHeaderConfiguration) -> Double { max(c.height, c.fadeStart + c.fadeDistance) }

    static let invariants: [FrameInvariant<StretchyHeaderConfiguration, StretchyHeaderFrame>] = [
        .closedForm("headerHeight", \.headerHeight) { c, o in c.height + max(-o, 0) },
        .inRange("titleAlpha", \.titleAlpha, unit: .ratio) { _ in 0...1 },
        .monotone("titleAlpha", \.titleAlpha, unit: .ratio, .nonDecreasing),
        .continuous("titleAlpha", \.titleAlpha, unit: .ratio) { c in 1 / c.fadeDistance },
        .firesOncePerCrossing("titleShown", fired: \.titleShown, quantity: \.titleAlpha, threshold: { _ in 1 }, .upward),
    ]
}

/// An implementation of the stretchy header, with the bugs a test can plant.
struct StretchyHeader: ScrollDrivenEffect {
    enum Bug: Sendable { case none, alphaUnclamped, shownEveryFrame, shownPastTheThreshold }
    let configuration: StretchyHeaderConfiguration
    let bug: Bug
    private(set) var lastFrame: StretchyHeaderFrame

    init(_ configuration: StretchyHeaderConfiguration, offset: Double, bug: Bug = .none) throws(InputError) {
        try InputError.requireFinite(offset, "offset")
        self.configuration = configuration
        self.bug = bug
        lastFrame = StretchyHeaderFrame(headerHeight: 0, titleAlpha: 0, titleShown: false)
        lastFrame = frame(offset)
        lastFrame.titleShown = false
    }

    func frame(_ o: Double) -> StretchyHeaderFrame {
        let c = configuration
        let raw = (o - c.fadeStart) / c.fadeDistance
        let alpha = bug == .alphaUnclamped ? max(raw, 0) : min(max(raw, 0), 1)
        let shownNow = bug == .shownPastTheThreshold ? raw > 1 : raw >= 1
        let shownBefore = lastFrame.titleAlpha >= 1
        let fired = bug == .shownEveryFrame ? shownNow : shownNow && !shownBefore
        return StretchyHeaderFrame(headerHeight: c.height + max(-o, 0), titleAlpha: alpha, titleShown: fired)
    }

    mutating func update(_ offset: Double) throws(InputError) -> StretchyHeaderFrame {
        try InputError.requireFinite(offset, "offset")
        lastFrame = frame(offset)
        return lastFrame
    }
}

/// The header as a main-actor view class.
@MainActor
final class StretchyHeaderView: MainActorScrollDrivenEffect {
    private var header: StretchyHeader
    init(_ configuration: StretchyHeaderConfiguration, offset: Double, bug: StretchyHeader.Bug = .none) throws(InputError) {
        header = try StretchyHeader(configuration, offset: offset, bug: bug)
    }
    var configuration: StretchyHeaderConfiguration { header.configuration }
    var lastFrame: StretchyHeaderFrame { header.lastFrame }
    func update(_ input: Double) throws(InputError) -> StretchyHeaderFrame { try header.update(input) }
}

/// How a trace file holds the header's outputs: two numbers and the callback as a flag.
extension StretchyHeaderEffect: TraceableEffect {
    static func frame(from o: TraceOutputs) throws(TraceFormatError) -> StretchyHeaderFrame {
        StretchyHeaderFrame(headerHeight: try o.number("headerHeight"), titleAlpha: try o.number("titleAlpha"), titleShown: try o.flag("titleShown"))
    }

    static func outputs(of f: StretchyHeaderFrame) -> TraceOutputs {
        TraceOutputs(numbers: ["headerHeight": f.headerHeight, "titleAlpha": f.titleAlpha], flags: ["titleShown": f.titleShown])
    }
}
