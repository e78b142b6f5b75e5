import Effects
import Generators
import Oracles
import Originals

/// Every property of ScrollProof, built with the public suites like any user's: each suite run
/// on the exact models of `Effects` (every invariant must hold), and on the ports of the
/// published code in `Originals`, expecting each published bug to be found.
public enum Catalogue {
    /// The published bugs, by property group: the invariant each breaks and the bug in one line.
    static let publishedBugs: [String: [String: SuiteExpectation]] = [
        "parallelWindow": [
            "noGap": .bug(invariant: "noGap", description: "with I = V a coalesced jump into the visible range adds the raw diff, unclamped: the window shows no image"),
            "pathIndependence": .bug(invariant: "pathIndependence", description: "diff-based updates computed at the previous position drift from the closed form"),
            "robustness": .bug(invariant: "refusedInputKeepsState", description: "no input validation: NaN is accepted"),
        ],
        "observerRegistry": [
            "noDuplicates": .bug(invariant: "noDuplicateObservers", description: "keyed by index path: a reused cell shown at a new row before its old row ends is registered twice"),
            "registeredMatchesDisplayed": .bug(invariant: "registeredMatchesDisplayed", description: "keyed by index path: a new cell at a row still in the array is never observed"),
            "absentRemovalReported": .bug(invariant: "absentRemovalReported", description: "@try/@catch swallows the failed removal"),
            "teardown": .bug(invariant: "nothingAfterTeardown", description: "the observers are never removed when the list goes away"),
        ],
        "bannerHover": [
            "epsRule": .bug(invariant: "epsRule", description: "starts with isBottom = true while resting expanded, and edge-to-edge jumps leave its flags stale"),
            "edgeEvents": .bug(invariant: "edgeEventsExactlyOnce", description: "fires only when the previous sample was strictly inside (0, 1): edge-to-edge jumps fire nothing"),
            "robustness": .bug(invariant: "refusedInputKeepsState", description: "no input validation: NaN is accepted"),
        ],
        "rollingBanner": [
            "release": .bug(invariant: "releaseRule", description: "the release rule ignores the velocity's direction"),
            "robustness": .bug(invariant: "refusedInputKeepsState", description: "no input validation: NaN is accepted"),
        ],
        "flyScreen": [
            "nothingLost": .bug(invariant: "nothingLost", description: "insertData: returns silently when the pool is full (10 items by default): the item is lost"),
            "capacity": .bug(invariant: "capacityRespected", description: "a full pool does not refuse the insert: the caller is never told"),
            "schedule": .bug(invariant: "exactSchedule", description: "a 0.2 s polling timer starts items only at its ticks: they wait while a row is free"),
            "minimumGap": .bug(invariant: "minimumGap", description: "the free-track rule knows no gap and assumes a speed the animation does not have"),
            "finishesOffScreen": .bug(invariant: "finishesOffScreen", description: "the flight ends at x = −w/2, half visible"),
            "hitTest": .bug(invariant: "hitTestAgreesWithGeometry", description: "the presentation layer moves at (S + w/2)/d, not (S + w)/d: taps hit what the geometry does not"),
        ],
        "profileHeader": [
            "blurAlpha": .bug(invariant: "blurAlpha", description: "the blur alpha is min(1, (o − b)/dW): negative below b"),
            "zOrder": .bug(invariant: "zOrder", description: "the z-order updates only when o ≥ 0: after a fast pull-down the header stays above the avatar"),
            "pathIndependence": .bug(invariant: "pathIndependence", description: "label and blur update only when o ≥ 0: after a pull-down they keep stale values"),
            "robustness": .bug(invariant: "refusedInputKeepsState", description: "no input validation: NaN is accepted"),
        ],
    ]

