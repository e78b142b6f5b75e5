/// A scroll view that decides where a drag comes to rest (SPEC §8), on one axis: its container,
/// its content insets (safe area included), its snap points and how a release may move among
/// them. Validated: every configuration that exists can work.
///
///     let carousel = try SnapTargetConfiguration(
///         containerLength: 390, leadingInset: 20, trailingInset: 20,
///         layout: .items(lengths: Array(repeating: 300, count: 8), spacing: 12, alignment: 20))
///
/// Offsets at rest lie in `[lo, hi]`, `lo = −a`, `hi = max(lo, L − C + b)`: content and insets
/// that fit in the container (`L + a + b ≤ C`) cannot scroll (`hi = lo`). ``geometry`` lists
/// the snap points.
public struct SnapTargetConfiguration: Hashable, Sendable, CustomStringConvertible {
    /// The container's length `C` along the axis (points), `> 0`.
    public let containerLength: Double
    /// The leading content inset `a` (points), `≥ 0`.
    public let leadingInset: Double
    /// The trailing content inset `b` (points), `≥ 0`.
    public let trailingInset: Double
    /// Where the snap points lie.
    public let layout: SnapLayout
    /// The content's length `L` (points): given for ``SnapLayout/pages(length:)``, derived from
    /// the layout otherwise.
    public let contentLength: Double
    /// The flick threshold `v_f` (points per second, `≥ 0`): a release faster than this is a
    /// flick, and the content never rests behind it.
    public let flickThreshold: Double
    /// The most places of the snap points one release may move, counted from the point nearest
    /// the release (UIKit's paging: 1), or `nil` for no limit (free snapping).
    public let placesPerRelease: Int?
    /// What the code is told at a release: the offset, the velocity and the proposal (a UIKit
    /// delegate, a layout; the default), or the proposal and the velocity only (a SwiftUI
    /// `ScrollTargetBehavior`), whose releases all carry §6's proposal and whose `restStays` is
    /// judged at `v = 0`.
    public let told: SnapTold
    /// The snap points, made once with the configuration (``geometry``): the generator, the
    /// implementation and the checker of a case read the same ones.
    private var points: SnapGeometry.Storage!

    /// The most items a configuration may have: 10,000.
    public static let maximumItemCount = 10_000
    /// The most pages a configuration may have (of either kind): 100,000.
    public static let maximumPageCount = 100_000

    /// A validated configuration.
    ///
    /// - Parameters:
    ///   - containerLength: The container's length `C`, `> 0`.
    ///   - leadingInset: The leading inset `a`, `≥ 0` (default 0).
    ///   - trailingInset: The trailing inset `b`, `≥ 0` (default 0).
    ///   - layout: The snap points' layout.
    ///   - contentLength: The content's length `L ≥ 0`, required for
    ///     ``SnapLayout/pages(length:)`` and refused for the other layouts (which derive it).
    ///   - flickThreshold: `v_f ≥ 0`, points per second (default 200).
    ///   - placesPerRelease: `m ≥ 1`, or `nil` for no limit (default).
    ///   - told: What the code is told at a release (default: the offset, the velocity and the proposal).
    /// - Throws: ``ConfigurationError`` naming the field and the rule: a length not finite or
    ///   not positive, an inset, a spacing, an alignment or a threshold negative, a count below
    ///   1, more than ``maximumItemCount`` items or ``maximumPageCount`` pages, a content length
    ///   missing for pages or given for another layout.
    /// - Complexity: O(items).
    public init(
        containerLength: Double, leadingInset: Double = 0, trailingInset: Double = 0, layout: SnapLayout,
        contentLength: Double? = nil, flickThreshold: Double = 200, placesPerRelease: Int? = nil, told: SnapTold = .offsetVelocityAndProposal
    ) throws(ConfigurationError) {
        try self.init(
            containerLength: containerLength, leadingInset: leadingInset, trailingInset: trailingInset, layout: layout, contentLength: contentLength,
            flickThreshold: flickThreshold, placesPerRelease: placesPerRelease, told: told, makesPoints: true)
    }

