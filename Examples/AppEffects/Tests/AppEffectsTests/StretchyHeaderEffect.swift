import AppEffects
import ScrollProof

/// The stretchy header is not one of ScrollProof's effects: the app declares it.
struct StretchyHeaderConfiguration: Sendable, CustomStringConvertible {
    let restingHeight: Double, fadeStart: Double, fadeDistance: Double

    init(restingHeight: Double, fadeStart: Double, fadeDistance: Double) throws(ConfigurationError) {
        guard restingHeight > 0 else { throw ConfigurationError(configuration: "StretchyHeader", field: "restingHeight", rule: .mustBePositive, value: restingHeight) }
        guard fadeDistance > 0 else { throw ConfigurationError(configuration: "StretchyHeader", field: "fadeDistance", rule: .mustBePositive, value: fadeDistance) }
        (self.restingHeight, self.fadeStart, self.fadeDistance) = (restingHeight, fadeStart, fadeDistance)
    }

    var description: String { "StretchyHeader(restingHeight: \(restingHeight), fadeStart: \(fadeStart), fadeDistance: \(fadeDistance))" }
}

/// What the header shows at one frame.
struct StretchyHeaderFrame: NumericFrame, Sendable, Equatable {
    var headerHeight: Double
    var titleAlpha: Double
    var titleShown: Bool

    static let numberNames = ["headerHeight", "titleAlpha"]
    func number(_ index: Int) -> Double { index == 0 ? headerHeight : titleAlpha }
}

/// The declaration: configurations, scroll range with its thresholds, invariants.
enum StretchyHeaderEffect: DeclaredScrollEffect {
    static let name = "stretchyHeader"

    static let configurations = ConfigurationSpace(
        ["restingHeight": .range(120...320), "fadeStart": .range(0...200), "fadeDistance": .range(1...80)]
    ) { v in
        try StretchyHeaderConfiguration(restingHeight: v["restingHeight"], fadeStart: v["fadeStart"], fadeDistance: v["fadeDistance"])
    }

    static func range(_ c: StretchyHeaderConfiguration) -> ScrollRange {
        let end = c.fadeStart + c.fadeDistance
        var range = ScrollRange(lower: 0, upper: end + c.restingHeight, reach: 2 * c.restingHeight, dimension: 800, pageSize: c.restingHeight, landmarks: [0, c.fadeStart, end])
        range.addThreshold(near: end) { o in (o - c.fadeStart) / c.fadeDistance >= 1 }   // the title becomes fully visible
        return range
    }

    static func scale(of c: StretchyHeaderConfiguration) -> Double { max(c.restingHeight, c.fadeStart + c.fadeDistance) }

    static let invariants: [FrameInvariant<StretchyHeaderConfiguration, StretchyHeaderFrame>] = [
        .closedForm("headerHeight", \.headerHeight) { c, offset in c.restingHeight + max(-offset, 0) },
        .inRange("titleAlpha", \.titleAlpha, unit: .ratio) { _ in 0...1 },
        .monotone("titleAlpha", \.titleAlpha, unit: .ratio, .nonDecreasing),
        .firesOncePerCrossing("titleShown", fired: \.titleShown, quantity: \.titleAlpha, threshold: { _ in 1 }, .upward),
    ]
}

/// The app's controller behind the declaration's frame.
@MainActor
final class StretchyHeaderAdapter: MainActorScrollDrivenEffect {
    let configuration: StretchyHeaderConfiguration
    private let controller: StretchyHeaderController
    private var shown = false
    private(set) var lastFrame: StretchyHeaderFrame

    init(_ configuration: StretchyHeaderConfiguration, offset: Double, showsTitleLate: Bool = false) {
        self.configuration = configuration
        controller = StretchyHeaderController(
            restingHeight: configuration.restingHeight, fadeStart: configuration.fadeStart,
            fadeDistance: configuration.fadeDistance, contentOffsetY: offset)
        controller.showsTitleLate = showsTitleLate
        lastFrame = StretchyHeaderFrame(headerHeight: controller.headerHeight, titleAlpha: controller.titleAlpha, titleShown: false)
        controller.onTitleShown = { [weak self] in self?.shown = true }
    }

    func update(_ offset: Double) throws(InputError) -> StretchyHeaderFrame {
        try InputError.requireFinite(offset, "offset")   // UIKit never reports NaN; refusing keeps the state
        shown = false
        controller.scrollViewDidScroll(contentOffsetY: offset)
        lastFrame = StretchyHeaderFrame(headerHeight: controller.headerHeight, titleAlpha: controller.titleAlpha, titleShown: shown)
        return lastFrame
    }
}

/// How a recorded trace holds the header's outputs: two numbers and the callback as a flag.
extension StretchyHeaderEffect: TraceableEffect {
    static func frame(from o: TraceOutputs) throws(TraceFormatError) -> StretchyHeaderFrame {
        StretchyHeaderFrame(headerHeight: try o.number("headerHeight"), titleAlpha: try o.number("titleAlpha"), titleShown: try o.flag("titleShown"))
    }

    static func outputs(of f: StretchyHeaderFrame) -> TraceOutputs {
        TraceOutputs(numbers: ["headerHeight": f.headerHeight, "titleAlpha": f.titleAlpha], flags: ["titleShown": f.titleShown])
    }
}
