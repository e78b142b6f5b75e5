import Testing
import Effects

/// Every invalid configuration throws the error that names its field and rule (SPEC §0).
@Suite struct ConfigurationValidationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let make: @Sendable () throws -> Void
        let field: String
        let rule: ConfigurationError.Rule
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "window zero", make: { _ = try ParallelWindowConfiguration(windowHeight: 0, imageHeight: 10, viewportHeight: 100) },
            field: "windowHeight", rule: .mustBePositive),
        Case(name: "window = viewport", make: { _ = try ParallelWindowConfiguration(windowHeight: 100, imageHeight: 200,
            viewportHeight: 100) }, field: "windowHeight", rule: .mustBeLessThan(.init("viewportHeight", 100))),
        Case(name: "image shorter than window", make: { _ = try ParallelWindowConfiguration(windowHeight: 50, imageHeight: 49.9,
            viewportHeight: 100) }, field: "imageHeight", rule: .mustBeAtLeast(.init("windowHeight", 50))),
        Case(name: "viewport NaN", make: { _ = try ParallelWindowConfiguration(windowHeight: 50, imageHeight: 60, viewportHeight: .nan) },
            field: "viewportHeight", rule: .mustBeFinite),
        Case(name: "image infinite", make: { _ = try ParallelWindowConfiguration(windowHeight: 50, imageHeight: .infinity,
            viewportHeight: 100) }, field: "imageHeight", rule: .mustBeFinite),
        Case(name: "viewport negative", make: { _ = try ParallelWindowConfiguration(windowHeight: 50, imageHeight: 60,
            viewportHeight: -1) }, field: "viewportHeight", rule: .mustBePositive),
        Case(name: "banner zero", make: { _ = try BannerHoverConfiguration(bannerHeight: 0, hoverHeight: 0) }, field: "bannerHeight", rule: .mustBePositive),
        Case(name: "hover = banner", make: { _ = try BannerHoverConfiguration(bannerHeight: 280, hoverHeight: 280) }, field: "hoverHeight",
            rule: .mustBeLessThan(.init("bannerHeight", 280))),
        Case(name: "hover negative", make: { _ = try BannerHoverConfiguration(bannerHeight: 280, hoverHeight: -1) }, field: "hoverHeight",
            rule: .mustBeNonNegative),
        Case(name: "eps zero", make: { _ = try BannerHoverConfiguration(bannerHeight: 280, hoverHeight: 65, eps: 0) }, field: "eps",
            rule: .mustBeInOpenInterval(lower: 0, upper: 0.5)),
        Case(name: "eps one half", make: { _ = try BannerHoverConfiguration(bannerHeight: 280, hoverHeight: 65, eps: 0.5) }, field: "eps",
            rule: .mustBeInOpenInterval(lower: 0, upper: 0.5)),
        Case(name: "eps NaN", make: { _ = try BannerHoverConfiguration(bannerHeight: 280, hoverHeight: 65, eps: .nan) }, field: "eps", rule: .mustBeFinite),
        Case(name: "zero images", make: { _ = try RollingBannerConfiguration(width: 375, imageCount: 0) }, field: "imageCount", rule: .mustBeAtLeastOne),
        Case(name: "portion above 1", make: { _ = try RollingBannerConfiguration(width: 375, portion: 1.01, imageCount: 3) },
            field: "portion", rule: .mustBeInUnitInterval),
        Case(name: "portion below 0", make: { _ = try RollingBannerConfiguration(width: 375, portion: -0.01, imageCount: 3) },
            field: "portion", rule: .mustBeInUnitInterval),
        Case(name: "page = n", make: { _ = try RollingBannerConfiguration(width: 375, imageCount: 3, initialPage: 3) },
            field: "initialPage", rule: .mustBeInRange(lower: 0, upper: 3)),
        Case(name: "page negative", make: { _ = try RollingBannerConfiguration(width: 375, imageCount: 3, initialPage: -1) },
            field: "initialPage", rule: .mustBeInRange(lower: 0, upper: 3)),
        Case(name: "width zero", make: { _ = try RollingBannerConfiguration(width: 0, imageCount: 3) }, field: "width", rule: .mustBePositive),
        Case(name: "zero rows", make: { _ = try FlyScreenConfiguration(screenWidth: 375, rows: 0, rowHeight: 30, duration: 6) },
            field: "rows", rule: .mustBeAtLeastOne),
        Case(name: "duration zero", make: { _ = try FlyScreenConfiguration(screenWidth: 375, rows: 3, rowHeight: 30, duration: 0) },
            field: "duration", rule: .mustBePositive),
        Case(name: "gap negative", make: { _ = try FlyScreenConfiguration(screenWidth: 375, rows: 3, rowHeight: 30, duration: 6,
            minimumGap: -1) }, field: "minimumGap", rule: .mustBeNonNegative),
        Case(name: "capacity zero", make: { _ = try FlyScreenConfiguration(screenWidth: 375, rows: 3, rowHeight: 30, duration: 6,
            capacity: 0) }, field: "capacity", rule: .mustBeAtLeastOne),
        Case(name: "row height NaN", make: { _ = try FlyScreenConfiguration(screenWidth: 375, rows: 3, rowHeight: .nan, duration: 6) },
            field: "rowHeight", rule: .mustBeFinite),
        Case(name: "stop = header", make: { _ = try ProfileHeaderConfiguration(headerStop: 107) }, field: "headerStop",
            rule: .mustBeLessThan(.init("headerHeight", 107))),
        Case(name: "stop zero", make: { _ = try ProfileHeaderConfiguration(headerStop: 0) }, field: "headerStop", rule: .mustBePositive),
        Case(name: "white distance zero", make: { _ = try ProfileHeaderConfiguration(whiteLabelDistance: 0) }, field: "whiteLabelDistance",
            rule: .mustBePositive),
        Case(name: "avatar zero", make: { _ = try ProfileHeaderConfiguration(avatarHeight: 0) }, field: "avatarHeight", rule: .mustBePositive),
        Case(name: "label infinite", make: { _ = try ProfileHeaderConfiguration(labelOffset: -.infinity) }, field: "labelOffset", rule: .mustBeFinite),
        Case(name: "avatar would vanish", make: { _ = try ProfileHeaderConfiguration(headerStop: 40, avatarHeight: 20, avatarSlowDown: 2) },
            field: "avatarSlowDown", rule: .mustBeGreaterThan(.init("headerStop / avatarHeight", 2))),
    ]

    @Test(arguments: cases)
    func invalidConfigurationNamesFieldAndRule(_ c: Case) {
        do {
            try c.make()
            Issue.record("\(c.name): expected a ConfigurationError")
        } catch let error as ConfigurationError {
            #expect(error.field == c.field)
            #expect(error.rule == c.rule)
            #expect(error.description.contains(c.field))
        } catch {
            Issue.record("\(c.name): expected a ConfigurationError, got \(error)")
        }
    }

    @Test func messageSaysWhatToFix() throws {
        let error = #expect(throws: ConfigurationError.self) {
            try BannerHoverConfiguration(bannerHeight: 280, hoverHeight: 280)
        }
        #expect(error?.description == "BannerHoverConfiguration.hoverHeight = 280.0 breaks the rule: must be less than bannerHeight (280.0)")
    }

    @Test func boundaryValuesThatAreValid() throws {
        _ = try ParallelWindowConfiguration(windowHeight: 50, imageHeight: 50, viewportHeight: 100)  // I = W
        _ = try BannerHoverConfiguration(bannerHeight: 280, hoverHeight: 0)  // T = 0
        _ = try RollingBannerConfiguration(width: 1, portion: 0, imageCount: 1)
        _ = try RollingBannerConfiguration(width: 1, portion: 1, imageCount: 2, initialPage: 1)
        _ = try FlyScreenConfiguration(screenWidth: 1e-3, rows: 1, rowHeight: 1e-3, duration: 1e-3, minimumGap: 0, capacity: 1)
        _ = try ProfileHeaderConfiguration()
    }
}
