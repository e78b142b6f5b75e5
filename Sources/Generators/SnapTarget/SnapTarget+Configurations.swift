import Effects

extension FieldPins {
    /// The snapping scroll view's fields, none pinned:
    ///
    /// - `containerLength`, `leadingInset`, `trailingInset`: the container and its insets `a`, `b`;
    /// - `layout`: the snap points, pinned by name with ``FieldSpace/layout(_:)`` (0 pages,
    ///   1 container-sized pages, 2 items; any other value is a ``PinError``);
    /// - pages: `pageLength` `p` and `contentLength` `L`;
    /// - container-sized pages: `pageCount`;
    /// - items: `itemCount`, of lengths `itemLength + itemLengthStep · (i mod 3)`, `spacing` `s`
    ///   apart, each item's snap point putting it `alignment` `e` from the leading edge;
    /// - `flickThreshold` `v_f` (points per second) and `placesPerRelease` `m` (0: no limit);
    /// - `told`: what the code is told at a release (``SnapTold``; set with
    ///   `EventSuite.told(_:)`), by default the offset, the velocity and the proposal.
    public static let snapTarget = FieldPins(
        fields: ["containerLength", "leadingInset", "trailingInset", "layout", "pageLength", "contentLength", "pageCount",
                 "itemCount", "itemLength", "itemLengthStep", "spacing", "alignment", "flickThreshold", "placesPerRelease", "told"],
        integral: ["pageCount", "itemCount", "placesPerRelease"],
        named: ["layout": SnapLayout.Kind.allCases.map(\.name), "told": SnapTold.allCases.map(\.name)])
}

extension FieldSpace {
    /// The snapping layout pinned by name (``FieldPins/snapTarget``'s `layout`):
    /// `"layout": .layout(.items)`.
    ///
    /// - Parameter kind: The layout.
    /// - Returns: The field's space.
    public static func layout(_ kind: SnapLayout.Kind) -> FieldSpace { .fixed(Double(kind.rawValue)) }

    /// The snapping layout, one of these (the first the simplest).
    ///
    /// - Parameter kinds: The layouts.
    /// - Returns: The field's space.
    public static func layouts(_ kinds: [SnapLayout.Kind]) -> FieldSpace { .oneOf(kinds.map { Double($0.rawValue) }) }
}

extension SnapTarget {
    /// Container lengths of phones and tablets in both orientations (points), the first ones
    /// simplest: a case shrinks toward a 375-pt phone.
    static let containerLengths: [Double] = [
        375, 390, 393, 430, 320, 414, 428, 667, 844, 852, 932, 896, 812, 926, 744, 768, 810, 820, 834, 1024, 1133, 1180, 1194, 1366,
    ]

    /// The same device rotated: a portrait length's landscape partner and back.
    static let rotations: [Double: Double] = {
        let pairs: [(Double, Double)] = [
            (375, 667), (390, 844), (393, 852), (430, 932), (414, 896), (428, 926), (375, 812), (320, 568),
            (744, 1133), (768, 1024), (810, 1080), (820, 1180), (834, 1194), (1024, 1366),
        ]
        var map: [Double: Double] = [:]
        for (a, b) in pairs { map[a] = map[a] ?? b; map[b] = map[b] ?? a }
        return map
    }()

    /// Safe-area insets as devices have them (points).
    static let insets: [Double] = [0, 20, 44, 47, 59]

    /// The lists the other fields are picked from, made once (an array literal allocates each
    /// time it is made): page lengths besides the container's and its half, item lengths, the
    /// steps of varied item lengths, flick thresholds.
    static let pageLengths: [Double] = [300, 200, 320, 150]
    static let itemLengths: [Double] = [300, 280, 200, 150, 320, 64]
    static let itemLengthSteps: [Double] = [0, 0, 40, 100]
    static let flickThresholds: [Double] = [200, 200, 200, 0, 100, 500]

