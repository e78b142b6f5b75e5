/// The draws the number generators are made of, as plain functions of the stream. ``Gen``'s
/// `int(in:)`, `double(in:)`, `element(of:)` and `frequency(_:)` call them, and so do the hot
/// generators (scroll input, configurations) directly, without building a generator per
/// case: one definition of how bits become values, so both paths draw the same choices.
extension ChoiceStream {
    /// An integer in `lower...upper`, as ``Gen/int(in:)`` draws it: one choice when the
    /// range lies on one side of 0 (shrinking toward the end nearest 0), else a sign and a
    /// magnitude.
    ///
    /// - Parameters:
    ///   - lower: The least value.
    ///   - upper: The greatest value (`≥ lower`); any two `Int`s, `Int.min...Int.max` too.
    /// - Returns: The integer.
    /// - Throws: ``GenerationError/overrun(limit:)`` past ``maxChoices``;
    ///   ``GenerationError/invalidSpace(_:)`` when `upper < lower`.
    /// - Complexity: O(1).
    package mutating func drawInt(_ lower: Int, _ upper: Int) throws(GenerationError) -> Int {
        guard lower <= upper else { throw .invalidSpace("int(in:): the lower bound \(lower) is above the upper bound \(upper)") }
        // Distances as unsigned bit patterns: the widest range, 2⁶⁴ − 1 apart, neither overflows nor traps.
        let distance = UInt64(UInt(bitPattern: upper) &- UInt(bitPattern: lower))
        if lower >= 0 { return lower &+ Int(truncatingIfNeeded: try draw(upTo: distance)) }
        if upper <= 0 { return upper &- Int(truncatingIfNeeded: try draw(upTo: distance)) }
        return try drawBool(probability: 0.5)
            ? 0 &- Int(truncatingIfNeeded: try draw(upTo: UInt64(lower.magnitude))) : Int(truncatingIfNeeded: try draw(upTo: UInt64(upper)))
    }

    /// A double in `lower...upper`, as ``Gen/double(in:)`` draws it: a shape choice, an integer
    /// part over `⌊lower⌋...⌈upper⌉` and, unless the shape is 0, a fraction in steps of 2⁻²⁰;
    /// clamped into the range.
    ///
    /// - Parameters:
    ///   - lower: The finite lower bound, below 2⁵³ in magnitude.
    ///   - upper: The finite upper bound (`≥ lower`), below 2⁵³ in magnitude.
    /// - Returns: The double.
    /// - Throws: ``GenerationError/overrun(limit:)`` past ``maxChoices``;
    ///   ``GenerationError/invalidSpace(_:)`` for bounds that are not finite, not in order, or
    ///   not below 2⁵³ in magnitude (above it a double has no fraction to draw).
    /// - Complexity: O(1).
    package mutating func drawDouble(_ lower: Double, _ upper: Double) throws(GenerationError) -> Double {
        guard lower.magnitude < 0x1p53, upper.magnitude < 0x1p53, lower <= upper else { throw Self.invalidDoubleRange(lower, upper) }
        let shape = try draw(upTo: 3)
        let whole = Double(try drawInt(Int(lower.rounded(.down)), Int(upper.rounded(.up))))
        let fraction = shape == 0 ? 0 : Double(try drawFraction(bits: Gen<Double>.fractionBits)) * 0x1p-20
        return min(max(whole + fraction, lower), upper)
    }

    /// A double in `−magnitude...magnitude` in a single choice, on the lattice
    /// ``drawDouble(_:_:)`` draws from: an integer part and, three times in four, a fraction in
    /// steps of 2⁻²⁰, clamped into the range. The choice packs the shape (its 2 low bits), the
    /// sign (the next bit) and the magnitude in steps of 2⁻²⁰ (the rest), so shrinking it moves
    /// the value toward 0 and a value costs one draw instead of ``drawDouble(_:_:)``'s three or
    /// four: the steps of a drag and a tremor are drawn this way.
    ///
    /// - Parameter magnitude: The largest magnitude, finite, in `0 ..< 2⁴⁰`.
    /// - Returns: The double (never `-0`).
    /// - Throws: ``GenerationError/overrun(limit:)`` past ``maxChoices``;
    ///   ``GenerationError/invalidSpace(_:)`` for a magnitude outside `0 ..< 2⁴⁰` (or NaN).
    /// - Complexity: O(1).
    package mutating func drawSymmetric(_ magnitude: Double) throws(GenerationError) -> Double {
        guard magnitude >= 0, magnitude < 0x1p40 else {
            throw .invalidSpace("a symmetric draw's magnitude must be in 0 ..< 2^40, not \(magnitude)")
        }
        let packed = try draw(upTo: Self.symmetricBound(magnitude))
        if _slowPath(fractionLog != nil) { fractionLog!.append(FractionDraw(index: choices.count - 1, bits: Gen<Double>.fractionBits, symmetric: true)) }
        return Self.symmetricValue(packed, magnitude: magnitude, legacy: legacyFractions)
    }

    /// The units of a fraction of `bits` bits, from one choice in ``SimpleFraction``'s order
    /// (simplest first): ``drawDouble(_:_:)``'s fraction, ``Gen/unit()``.
    ///
    /// - Parameter bits: The fraction's bits, 1...62.
    /// - Returns: The units, in `0 ..< 2^bits`.
    /// - Throws: ``GenerationError/overrun(limit:)`` past ``maxChoices``.
    /// - Complexity: O(1).
    package mutating func drawFraction(bits: Int) throws(GenerationError) -> UInt64 {
        let choice = try draw(upTo: (1 << UInt64(bits)) - 1)
        if _slowPath(fractionLog != nil) { fractionLog!.append(FractionDraw(index: choices.count - 1, bits: bits, symmetric: false)) }
        return Self.fractionUnits(choice, bits: bits, legacy: legacyFractions)
    }

