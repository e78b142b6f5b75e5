import Effects

/// A fly-screen implementation under test (SPEC §4): fed inserts, virtual time and taps.
public typealias FlyScreenImplementation = FlyScreenSimulating
