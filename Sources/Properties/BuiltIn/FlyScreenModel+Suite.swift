import Effects
import Generators
import Oracles
import Pictures

extension Suites {
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
