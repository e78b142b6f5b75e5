/// The classes a generated case belongs to (`drag`, `image>viewport`, `nan`, …), as bits.
///
/// Every label the generators use is in one fixed vocabulary, `names`; a set is two words,
/// so labelling a case costs a few OR instructions and no allocation (a `Set<String>` cost
/// several allocations and string hashes per case). A set reads like a set of names: it is a
/// `Sequence` of `String` in vocabulary order, `contains("nan")` works, and an array literal of
/// names builds one.
public struct LabelSet: Hashable, Sendable, Sequence, ExpressibleByArrayLiteral, CustomStringConvertible {
    /// The vocabulary: every label a generator may attach, each at its bit index.
    package static let names: [String] = [
        // configurations
        "invalid", "scale-normal", "scale-tiny", "scale-huge",
        "image=viewport", "image>viewport", "image<viewport", "image=window",
        "hover=0", "hover>0", "eps-default", "eps-custom",
        "p=default", "p=0", "p=1", "p-other", "n=1", "n=2", "n>2",
        "rows=1", "rows>1", "gap=0", "gap>0", "capacity", "unbounded",
        "custom", "defaults",
        // scroll input
        "jump", "exact-edge", "repeat", "edge-to-edge jump", "coalesced", "drag", "jitter", "paging",
        "scroll-to-top", "overshoot", "spring-back", "fling", "fling-0.990", "fling-0.998",
        "non-finite", "nan", "+inf", "-inf",
        // display lifecycles
        "teardown", "reuse", "display-before-end", "reuse-before-end", "stale-end-after-reload", "row-replaced",
        "suspend-resume", "duplicate-event", "end-without-display",
        // fly workloads
        "concurrent-producers", "burst", "capacity-pressure", "tap-live", "tap-random", "varied-widths", "tap-again", "full-queue",
        // pinned configurations, exact thresholds, cases the factory declined
        "pinned", "exact-threshold", "declined",
        // fly workloads for an implementation that seeks or pauses
        "seek", "pause", "durations",
        // operations at a coincidence: a finish, a row-free moment, an ulp or a tolerance from it
        "coincidence",
        // lists driven by their cell lifecycle
        "reload", "batch-update", "stale-row", "tall-item", "background", "prefetch", "cancel-prefetch", "dwell", "display-then-end",
        // where scrolling comes to rest: its configurations and releases
        "pages", "container-pages", "items", "insets", "centred", "limited", "fits",
        "resize", "on-snap-point", "halfway", "at-rest", "other-proposal",
        // a configuration the generator makes invalid on purpose (a probe of the validation)
        "probe",
        // scroll input: a case that ends at a landmark, another, and the first again
        "revisit",
    ]

