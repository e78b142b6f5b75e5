import Effects
import Oracles

/// One generated case, run through an implementation and judged by oracles.
public struct Evaluation: Sendable {
    /// The first violation found, or `nil`.
    public var violation: Violation?
    /// How many frames (steps, events, operations) were checked.
    public var frames: Int
    /// The classes of the case.
    public var labels: LabelSet
    /// Whether the case checked anything: `false` when its configuration was invalid (the
    /// generators make a few on purpose) or the implementation's factory declined it. A run
    /// whose cases check nothing is an error, never a pass.
    public var checked: Bool
    private var text: Rendering
    private var drawing: Rendering
    private var advice: (@Sendable () -> String?)?

    /// Text given, or text drawn when it is read (the shrinker evaluates many failing cases
    /// and reports one: only that one is rendered), or why a case checked nothing, kept as the
    /// error itself (a run makes a few invalid configurations on purpose: keeping one allocates
    /// nothing, and its text is written only when a run reports it).
    private enum Rendering: Sendable {
        case given(String)
        case later(@Sendable () -> String)
        case refused(ConfigurationError)
        case declined(any Error)
        case uncheckable(SelectionError)

        var string: String {
            switch self {
            case let .given(text): text
            case let .later(render): render()
            case let .refused(error): "configuration refused: \(error)"
            case let .declined(error): "declined by the factory: \(error)"
            case let .uncheckable(error): "cannot be checked: \(error)"
            }
        }
    }

    /// The case in readable form: the configuration and a short list of frames with numbers;
    /// for a failing case (it is what a report shows), empty otherwise; for a case that checked
    /// nothing, why (``refused(_:labels:)``, ``declined(_:labels:)``). Rendered each time it
    /// is read when the evaluation was made with ``init(violation:frames:labels:checked:describe:draw:)``.
    public var description: String {
        get { text.string }
        set { text = .given(newValue) }
    }

    /// The failing case as a picture (an SVG document), for a failing case only; empty
    /// otherwise. Drawn each time it is read when the evaluation was made with
    /// ``init(violation:frames:labels:checked:describe:draw:)``.
    public var picture: String {
        get { drawing.string }
        set { drawing = .given(newValue) }
    }

    /// What to change when the failure's pattern is the signature of a mistake in how the code
    /// is driven or declared rather than a bug in it (code never handed the offset verified as
    /// if it were, a factory handing out one shared instance), in one line; `nil` when none
    /// applies. Worked out only when it is read: a report reads it once.
    public var hint: String? { advice?() }

    /// The same evaluation with a hint (``hint``), worked out when it is read.
    ///
    /// - Parameter hint: Works out the hint, or `nil` when none applies.
    /// - Returns: The evaluation.
    /// - Complexity: O(1).
    public func hinting(_ hint: @escaping @Sendable () -> String?) -> Evaluation {
        var evaluation = self
        evaluation.advice = hint
        return evaluation
    }

    /// Creates an evaluation with its text and picture already made.
    ///
    /// - Parameters:
    ///   - violation: The first violation, or `nil`.
    ///   - frames: Frames checked.
    ///   - labels: The case's classes.
    ///   - description: The readable case.
    ///   - checked: Whether the case checked anything (default true).
    ///   - picture: The failing case as SVG (default none).
    /// - Complexity: O(1).
    public init(violation: Violation?, frames: Int, labels: LabelSet, description: String, checked: Bool = true, picture: String = "") {
        self.violation = violation
        self.frames = frames
        self.labels = labels
        self.checked = checked
        text = .given(description)
        drawing = .given(picture)
    }

    /// Creates an evaluation whose text and picture are made only when they are read: a
    /// failing case's, since the shrinker judges many failing cases and reports one.
    ///
    /// - Parameters:
    ///   - violation: The first violation, or `nil`.
    ///   - frames: Frames checked.
    ///   - labels: The case's classes.
    ///   - checked: Whether the case checked anything (default true).
    ///   - describe: Renders ``description``; called each time it is read.
    ///   - draw: Draws ``picture``; called each time it is read.
    /// - Complexity: O(1); reading a property costs its closure.
    public init(violation: Violation?, frames: Int, labels: LabelSet, checked: Bool = true, describe: @escaping @Sendable () -> String,
        draw: @escaping @Sendable () -> String) {
        self.violation = violation
        self.frames = frames
        self.labels = labels
        self.checked = checked
        text = .later(describe)
        drawing = .later(draw)
    }

    /// A case that checked nothing because its configuration's initializer refused the
    /// generated numbers (the generators make a few such on purpose; a pin outside what the
    /// initializer accepts makes them all such). ``description`` says which field broke which
    /// rule.
    ///
    /// - Parameters:
    ///   - error: The initializer's error.
    ///   - labels: The case's classes.
    /// - Returns: An unchecked evaluation (``checked`` is `false`).
    /// - Complexity: O(1); it allocates nothing.
    public static func refused(_ error: ConfigurationError, labels: LabelSet) -> Evaluation {
        var evaluation = Evaluation(violation: nil, frames: 0, labels: labels, description: "", checked: false)
        evaluation.text = .refused(error)
        return evaluation
    }

    /// A case that checked nothing because the implementation's factory threw for its
    /// configuration and initial input. ``description`` shows the error.
    ///
    /// - Parameters:
    ///   - error: What the factory threw.
    ///   - labels: The case's classes (`LabelSet.declined` is added).
    /// - Returns: An unchecked evaluation (``checked`` is `false`).
    /// - Complexity: O(1).
    public static func declined(_ error: any Error, labels: LabelSet) -> Evaluation {
        var evaluation = Evaluation(violation: nil, frames: 0, labels: labels.inserting(.declined), description: "", checked: false)
        evaluation.text = .declined(error)
        return evaluation
    }

    /// A case that checked nothing because its group cannot be checked (it names an invariant
    /// the effect does not have). ``description`` says which.
    ///
    /// - Parameters:
    ///   - error: Why.
    ///   - labels: The case's classes.
    /// - Returns: An unchecked evaluation (``checked`` is `false`).
    /// - Complexity: O(1).
    public static func uncheckable(_ error: SelectionError, labels: LabelSet) -> Evaluation {
        var evaluation = Evaluation(violation: nil, frames: 0, labels: labels, description: "", checked: false)
        evaluation.text = .uncheckable(error)
        return evaluation
    }

    /// Whether the case checked nothing because the factory declined it.
    var isDeclined: Bool { if case .declined = text { true } else { false } }

    /// Whether the case is one of the suite's own probes: a configuration the generator made
    /// invalid on purpose (labelled `probe`), refused by the configuration's initializer.
    var isProbe: Bool {
        guard case .refused = text else { return false }
        return labels.contains(.probe)
    }
}