    /// The properties of one suite: the model's, then the port's for the groups with a
    /// published bug (named `published.<effect>.<group>`).
    static func pair(_ effect: String, model: [Property], published: (_ prefix: String, _ expecting: [String: SuiteExpectation], _ groups: [String]) -> [Property]) -> (models: [Property], published: [Property]) {
        let bugs = publishedBugs[effect] ?? [:]
        let groups = model.map { String($0.name.dropFirst(effect.count + 1)) }.filter { bugs[$0] != nil }
        return (model, published("published.\(effect)", bugs, groups))
    }

    /// The models' properties of a suite: `Suites.parallelWindow`, or its ``ScrollSuite/merged`` form.
    static func models(_ effect: String, merged: Bool = false) -> [Property] {
        switch effect {
        case "parallelWindow": (merged ? Suites.parallelWindow.merged : Suites.parallelWindow).properties { c, t in try ParallelWindow(configuration: c, windowTop: t) }
        case "observerRegistry": (merged ? Suites.observerRegistry.merged : Suites.observerRegistry).properties(ObserverRegistry.init)
        case "bannerHover": (merged ? Suites.bannerHover.merged : Suites.bannerHover).properties { c, o in try BannerHover(configuration: c, offset: o) }
        case "rollingBanner": (merged ? Suites.rollingBanner.merged : Suites.rollingBanner).properties { c, _ in RollingBanner(configuration: c) }
        // The model's workloads stay SPEC's (its regression cases replay as they were found);
        // its seeks, pauses and durations are verified by the tests of the variants.
        case "flyScreen": (merged ? Suites.flyScreen.merged : Suites.flyScreen).generating([]).properties(FlyScreenModel.init)
        case "profileHeader": (merged ? Suites.profileHeader.merged : Suites.profileHeader).properties { c, o in try ProfileHeader(configuration: c, offset: o) }
        default: []
        }
    }

    /// Every model invariant of an effect in one property (`<effect>.all`), for fuzzing: one
    /// decode per input. Not in ``all``: a failure is reported as the group that breaks.
    public static let mergedModels: [String: Property] = Dictionary(
        uniqueKeysWithValues: ["parallelWindow", "observerRegistry", "bannerHover", "rollingBanner", "flyScreen", "profileHeader"].map { ($0, models($0, merged: true)[0]) })

    /// All properties, models first, in SPEC order.
    public static let all: [Property] = {
        let s = [
            pair("parallelWindow", model: models("parallelWindow")) {
                Suites.parallelWindow.properties(named: $0, expecting: $1, groups: $2) { c, t in PublishedParallelWindow(configuration: c, windowTop: t) }
            },
            pair("observerRegistry", model: models("observerRegistry")) {
                Suites.observerRegistry.properties(named: $0, expecting: $1, groups: $2, PublishedObserverBookkeeping.init)
            },
            pair("bannerHover", model: models("bannerHover")) {
                Suites.bannerHover.properties(named: $0, expecting: $1, groups: $2) { c, _ in PublishedBannerHover(configuration: c) }
            },
            pair("rollingBanner", model: models("rollingBanner")) {
                Suites.rollingBanner.properties(named: $0, expecting: $1, groups: $2) { c, _ in PublishedRollingBanner(configuration: c) }
            },
            pair("flyScreen", model: models("flyScreen")) {
                Suites.flyScreen.properties(named: $0, expecting: $1, groups: $2, PublishedFlyView.init)
            },
            pair("profileHeader", model: models("profileHeader")) {
                Suites.profileHeader.properties(named: $0, expecting: $1, groups: $2) { c, o in PublishedProfileHeader(configuration: c, offset: o) }
            },
        ]
        return s.flatMap(\.models) + s.flatMap(\.published)
    }()

    /// The properties of the exact models (must pass).
    public static var models: [Property] { all.filter { !$0.isExpectedToFail } }

    /// The properties of the published ports (each expected to find its bug).
    public static var published: [Property] { all.filter(\.isExpectedToFail) }

    /// The property with this name.
    ///
    /// - Parameter name: A stable property name.
    /// - Returns: The property, or `nil`.
    public static func named(_ name: String) -> Property? { all.first { $0.name == name } }
}