    /// Each name's bit index, looked up by hashing rather than by comparing the name with
    /// every name of the vocabulary in turn.
    @usableFromInline static let indexOfName: [String: Int] = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })

    /// One label: an index into `names`.
    @usableFromInline package struct Label: Hashable, Sendable {
        /// The bit index.
        @usableFromInline package let index: Int

        /// The label with a name from the vocabulary.
        ///
        /// - Parameter name: A name in `LabelSet.names`.
        /// - Precondition: The name is in the vocabulary (our own labels; a name of yours goes
        ///   through ``LabelSet/insert(_:)``).
        package init(_ name: String) {
            guard let index = LabelSet.indexOfName[name] else {
                preconditionFailure("label '\(name)' is not in LabelSet.names; add it there")
            }
            self.index = index
        }

        /// The label's name.
        package var name: String { LabelSet.names[index] }
    }

    @usableFromInline var low: UInt64
    @usableFromInline var high: UInt64
    /// Labels of your own, outside ScrollProof's vocabulary, sorted; `nil` (no reference to
    /// copy) while there are none, as in every case ScrollProof generates itself.
    @usableFromInline var custom: [String]?

    /// The empty set.
    public init() {
        low = 0
        high = 0
        custom = nil
    }

    /// A set of named labels.
    ///
    /// - Parameter names: The names: ScrollProof's (`drag`, `reload`, …) or your own.
    public init<S: Sequence>(_ names: S) where S.Element == String {
        self.init()
        for name in names { insert(name) }
    }

    /// A set of named labels, from a literal.
    ///
    /// - Parameter elements: The names.
    public init(arrayLiteral elements: String...) { self.init(elements) }

    /// Adds a label of the vocabulary.
    ///
    /// - Parameter label: The label.
    /// - Complexity: O(1).
    @inlinable
    package mutating func insert(_ label: Label) {
        if label.index < 64 { low |= 1 << UInt64(label.index) } else { high |= 1 << UInt64(label.index - 64) }
    }

    /// Adds a label by name: one of ScrollProof's, or any name of yours (a run counts the cases
    /// of each, and `SCROLLPROOF_LABELS=1` prints them).
    ///
    /// - Parameter name: The name.
    /// - Complexity: O(the name's length) for a name of the vocabulary (a hash); for a name of
    ///   yours, O(labels of your own) more.
    public mutating func insert(_ name: String) {
        if let index = LabelSet.indexOfName[name] {
            insert(Label(index: index))
        } else if let at = insertionPoint(name) {
            custom = (custom ?? [])
            custom!.insert(name, at: at)
        }
    }

    /// Where a label of your own goes in ``custom``, or `nil` when it is there already.
    func insertionPoint(_ name: String) -> Int? {
        let names = custom ?? []
        let at = names.firstIndex { $0 >= name } ?? names.count
        return at < names.count && names[at] == name ? nil : at
    }

    /// The set with one more label.
    ///
    /// - Parameter label: The label.
    /// - Returns: The set.
    /// - Complexity: O(1).
    package func inserting(_ label: Label) -> LabelSet {
        var set = self
        set.insert(label)
        return set
    }

    /// Adds every label of another set.
    ///
    /// - Parameter other: The other set.
    /// - Complexity: O(1), plus the labels of your own.
    @inlinable
    public mutating func formUnion(_ other: LabelSet) {
        low |= other.low
        high |= other.high
        if let names = other.custom { formCustomUnion(names) }
    }

    @usableFromInline
    mutating func formCustomUnion(_ names: [String]) {
        for name in names {
            if let at = insertionPoint(name) {
                custom = (custom ?? [])
                custom!.insert(name, at: at)
            }
        }
    }

    /// The union with another set.
    ///
    /// - Parameter other: The other set.
    /// - Returns: The labels in either.
    @inlinable
    public func union(_ other: LabelSet) -> LabelSet {
        var result = self
        result.formUnion(other)
        return result
    }

    /// Removes a label.
    ///
    /// - Parameter label: The label.
    @inlinable
    package mutating func remove(_ label: Label) {
        if label.index < 64 { low &= ~(1 << UInt64(label.index)) } else { high &= ~(1 << UInt64(label.index - 64)) }
    }

    /// Whether the set holds a label.
    ///
    /// - Parameter label: The label.
    /// - Returns: Whether its bit is set.
    @inlinable
    package func contains(_ label: Label) -> Bool {
        label.index < 64 ? low & (1 << UInt64(label.index)) != 0 : high & (1 << UInt64(label.index - 64)) != 0
    }

    /// Whether the set holds a label, by name.
    ///
    /// - Parameter name: A name.
    /// - Returns: Whether it is in the set.
    public func contains(_ name: String) -> Bool {
        LabelSet.indexOfName[name].map { contains(Label(index: $0)) } ?? (custom?.contains(name) ?? false)
    }

    /// Whether the set is empty.
    public var isEmpty: Bool { low == 0 && high == 0 && custom == nil }

    /// How many labels the set holds.
    public var count: Int { low.nonzeroBitCount + high.nonzeroBitCount + (custom?.count ?? 0) }

    /// Calls `body` with the bit index of every label of the vocabulary, in vocabulary order,
    /// without allocating (a runner counts labels this way; ``custom`` holds the others).
    ///
    /// - Parameter body: Called once per label.
    @inlinable
    package func forEachIndex(_ body: (Int) -> Void) {
        var word = low
        while word != 0 {
            body(word.trailingZeroBitCount)
            word &= word - 1
        }
        word = high
        while word != 0 {
            body(64 + word.trailingZeroBitCount)
            word &= word - 1
        }
    }

    /// The labels of your own, sorted.
    package var customLabels: [String] { custom ?? [] }
    /// Whether the set holds a label of your own.
    package var hasCustomLabels: Bool { custom != nil }

    /// The names: ScrollProof's in vocabulary order, then yours, sorted.
    public struct Iterator: IteratorProtocol {
        var rest: LabelSet
        var position = 0

        /// The next name.
        ///
        /// - Returns: The name, or `nil` after the last.
        public mutating func next() -> String? {
            if rest.low != 0 {
                let i = rest.low.trailingZeroBitCount
                rest.low &= rest.low - 1
                return LabelSet.names[i]
            }
            if rest.high != 0 {
                let i = rest.high.trailingZeroBitCount
                rest.high &= rest.high - 1
                return LabelSet.names[64 + i]
            }
            guard let custom = rest.custom, position < custom.count else { return nil }
            defer { position += 1 }
            return custom[position]
        }
    }

    /// An iterator over the names.
    ///
    /// - Returns: The iterator.
    public func makeIterator() -> Iterator { Iterator(rest: self) }

    public var description: String { "[" + map { $0 }.joined(separator: ", ") + "]" }
}

