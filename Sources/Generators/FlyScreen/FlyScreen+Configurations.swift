import Effects

private typealias L = LabelSet.Label

extension Gen where Value == ConfigurationCase<FlyScreenConfiguration> {
    /// Fly-screen geometries (SPEC §4): one row or several, no gap or a gap, with or without
    /// a queue capacity; 3% invalid.
    ///
    /// Labels: `rows=1`, `rows>1`, `gap=0`, `gap>0`, `capacity`, `unbounded`, `invalid`.
    public static var flyScreenConfiguration: Gen { flyScreenConfiguration(pins: .flyScreen) }

    /// Fly-screen geometries with some fields pinned (``FieldPins/flyScreen``); see
    /// ``Gen/parallelWindowConfiguration(pins:)``. A pinned capacity bounds every case's queue.
    ///
    /// - Parameter pins: The pinned fields.
    /// - Returns: The generator.
    public static func flyScreenConfiguration(pins: FieldPins) -> Gen {
        Gen { stream throws(GenerationError) in
            var s = try pins.value(0, drawn: Double(try stream.drawInt(200, 1000)), &stream)
            // Weights 1, 3 (Gen.frequency): one row, or 2...8.
            var k = try pins.count(1, drawn: try stream.draw(upTo: 3) == 0 ? 1 : try stream.drawInt(2, 8), &stream)
            let h = try pins.value(2, drawn: Double(try stream.drawInt(10, 60)), &stream)
            var d = try pins.value(3, drawn: try stream.drawDouble(1, 10), &stream)
            let noGap = try stream.drawBool(probability: 0.3)
            var g = try pins.value(4, drawn: noGap ? 0 : try stream.drawDouble(0.5, 50), &stream)
            let bounded = try stream.drawBool(probability: 0.3)
            var capacity = bounded ? try stream.drawInt(1, 50) : nil
            if pins.isPinned(5) { capacity = try pins.count(5, drawn: capacity ?? 1, &stream) }
            var labels = LabelSet()
            labels.insert(k == 1 ? L.oneRow : L.moreRows)
            labels.insert(g == 0 ? L.noGap : L.gap)
            labels.insert(capacity != nil ? L.capacity : L.unbounded)
            if !pins.isEmpty { labels.insert(L.pinned) }
            if try stream.drawInvalidAttempt() {
                var spared = false
                switch try stream.drawInt(0, 4) {
                case 0 where !pins.isPinned(1): k = 0
                case 1 where !pins.isPinned(3): d = 0
                case 2 where !pins.isPinned(4): g = -1
                case 3 where !pins.isPinned(5): capacity = 0
                case 4 where !pins.isPinned(0): s = .nan
                default: spared = true  // the field it would break is pinned
                }
                if !spared {
                    labels.insert(L.invalid)
                    labels.insert(L.probe)
                }
            }
            return .attempt(labels) { () throws(ConfigurationError) in
                try FlyScreenConfiguration(screenWidth: s, rows: k, rowHeight: h, duration: d, minimumGap: g, capacity: capacity)
            }
        }
    }
}

extension FieldPins {
    /// The fly screen's fields, none pinned.
    public static let flyScreen = FieldPins(
        fields: ["screenWidth", "rows", "rowHeight", "duration", "minimumGap", "capacity"], integral: ["rows", "capacity"])
}
