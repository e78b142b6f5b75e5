import AppEffects
import ScrollProof
import Testing

/// The app's effects, verified by ScrollProof: one call per effect.
@Suite struct AppEffectsTests {
    @MainActor @Test func stickyBanner() {
        ScrollProof.verify(Suites.bannerHover) { configuration, offset in
            StickyBannerAdapter(configuration, offset: offset)
        }
    }

    @Test func parallaxAdCell() {
        ScrollProof.verify(Suites.parallelWindow) { configuration, windowTop in
            ParallaxAdapter(configuration, windowTop: windowTop)
        }
    }

    /// The diff-driven cell drifts from the closed form and leaves gaps: a known bug, kept to
    /// show the shrunk report. Its shrunk failures are in `ScrollProofFailures/`, replayed
    /// first on every run.
    @Test func diffDrivenParallaxCellDrifts() {
        withKnownIssue("the diff-driven cell drifts when a scroll crosses a clamp") {
            ScrollProof.verify(Suites.parallelWindow) { configuration, windowTop in
                DiffParallaxAdapter(configuration, windowTop: windowTop)
            }
        }
    }
}
