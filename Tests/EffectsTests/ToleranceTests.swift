import Testing
import Effects

@Suite struct ToleranceTests {
    @Test func floorAppliesBelowAThousandPoints() {
        #expect(Tolerance.tol(scale: 0) == 1e-6)
        #expect(Tolerance.tol(scale: 500) == 1e-6)
        #expect(Tolerance.tol(scale: -500) == 1e-6)
        #expect(Tolerance.tol(scale: .nan) == 1e-6)
    }

    @Test func relativePartAppliesAtHugeScales() {
        #expect(Tolerance.tol(scale: 1e6) == 1e-3)
        #expect(Tolerance.tol(scale: -1e7) == 1e-2)
    }

    @Test func approximateEqualityUsesTheTolerance() {
        #expect(Tolerance.isApproximatelyEqual(1, 1 + 0.9e-6, scale: 1))
        #expect(!Tolerance.isApproximatelyEqual(1, 1 + 2e-6, scale: 1))
        #expect(Tolerance.isApproximatelyEqual(1e6, 1e6 + 5e-4, scale: 1e6))
        #expect(!Tolerance.isApproximatelyEqual(1e6, 1e6 + 1, scale: 1e6))
        #expect(!Tolerance.isApproximatelyEqual(.nan, .nan, scale: 1))
        #expect(Tolerance.isLessThanOrApproximatelyEqual(1 + 0.5e-6, 1, scale: 1))
        #expect(!Tolerance.isLessThanOrApproximatelyEqual(1.001, 1, scale: 1))
    }

    @Test func scaleIsTheLargestFiniteMagnitude() {
        #expect(Tolerance.scale(3, -7, 2) == 7)
        #expect(Tolerance.scale(.infinity, .nan, 4) == 4)
        #expect(Tolerance.scale() == 0)
    }
}
