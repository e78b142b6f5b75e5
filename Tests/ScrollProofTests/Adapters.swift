import ScrollProof

/// A banner written the way an app team would, independently of ScrollProof's model: its own
/// arithmetic, its own state, an adapter to the suite's frame type.
struct HandWrittenBanner: BannerHoverImplementation {
    let configuration: BannerHoverConfiguration
    private(set) var lastFrame: BannerHoverFrame
    /// The published bug, on demand: events fire only from the interior.
    var firesOnlyFromInterior = false

    init(_ configuration: BannerHoverConfiguration, offset: Double, firesOnlyFromInterior: Bool = false) throws(InputError) {
        try InputError.requireFinite(offset, "offset")
        self.configuration = configuration
        self.firesOnlyFromInterior = firesOnlyFromInterior
        let p = Self.percent(configuration, offset)
        lastFrame = BannerHoverFrame(offset: offset, frameY: Self.frameY(configuration, offset), percent: p, edge: Self.edge(configuration, p), event: nil)
    }

    static func clamp(_ c: BannerHoverConfiguration, _ o: Double) -> Double { min(max(o, -c.bannerHeight), -c.hoverHeight) }
    static func frameY(_ c: BannerHoverConfiguration, _ o: Double) -> Double { -(clamp(c, o) + c.bannerHeight) }
    // A different but equivalent formula: (−T − c) / (B − T).
    static func percent(_ c: BannerHoverConfiguration, _ o: Double) -> Double { (-c.hoverHeight - clamp(c, o)) / (c.bannerHeight - c.hoverHeight) }
    static func edge(_ c: BannerHoverConfiguration, _ p: Double) -> BannerEdge { 1 - p < c.eps ? .expanded : p < c.eps ? .collapsed : .interior }

    mutating func update(_ offset: Double) throws(InputError) -> BannerHoverFrame {
        try InputError.requireFinite(offset, "offset")
        let p = Self.percent(configuration, offset), edge = Self.edge(configuration, p)
        var event: BannerEdgeEvent? = edge == lastFrame.edge ? nil : edge == .expanded ? .expanded : edge == .collapsed ? .collapsed : nil
        if firesOnlyFromInterior, lastFrame.edge != .interior { event = nil }
        lastFrame = BannerHoverFrame(offset: offset, frameY: Self.frameY(configuration, offset), percent: p, edge: edge, event: event)
        return lastFrame
    }
}

/// The same banner as a main-actor class, as a UIKit view would be.
@MainActor
final class MainActorBanner: MainActorScrollDrivenEffect {
    private var banner: HandWrittenBanner
    var configuration: BannerHoverConfiguration { banner.configuration }
    var lastFrame: BannerHoverFrame { banner.lastFrame }

    init(_ configuration: BannerHoverConfiguration, offset: Double) throws(InputError) {
        banner = try HandWrittenBanner(configuration, offset: offset)
    }

    func update(_ input: Double) throws(InputError) -> BannerHoverFrame { try banner.update(input) }
}

/// A factory that declines every case: a run that checks nothing.
struct Declined: Error {}

/// The registry model behind a main-actor class, as a table view delegate would hold it.
@MainActor
final class MainActorRegistryAdapter: MainActorDisplayLifecycleObserving {
    private var registry = ObserverRegistry()
    func apply(_ event: DisplayEvent) -> ObserverRegistryFrame { registry.apply(event) }
}

/// A fly screen written as a value, behind a main-actor class, as a view would hold it: every
/// operation and the screen's features passed through.
@MainActor
final class MainActorFlyView<Screen: FlyScreenSimulating>: MainActorFlyScreenSimulating {
    nonisolated static var features: FlyScreenFeatures { Screen.features }
    private var screen: Screen
    init(_ screen: Screen) { self.screen = screen }
    var configuration: FlyScreenConfiguration { screen.configuration }
    var now: Double { screen.now }
    var events: [FlyScreenEvent] { screen.events }
    func insert(id: Int, width: Double) -> FlyScreenInsertResult { screen.insert(id: id, width: width) }
    func insert(id: Int, width: Double, duration: Double) -> FlyScreenInsertResult { screen.insert(id: id, width: width, duration: duration) }
    func sync(id: Int, width: Double, progress: Double) -> FlyScreenInsertResult { screen.sync(id: id, width: width, progress: progress) }
    func pause() { screen.pause() }
    func resume() { screen.resume() }
    func advance(to time: Double) throws(InputError) { try screen.advance(to: time) }
    func hitTest(x: Double, y: Double) -> Int? { screen.hitTest(x: x, y: y) }
    func tap(x: Double, y: Double) -> FlyScreenTapResult { screen.tap(x: x, y: y) }
}

/// An app's view state: a plain class, not `Sendable` (as an app's types from another module
/// usually are not).
final class BannerViewState {
    var frame: BannerHoverFrame
    init(_ frame: BannerHoverFrame) { self.frame = frame }
}

/// An adapter that is not `Sendable`: it holds the app's class. A new one per run of a case.
struct NonSendableBannerAdapter: BannerHoverImplementation {
    let configuration: BannerHoverConfiguration
    let state: BannerViewState
    var lastFrame: BannerHoverFrame { state.frame }

    init(_ configuration: BannerHoverConfiguration, offset: Double) throws(InputError) {
        self.configuration = configuration
        state = BannerViewState(try HandWrittenBanner(configuration, offset: offset).lastFrame)
    }

    mutating func update(_ offset: Double) throws(InputError) -> BannerHoverFrame {
        var banner = HandWrittenBannerResuming(configuration: configuration, lastFrame: state.frame)
        state.frame = try banner.update(offset)
        return state.frame
    }
}

/// ``HandWrittenBanner``'s update from a given last frame.
struct HandWrittenBannerResuming {
    let configuration: BannerHoverConfiguration
    var lastFrame: BannerHoverFrame

    mutating func update(_ offset: Double) throws(InputError) -> BannerHoverFrame {
        try InputError.requireFinite(offset, "offset")
        let c = configuration
        let p = HandWrittenBanner.percent(c, offset), edge = HandWrittenBanner.edge(c, p)
        let event: BannerEdgeEvent? = edge == lastFrame.edge ? nil : edge == .expanded ? .expanded : edge == .collapsed ? .collapsed : nil
        lastFrame = BannerHoverFrame(offset: offset, frameY: HandWrittenBanner.frameY(c, offset), percent: p, edge: edge, event: event)
        return lastFrame
    }
}
