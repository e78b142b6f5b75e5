/// A generated scroll input: where the effect starts and the offsets delivered after it,
/// frame by frame, with the classes of gestures that produced them.
@usableFromInline package struct OffsetSequence: Labeled, Hashable, Sendable, CustomStringConvertible {
    /// The initial input (the model is created there).
    @usableFromInline package var start: Double
    /// The inputs delivered after the start, one per frame; may hold NaN and ±infinity.
    @usableFromInline package var offsets: [Double]
    @usableFromInline package var labels: LabelSet

    /// Creates a sequence.
    ///
    /// - Parameters:
    ///   - start: The initial input.
    ///   - offsets: The frames.
    ///   - labels: The classes.
    @usableFromInline package init(start: Double, offsets: [Double], labels: LabelSet) {
        self.start = start
        self.offsets = offsets
        self.labels = labels
    }

    @usableFromInline package var description: String {
        "start \(start), \(offsets.count) frames: " + offsets.map { "\($0)" }.joined(separator: ", ")
    }
}
