import Oracles

extension RunFailure {
    /// A failure of a saved trace file (a monitor's file turned into a test, saved in the test's
    /// `traces/` folder and replayed first by every later `verify`): its case is the file's,
    /// shrunk when it was saved, so it has no choices and no shrink calls.
    ///
    /// - Parameters:
    ///   - path: The file, as the report names it (relative to the package when it is inside).
    ///   - violation: The rule the file's case breaks.
    ///   - frames: The file's frames (events, operations).
    ///   - report: The report recorded for it.
    package init(savedTrace path: String, violation: Violation, frames: Int, report: String) {
        self.init(
            violation: violation, choices: [], frames: frames, origin: .file(path), originalFrames: frames, shrinkCalls: 0, report: report,
            corpusPath: path, picture: "")
        exactReport = report
    }
}