    /// A double in `[0, 1)` from a fraction of 53 bits: ``Gen/unit()``'s draw, for a generator
    /// that draws from the stream itself (a generator kept in a struct allocates its closure's
    /// context for every case).
    ///
    /// - Returns: The double.
    /// - Throws: ``GenerationError/overrun(limit:)`` past ``maxChoices``.
    /// - Complexity: O(1).
    package mutating func drawUnit() throws(GenerationError) -> Double {
        Double(try drawFraction(bits: 53)) * 0x1.0p-53
    }

    /// The units of a fraction a choice stands for: in ``SimpleFraction``'s order (simplest
    /// first), or, for a case saved before that order, the choice itself.
    static func fractionUnits(_ choice: UInt64, bits: Int, legacy: Bool) -> UInt64 {
        legacy ? choice : SimpleFraction.units(choice, bits: bits)
    }

    /// The bound of ``drawSymmetric(_:)``'s choice for a magnitude.
    static func symmetricBound(_ magnitude: Double) -> UInt64 {
        (UInt64(magnitude.rounded(.up)) << Gen<Double>.fractionBits | (1 << Gen<Double>.fractionBits - 1)) << 3 | 7
    }

    /// The double a choice of ``drawSymmetric(_:)`` stands for.
    static func symmetricValue(_ packed: UInt64, magnitude: Double, legacy: Bool = false) -> Double {
        let units = packed >> 3
        let whole = Double(units >> Gen<Double>.fractionBits)
        let choice = units & (1 << Gen<Double>.fractionBits - 1)
        let fraction = packed & 3 == 0 ? 0 : Double(fractionUnits(choice, bits: Gen<Double>.fractionBits, legacy: legacy)) * 0x1p-20
        let value = min(whole + fraction, magnitude)
        return packed & 4 != 0 && value != 0 ? -value : value
    }

    /// ``drawDouble(_:_:)``'s error for bounds it cannot draw between (kept out of line: the
    /// draw is on every generator's hot path).
    @inline(never)
    static func invalidDoubleRange(_ lower: Double, _ upper: Double) -> GenerationError {
        .invalidSpace("double(in:) needs finite bounds in order, below 2^53 in magnitude, not \(lower)...\(upper)")
    }

    /// An index weighted by `weights`, as ``Gen/frequency(_:)`` draws it: one choice in
    /// `0..<Σweights`, shrinking toward index 0.
    ///
    /// - Parameters:
    ///   - weights: Positive weights.
    ///   - total: Their sum, positive.
    /// - Returns: The index.
    /// - Throws: ``GenerationError/overrun(limit:)`` past ``maxChoices``;
    ///   ``GenerationError/invalidSpace(_:)`` when there is no weight to draw from.
    /// - Complexity: O(weights).
    package mutating func drawWeightedIndex(_ weights: UnsafeBufferPointer<UInt64>, total: UInt64) throws(GenerationError) -> Int {
        guard total > 0, !weights.isEmpty else { throw .invalidSpace("a weighted choice needs a positive total weight") }
        var rest = try draw(upTo: total - 1)
        for index in weights.indices {
            if rest < weights[index] { return index }
            rest -= weights[index]
        }
        return weights.count - 1
    }

    /// Draws the elements of a list as ``Gen/array(of:count:averageLength:)`` does (a "one
    /// more?" choice before each element past the minimum, each element a span), handing each
    /// element to `body` instead of collecting them.
    ///
    /// - Parameters:
    ///   - count: The allowed lengths.
    ///   - continueProbability: The probability of one more element past the minimum
    ///     (``Gen/continueProbability(count:averageLength:)``).
    ///   - element: Draws one element.
    ///   - body: Receives each element with its position.
    /// - Returns: The number of elements.
    /// - Throws: ``GenerationError/overrun(limit:)`` past ``maxChoices``.
    package mutating func drawList<Element>(
        count: ClosedRange<Int>, continueProbability: Double, element: (inout ChoiceStream) throws(GenerationError) -> Element,
        _ body: (Int, Element) -> Void
    ) throws(GenerationError) -> Int {
        var n = 0
        while n < count.upperBound {
            let next = try span { stream throws(GenerationError) -> Element? in
                if n >= count.lowerBound, !(try stream.drawBool(probability: continueProbability)) { return nil }
                return try element(&stream)
            }
            guard let next else { break }
            body(n, next)
            n += 1
        }
        return n
    }
}

extension Gen {
    /// The probability of one more list element past the minimum, for a mean length of
    /// `averageLength` (default: the middle of `count`).
    ///
    /// - Parameters:
    ///   - count: The allowed lengths.
    ///   - averageLength: The expected length, or `nil` for the middle of the range.
    /// - Returns: `a/(a + 1)` where `a` is the expected length past the minimum.
    package static func continueProbability(count: ClosedRange<Int>, averageLength: Double?) -> Double {
        let extra = Double(count.upperBound - count.lowerBound)
        let average = min(max(averageLength.map { $0 - Double(count.lowerBound) } ?? extra / 2, 0.5), max(extra, 0.5))
        return average / (average + 1)
    }
}
