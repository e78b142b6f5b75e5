import Generators
import Oracles

/// One generated case, run through an implementation and judged by oracles.
public struct Evaluation: Sendable {
    /// The first violation found, or `nil`.
    public var violation: Violation?
    /// How many frames (steps, events, operations) were checked.
    public var frames: Int
    /// The classes of the case.
    public var labels: LabelSet
    /// The case in readable form: the configuration and a short list of frames with numbers;
    /// rendered only for a failing case (it is what a report shows), empty otherwise.
    public var description: String
    /// Whether the case checked anything: `false` when its configuration was invalid (the
    /// generators make a few on purpose) or the implementation's factory declined it. A run
    /// whose cases check nothing is an error, never a pass.
    public var checked: Bool
    /// The failing case as a picture (an SVG document), drawn only for a failing case; empty
    /// otherwise.
    public var picture: String

    /// Creates an evaluation.
    ///
    /// - Parameters:
    ///   - violation: The first violation, or `nil`.
    ///   - frames: Frames checked.
    ///   - labels: The case's classes.
    ///   - description: The readable case.
    ///   - checked: Whether the case checked anything (default true).
    ///   - picture: The failing case as SVG (default none).
    public init(violation: Violation?, frames: Int, labels: LabelSet, description: String, checked: Bool = true, picture: String = "") {
        self.checked = checked
        self.picture = picture
        self.violation = violation
        self.frames = frames
        self.labels = labels
        self.description = description
    }
}
