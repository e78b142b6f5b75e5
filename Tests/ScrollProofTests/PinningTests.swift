import Foundation
import ScrollProof
import Testing

/// The app's own constants: configuration fields pinned to a value, a set or a range.
@Suite struct PinningTests {
    static func configurations<C>(_ cases: Gen<ScrollCase<C>>, _ count: Int = 500) -> [(C, LabelSet)] {
        (0..<UInt64(count)).compactMap { seed in
            guard let value = try? cases.generate(seed: seed).value, let c = value.configuration.configuration else { return nil }
            return (c, value.labels)
        }
    }

    /// A configuration generator of your own honours the pins through
    /// `FieldPins.value(_:drawn:)` and `count(_:drawn:)`: an unpinned field is what its
    /// generator drew, from the same choices as the generator alone; a pinned one is its pin.
    @Test func aGeneratorOfYourOwnHonoursThePins() throws {
        let pins = FieldPins(fields: ["width", "count"], integral: ["count"])
        let width = Gen<Double>.double(in: 100...400), count = Gen<Int>.int(in: 0...9)
        for seed in 0..<UInt64(50) {
            let alone = try width.generate(seed: seed), through = try pins.value(0, drawn: width).generate(seed: seed)
            #expect(through.value == alone.value && through.choices == alone.choices)
            #expect(try pins.count(1, drawn: count).generate(seed: seed).value == count.generate(seed: seed).value)
        }
        let pinned = try pins.adding(["width": .fixed(375), "count": .oneOf([2, 3])], effect: "mine")
        var counts: Set<Int> = []
        for seed in 0..<UInt64(50) {
            #expect(try pinned.value(0, drawn: width).generate(seed: seed).value == 375)
            counts.insert(try pinned.count(1, drawn: count).generate(seed: seed).value)
        }
        #expect(counts == [2, 3])
    }

    /// A configuration space with a generator of your own, written with the public API alone:
    /// an image exactly as tall as its viewport, unless a pin says otherwise.
    @Test func aSpaceWithAGeneratorOfYourOwnTakesPins() throws {
        struct Viewport: Sendable { let height: Double, image: Double }
        let space = ConfigurationSpace<Viewport>(pins: FieldPins(fields: ["height", "image"]), generator: { pins in
            pins.value(0, drawn: .double(in: 300...900)).flatMap { height in
                pins.value(1, drawn: .just(height)).map { image in
                    ConfigurationCase(result: .success(Viewport(height: height, image: image)), labels: LabelSet())
                }
            }
        }) { v in Viewport(height: v["height"], image: v["image"]) }
        let free = (0..<UInt64(40)).compactMap { try? space.generator(FieldPins(fields: ["height", "image"])).generate(seed: $0).value.configuration }
        #expect(free.count == 40 && free.allSatisfy { $0.image == $0.height && (300...900).contains($0.height) })
        let pinned = try FieldPins(fields: ["height", "image"]).adding(["image": .fixed(2_000)], effect: "viewport")
        let tall = (0..<UInt64(40)).compactMap { try? space.generator(pinned).generate(seed: $0).value.configuration }
        #expect(tall.count == 40 && tall.allSatisfy { $0.image == 2_000 })
    }

