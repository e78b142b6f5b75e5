/// The thirteen rules of SPEC §4 by name: what an oracle of ``FlyScreenInvariants`` is, what
/// `FlyScreenChecker` judges (one bit of its selection each) and what a report names. A rule's
/// name is its case's name, written nowhere else.
package enum FlyScreenRule: Int, CaseIterable, Sendable {
    case nothingLost, capacityRespected, rowsConsistent, fifoStartOrder, exactSchedule, minimumGap, finishesOffScreen
    case hitTestAgreesWithGeometry, likeOnce, noNonFiniteOutput, nothingLeftWaiting, syncedAsAsked, frozenWhilePaused

    /// The name an oracle and a report give the rule: the case's.
    package var name: String { "\(self)" }

    /// The rule's bit in a checker's selection.
    @inline(__always) var bit: UInt16 { 1 << UInt16(rawValue) }

    /// The rule an oracle states, if it is one of these (by the mark `FlyScreenInvariants`
    /// gives its oracles).
    ///
    /// - Parameter oracle: The oracle.
    /// - Returns: The rule, or `nil` for an invariant of a user's own.
    init?(_ oracle: TraceOracle<FlyScreenTrace>) {
        guard let index = oracle.index(in: FlyScreenChecker.self) else { return nil }
        self.init(rawValue: index)
    }
}