extension LabelSet {
    /// The set holding only `invalid`.
    static let invalidOnly: LabelSet = { var s = LabelSet(); s.insert(Label.invalid); return s }()
}

extension LabelSet.Label {
    @usableFromInline init(index: Int) { self.index = index }

    // The labels the hot generators attach, looked up once.
    static let invalid = Self("invalid")
    /// A configuration the generator made invalid on purpose: the suite's own probe, which the
    /// initializer must refuse (``RunResult/probes``).
    static let probe = Self("probe")
    static let imageEqualsViewport = Self("image=viewport"), imageAboveViewport = Self("image>viewport")
    static let imageBelowViewport = Self("image<viewport"), imageEqualsWindow = Self("image=window")
    static let hoverZero = Self("hover=0"), hoverPositive = Self("hover>0"), epsDefault = Self("eps-default"), epsCustom = Self("eps-custom")
    static let portions = ["p=default", "p=0", "p=1", "p-other"].map(Self.init)
    static let oneImage = Self("n=1"), twoImages = Self("n=2"), moreImages = Self("n>2")
    static let oneRow = Self("rows=1"), moreRows = Self("rows>1"), noGap = Self("gap=0"), gap = Self("gap>0")
    static let capacity = Self("capacity"), unbounded = Self("unbounded"), custom = Self("custom"), defaults = Self("defaults")
    static let jump = Self("jump"), exactEdge = Self("exact-edge"), repeatOffset = Self("repeat"), edgeToEdge = Self("edge-to-edge jump")
    static let coalesced = Self("coalesced"), drag = Self("drag"), jitter = Self("jitter"), paging = Self("paging")
    static let scrollToTop = Self("scroll-to-top"), overshoot = Self("overshoot"), springBack = Self("spring-back")
    static let fling = Self("fling"), flingFast = Self("fling-0.990"), flingSlow = Self("fling-0.998")
    static let nonFinite = Self("non-finite"), nan = Self("nan"), plusInfinity = Self("+inf"), minusInfinity = Self("-inf")
    static let pinned = Self("pinned"), exactThreshold = Self("exact-threshold"), revisit = Self("revisit")
    static let teardown = Self("teardown"), reuse = Self("reuse"), displayBeforeEnd = Self("display-before-end"), reuseBeforeEnd = Self("reuse-before-end")
    static let staleEndAfterReload = Self("stale-end-after-reload"), rowReplaced = Self("row-replaced"), suspendResume = Self("suspend-resume")
    static let duplicateEvent = Self("duplicate-event"), endWithoutDisplay = Self("end-without-display")
    static let concurrentProducers = Self("concurrent-producers"), burst = Self("burst"), capacityPressure = Self("capacity-pressure")
    static let tapLive = Self("tap-live"), tapRandom = Self("tap-random"), variedWidths = Self("varied-widths")
    static let tapAgain = Self("tap-again"), fullQueue = Self("full-queue")
    static let coincidence = Self("coincidence")
    static let seek = Self("seek"), pause = Self("pause"), durations = Self("durations")
    static let reload = Self("reload"), batchUpdate = Self("batch-update"), staleRow = Self("stale-row"), tallItem = Self("tall-item")
    static let background = Self("background"), prefetch = Self("prefetch"), cancelPrefetch = Self("cancel-prefetch"), dwell = Self("dwell")
    static let displayThenEnd = Self("display-then-end")
    /// A case whose configuration was valid but the implementation's factory declined it.
    package static let declined = Self("declined")
}
