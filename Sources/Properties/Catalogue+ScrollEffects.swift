import Effects
import Generators
import Oracles
import Originals

extension Catalogue {
    typealias PW = ParallelWindowInvariants
    typealias BH = BannerHoverInvariants
    typealias RB = RollingBannerInvariants
    typealias PH = ProfileHeaderInvariants

    /// One property per group of invariants, for the model and, where the published code has
    /// a bug there, for the port.
    struct Group<Trace> {
        let name: String
        let oracles: [Oracle<Trace>]
        /// The invariant the published port breaks, and the bug in one line.
        let publishedBug: (invariant: String, bug: String)?

        /// The model's property and, when the published code has a bug here, the port's.
        ///
        /// - Parameters:
        ///   - effect: The effect's name, the prefix of the property names.
        ///   - make: Builds a property from its name, implementation and published bug.
        /// - Returns: One or two properties.
        func pair(_ effect: String, _ make: (String, Implementation, (invariant: String, bug: String)?) -> Property) -> [Property] {
            [make("\(effect).\(name)", .model, nil)] + (publishedBug.map { [make("published.\(effect).\(name)", .published, $0)] } ?? [])
        }
    }

    static func parallelWindow() -> [Property] {
        let groups: [Group<ParallelWindowTrace>] = [
            Group(name: "noGap", oracles: [PW.noGap], publishedBug: ("noGap", "with I = V a coalesced jump into the visible range adds the raw diff, unclamped: the window shows no image")),
            Group(name: "edges", oracles: [PW.edgesAligned, PW.offsetInRangeWhileVisible], publishedBug: nil),
            Group(name: "pathIndependence", oracles: [PW.pathIndependence], publishedBug: ("pathIndependence", "diff-based updates computed at the previous position drift from the closed form")),
            Group(name: "monotoneContinuous", oracles: [PW.monotoneContinuous], publishedBug: nil),
            Group(name: "robustness", oracles: RobustnessOracles.all(), publishedBug: ("refusedInputKeepsState", "no input validation: NaN is accepted")),
        ]
        return groups.flatMap { g in
            properties("parallelWindow", "§1", g, cases: .parallelWindowCase, describe: FrameDescription.describe,
                model: { c, t in (try? ParallelWindow(configuration: c, windowTop: t)).map { ($0, t) } },
                published: { c, t in (PublishedParallelWindow(configuration: c, windowTop: t), t) })
        }
    }

    static func bannerHover() -> [Property] {
        let groups: [Group<BannerHoverTrace>] = [
            Group(name: "percent", oracles: [BH.percentInUnitInterval, BH.closedForm], publishedBug: nil),
            Group(name: "epsRule", oracles: [BH.epsRule], publishedBug: ("epsRule", "starts with isBottom = true while resting expanded, and edge-to-edge jumps leave its flags stale")),
            Group(name: "edgeEvents", oracles: [BH.edgeEventsExactlyOnce], publishedBug: ("edgeEventsExactlyOnce", "fires only when the previous sample was strictly inside (0, 1): edge-to-edge jumps fire nothing")),
            Group(name: "continuity", oracles: [BH.continuity], publishedBug: nil),
            Group(name: "robustness", oracles: RobustnessOracles.all(), publishedBug: ("refusedInputKeepsState", "no input validation: NaN is accepted")),
        ]
        return groups.flatMap { g in
            properties("bannerHover", "§2", g, cases: .bannerHoverCase, describe: FrameDescription.describe,
                model: { c, o in (try? BannerHover(configuration: c, offset: o)).map { ($0, o) } },
                published: { c, _ in (PublishedBannerHover(configuration: c), -c.bannerHeight) })
        }
    }

