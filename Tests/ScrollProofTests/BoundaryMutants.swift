import ScrollProof

/// Boundary mutants: app-shaped implementations, correct except for one comparison written
/// `<=` where the rule says `<` (or the reverse). Each differs from a correct implementation
/// at exactly one double of the input, so only a generator that lands on the rule's threshold
/// exactly can find it.

/// A banner computing its percent as the visible height over the range, `(−T − c)/(B − T)`
/// (SPEC's `1 − (c + B)/(B − T)` rewritten), with one eps comparison mutated.
struct MutantBanner: BannerHoverImplementation {
    enum Mutation: Sendable { case none, collapsedAtEps, expandedAtEps }
    let configuration: BannerHoverConfiguration
    let mutation: Mutation
    private(set) var lastFrame: BannerHoverFrame

    init(_ configuration: BannerHoverConfiguration, offset: Double, mutation: Mutation) throws(InputError) {
        try InputError.requireFinite(offset, "offset")
        self.configuration = configuration
        self.mutation = mutation
        lastFrame = BannerHoverFrame(offset: offset, frameY: 0, percent: 0, edge: .interior, event: nil)
        lastFrame = frame(offset)
        lastFrame.event = nil
    }

    func frame(_ o: Double) -> BannerHoverFrame {
        let (b, t, eps) = (configuration.bannerHeight, configuration.hoverHeight, configuration.eps)
        let c = min(max(o, -b), -t)
        let p = (-t - c) / (b - t)
        let expanded = mutation == .expandedAtEps ? 1 - p <= eps : 1 - p < eps
        let collapsed = mutation == .collapsedAtEps ? p <= eps : p < eps
        let edge: BannerEdge = expanded ? .expanded : collapsed ? .collapsed : .interior
        let event: BannerEdgeEvent? = edge == lastFrame.edge ? nil : edge == .expanded ? .expanded : edge == .collapsed ? .collapsed : nil
        return BannerHoverFrame(offset: o, frameY: -c - b, percent: p, edge: edge, event: event)
    }

    mutating func update(_ offset: Double) throws(InputError) -> BannerHoverFrame {
        try InputError.requireFinite(offset, "offset")
        lastFrame = frame(offset)
        return lastFrame
    }
}

/// A carousel with one threshold mutated: the page turn at `|m| ≥ w`, or the release rule's
/// `|m| ≥ 0.3w` or `|m| ≥ 0.1w`, written `>` (the release mutants are within SPEC's tolerance:
/// they must pass, see ``BoundaryMutantTests``).
struct MutantCarousel: RollingBannerImplementation {
    enum Mutation: Sendable { case none, turnStrict, farStrict, flungStrict }
    let configuration: RollingBannerConfiguration
    let mutation: Mutation
    private(set) var lastFrame: RollingBannerFrame

    init(_ configuration: RollingBannerConfiguration, mutation: Mutation) {
        self.configuration = configuration
        self.mutation = mutation
        lastFrame = RollingBanner(configuration: configuration).lastFrame
    }

    mutating func update(_ offset: Double) throws(InputError) -> RollingBannerFrame {
        try InputError.requireFinite(offset, "offset")
        let w = configuration.width
        let m = min(max(offset, 0), 2 * w) - w
        var page = lastFrame.layout.page, armed = lastFrame.isArmed, turn: PageTurn?
        let atEdge = mutation == .turnStrict ? m.magnitude > w : m.magnitude >= w
        if atEdge {
            if armed {
                turn = m > 0 ? .forward : .backward
                page = configuration.wrap(page + (m > 0 ? 1 : -1))
                armed = false
            }
        } else {
            armed = true
        }
        lastFrame = RollingBannerFrame(offset: offset, layout: configuration.layout(displacement: m, page: page), turn: turn, isArmed: armed)
        return lastFrame
    }

    func releaseTarget(velocity v: Double) throws(InputError) -> Double {
        try InputError.requireFinite(v, "velocity")
        let w = configuration.width, m = lastFrame.layout.displacement
        let far = mutation == .farStrict ? m.magnitude > 0.3 * w : m.magnitude >= 0.3 * w
        let near = mutation == .flungStrict ? m.magnitude > 0.1 * w : m.magnitude >= 0.1 * w
        let flung = near && ((m > 0 && v > 0) || (m < 0 && v < 0))
        guard m != 0, far || flung else { return w }
        return m > 0 ? 2 * w : 0
    }
}

