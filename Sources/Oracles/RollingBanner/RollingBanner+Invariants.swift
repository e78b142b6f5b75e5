import Effects

/// A trace of a rolling banner (SPEC §3), with release queries.
public typealias RollingBannerTrace = ScrollTrace<RollingBannerConfiguration, RollingBannerFrame>

/// The invariants of SPEC §3, each the ``RollingBannerChecker`` with that invariant alone.
public enum RollingBannerInvariants {
    /// The page turns SPEC expects from the inputs alone: armed at first; `|m| ≥ w` while armed
    /// turns by `sign(m)` and disarms; `|m| < w` re-arms.
    ///
    /// - Parameters:
    ///   - c: The configuration.
    ///   - inputs: The inputs, in order (non-finite ones are skipped: they are refused).
    /// - Returns: The expected turn per input.
    public static func expectedTurns(_ c: RollingBannerConfiguration, _ inputs: [Double]) -> [PageTurn?] {
        var rule = RollingBannerChecker.TurnRule()
        return inputs.map { rule.next(c, $0) }
    }

    typealias K = RollingBannerChecker

    /// Pages are always in `[0, n)`, the side pages are the wrapped neighbours, and the page
    /// is `initial + forward − backward (mod n)`; the initial frame shows the initial page.
    public static let pageCount = K.oracle(K.pageCount)

    /// Exactly one page turn per armed crossing, however often the edge is reported; the
    /// initial frame turns nothing.
    public static let pageTurnsExactlyOnce = K.oracle(K.pageTurns)

    /// The whole viewport `[0, w]` is covered by image at every frame: the middle image over
    /// the visible part of the container, the side image over the rest.
    public static let viewportCovered = K.oracle(K.viewportCovered)

    /// The layout (displacement and the four edges) is the closed form at the current offset
    /// and page. On a frame that turns the page the host is asked to reset the offset, so the
    /// edge layout and the reset layout (`m = 0`) are both accepted there. A violation names
    /// the first field that differs from the closed form at the offset.
    public static let layoutClosedForm = K.oracle(K.layoutClosedForm)

    /// Release: complete toward `sign(m)` when `|m| ≥ 0.3w`, or when `|m| ≥ 0.1w` and the
    /// velocity points the same way; otherwise snap back to `w`. `m` is the displacement of the
    /// offset the drag ended at (after a page turn, the reset `m = 0` is accepted too). Within
    /// the tolerance of a threshold either side's answer is accepted: an implementation that
    /// compares `|m|/w ≥ 0.3` may round the other way than one comparing `|m| ≥ 0.3·w`.
    public static let releaseRule = K.oracle(K.releaseRule)

    /// §0's rules, as this effect's invariants.
    public static let robustness = (0..<3).map { K.oracle(K.robustnessBase + $0) }

    /// Every invariant of §3, then §0's rules.
    public static let all = [pageCount, pageTurnsExactlyOnce, viewportCovered, layoutClosedForm, releaseRule] + robustness
}
