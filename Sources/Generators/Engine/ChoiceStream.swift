import ScrollProofUtilities

/// The source every generator draws from: a stream of bounded integer choices, each recorded.
///
/// Three backings, one behaviour:
/// - **random**: a seeded `Xoshiro256StarStar` with `RandomBits.uniform(upTo:using:)`;
/// - **bytes**: a libFuzzer input, each choice read big-endian in its ``StreamChoice/byteWidth``
///   (a value above the bound is reduced modulo `bound + 1`);
/// - **replay**: recorded values (a value above the bound is clamped to it), used by the shrinker.
///
/// An exhausted byte buffer or replay list yields 0, the simplest choice, never a crash; so
/// bytes of any content decode to a valid case. Replaying ``choices`` (or decoding
/// ``choices``' ``Swift/Array/encoded`` bytes) rebuilds the same value.
@usableFromInline package struct ChoiceStream: Sendable {
    enum Source: Sendable {
        case random
        case bytes
        case replay
    }

    /// The default limit on the number of choices in one case.
    package static let defaultMaxChoices = 20_000

    // The source's kind and its data, in plain stored properties: a draw updates the generator
    // in place instead of re-assigning an enum with array payloads (measured 2× on generation).
    private var source: Source
    private var generator = Xoshiro256StarStar(seed: 0)
    private var simplicity = 0.0
    private var bytes: [UInt8]
    private var values: [UInt64]
    private var cursor = 0
    /// Every choice drawn so far, in order.
    package private(set) var choices: [StreamChoice] = []
    /// The structural parts of the case (Hypothesis' "examples"): ranges of ``choices`` that
    /// make up one element, gesture, event or operation. The shrinker deletes them whole.
    package private(set) var spans: [Range<Int>] = []
    /// The most choices one case may draw.
    package let maxChoices: Int
    /// Draws fractions as the choice stream's first format did (a fraction's choice was its
    /// units, not ``SimpleFraction``'s order): set to read a case saved before, which the runner
    /// then carries over to today's encoding.
    package var legacyFractions = false
    /// When set, every choice that drew a fraction is logged here (for that carrying over).
    package var fractionLog: [FractionDraw]?
    /// A buffer the scroll-input generator builds its frames in: taken at the start of a case
    /// and put back with the frames, so that a reused stream keeps its capacity and a case
    /// allocates nothing once the buffer has grown (the value built from it shares it until
    /// the case is dropped).
    var frameBuffer: [Double] = []

    /// A stream of random choices from a seed.
    ///
    /// - Parameters:
    ///   - seed: The seed; the same seed gives the same choices everywhere.
    ///   - simplicity: In [0, 1): how much every random boolean leans toward `false` (its
    ///     probability `p` becomes `p·(1 − simplicity)`), so cases have fewer list elements,
    ///     gestures, events and operations. A runner draws its first cases simple, as
    ///     Hypothesis does; replaying the recorded choices is unaffected. Default 0.
    ///   - maxChoices: The overrun limit.
    package init(seed: UInt64, simplicity: Double = 0, maxChoices: Int = ChoiceStream.defaultMaxChoices) {
        source = .random
        generator = Xoshiro256StarStar(seed: seed)
        self.simplicity = min(max(simplicity, 0), 0.99)
        bytes = []
        values = []
        self.maxChoices = maxChoices
    }

    /// Starts a new random case in this stream, keeping the capacity of its buffers (a runner
    /// reuses one stream across its cases instead of growing new arrays for each).
    ///
    /// - Parameters:
    ///   - seed: The case's seed.
    ///   - simplicity: As in ``init(seed:simplicity:maxChoices:)``.
    package mutating func reset(seed: UInt64, simplicity: Double = 0) {
        source = .random
        generator = Xoshiro256StarStar(seed: seed)
        self.simplicity = min(max(simplicity, 0), 0.99)
        cursor = 0
        choices.removeAll(keepingCapacity: true)
        spans.removeAll(keepingCapacity: true)
    }

    /// Takes the frame buffer, emptied, keeping its capacity.
    mutating func takeFrameBuffer() -> [Double] {
        var buffer: [Double] = []
        swap(&buffer, &frameBuffer)
        buffer.removeAll(keepingCapacity: true)
        return buffer
    }

    /// Puts the frame buffer back (shared with the value built from it).
    mutating func putBackFrameBuffer(_ buffer: [Double]) { frameBuffer = buffer }

    /// The storage the lifecycle generator simulates its table in, kept between cases as
    /// ``frameBuffer`` is.
    var tableBuffers = Gen<LifecycleSequence>.TableBuffers()

    /// Takes the table storage (emptied by the simulation, which keeps its capacity).
    mutating func takeTableBuffers() -> Gen<LifecycleSequence>.TableBuffers {
        var buffers = Gen<LifecycleSequence>.TableBuffers()
        swap(&buffers, &tableBuffers)
        return buffers
    }

    /// Puts the table storage back (its events shared with the sequence built from them).
    mutating func putBackTableBuffers(_ buffers: Gen<LifecycleSequence>.TableBuffers) { tableBuffers = buffers }

    /// The storage of the fly-screen generator's operations, kept between cases as
    /// ``frameBuffer`` is.
    var flyOperations: [FlyOperation] = []

    /// Takes the operations' storage, emptied (it keeps its capacity while no workload built
    /// from it is alive).
    mutating func takeFlyOperations() -> [FlyOperation] { flyOperations.recycled() }

    /// Puts the operations' storage back (shared with the workload built from it).
    mutating func putBackFlyOperations(_ operations: [FlyOperation]) { flyOperations = operations }

    /// A stream that reads its choices from bytes (a libFuzzer input or a saved case).
    ///
    /// - Parameters:
    ///   - bytes: Any bytes.
    ///   - maxChoices: The overrun limit.
    package init(bytes: [UInt8], maxChoices: Int = ChoiceStream.defaultMaxChoices) {
        source = .bytes
        self.bytes = bytes
        values = []
        self.maxChoices = maxChoices
    }

    /// Starts decoding new bytes in this stream, keeping the capacity of its buffers (a fuzzer
    /// reuses one stream across its executions).
    ///
    /// - Parameter bytes: Any bytes (a libFuzzer input).
    package mutating func reset(bytes: UnsafeBufferPointer<UInt8>) {
        source = .bytes
        self.bytes.removeAll(keepingCapacity: true)
        self.bytes.append(contentsOf: bytes)
        cursor = 0
        choices.removeAll(keepingCapacity: true)
        spans.removeAll(keepingCapacity: true)
    }

    /// A stream that replays recorded values.
    ///
    /// - Parameters:
    ///   - values: The values to replay, in order.
    ///   - maxChoices: The overrun limit.
    package init(replaying values: [UInt64], maxChoices: Int = ChoiceStream.defaultMaxChoices) {
        source = .replay
        bytes = []
        self.values = values
        self.maxChoices = maxChoices
    }

    /// Runs `body` as one structural part of the case, recording the choices it draws as a span.
    ///
    /// - Parameter body: Draws the part.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    package mutating func span<T>(_ body: (inout ChoiceStream) throws(GenerationError) -> T) throws(GenerationError) -> T {
        let start = choices.count
        let value = try body(&self)
        if choices.count > start { spans.append(start..<choices.count) }
        return value
    }

    /// Draws a boolean that is true with probability `p`, recorded as a choice in `0...1` so
    /// that shrinking it costs one call. Random streams use 8 random bits
    /// (`RandomBits.bool(_:probability:)`); a byte stream reads one byte: 0 and 1 stand
    /// for themselves (so encoded choices round-trip), any other byte is thresholded like
    /// random bits (so arbitrary fuzzer bytes keep the probability).
    ///
    /// - Parameter probability: `p` in [0, 1].
    /// - Returns: The boolean.
    /// - Throws: ``GenerationError/overrun(limit:)`` past ``maxChoices``.
    package mutating func drawBool(probability: Double) throws(GenerationError) -> Bool {
        guard choices.count < maxChoices else { throw .overrun(limit: maxChoices) }
        let value: Bool
        switch source {
        case .random:
            value = RandomBits.bool(RandomBits.uniform(upTo: 255, using: &generator), probability: probability * (1 - simplicity))
        case .bytes:
            let byte = cursor < bytes.count ? UInt64(bytes[cursor]) : 0
            cursor += 1
            value = byte <= 1 ? byte == 1 : RandomBits.bool(byte, probability: probability)
        case .replay:
            value = cursor < values.count && values[cursor] > 0
            cursor += 1
        }
        choices.append(StreamChoice(value: value ? 1 : 0, bound: 1))
        return value
    }

    /// Draws a value in `0...bound` and records it.
    ///
    /// - Parameter bound: The inclusive upper bound.
    /// - Returns: The value.
    /// - Throws: ``GenerationError/overrun(limit:)`` past ``maxChoices``.
    /// - Complexity: O(1) amortized.
    package mutating func draw(upTo bound: UInt64) throws(GenerationError) -> UInt64 {
        guard choices.count < maxChoices else { throw .overrun(limit: maxChoices) }
        let value: UInt64
        switch source {
        case .random:
            value = RandomBits.uniform(upTo: bound, using: &generator)
        case .bytes:
            let width = StreamChoice.byteWidth(bound: bound)
            var raw: UInt64 = 0
            for offset in 0..<width {
                let index = cursor + offset
                raw = raw << 8 | UInt64(index < bytes.count ? bytes[index] : 0)
            }
            cursor += width
            value = raw <= bound ? raw : raw % (bound &+ 1)
        case .replay:
            value = cursor < values.count ? min(values[cursor], bound) : 0
            cursor += 1
        }
        choices.append(StreamChoice(value: value, bound: bound))
        return value
    }
}