    static func rollingBanner() -> [Property] {
        let groups: [Group<RollingBannerTrace>] = [
            Group(name: "pages", oracles: [RB.pageCount, RB.pageTurnsExactlyOnce], publishedBug: nil),
            Group(name: "coverage", oracles: [RB.viewportCovered, RB.layoutClosedForm], publishedBug: nil),
            Group(name: "release", oracles: [RB.releaseRule], publishedBug: ("releaseRule", "the release rule ignores the velocity's direction")),
            Group(name: "robustness", oracles: RobustnessOracles.all(), publishedBug: ("refusedInputKeepsState", "no input validation: NaN is accepted")),
        ]
        let releasingModel: @Sendable (RollingBanner, Double, [Double]) -> RollingBannerTrace = {
            ScrollTrace.recordReleasing($0, initialInput: $1, inputs: $2)
        }
        let releasingPort: @Sendable (PublishedRollingBanner, Double, [Double]) -> RollingBannerTrace = {
            ScrollTrace.recordReleasing($0, initialInput: $1, inputs: $2)
        }
        return groups.flatMap { g -> [Property] in
            // Only the release rule needs the release queries; the other groups skip their cost.
            let releasing = g.name == "release"
            return properties("rollingBanner", "§3", g, cases: .rollingBannerCase, describe: FrameDescription.describe,
                model: { c, _ in (RollingBanner(configuration: c), c.width) },
                published: { c, _ in (PublishedRollingBanner(configuration: c), c.width) },
                recordModel: releasing ? releasingModel : nil, recordPublished: releasing ? releasingPort : nil)
        }
    }

    static func profileHeader() -> [Property] {
        let groups: [Group<ProfileHeaderTrace>] = [
            Group(name: "header", oracles: [PH.headerCovers, PH.avatarShrinksTowardBottom], publishedBug: nil),
            Group(name: "blurAlpha", oracles: [PH.blurAlpha], publishedBug: ("blurAlpha", "the blur alpha is min(1, (o − b)/dW): negative below b")),
            Group(name: "zOrder", oracles: [PH.zOrder], publishedBug: ("zOrder", "the z-order updates only when o ≥ 0: after a fast pull-down the header stays above the avatar")),
            Group(name: "pathIndependence", oracles: [PH.pathIndependence], publishedBug: ("pathIndependence", "label and blur update only when o ≥ 0: after a pull-down they keep stale values")),
            Group(name: "continuity", oracles: [PH.continuity], publishedBug: nil),
            Group(name: "robustness", oracles: RobustnessOracles.all(), publishedBug: ("refusedInputKeepsState", "no input validation: NaN is accepted")),
        ]
        return groups.flatMap { g in
            properties("profileHeader", "§5", g, cases: .profileHeaderCase, describe: FrameDescription.describe,
                model: { c, o in (try? ProfileHeader(configuration: c, offset: o)).map { ($0, o) } },
                published: { c, o in (PublishedProfileHeader(configuration: c, offset: o), o) })
        }
    }

    /// The model's property and, for a group with a published bug, the port's.
    static func properties<C: Sendable, M: ScrollDrivenEffect, P: ScrollDrivenEffect>(
        _ effect: String, _ section: String, _ g: Group<ScrollTrace<C, M.Frame>>, cases: Gen<ScrollCase<C>>,
        describe: @escaping @Sendable (M.Frame) -> String,
        model: @escaping @Sendable (C, Double) -> (M, Double)?, published: @escaping @Sendable (C, Double) -> (P, Double)?,
        recordModel: (@Sendable (M, Double, [Double]) -> ScrollTrace<C, M.Frame>)? = nil,
        recordPublished: (@Sendable (P, Double, [Double]) -> ScrollTrace<C, M.Frame>)? = nil
    ) -> [Property] where M.Configuration == C, P.Configuration == C, P.Frame == M.Frame {
        g.pair(effect) { name, implementation, bug in
            implementation == .model
                ? ScrollProperty.make(
                    name: name, section: section, implementation: .model, cases: cases, oracles: g.oracles,
                    create: model, record: recordModel ?? { ScrollTrace.record($0, initialInput: $1, inputs: $2) }, describe: describe)
                : ScrollProperty.make(
                    name: name, section: section, implementation: .published, expectedViolation: bug?.invariant, bug: bug?.bug,
                    cases: cases, oracles: g.oracles, create: published,
                    record: recordPublished ?? { ScrollTrace.record($0, initialInput: $1, inputs: $2) }, describe: describe)
        }
    }
}
