import Effects

extension BannerHover {
    /// The percent in a range the implementation declares, moving against the offset: a safety
    /// invariant for headers that let the percent leave `[0, 1]` by design (a parallax-header
    /// library reports `(visible height − T)/(B − T)` above 1 while the header stretches on
    /// pull-down). Judges every accepted frame, the initial one included: `percent ∈ range`
    /// within `tol(1)`, `frameY ∈ [T − B, 0]` within the length tolerance, and the percent
    /// never rises when the offset rises (nor falls when it falls) between consecutive frames.
    /// With `0...1` it is `PercentInUnitInterval` plus monotonicity. Run it with
    /// `Suites.bannerHover.allowingPercent(in:)`.
    public struct PercentInRange: Invariant {
        /// The percent's declared range (SPEC's is `0...1`; a stretching header's may be
        /// `0...Double.infinity`).
        public let range: ClosedRange<Double>

        /// The invariant for a declared range.
        ///
        /// - Parameter range: The percent's range.
        public init(_ range: ClosedRange<Double>) { self.range = range }

        public var name: String { "percentInRange" }
        public var statement: String {
            "percent in [\(Violation.format(range.lowerBound)), \(Violation.format(range.upperBound))], frameY in [T − B, 0], percent monotone in o"
        }

        @inlinable @inline(__always)
        public func judge(_ x: Context) -> InvariantFailure? {
            let f = x.frame, o = x.input, ratioTol = Tolerance.tol(scale: 1)
            if !(f.percent >= range.lowerBound - ratioTol && f.percent <= range.upperBound + ratioTol) {
                let v0 = f.percent; return .outOfLine { InvariantFailure("percent left its declared range", [.init("o", o), .init("percent",
                    v0), .init("lower", range.lowerBound), .init("upper", range.upperBound)],
                    margin: .outside(v0, range.lowerBound, range.upperBound, tolerance: ratioTol, unit: "")) }
            }
            if let failure = BannerHover.frameYInRange(x) { return failure }
            if let p = x.previous, o != p.input, (f.percent - p.frame.percent) * (o > p.input ? 1 : -1) > ratioTol {
                let (v0, v1, v2) = (p.input, p.frame.percent,
                    f.percent); return .outOfLine { InvariantFailure("percent moved with the offset: it must fall as the offset rises",
                                        [.init("previousO", v0), .init("o", o), .init("previousPercent", v1), .init("percent", v2)]) }
            }
            return nil
        }
    }

    /// ``PercentInRange`` as an oracle over a recorded trace.
    ///
    /// - Parameter range: The percent's declared range.
    /// - Returns: The oracle, named `percentInRange`.
    /// - Complexity: The oracle is O(frames).
    public static func percentInRange(_ range: ClosedRange<Double>) -> TraceOracle<BannerHoverTrace> {
        TraceOracle(PercentInRange(range), section: section, scale: { $0.scale })
    }
}
