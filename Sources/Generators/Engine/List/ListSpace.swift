import Effects

/// The lists a list-driven effect's cases scroll through: how many items, how tall (some
/// taller than the viewport), the viewport, and how many actions a case takes (scrolls,
/// dwells, reloads, batch updates, trips to the background).
public struct ListSpace: Sendable, Hashable {
    /// The number of items at the start.
    public var items: ClosedRange<Int>
    /// The viewport's height, in points.
    public var viewport: ClosedRange<Double>
    /// An item's height, in points (a tenth of the items are taller than the viewport).
    public var itemHeight: ClosedRange<Double>
    /// The most actions a case takes after the first load.
    public var maxActions: Int

    /// A space of lists.
    ///
    /// - Parameters:
    ///   - items: The number of items at the start (default `1...24`).
    ///   - viewport: The viewport's height (default `400...900` points).
    ///   - itemHeight: An item's height (default `44...500` points).
    ///   - maxActions: The most actions a case takes (default 12).
    public init(items: ClosedRange<Int> = 1...24, viewport: ClosedRange<Double> = 400...900, itemHeight: ClosedRange<Double> = 44...500, maxActions: Int = 12) {
        self.items = items
        self.viewport = viewport
        self.itemHeight = itemHeight
        self.maxActions = maxActions
    }

    /// The default space: a feed on a phone.
    public static let feed = ListSpace()

    /// The largest number of items a case starts with (each item is a few choices; a case is
    /// bounded by the choice stream's limit).
    public static let maxItems = 500
    /// The most actions a case takes.
    public static let maxActionsLimit = 200

    /// The first field that breaks its rule, or `nil` for a space cases can be drawn from:
    /// `items` within `0...maxItems`; `viewport` and `itemHeight` finite and positive;
    /// `maxActions` within `0...maxActionsLimit`. ``Gen/list(_:thresholds:)`` refuses an invalid space
    /// with ``GenerationError/invalidSpace(_:)``, which the run reports.
    public var problem: ConfigurationError? {
        func error(_ field: String, _ rule: ConfigurationError.Rule, _ value: Double) -> ConfigurationError {
            ConfigurationError(configuration: "ListSpace", field: field, rule: rule, value: value)
        }
        if items.lowerBound < 0 { return error("items.lowerBound", .mustBeNonNegative, Double(items.lowerBound)) }
        if items.upperBound > Self.maxItems { return error("items.upperBound", .mustBeInRange(lower: 0, upper: Self.maxItems + 1), Double(items.upperBound)) }
        for (field, bound) in [("viewport.lowerBound", viewport.lowerBound), ("viewport.upperBound", viewport.upperBound),
                               ("itemHeight.lowerBound", itemHeight.lowerBound), ("itemHeight.upperBound", itemHeight.upperBound)] {
            if !bound.isFinite { return error(field, .mustBeFinite, bound) }
            if bound <= 0 { return error(field, .mustBePositive, bound) }
        }
        if maxActions < 0 || maxActions > Self.maxActionsLimit {
            return error("maxActions", .mustBeInRange(lower: 0, upper: Self.maxActionsLimit + 1), Double(maxActions))
        }
        return nil
    }
}