    /// What the content adds to whole pages, by its index: none, half a page, 37 pt, 1 pt, or a
    /// page less a point.
    static func extraContent(_ k: Int, page: Double) -> Double {
        switch k {
        case 0: 0
        case 1: (page / 2).rounded()
        case 2: 37
        case 3: 1
        default: page - 1
        }
    }

    /// A configuration from its fields' values (``FieldPins/snapTarget``).
    ///
    /// - Parameter v: The values.
    /// - Returns: The configuration.
    /// - Throws: ``ConfigurationError`` for values that cannot work.
    static func configuration(_ v: ConfigurationValues) throws(ConfigurationError) -> SnapTargetConfiguration {
        try configuration(values: FieldPins.snapTarget.fields.map { v[$0] })
    }

    /// A configuration from its fields' values in ``FieldPins/snapTarget``'s order (what the
    /// generator draws, looked up by place rather than by name).
    ///
    /// - Parameter v: The values, one per field.
    /// - Returns: The configuration.
    /// - Throws: ``ConfigurationError`` for values that cannot work.
    static func configuration(values v: [Double]) throws(ConfigurationError) -> SnapTargetConfiguration {
        let layout: SnapLayout, content: Double?
        switch SnapLayout.Kind(rawValue: Int(v[3])) ?? .items {
        case .pages: (layout, content) = (.pages(length: v[4]), v[5])
        case .containerPages: (layout, content) = (.containerPages(count: Int(v[6])), nil)
        case .items:
            let n = Int(v[7]), w = v[8], step = v[9]
            let lengths = n < 0 || n > SnapTargetConfiguration.maximumItemCount + 1 ? [] : (0..<n).map { w + step * Double($0 % 3) }
            (layout, content) = (.items(lengths: lengths, spacing: v[10], alignment: v[11]), nil)
        }
        let m = Int(v[13])
        return try SnapTargetConfiguration(
            containerLength: v[0], leadingInset: v[1], trailingInset: v[2], layout: layout,
            contentLength: content, flickThreshold: v[12], placesPerRelease: m == 0 ? nil : m,
            told: SnapTold(rawValue: Int(v[14])) ?? .offsetVelocityAndProposal)
    }
}

extension Gen where Value == ConfigurationCase<SnapTargetConfiguration> {
    /// Snapping scroll views (SPEC §8): phone and tablet containers in both orientations,
    /// safe-area insets, pages (content that is not a multiple of the page, and content that
    /// fits), container-sized pages, and items of equal and of varied lengths with their
    /// spacing, aligned at the leading edge or centred; free snapping or a limit of places;
    /// 3% invalid.
    ///
    /// Labels: `pages`, `container-pages`, `items`, `insets`, `fits`, `centred`, `limited`,
    /// `invalid`.
    public static var snapTargetConfiguration: Gen { snapTargetConfiguration(pins: .snapTarget) }

