/// What an invariant of a declared effect sees at one step: the configuration and the step's
/// index, and whatever else the kind of effect shows (an offset-driven effect's input and
/// frames, ``FrameContext``; a release, ``ReleaseContext``).
///
/// Every invariant of one kind of effect judges the same context, so that one checker runs
/// them all in one pass and the compiler specializes each where the effect is declared.
public protocol InvariantContext {
    /// The configuration type.
    associatedtype Configuration
    /// The type of what the implementation reported (an offset-driven effect's frame).
    associatedtype Frame
    /// What an invariant with a memory learns between judged steps (an offset-driven effect's
    /// every finite input, accepted or not); `Never` for a kind of effect that has nothing to
    /// learn.
    associatedtype Observation = Never

    /// The configuration.
    var configuration: Configuration { get }
    /// The step's index; −1 for the initial state.
    var index: Int { get }
    /// What a step is called in reports (default `frame`; a fly screen's, `operation`).
    static var stepName: String { get }
    /// For an entry the code logged (a fly screen's start or finish), its time; `nil` when a
    /// step itself is judged (default).
    var entryTime: Double? { get }
}

extension InvariantContext {
    /// A step is a frame.
    @inlinable public static var stepName: String { "frame" }
    /// No logged entries.
    @inlinable public var entryTime: Double? { nil }
}
