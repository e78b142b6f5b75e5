import Effects
import Oracles

/// The built-in effects' suites, one per effect (`Suites.parallelWindow`, …, each declared in
/// its effect's folder, `Generators/<Effect>/<Effect>+Suite.swift`): every invariant of SPEC, grouped as the property names
/// say, with the generator of realistic cases. No group mixes a safety invariant (a promise
/// of any implementation) with a conformance one (SPEC's formula): `selecting(.level(.safety))`
/// holds a library with deliberate differences to the promises alone (docs/invariants.md).
/// Run one against your implementation with `ScrollProof.verify` (library `ScrollProof`) or build its properties yourself.
public enum Suites {}