    /// Snapping scroll views with some fields pinned (``FieldPins/snapTarget``); see
    /// ``snapTargetConfiguration``.
    ///
    /// - Parameter pins: The pinned fields.
    /// - Returns: The generator.
    public static func snapTargetConfiguration(pins: FieldPins) -> Gen {
        Gen { stream throws(GenerationError) in
            var v = [Double](repeating: 0, count: pins.fields.count)
            func pick(_ list: [Double]) throws(GenerationError) -> Double { list[try stream.drawInt(0, list.count - 1)] }
            var labels = LabelSet()
            v[0] = try pins.value(0, drawn: try pick(SnapTarget.containerLengths), &stream)
            v[1] = try pins.value(1, drawn: try pick(SnapTarget.insets), &stream)
            v[2] = try pins.value(2, drawn: try pick(SnapTarget.insets), &stream)
            if v[1] != 0 || v[2] != 0 { labels.insert(LabelSet.Label.insets) }
            v[3] = Double(try pins.count(3, drawn: try stream.drawInt(0, 2), &stream))
            let c = v[0]
            // Pages: a length, then content that is a whole number of pages, or not, or fits.
            let k4 = try stream.drawInt(0, 5)
            v[4] = try pins.value(4, drawn: k4 == 0 ? c : k4 == 5 ? (c / 2).rounded() : SnapTarget.pageLengths[k4 - 1], &stream)
            let pages = Double(try stream.drawInt(0, 12))
            let extra = SnapTarget.extraContent(try stream.drawInt(0, 4), page: v[4])
            v[5] = try pins.value(5, drawn: pages * v[4] + extra, &stream)
            v[6] = Double(try pins.count(6, drawn: try stream.drawInt(1, 8), &stream))
            // Items: equal or varied lengths, spacing 0–20, aligned at the start or centred.
            v[7] = Double(try pins.count(7, drawn: try stream.drawInt(1, 12), &stream))
            v[8] = try pins.value(8, drawn: SnapTarget.itemLengths[try stream.drawInt(0, SnapTarget.itemLengths.count - 1)], &stream)
            v[9] = try pins.value(9, drawn: SnapTarget.itemLengthSteps[try stream.drawInt(0, SnapTarget.itemLengthSteps.count - 1)], &stream)
            v[10] = try pins.value(10, drawn: Double(try stream.drawInt(0, 20)), &stream)
            let centred = ((c - v[8]) / 2).rounded()
            let k11 = try stream.drawInt(0, 3)
            v[11] = try pins.value(11, drawn: k11 == 0 ? 0 : k11 == 1 ? v[1] : k11 == 2 ? 16 : Swift.max(0, centred), &stream)
            if v[11] == Swift.max(0, centred), v[11] != 0 { labels.insert(LabelSet.Label.centred) }
            v[12] = try pins.value(12, drawn: SnapTarget.flickThresholds[try stream.drawInt(0, SnapTarget.flickThresholds.count - 1)], &stream)
            let limited = try stream.drawInt(0, 4) >= 2
            v[13] = Double(try pins.count(13, drawn: limited ? (try stream.drawInt(0, 2) == 2 ? 2 : 1) : 0, &stream))
            if v[13] != 0 { labels.insert(LabelSet.Label.limited) }
            // What the code is told: drawn only when pinned, so unpinned cases are the same as before.
            v[14] = Double(try pins.count(14, drawn: SnapTold.offsetVelocityAndProposal.rawValue, &stream))
            labels.insert([LabelSet.Label.pages, .containerPages, .items][Swift.min(Swift.max(Int(v[3]), 0), 2)])
            if try stream.drawInvalidAttempt() {
                // Break one field that is not pinned: a zero or non-finite container, a negative
                // inset or spacing, no pages or items, a zero page, no places per release.
                let k = try stream.drawInt(0, 5)
                let field = [0, 1, 6, 7, 4, 10][k]
                if !pins.isPinned(field) {
                    labels.insert(LabelSet.Label.probe)
                    switch k {
                    case 0: v[0] = [0, -c, .nan][try stream.drawInt(0, 2)]
                    case 1: v[1] = -20
                    case 2: v[6] = 0
                    case 3: v[7] = 0
                    case 4: v[4] = 0
                    default: v[10] = -.infinity
                    }
                }
            }
            let attempt = ConfigurationCase.attempt(labels) { () throws(ConfigurationError) in
                try SnapTarget.configuration(values: v)
            }
            guard let configuration = attempt.configuration, configuration.upperBound == configuration.lowerBound else { return attempt }
            return ConfigurationCase(result: .success(configuration), labels: labels.inserting(.fits))
        }
    }
}

extension SnapTarget {
    /// SPEC §8's defaults for judging a published snippet: `v_f` = 200 pt/s, no limit of
    /// places, alignment 0; cells of one size, as the snippets assume.
    package static let publishedSnippetPins: [String: FieldSpace] = [
        "flickThreshold": .fixed(200), "placesPerRelease": .fixed(0), "alignment": .fixed(0), "itemLengthStep": .fixed(0),
    ]
}
