import AppEffects
import ScrollProof
import Testing

/// An app whose own code declares `ItemID`, `Failure`, `Property`, `Oracle`, `Choice` and
/// `ChoiceStream` (``AppEffects``'s `AppVocabulary.swift`; the last is the name of ScrollProof's
/// engine stream, which is not public) imports ScrollProof beside it: the plain names are
/// the app's, and every ScrollProof type can be spelled through the module. This file compiling
/// is most of the test; the expectations check that each name meant what it says.
@Suite struct NameCollisionTests {
    @Test func theAppsOwnNamesStayTheApps() {
        let id: ItemID = 7
        let failure = Failure(reason: "offline")
        let property = Property(key: "theme", value: "dark")
        let oracle = Oracle(answer: true)
        let choice = Choice.second
        #expect(id + 1 == 8)
        #expect(failure.reason == "offline")
        #expect(property.key == "theme")
        #expect(oracle.answer)
        #expect(choice.rawValue == "second")
        var stream = ChoiceStream()
        stream.record(choice)
        #expect(stream.answers == [.second])
    }

    @Test func scrollProofsTypesSpelledThroughTheModule() throws {
        let item = ScrollProof.ListItemID(7)
        #expect(item != ScrollProof.ListItemID(8))
        let event = ScrollProof.ListEvent.reloadData(items: [item])
        #expect(event != ScrollProof.ListEvent.reloadData(items: []))
        let configuration = try ScrollProof.BannerHoverConfiguration(bannerHeight: 280, hoverHeight: 64)
        #expect(configuration.bannerHeight == 280)
        let suite: ScrollProof.ScrollSuite<ScrollProof.BannerHover> = ScrollProof.Suites.bannerHover
        let properties: [ScrollProof.SuiteProperty] = suite.properties { c, o in try ScrollProof.BannerHover(configuration: c, offset: o) }
        #expect(properties.count == suite.groups.count)
        let failures: [ScrollProof.RunFailure] = []
        #expect(failures.isEmpty)
        let oracle: ScrollProof.TraceOracle<ScrollProof.BannerHoverTrace> = ScrollProof.BannerHover.percentInRange(0...1)
        #expect(!oracle.name.isEmpty)
    }

    @Test func verifyAndCheckTraceThroughTheModule() {
        let results = ScrollProof.verify(ScrollProof.Suites.bannerHover, settings: .init(cases: 20, seed: 1)) { c, o in
            try ScrollProof.BannerHover(configuration: c, offset: o)
        }
        #expect(results.allSatisfy { $0.failures.isEmpty })
        #expect(!results.isEmpty)
    }
}