    @Test func aFixedValueIsAlwaysUsedAndEveryThresholdIsStillLandedOn() throws {
        let suite = try Suites.bannerHover.pinning(["eps": .fixed(1e-6), "bannerHeight": .fixed(200)])
        let generated = Self.configurations(suite.cases)
        #expect(generated.count > 400)
        #expect(generated.allSatisfy { $0.0.eps == 1e-6 && $0.0.bannerHeight == 200 && $0.1.contains("pinned") })
        // The hover height is still generated, relative to the pinned banner: 0 and positive.
        #expect(generated.contains { $0.0.hoverHeight == 0 } && generated.contains { $0.0.hoverHeight > 0 })
        #expect(generated.filter { $0.1.contains("exact-threshold") }.count > 20)
        // Unpinned fields keep their deliberate invalid attempts; pinned ones are never broken.
        let attempts = (0..<UInt64(2_000)).compactMap { try? suite.cases.generate(seed: $0).value.configuration }
        #expect(attempts.contains { $0.configuration == nil })
        #expect(attempts.allSatisfy { attempt in
            guard case let .failure(error) = attempt.result else { return true }
            return error.field != "eps" && error.field != "bannerHeight"
        })
    }

    @Test func aSetOfDeviceWidths() throws {
        let widths: [Double] = [375, 390, 393, 430]
        let suite = try Suites.rollingBanner.pinning(["width": .oneOf(widths), "imageCount": .range(3...5)])
        let generated = Self.configurations(suite.cases)
        #expect(Set(generated.map(\.0.width)) == Set(widths))
        #expect(Set(generated.map(\.0.imageCount)) == [3, 4, 5])
        #expect(generated.allSatisfy { $0.0.initialPage < $0.0.imageCount })
    }

    @Test func aRangeReachesBothEnds() throws {
        let suite = try Suites.profileHeader.pinning(["headerHeight": .range(180...220)])
        let heights = Self.configurations(suite.cases).map(\.0.headerHeight)
        #expect(heights.allSatisfy { (180...220).contains($0) })
        #expect(heights.contains(180) && heights.contains(220) && heights.contains { $0 != 180 && $0 != 220 })
    }

    @Test func theFlyScreenPinsItsCapacity() throws {
        let suite = try Suites.flyScreen.pinning(["capacity": .fixed(3), "rows": .fixed(1)])
        let configurations = (0..<UInt64(300)).compactMap { try? suite.cases.generate(seed: $0).value.configuration.configuration }
        #expect(configurations.count > 250)
        #expect(configurations.allSatisfy { $0.capacity == 3 && $0.rows == 1 })
    }

    @Test func pinsThatCannotWorkAreTypedErrors() {
        #expect(throws: PinError.unknownField("epsilon", effect: "bannerHover", fields: ["bannerHeight", "hoverHeight", "eps"])) {
            try Suites.bannerHover.pinning(["epsilon": .fixed(1e-6)])
        }
        #expect(throws: PinError.emptySet(field: "width")) { try Suites.rollingBanner.pinning(["width": .oneOf([])]) }
        #expect(throws: PinError.notWhole(field: "imageCount", value: 2.5)) { try Suites.rollingBanner.pinning(["imageCount": .fixed(2.5)]) }
        #expect(throws: PinError.nonFinite(field: "eps", value: .infinity)) { try Suites.bannerHover.pinning(["eps": .fixed(.infinity)]) }
        #expect(throws: PinError.noWholeNumber(field: "rows", range: 1.2...1.8)) { try Suites.flyScreen.pinning(["rows": .range(1.2...1.8)]) }
        let message = "\(PinError.unknownField("epsilon", effect: "bannerHover", fields: FieldPins.bannerHover.fields))"
        #expect(message == "bannerHover has no configuration field 'epsilon'; its fields are bannerHeight, hoverHeight, eps")
    }

    /// Cases the factory declines are counted under `declined`, apart from invalid attempts.
    @Test func declinedCasesAreCounted() throws {
        let suite = try Suites.bannerHover.pinning(["eps": .fixed(1e-6)])
        let results = ScrollProof.verify(suite, settings: .init(cases: 300, seed: 5, failuresDirectory: VerifyTests.folder(),
            saveFailures: false)) { (c: BannerHoverConfiguration, o: Double) throws -> HandWrittenBanner in
            guard c.hoverHeight > 0 else { throw Declined() }  // this app's banner always hovers
            return try HandWrittenBanner(c, offset: o)
        }
        for result in results {
            #expect(result.failure == nil)
            let declined = try #require(result.labels["declined"])
            #expect(declined > 30 && declined <= result.unchecked)
            #expect(result.labels["pinned"] == result.cases)
        }
    }
}
