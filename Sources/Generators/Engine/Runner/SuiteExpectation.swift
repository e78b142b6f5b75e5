/// How a suite's group is run: expecting every invariant to hold (an implementation believed
/// correct), expecting one known bug to be found (a buggy variant, such as a port of the
/// published code, kept to show that the suite finds it), or expecting a set of known
/// departures while everything else in the group must still hold.
public enum SuiteExpectation: Sendable, Equatable {
    /// Every invariant must hold; a failure is a bug of the implementation under test.
    case pass
    /// The run must find this bug: the invariant it breaks, and the bug in one line. The group
    /// runs whole, and its first failure must be this invariant's.
    case bug(invariant: String, description: String)
    /// A library's documented departures in this group, each an invariant it breaks by design
    /// or a known bug: each listed invariant runs alone, as its own property
    /// (`effect.group.invariant`), and must be found broken; the group's other invariants run
    /// together under the group's name and must all hold.
    ///
    ///     expecting: ["schedule": .bugs([
    ///         KnownBug("exactSchedule", "places comments by its own track policy"),
    ///         KnownBug("fifoStartOrder", "a comment may overtake one queued before it"),
    ///     ])]
    case bugs([KnownBug])
}

/// One known bug or documented departure: the invariant it breaks, and why, in one line.
public struct KnownBug: Sendable, Hashable {
    /// The invariant it breaks (an oracle's name).
    public var invariant: String
    /// The bug or the design choice, in one line.
    public var description: String

    /// Creates a known bug.
    ///
    /// - Parameters:
    ///   - invariant: The invariant it breaks.
    ///   - description: The bug or the design choice, in one line.
    public init(_ invariant: String, _ description: String) {
        self.invariant = invariant
        self.description = description
    }
}
