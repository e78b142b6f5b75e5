import Catalogue
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Effects
import Oracles
import Generators
import PropertyTestSupport
import Testing

/// Every effect's picture of its published bug, drawn from the committed corpus: a well-formed
/// SVG document, the violating frame and the invariant marked, every coordinate finite.
@Suite struct PictureTests {
    /// For each built-in effect, every published bug with a committed case (`fuzz-corpus/`).
    static let bugs: [String] = Catalogue.effects.flatMap { effect in
        Catalogue.published.map(\.name).filter { name in
            name.hasPrefix("published.\(effect.effectName).") && !PropertyTestSupport.corpus.files(for: name).isEmpty
        }
    }

    /// Every effect has a published bug drawn.
    @Test func everyEffectHasAPublishedBugDrawn() {
        for effect in Catalogue.effects {
            #expect(Self.bugs.contains { $0.hasPrefix("published.\(effect.effectName).") }, "\(effect.effectName): no committed published case")
        }
    }

    /// Checks a document's structure.
    static func checkStructure(_ svg: String, invariant: String) {
        final class Delegate: NSObject, XMLParserDelegate {
            var root: String?
            var ids: Set<String> = []
            var numbers: [(String, String)] = []
            func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
                if root == nil { root = name }
                if let id = attributes["id"] { ids.insert(id) }
                for key in ["x", "y", "width", "height", "x1", "y1", "x2", "y2", "cx", "cy", "r"] { if let v = attributes[key] { numbers.append((key, v)) } }
                if let points = attributes["points"] {
                    for pair in points.split(separator: " ") { for v in pair.split(separator: ",") { numbers.append(("points", String(v))) } }
                }
            }
        }
        let parser = XMLParser(data: Data(svg.utf8)), delegate = Delegate()
        parser.delegate = delegate
        #expect(parser.parse(), "not well-formed: \(parser.parserError.map { "\($0)" } ?? "")")
        #expect(delegate.root == "svg")
        #expect(delegate.ids.contains("violating-frame"), "the violating frame is not marked")
        #expect(delegate.ids.contains("violation"), "the violation is not labelled")
        #expect(svg.range(of: "\(invariant) (SPEC") != nil, "the invariant \(invariant) is not named")
        for (key, value) in delegate.numbers {
            #expect(Double(value)?.isFinite == true, "\(key) = \(value) is not a finite number")
        }
    }

    @Test(arguments: bugs)
    func thePublishedBugIsDrawn(_ name: String) throws {
        let property = try #require(Catalogue.named(name))
        let file = try #require(PropertyTestSupport.corpus.files(for: name).first, "no committed case for \(name)")
        let failure = try #require(PropertyRunner(options: RunOptions(seed: 0)).replay(property, bytes: [UInt8](try Data(contentsOf: file)),
            origin: .file(file.path)))
        Self.checkStructure(failure.picture, invariant: failure.violation.invariant)
    }

    /// A trace with non-finite outputs (what `check-trace` may be handed) still draws finite
    /// coordinates.
    /// A label rounded to 3 decimals is written as a decimal, never as a fraction (which reads
    /// as exact); a number that is already a multiple of 1/1000 is written as it is.
    @Test func aRoundedLabelIsNeverAFraction() {
        #expect(fmt(1270.8931234) == "1270.893")
        #expect(fmt(61.0 / 60.0) == "1.017")
        #expect(fmt(-50.5) == "-50.5" && fmt(375) == "375" && fmt(0.25) == "0.25")
        #expect(fmt(.nan) == "nan" && fmt(.infinity) == "+inf")
        for k in 0..<2_000 {
            let x = Double(k) * 1.2345678901 - 1_000
            #expect(!fmt(x).contains("/"), "\(x) labelled \(fmt(x))")
        }
    }

    @Test func nonFiniteOutputsDrawFiniteCoordinates() throws {
        let c = try ParallelWindowConfiguration(windowHeight: 200, imageHeight: 1400, viewportHeight: 800)
        let initial = ParallelWindowFrame(windowTop: 300, imageOffset: .nan)
        let trace = ParallelWindowTrace(configuration: c, initialInput: 300, initial: initial, steps: [
            ScrollStep(input: .infinity, output: ParallelWindowFrame(windowTop: .infinity, imageOffset: -.infinity), state: initial),
        ])
        let violation = try #require(TraceOracle.firstViolation(ParallelWindow.oracles, in: trace))
        Self.checkStructure(ParallelWindowPicture.svg(trace, violation: violation), invariant: violation.invariant)
    }

    /// A fly screen's title counts its rows in words: "1 row", "2 rows".
    @Test func aFlyScreensTitleCountsItsRows() throws {
        for (rows, words) in [(1, "1 row of 30 pt"), (2, "2 rows of 30 pt")] {
            let c = try FlyScreenConfiguration(screenWidth: 400, rows: rows, rowHeight: 30, duration: 8)
            let svg = FlyScreenPicture.svg(FlyScreenTrace(configuration: c, steps: [.advance(time: 1)], events: []), violation: nil)
            #expect(svg.contains("Fly screen: S = 400 pt, \(words),"), "\(svg.prefix(400))")
        }
    }
}

/// A picture of a long case shows at most 24 frames or events around the violation, and says
/// which it leaves out; a short case's picture says nothing of the kind.
@Suite struct LeftOutPictureTests {
    @Test func aLongEventCaseSaysWhichEventsItLeavesOut() {
        let lines = (0..<28).map { "event number \($0)" }
        let violation = Violation("rule", "§7", frame: 27, [], "broken")
        let svg = EventTablePicture.svg(title: "a long case", lines: lines, violation: violation)
        #expect(svg.contains("events 0–3 not shown (24 of 28)"), "\(svg)")
        #expect(!svg.contains("event 3: event number 3") && svg.contains("event 4: event number 4"))
        let middle = EventTablePicture.svg(title: "a long case", lines: lines + lines, violation: Violation("rule", "§7", frame: 20, [], "broken"))
        #expect(middle.contains("events 0–7 and 32–55 not shown (24 of 56)"), "\(middle)")
        let short = EventTablePicture.svg(title: "a short case", lines: Array(lines.prefix(5)), violation: violation)
        #expect(!short.contains("not shown"))
    }

    @Test func aLongScrollCaseSaysWhichFramesItLeavesOut() throws {
        let c = try ParallelWindowConfiguration(windowHeight: 200, imageHeight: 1400, viewportHeight: 800)
        var model = try ParallelWindow(configuration: c, windowTop: 0)
        let inputs = (1...40).map(Double.init)
        let steps = inputs.map { x in
            let frame = try? model.update(x)
            return ScrollStep(input: x, output: frame, state: model.lastFrame)
        }
        let trace = ParallelWindowTrace(configuration: c, initialInput: 0, initial: try ParallelWindow(configuration: c, windowTop: 0).lastFrame, steps: steps)
        let svg = ParallelWindowPicture.svg(trace, violation: Violation("noGap", "§1", frame: 39, [], "a gap"))
        #expect(svg.contains("frames 0–15 not shown (24 of 40)"), "\(svg)")
    }
}