/// A profile header whose z-order switch is written `o ≥ s` where the rule says `o > s`.
struct MutantProfile: ProfileHeaderImplementation {
    private var model: ProfileHeader
    let mutated: Bool
    var configuration: ProfileHeaderConfiguration { model.configuration }
    private(set) var lastFrame: ProfileHeaderFrame

    init(_ configuration: ProfileHeaderConfiguration, offset: Double, mutated: Bool) throws(InputError) {
        model = try ProfileHeader(configuration: configuration, offset: offset)
        self.mutated = mutated
        lastFrame = model.lastFrame
        lastFrame.headerAboveAvatar = Self.zOrder(configuration, offset, mutated)
    }

    static func zOrder(_ c: ProfileHeaderConfiguration, _ o: Double, _ mutated: Bool) -> Bool {
        mutated ? o >= c.headerStop : o > c.headerStop
    }

    mutating func update(_ offset: Double) throws(InputError) -> ProfileHeaderFrame {
        var frame = try model.update(offset)
        frame.headerAboveAvatar = Self.zOrder(configuration, offset, mutated)
        lastFrame = frame
        return frame
    }
}

/// A parallax cell written the way the app wrote it: the image moves by the scroll
/// difference times the middle ratio while the window is in the middle range, and snaps to
/// the edge rules outside it. A step that crosses a clamp carries the part outside into the
/// middle: the image drifts (path-dependent), then jumps when it snaps.
struct DriftingParallaxCell: ParallelWindowImplementation {
    let configuration: ParallelWindowConfiguration
    private(set) var lastFrame: ParallelWindowFrame

    init(_ configuration: ParallelWindowConfiguration, windowTop: Double) throws(InputError) {
        try InputError.requireFinite(windowTop, "windowTop")
        self.configuration = configuration
        lastFrame = try ParallelWindow(configuration: configuration, windowTop: windowTop).lastFrame
    }

    mutating func update(_ t: Double) throws(InputError) -> ParallelWindowFrame {
        try InputError.requireFinite(t, "windowTop")
        let (v, w, i) = (configuration.viewportHeight, configuration.windowHeight, configuration.imageHeight)
        let imageTop: Double
        if t <= 0 {
            imageTop = 0
        } else if t >= v - w {
            imageTop = v - i
        } else {
            let previousTop = lastFrame.windowTop + lastFrame.imageOffset
            imageTop = previousTop + (t - lastFrame.windowTop) * (v - i) / (v - w)
        }
        lastFrame = ParallelWindowFrame(windowTop: t, imageOffset: imageTop - t)
        return lastFrame
    }
}

/// A fly screen whose queue refuses only past its capacity (`waiting > capacity` where the rule
/// is `waiting ≥ capacity`): it runs SPEC's schedule with one more slot than it reports.
struct MutantCapacityFlyScreen: FlyScreenImplementation {
    let configuration: FlyScreenConfiguration
    private var model: FlyScreenModel

    init(_ configuration: FlyScreenConfiguration, mutated: Bool) throws {
        self.configuration = configuration
        let c = configuration
        model = FlyScreenModel(configuration: mutated
            ? try FlyScreenConfiguration(
                screenWidth: c.screenWidth, rows: c.rows, rowHeight: c.rowHeight, duration: c.duration, minimumGap: c.minimumGap,
                capacity: c.capacity.map { $0 + 1 })
            : c)
    }

    var now: Double { model.now }
    var events: [FlyScreenEvent] {
        // The refusals name the capacity the screen reports.
        model.events.map { event in
            if case let .refused(id, .queueFull, time) = event, let capacity = configuration.capacity {
                return .refused(id: id, reason: .queueFull(capacity: capacity), time: time)
            }
            return event
        }
    }
    mutating func insert(id: Int, width: Double) -> FlyScreenInsertResult {
        let result = model.insert(id: id, width: width)
        if case .refused(.queueFull) = result, let capacity = configuration.capacity { return .refused(.queueFull(capacity: capacity)) }
        return result
    }
    mutating func advance(to time: Double) throws(InputError) { try model.advance(to: time) }
    func hitTest(x: Double, y: Double) -> Int? { model.hitTest(x: x, y: y) }
    mutating func tap(x: Double, y: Double) -> FlyScreenTapResult { model.tap(x: x, y: y) }
}
