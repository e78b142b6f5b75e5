import Effects

/// A broken invariant, as a value: which invariant, at which frame, the numbers involved, and
/// one line a person can act on.
public struct Violation: Hashable, Sendable, CustomStringConvertible {
    /// A named number involved in the violation.
    public struct Value: Hashable, Sendable {
        /// The quantity's name, e.g. `"T"` or `"tol"`.
        public var name: String
        /// Its value.
        public var value: Double

        /// Creates a named value.
        ///
        /// - Parameters:
        ///   - name: The quantity's name.
        ///   - value: Its value.
        public init(_ name: String, _ value: Double) {
            self.name = name
            self.value = value
        }
    }

    /// The invariant's name, as SPEC names it (`noGap`, `edgeEventsExactlyOnce`, …).
    public var invariant: String
    /// The SPEC section, e.g. `"§1"`.
    public var section: String
    /// The index of the frame (step, event or operation) where it broke; −1 for the initial state.
    public var frame: Int
    /// The numbers involved.
    public var values: [Value]
    /// What is wrong, in one line.
    public var explanation: String
    /// How far the quantity the explanation names is from holding, and the tolerance it was
    /// judged with, for an invariant judged within a tolerance; `nil` otherwise.
    public var margin: Margin?
    /// What a step of the trace is called in text: `frame` for an offset-driven effect and a
    /// list's events, `operation` for the fly screen (what its `frame` counts).
    public var step = "frame"
    /// When the code logged the entry that broke the invariant, for a report that names the step
    /// that introduced its item (``frame``) rather than the entry: a fly screen's start or
    /// finish logged as time passed (`broken at operation 0, the entry at t = 0.2`); `nil`
    /// when the report is about the step itself.
    public var entryTime: Double?

    /// Creates a violation.
    ///
    /// - Parameters:
    ///   - invariant: The invariant's name.
    ///   - section: The SPEC section.
    ///   - frame: The frame index.
    ///   - values: The numbers involved.
    ///   - explanation: One actionable line.
    ///   - margin: How far from holding, beside the tolerance (default none).
    public init(_ invariant: String, _ section: String, frame: Int, _ values: [Value] = [], _ explanation: String, margin: Margin? = nil) {
        self.invariant = invariant
        self.section = section
        self.frame = frame
        self.values = values
        self.explanation = explanation
        self.margin = margin
    }

    /// The violation as a report shows it to a person: ``description`` with every number
    /// written in at most 6 significant digits (or a round number and the ulps it is off, `200 +
    /// 1 ulp`), no fraction, `-0` where the sign of zero matters. ``description`` keeps each
    /// number exact (the text a saved case and a comparison of reports work on).
    public var text: String { ReportNumber.humanized(description) }

    public var description: String {
        let numbers = values.map { "\($0.name) = \(Violation.format($0.value))" }.joined(separator: ", ")
        let at = (frame < 0 ? "initial state" : "\(step) \(frame)") + (entryTime.map { ", the entry at t = \(Violation.format($0))" } ?? "")
        let margin = margin.map { ", \($0)" } ?? ""
        return "\(invariant) (\(Violation.source(section))) broken at \(at): \(explanation)\(margin)" + (numbers.isEmpty ? "" : " [\(numbers)]")
    }

    /// The same violation with its steps counted from another place: ``frame`` moved by
    /// `offset` (a monitor's session counted from the first step its file holds, or a file's
    /// steps counted back as the session's).
    ///
    /// - Parameter offset: What is added to each step.
    /// - Returns: The violation.
    /// - Complexity: O(1).
    package func shifted(by offset: Int) -> Violation {
        var v = self
        v.frame += offset
        return v
    }

    /// Where an invariant comes from, as reports name it: `SPEC §2` for a section of SPEC, the
    /// effect's name for an invariant a user declared.
    ///
    /// - Parameter section: A SPEC section (`§2`) or a declared effect's name.
    /// - Returns: The text.
    public static func source(_ section: String) -> String {
        section.hasPrefix("§") ? "SPEC \(section)" : section
    }

    /// Prints a number the same way on every machine, as every report does
    /// (`ReportNumber`, the one place): integers without a fraction, a long decimal that is exactly
    /// a small fraction as that fraction (`61/60`), others in Swift's shortest round-trip form.
    ///
    /// - Parameter value: A number.
    /// - Returns: Its text.
    public static func format(_ value: Double) -> String { ReportNumber.text(value) }
}
