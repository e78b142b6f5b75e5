import Effects
import Oracles

extension ScrollSuite where Effect == BannerHover {
    /// The banner's suite with the percent judged in a range the implementation declares
    /// instead of SPEC's `[0, 1]`: the `percent` group (safety) becomes
    /// ``BannerHover/percentInRange(_:)``, which also holds the percent monotone in the
    /// offset. A parallax-header library that lets the percent grow past 1 while the header
    /// stretches on pull-down declares `0...Double.infinity` and keeps every other promise;
    /// its difference from SPEC's clamp stays visible in `closedForm` (conformance).
    ///
    ///     let suite = try Suites.bannerHover.allowingPercent(in: 0...Double.infinity).selecting(.level(.safety))
    ///
    /// The group is judged over each case's recorded trace (not in the streaming pass), so it
    /// runs a little slower than SPEC's range. Reports name the range.
    ///
    /// - Parameter range: The percent's declared range (SPEC's default: `0...1`).
    /// - Returns: The suite.
    /// - Complexity: O(groups).
    public func allowingPercent(in range: ClosedRange<Double>) -> ScrollSuite {
        replacing(groups: groups.map { group in
            group.name == "percent" ? InvariantGroup(group.name, [BannerHover.percentInRange(range)]) : group
        })
    }
}
