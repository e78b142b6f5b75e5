import Effects
import Testing

/// SPEC §8's configuration, snap points and model: each rule at its threshold, exactly at it,
/// and one ulp either side.
@Suite struct SnapTargetTests {
    func pages(_ c: Double = 375, p: Double = 375, content: Double, a: Double = 0, b: Double = 0, vf: Double = 200,
        m: Int? = nil) throws -> SnapTargetConfiguration {
        try SnapTargetConfiguration(containerLength: c, leadingInset: a, trailingInset: b, layout: .pages(length: p),
            contentLength: content, flickThreshold: vf, placesPerRelease: m)
    }

    // MARK: Configuration

    @Test func everyFieldThatCannotWorkIsNamed() throws {
        func field(_ make: () throws(ConfigurationError) -> SnapTargetConfiguration) -> String? {
            do throws(ConfigurationError) { _ = try make(); return nil } catch { return error.field }
        }
        #expect(field { () throws(ConfigurationError) in try SnapTargetConfiguration(containerLength: 0,
            layout: .containerPages(count: 2)) } == "containerLength")
        #expect(field { () throws(ConfigurationError) in try SnapTargetConfiguration(containerLength: .nan,
            layout: .containerPages(count: 2)) } == "containerLength")
        #expect(field { () throws(ConfigurationError) in try SnapTargetConfiguration(containerLength: 375, leadingInset: -1,
            layout: .containerPages(count: 2)) } == "leadingInset")
        #expect(field { () throws(ConfigurationError) in try SnapTargetConfiguration(containerLength: 375, trailingInset: .infinity,
            layout: .containerPages(count: 2)) } == "trailingInset")
        #expect(field { () throws(ConfigurationError) in try SnapTargetConfiguration(containerLength: 375, layout: .containerPages(count: 0)) } == "pageCount")
        #expect(field { () throws(ConfigurationError) in try SnapTargetConfiguration(containerLength: 375,
            layout: .containerPages(count: 2), flickThreshold: -1) } == "flickThreshold")
        #expect(field { () throws(ConfigurationError) in try SnapTargetConfiguration(containerLength: 375,
            layout: .containerPages(count: 2), placesPerRelease: 0) } == "placesPerRelease")
        #expect(field { () throws(ConfigurationError) in try SnapTargetConfiguration(containerLength: 375, layout: .pages(length: 100)) } == "contentLength")
        #expect(field { () throws(ConfigurationError) in try SnapTargetConfiguration(containerLength: 375, layout: .pages(length: 0),
            contentLength: 10) } == "pageLength")
        #expect(field { () throws(ConfigurationError) in try SnapTargetConfiguration(containerLength: 375,
            layout: .containerPages(count: 2), contentLength: 750) } == "contentLength")
        #expect(field { () throws(ConfigurationError) in try SnapTargetConfiguration(containerLength: 375, layout: .items(lengths: [],
            spacing: 0, alignment: 0)) } == "itemLengths")
        #expect(field { () throws(ConfigurationError) in try SnapTargetConfiguration(containerLength: 375, layout: .items(lengths: [300, 0],
            spacing: 0, alignment: 0)) } == "itemLengths[1]")
        #expect(field { () throws(ConfigurationError) in try SnapTargetConfiguration(containerLength: 375, layout: .items(lengths: [300],
            spacing: -2, alignment: 0)) } == "spacing")
        #expect(field { () throws(ConfigurationError) in try SnapTargetConfiguration(containerLength: 375, layout: .items(lengths: [300],
            spacing: 0, alignment: -1)) } == "alignment")
    }

    @Test func theErrorSaysWhichRuleTheFieldBroke() {
        #expect(throws: ConfigurationError.self) { try SnapTargetConfiguration(containerLength: 375, layout: .items(lengths: [300, -1],
            spacing: 0, alignment: 0)) }
        do {
            _ = try SnapTargetConfiguration(containerLength: 375, layout: .items(lengths: [300, -1], spacing: 0, alignment: 0))
        } catch {
            #expect(error.description == "SnapTargetConfiguration.itemLengths[1] = -1.0 breaks the rule: must be greater than 0")
        }
    }

    @Test func theItemLimitHoldsAtItsValueAndOnePast() throws {
        let n = SnapTargetConfiguration.maximumItemCount
        let most = try SnapTargetConfiguration(containerLength: 375, layout: .items(lengths: Array(repeating: 10, count: n), spacing: 0, alignment: 0))
        #expect(most.geometry.points.count == n - 36)  // the last 37 items clamp to hi: one point
        #expect(throws: ConfigurationError.self) {
            try SnapTargetConfiguration(containerLength: 375, layout: .items(lengths: Array(repeating: 10, count: n + 1), spacing: 0, alignment: 0))
        }
    }

    @Test func thePageLimitHoldsAtItsValueAndOnePast() throws {
        let n = Double(SnapTargetConfiguration.maximumPageCount)
        // (hi − lo) / p pages: one fewer than the limit is allowed, the limit is refused.
        let most = try pages(375, p: 1, content: 375 + n - 1)
        #expect(most.geometry.points.count == Int(n))
        #expect(throws: ConfigurationError.self) { try pages(375, p: 1, content: 375 + n) }
        #expect(throws: ConfigurationError.self) { try SnapTargetConfiguration(containerLength: 1, layout: .containerPages(count: Int(n) + 1)) }
        #expect(try SnapTargetConfiguration(containerLength: 1, layout: .containerPages(count: Int(n))).contentLength == n)
    }

    @Test func boundsAndContentThatFits() throws {
        let c = try pages(content: 1000, a: 20, b: 44)
        #expect(c.lowerBound == -20)
        #expect(c.upperBound == 1000 - 375 + 44)
        let fits = try pages(content: 300, a: 20, b: 20)
        #expect(fits.upperBound == fits.lowerBound)
        #expect(fits.geometry.points == [-20])
    }

    // MARK: Snap points

    @Test func pagesEndWithAShortPageAtHi() throws {
        let g = try pages(content: 375 * 3 + 100).geometry  // hi = 850
        #expect(g.points == [0, 375, 750, 850])
        #expect(g.places == [.page(0), .page(1), .page(2), .end])
        let whole = try pages(content: 375 * 3).geometry  // hi = 750 is page 2
        #expect(whole.points == [0, 375, 750])
        #expect(whole.places.last == .page(2))
    }

    @Test func pointsCloserThanTheToleranceAreOneKeepingHi() throws {
        // hi = 750 + 5e-7: within tol (1e-6) of page 2, which joins it at hi.
        let c = try pages(content: 375 * 3 + 5e-7)
        let g = c.geometry
        #expect(c.upperBound - 750 < c.tolerance)
        #expect(g.points == [0, 375, c.upperBound])
        #expect(g.places.last == .page(2))
    }

    @Test func itemsClampToTheEndsAndTheFirstItemKeepsItsPlace() throws {
        // Items of 300, 12 apart, aligned 20 from the leading edge, in a 390-pt container.
        let c = try SnapTargetConfiguration(containerLength: 390, layout: .items(lengths: [300, 300, 300], spacing: 12, alignment: 20))
        let g = c.geometry
        // x = 0, 312, 624; points −20 → lo = 0, 292, 604 → hi = 924 − 390 = 534.
        #expect(c.upperBound == 534)
        #expect(g.points == [0, 292, 534])
        #expect(g.places == [.item(0), .item(1), .item(2)])
        #expect(g.place(at: 534) == .item(2))
        #expect(g.point(of: .item(2)) == 534)
    }

    @Test func itemsAddTheStartAndTheEndWhereNoItemIs() throws {
        let c = try SnapTargetConfiguration(containerLength: 300, leadingInset: 20, layout: .items(lengths: [100, 100, 100, 100], spacing: 0, alignment: 0))
        // lo = −20 (no item), items at 0, 100, 200 → hi = 100: items 1, 2, 3 clamp to it.
        #expect(c.geometry.points == [-20, 0, 100])
        #expect(c.geometry.places == [.start, .item(0), .item(1)])
    }

    // MARK: The rule

    @Test func theFlickThresholdIsStrict() throws {
        var at = SnapTarget(configuration: try pages(content: 375 * 4))
        // Exactly v_f is no flick: the nearest snap point to the proposal, back at 0.
        #expect(try at.release(offset: 10, velocity: 200, proposal: 10) == 0)
        var past = SnapTarget(configuration: try pages(content: 375 * 4))
        #expect(try past.release(offset: 10, velocity: 200.nextUp, proposal: 10) == 375)
        var back = SnapTarget(configuration: try pages(content: 375 * 4))
        _ = try back.release(offset: 750, velocity: 0, proposal: 750)
        #expect(try back.release(offset: 740, velocity: -200, proposal: 740) == 750)
        #expect(try back.release(offset: 740, velocity: (-200.0).nextDown, proposal: 740) == 375)
    }

    @Test func aFlickWithNothingBeyondRestsAtTheEndItPointsTo() throws {
        var s = SnapTarget(configuration: try pages(content: 375 * 3))
        #expect(try s.release(offset: 800, velocity: 5000, proposal: 750) == 750)
        #expect(try s.release(offset: -30, velocity: -5000, proposal: 0) == 0)
    }

    @Test func placesPerReleaseLimitTheWindow() throws {
        var paging = SnapTarget(configuration: try pages(content: 375 * 10, m: 1))
        // From page 2 (750) a long flick forward reaches page 3 only.
        #expect(try paging.release(offset: 760, velocity: 8000, proposal: 3000) == 1125)
        // Halfway between 0 and 375 the forward flick leaves 0: the window is 0...375.
        var halfway = SnapTarget(configuration: try pages(content: 375 * 10, m: 1))
        #expect(try halfway.release(offset: 187.5, velocity: 8000, proposal: 3000) == 375)
        // A flick back from halfway leaves 375: the window is 0...750, and 0 is beyond.
        var back = SnapTarget(configuration: try pages(content: 375 * 10, m: 1))
        #expect(try back.release(offset: 187.5, velocity: -8000, proposal: -3000) == 0)
    }

    @Test func aTieGoesTheFlicksWayOrLowerAtRest() throws {
        var rest = SnapTarget(configuration: try pages(content: 375 * 4))
        #expect(try rest.release(offset: 187.5, velocity: 0, proposal: 187.5) == 0)
        var forward = SnapTarget(configuration: try pages(content: 375 * 4))
        // A flick forward from 10: allowed are 375, 750, …; a proposal halfway between 375 and 750.
        #expect(try forward.release(offset: 10, velocity: 300, proposal: 562.5) == 750)
    }

    @Test func aResizeKeepsThePlaceOfContainerPages() throws {
        var s = SnapTarget(configuration: try SnapTargetConfiguration(containerLength: 390, layout: .containerPages(count: 5)))
        #expect(try s.release(offset: 790, velocity: 0, proposal: 780) == 780)  // page 2
        #expect(try s.resize(containerLength: 844) == 1688)  // page 2 of 844
        #expect(try s.resize(containerLength: 390) == 780)
    }

    @Test func aResizeRestsAtHiWhenThePlaceNoLongerFits() throws {
        var s = SnapTarget(configuration: try pages(375, p: 300, content: 1500))  // hi = 1125
        #expect(try s.release(offset: 1200, velocity: 0, proposal: 1200) == 1125)  // the end
        _ = try s.release(offset: 900, velocity: 0, proposal: 900)  // page 3
        #expect(try s.resize(containerLength: 667) == 833)  // page 3 at 900 > hi = 833
    }

    @Test func nonFiniteInputIsRefusedAndTheStateKept() throws {
        var s = SnapTarget(configuration: try pages(content: 375 * 4))
        _ = try s.release(offset: 375, velocity: 0, proposal: 375)
        for bad in [Double.nan, .infinity, -.infinity] {
            #expect(throws: InputError.self) { try s.release(offset: bad, velocity: 0, proposal: 0) }
            #expect(throws: InputError.self) { try s.release(offset: 0, velocity: bad, proposal: 0) }
            #expect(throws: InputError.self) { try s.release(offset: 0, velocity: 0, proposal: bad) }
            #expect(s.answer(.resize(containerLength: bad)) == .refused)
        }
        #expect(s.answer(.resize(containerLength: 0)) == .refused)
        #expect(s.restingOffset == 375)
        #expect(s.configuration.containerLength == 375)
    }
}
