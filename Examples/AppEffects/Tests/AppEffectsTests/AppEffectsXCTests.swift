import AppEffects
import ScrollProof
import XCTest

/// The same verification from XCTest.
final class AppEffectsXCTests: XCTestCase {
    func testParallaxAdCell() {
        ScrollProof.verify(Suites.parallelWindow) { configuration, windowTop in
            ParallaxAdapter(configuration, windowTop: windowTop)
        }
    }
}
