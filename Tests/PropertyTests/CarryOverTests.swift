import Catalogue
import Generators
import Testing

/// A case saved before fractions were drawn simplest first (the choice stream's first format)
/// is read as it was written and carried over: the same case, today's choices.
@Suite struct CarryOverTests {
    /// Failing cases of a published port, written in the first format, each carried over to
    /// choices that draw the same case today, and replayed by the runner as a failure.
    @Test(arguments: ["published.parallelWindow.noGap", "published.flyScreen.minimumGap", "published.rollingBanner.release"])
    func aSavedCaseOfTheFirstFormatIsCarriedOver(_ name: String) throws {
        let property = try #require(Catalogue.named(name))
        var carried = 0
        for seed in UInt64(0)..<400 where carried < 3 {
            var stream = ChoiceStream(seed: seed)
            stream.legacyFractions = true
            guard let legacy = try? property.evaluation.run(&stream), legacy.violation != nil else { continue }
            let bytes = stream.choices.encoded
            let (today, choices) = try #require(PropertyRunner.carriedOver(property, bytes))
            // The same violation (as text: a NaN value is never == itself) and the same case.
            #expect(today.violation?.description == legacy.violation?.description && today.description == legacy.description)
            #expect(try property.evaluation.decode(choices.encoded).value.description == legacy.description)
            let failure = try #require(PropertyRunner(options: RunOptions(seed: 0)).replay(property, bytes: bytes, origin: .file("legacy")))
            #expect(failure.violation.invariant == legacy.violation!.invariant)
            carried += 1
        }
        #expect(carried > 0)
    }

    /// Bytes that fail in neither format are not a failure.
    @Test func aPassingCaseIsNotCarriedOver() throws {
        let property = try #require(Catalogue.named("parallelWindow.noGap"))
        #expect(PropertyRunner.carriedOver(property, [1, 2, 3, 4]) == nil)
    }
}
