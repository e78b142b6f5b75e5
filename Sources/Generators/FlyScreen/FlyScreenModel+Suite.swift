import Effects
import Oracles

extension Suites {
    /// The fly screen (SPEC §4).
    public static let flyScreen = FlyScreenSuite(
        groups: [
            InvariantGroup("nothingLost", [FlyScreenInvariants.nothingLost]),
            InvariantGroup("rows", [FlyScreenInvariants.rowsConsistent, FlyScreenInvariants.noNonFiniteOutput]),
            InvariantGroup("nothingDropped", [FlyScreenInvariants.nothingLeftWaiting]),
            InvariantGroup("capacity", [FlyScreenInvariants.capacityRespected]),
            InvariantGroup("schedule", [FlyScreenInvariants.fifoStartOrder, FlyScreenInvariants.exactSchedule]),
            InvariantGroup("minimumGap", [FlyScreenInvariants.minimumGap]),
            InvariantGroup("finishesOffScreen", [FlyScreenInvariants.finishesOffScreen]),
            InvariantGroup("hitTest", [FlyScreenInvariants.hitTestAgreesWithGeometry, FlyScreenInvariants.likeOnce]),
            InvariantGroup("seekAndPause", [FlyScreenInvariants.syncedAsAsked, FlyScreenInvariants.frozenWhilePaused]),
        ])
}