    /// A validated configuration, its snap points made (`makesPoints`) or left for the caller to
    /// set (``resized(containerLength:reusing:)``).
    private init(
        containerLength: Double, leadingInset: Double, trailingInset: Double, layout: SnapLayout,
        contentLength: Double?, flickThreshold: Double, placesPerRelease: Int?, told: SnapTold, makesPoints: Bool
    ) throws(ConfigurationError) {
        let check = Validation("SnapTargetConfiguration")
        try check.positive(containerLength, "containerLength")
        try check.nonNegative(leadingInset, "leadingInset")
        try check.nonNegative(trailingInset, "trailingInset")
        try check.nonNegative(flickThreshold, "flickThreshold")
        if let m = placesPerRelease { try check.atLeastOne(m, "placesPerRelease") }
        let length: Double
        switch layout {
        case let .pages(p):
            try check.positive(p, "pageLength")
            guard let given = contentLength else { throw check.fail("contentLength", .violates("is required for pages"), "nothing") }
            try check.nonNegative(given, "contentLength")
            let travel = Swift.max(0, given - containerLength + trailingInset + leadingInset)
            if travel / p >= Double(Self.maximumPageCount) {
                throw check.fail("pageLength", .violates("gives more than \(Self.maximumPageCount) pages over the content"), p)
            }
            length = given
        case let .containerPages(n):
            try check.atLeastOne(n, "pageCount")
            if n > Self.maximumPageCount { throw check.fail("pageCount", .mustBeInRange(lower: 1, upper: Self.maximumPageCount + 1), n) }
            if contentLength != nil { throw check.fail("contentLength",
                .violates("is derived from the layout (pageCount · containerLength); leave it out"), contentLength!) }
            length = Double(n) * containerLength
            try check.finite(length, "pageCount")
        case let .items(lengths, spacing, alignment):
            if lengths.isEmpty { throw check.fail("itemLengths", .violates("must hold at least one item"), "[]") }
            if lengths.count > Self.maximumItemCount {
                throw check.fail("itemLengths", .violates("must hold at most \(Self.maximumItemCount) items"), lengths.count)
            }
            for (i, w) in lengths.enumerated() { try check.positive(w, "itemLengths[\(i)]") }
            try check.nonNegative(spacing, "spacing")
            try check.nonNegative(alignment, "alignment")
            if contentLength != nil { throw check.fail("contentLength",
                .violates("is derived from the layout (the items and their spacing); leave it out"), contentLength!) }
            length = lengths.reduce(0, +) + Double(lengths.count - 1) * spacing
            try check.finite(length, "itemLengths")
        }
        self.containerLength = containerLength
        self.leadingInset = leadingInset
        self.trailingInset = trailingInset
        self.layout = layout
        self.contentLength = length
        self.flickThreshold = flickThreshold
        self.placesPerRelease = placesPerRelease
        self.told = told
        if makesPoints { points = SnapGeometry.storage(of: self) }
    }

    public static func == (a: SnapTargetConfiguration, b: SnapTargetConfiguration) -> Bool {
        a.containerLength == b.containerLength && a.leadingInset == b.leadingInset && a.trailingInset == b.trailingInset && a.layout == b.layout
            && a.contentLength == b.contentLength && a.flickThreshold == b.flickThreshold && a.placesPerRelease == b.placesPerRelease && a.told == b.told
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(containerLength)
        hasher.combine(leadingInset)
        hasher.combine(trailingInset)
        hasher.combine(layout)
        hasher.combine(contentLength)
        hasher.combine(flickThreshold)
        hasher.combine(placesPerRelease)
        hasher.combine(told)
    }

    /// The content length an initializer is given: the pages' own, else none (the other
    /// layouts derive it).
    private var givenContentLength: Double? { if case .pages = layout { contentLength } else { nil } }

    /// The same scroll view for code told `told` at a release (a snapping hint asks whether
    /// code would keep a rule told only the proposal and the velocity).
    ///
    /// - Parameter told: What the code is told.
    /// - Returns: The configuration, every other field the same.
    /// - Complexity: O(items).
    package func telling(_ told: SnapTold) -> SnapTargetConfiguration {
        // Every field is this valid configuration's: nothing can be refused.
        (try? SnapTargetConfiguration(
            containerLength: containerLength, leadingInset: leadingInset, trailingInset: trailingInset, layout: layout,
            contentLength: givenContentLength, flickThreshold: flickThreshold, placesPerRelease: placesPerRelease, told: told, makesPoints: true)) ?? self
    }

