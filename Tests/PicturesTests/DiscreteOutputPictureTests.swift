import Effects
import Generators
import Oracles
@testable import Oracles
import Testing

/// The generic picture draws every discrete output (a callback as ticks, a state as bands) and
/// the violation's values; the fly screen's labels never overlap.
@Suite struct DiscreteOutputPictureTests {
    enum Phase: Sendable, Equatable { case resting, stretching, pinned }

    struct HeaderFrame: NumericFrame, Sendable, Equatable {
        var height: Double
        var didPin: Bool
        var phase: Phase
        static let numberNames = ["height"]
        func number(_ index: Int) -> Double { height }
    }

    struct Configuration: Sendable, CustomStringConvertible { var description: String { "Header(minimum: 40)" } }

    @Test func callbacksAreTicksAndStatesAreBands() throws {
        let frames: [(Double, HeaderFrame)] = [
            (10, HeaderFrame(height: 90, didPin: false, phase: .stretching)),
            (-40, HeaderFrame(height: 40, didPin: true, phase: .pinned)),
            (-40, HeaderFrame(height: 40, didPin: true, phase: .pinned)),
        ]
        let trace = ScrollTrace(
            configuration: Configuration(), initialInput: 0, initial: HeaderFrame(height: 100, didPin: false, phase: .resting),
            steps: frames.map { ScrollStep(input: $0.0, output: $0.1, state: $0.1) })
        let violation = Violation("didPinOncePerCrossing", "header", frame: 2, [.init("offset", -40)], "didPin fired again at −minimum",
                                  margin: .init(2, tolerance: 1e-6))
        let svg = DeclaredPicture.svg(trace, range: ScrollRange(lower: -40, upper: 100, reach: 40, dimension: 100, pageSize: 100,
            landmarks: [0]), violation: violation)
        // One row per discrete output, named; a tick ("fired") at each of the two frames that fired.
        #expect(svg.contains(">didPin<") && svg.contains(">phase<"))
        #expect(svg.components(separatedBy: ">fired<").count - 1 == 2)
        // The state's bands, each named where it starts: resting, stretching, pinned.
        for state in ["resting", "stretching", "pinned"] { #expect(svg.contains(">\(state)<"), "\(state)") }
        // The values involved and the margin beside the tolerance, under the title.
        #expect(svg.contains("offset = -40; off by 2 pt (tolerance 1e-06 pt)"))
    }

    @Test func labelsAreNeverPlacedOnEachOther() {
        var placer = LabelPlacer()
        var placed: [Double] = []
        for _ in 0..<10 {
            if let y = placer.place(x: 100, y: 50, width: 40, height: 10) { placed.append(y) }
        }
        // Six places near the point (itself, then a line below, above, two below, two above,
        // three below), each used once; the rest left out.
        #expect(placed == [50, 60, 40, 70, 30, 80])
        // A label elsewhere is placed where it asks.
        #expect(placer.place(x: 300, y: 50, width: 40, height: 10) == 50)
    }
}
