import Effects
import Generators
import Oracles
import Pictures

/// The six suites, one per effect: every invariant of SPEC, grouped as the property names
/// say, with the generator of realistic cases. No group mixes a safety invariant (a promise
/// of any implementation) with a conformance one (SPEC's formula): `selecting(.level(.safety))`
/// holds a library with deliberate differences to the promises alone (docs/invariants.md). Run one against your implementation with
/// `ScrollProof.verify` (library `ScrollProof`) or build its properties yourself.
public enum Suites {
    typealias PW = ParallelWindowInvariants
    typealias BH = BannerHoverInvariants
    typealias RB = RollingBannerInvariants
    typealias PH = ProfileHeaderInvariants
    typealias OR = ObserverRegistryInvariants
    typealias FS = FlyScreenInvariants

    /// The parallel window (SPEC §1); the factory gets the window's top `t`.
    public static let parallelWindow = ScrollSuite<ParallelWindowChecker>(
        effect: "parallelWindow", section: "§1",
        groups: [
            InvariantGroup("noGap", [PW.noGap]),
            InvariantGroup("edges", [PW.edgesAligned]),
            InvariantGroup("offsetInRange", [PW.offsetInRangeWhileVisible]),
            InvariantGroup("pathIndependence", [PW.pathIndependence]),
            InvariantGroup("monotoneContinuous", [PW.monotoneContinuous]),
            InvariantGroup("robustness", PW.robustness),
        ],
        pins: .parallelWindow, configurations: Gen.parallelWindowConfiguration(pins:), range: ScrollRange.parallelWindow, start: { _, t in t }, input: \.windowTop, describe: FrameDescription.describe, releaseGroup: nil,
        picture: ParallelWindowPicture.svg)

    /// The banner hover (SPEC §2); the factory gets the initial content offset.
    public static let bannerHover = ScrollSuite<BannerHoverChecker>(
        effect: "bannerHover", section: "§2",
        groups: [
            InvariantGroup("percent", [BH.percentInUnitInterval]),
            InvariantGroup("closedForm", [BH.closedForm]),
            InvariantGroup("epsRule", [BH.epsRule]),
            InvariantGroup("edgeEvents", [BH.edgeEventsExactlyOnce]),
            InvariantGroup("continuity", [BH.continuity]),
            InvariantGroup("robustness", BH.robustness),
        ],
        pins: .bannerHover, configurations: Gen.bannerHoverConfiguration(pins:), range: ScrollRange.bannerHover, start: { _, o in o }, input: \.offset, describe: FrameDescription.describe, releaseGroup: nil,
        picture: BannerHoverPicture.svg)

    /// The rolling banner (SPEC §3); the factory gets `w` (the carousel starts at rest).
    public static let rollingBanner = ScrollSuite<RollingBannerChecker>(
        effect: "rollingBanner", section: "§3",
        groups: [
            InvariantGroup("pages", [RB.pageCount, RB.pageTurnsExactlyOnce]),
            InvariantGroup("coverage", [RB.viewportCovered]),
            InvariantGroup("layout", [RB.layoutClosedForm]),
            InvariantGroup("release", [RB.releaseRule]),
            InvariantGroup("robustness", RB.robustness),
        ],
        pins: .rollingBanner, configurations: Gen.rollingBannerConfiguration(pins:), range: ScrollRange.rollingBanner, start: { c, _ in c.width }, input: \.offset, describe: FrameDescription.describe, releaseGroup: "release",
        picture: RollingBannerPicture.svg)

    /// The profile header (SPEC §5); the factory gets the initial content offset.
    public static let profileHeader = ScrollSuite<ProfileHeaderChecker>(
        effect: "profileHeader", section: "§5",
        groups: [
            InvariantGroup("header", [PH.headerCovers, PH.blurAlphaInRange]),
            InvariantGroup("avatar", [PH.avatarShrinksTowardBottom]),
            InvariantGroup("blurAlpha", [PH.blurAlpha]),
            InvariantGroup("zOrder", [PH.zOrder]),
            InvariantGroup("pathIndependence", [PH.pathIndependence]),
            InvariantGroup("continuity", [PH.continuity]),
            InvariantGroup("robustness", PH.robustness),
        ],
        pins: .profileHeader, configurations: Gen.profileHeaderConfiguration(pins:), range: ScrollRange.profileHeader, start: { _, o in o }, input: \.offset, describe: FrameDescription.describe, releaseGroup: nil,
        picture: ProfileHeaderPicture.svg)

    /// The observer registry (SPEC §1b).
    public static let observerRegistry = ObserverRegistrySuite(
        groups: [
            InvariantGroup("noDuplicates", [OR.noDuplicateObservers, OR.notifyExactlyOnce]),
            InvariantGroup("registeredMatchesDisplayed", [OR.registeredMatchesDisplayed, OR.suspendedFlag]),
            InvariantGroup("absentRemovalReported", [OR.absentRemovalReported]),
            InvariantGroup("teardown", [OR.nothingAfterTeardown]),
        ],
        cases: .lifecycle())

    /// The fly screen (SPEC §4).
    public static let flyScreen = FlyScreenSuite(
        groups: [
            InvariantGroup("nothingLost", [FS.nothingLost]),
            InvariantGroup("rows", [FS.rowsConsistent, FS.noNonFiniteOutput]),
            InvariantGroup("nothingDropped", [FS.nothingLeftWaiting]),
            InvariantGroup("capacity", [FS.capacityRespected]),
            InvariantGroup("schedule", [FS.fifoStartOrder, FS.exactSchedule]),
            InvariantGroup("minimumGap", [FS.minimumGap]),
            InvariantGroup("finishesOffScreen", [FS.finishesOffScreen]),
            InvariantGroup("hitTest", [FS.hitTestAgreesWithGeometry, FS.likeOnce]),
            InvariantGroup("seekAndPause", [FS.syncedAsAsked, FS.frozenWhilePaused]),
        ])
}
