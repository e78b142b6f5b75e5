import Generators

/// What a `verify` replayed of its test's saved traces (the `traces/` folder that
/// `ScrollProof.replay` saves a shrunk monitor's file in), by property: how many files each
/// property replayed, and the failures they showed. `verify` counts them in each property's
/// ``RunResult/replayedFiles`` and puts their failures first in its ``RunResult/failures``, as
/// it does for a saved generated case: a run that fails on a saved trace never reads as clean.
@usableFromInline package struct SavedTraces: Sendable {
    /// Files replayed, by property name.
    package var replayed: [String: Int] = [:]
    /// Failures shown, by property name, in file order.
    package var failures: [String: [RunFailure]] = [:]

    /// Nothing replayed.
    @usableFromInline package init() {}

    /// Notes one file replayed by a property, and its failure, if any.
    mutating func note(_ property: String, failure: RunFailure?) {
        replayed[property, default: 0] += 1
        if let failure { failures[property, default: []].append(failure) }
    }

    /// A property's result with what it replayed of the saved traces: their count added to
    /// ``RunResult/replayedFiles``, their failures first in ``RunResult/failures``.
    func merged(into result: RunResult) -> RunResult {
        var result = result
        result.replayedFiles += replayed[result.property] ?? 0
        result.failures = (failures[result.property] ?? []) + result.failures
        return result
    }
}