    /// The same scroll view with another container length (a rotation, a split view): the
    /// content follows it for container-sized pages.
    ///
    /// - Parameter containerLength: The new length, `> 0`.
    /// - Returns: The resized configuration.
    /// - Throws: ``ConfigurationError`` for a length that is not finite or not positive.
    /// - Complexity: O(items).
    public func resized(containerLength: Double) throws(ConfigurationError) -> SnapTargetConfiguration {
        var spare: SnapTargetConfiguration?
        return try resized(containerLength: containerLength, reusing: &spare)
    }

    /// The same scroll view with another container length, its snap points made in the storage
    /// of a configuration that is no longer needed, when no copy shares it (a world that
    /// resizes, as a monitor's does, then allocates nothing once its lists have grown).
    ///
    /// - Parameters:
    ///   - containerLength: The new length, `> 0`.
    ///   - spare: A configuration whose snap points may be made again (taken: `nil` after).
    /// - Returns: The resized configuration.
    /// - Throws: ``ConfigurationError`` for a length that is not finite or not positive.
    /// - Complexity: O(items).
    package func resized(containerLength: Double, reusing spare: inout SnapTargetConfiguration?) throws(ConfigurationError) -> SnapTargetConfiguration {
        var resized = try SnapTargetConfiguration(
            containerLength: containerLength, leadingInset: leadingInset, trailingInset: trailingInset, layout: layout,
            contentLength: givenContentLength, flickThreshold: flickThreshold, placesPerRelease: placesPerRelease, told: told, makesPoints: false)
        if spare != nil, isKnownUniquelyReferenced(&spare!.points) {
            let storage: SnapGeometry.Storage = spare!.points
            spare = nil
            storage.rebuild(for: resized)
            resized.points = storage
        } else {
            spare = nil
            resized.points = SnapGeometry.storage(of: resized)
        }
        return resized
    }

    /// The lowest offset at rest, `lo = −a`.
    public var lowerBound: Double { -leadingInset }
    /// The highest offset at rest, `hi = max(lo, L − C + b)`.
    public var upperBound: Double { Swift.max(lowerBound, contentLength - containerLength + trailingInset) }

    /// The largest of the configuration's lengths and of the offsets at rest: the scale of the
    /// tolerance (``Tolerance/tol(scale:)``) by which every rule's conclusion is judged. A
    /// release's offsets add nothing: clamped into `[lo, hi]` they are within it already.
    public var scale: Double {
        var s = Swift.max(containerLength, leadingInset, trailingInset, contentLength, lowerBound.magnitude, upperBound.magnitude)
        switch layout {
        case let .pages(p): s = Swift.max(s, p)
        case .containerPages: break
        case let .items(lengths, spacing, alignment): s = Swift.max(s, lengths.max() ?? 0, spacing, alignment)
        }
        return s
    }

    /// The tolerance of every rule of this configuration: `tol(scale)`.
    public var tolerance: Double { Tolerance.tol(scale: scale) }

    /// The snap points and the place each stands for.
    ///
    /// - Complexity: O(pages or items).
    public var geometry: SnapGeometry { SnapGeometry(storage: points) }

    public var description: String {
        var parts = ["container \(SnapLayout.text(containerLength))"]
        if leadingInset != 0 || trailingInset != 0 { parts.append("insets \(SnapLayout.text(leadingInset)), \(SnapLayout.text(trailingInset))") }
        parts.append(layout.description)
        if case .pages = layout { parts.append("content \(SnapLayout.text(contentLength))") }
        parts.append("flick threshold \(SnapLayout.text(flickThreshold)) pt/s")
        if let m = placesPerRelease { parts.append("at most \(m) place\(m == 1 ? "" : "s") per release") }
        if told == .proposalAndVelocity { parts.append("told the proposal and the velocity only") }
        return parts.joined(separator: ", ")
    }
}
