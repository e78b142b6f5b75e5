extension Gen where Value == UInt64 {
    /// A value in `0...bound`; one choice; shrinks toward 0.
    ///
    /// - Parameter bound: The inclusive bound.
    /// - Returns: The generator.
    public static func choice(upTo bound: UInt64) -> Gen { Gen { stream throws(GenerationError) in try stream.draw(upTo: bound) } }
}

extension Gen where Value == Bool {
    /// True with probability `p`; shrinks toward false.
    ///
    /// - Parameter probability: `p` in [0, 1].
    /// - Returns: The generator.
    public static func bool(probability: Double = 0.5) -> Gen {
        Gen { stream throws(GenerationError) in try stream.drawBool(probability: probability) }
    }
}

extension Gen where Value == Int {
    /// An integer in `range`, uniform; shrinks toward the value of the range nearest 0.
    ///
    /// - Parameter range: The allowed values.
    /// - Returns: The generator.
    public static func int(in range: ClosedRange<Int>) -> Gen {
        let lower = range.lowerBound, upper = range.upperBound
        return Gen { stream throws(GenerationError) in try stream.drawInt(lower, upper) }
    }

    /// An element index, for `elements.count` alternatives; shrinks toward 0.
    ///
    /// - Parameter count: The number of alternatives, at least 1 (with none, every draw
    ///   throws ``GenerationError/invalidSpace(_:)``).
    /// - Returns: The generator of `0..<count`.
    public static func index(_ count: Int) -> Gen {
        Gen { stream throws(GenerationError) in
            guard count > 0 else { throw .invalidSpace("index(_:) needs at least one alternative, not \(count)") }
            return try stream.drawInt(0, count - 1)
        }
    }
}

extension Gen where Value == Double {
    /// The number of fraction bits of ``double(in:)``'s sub-unit part: 1/1,048,576 pt.
    public static var fractionBits: Int { 20 }

    /// A double in `range` that shrinks toward round values: an integer part (toward the
    /// integer of the range nearest 0) and, unless the shape choice is 0, a fraction in steps
    /// of 2⁻²⁰. A quarter of random draws are whole numbers.
    ///
    /// - Parameter range: Finite bounds, below 2⁵³ in magnitude (beyond it a double has no
    ///   fraction to draw): other bounds make every draw throw
    ///   ``GenerationError/invalidSpace(_:)``, which the run reports.
    /// - Returns: The generator; values are clamped into `range`.
    public static func double(in range: ClosedRange<Double>) -> Gen {
        let lower = range.lowerBound, upper = range.upperBound
        return Gen { stream throws(GenerationError) in try stream.drawDouble(lower, upper) }
    }

    /// A double in `[0, 1)` from 53 bits; shrinks toward 0, then toward the simplest fractions
    /// (½, ¼, ¾, ⅛, …: `SimpleFraction`).
    ///
    /// - Returns: The generator.
    public static func unit() -> Gen {
        Gen { stream throws(GenerationError) in try stream.drawUnit() }
    }
}

extension Gen {
    /// One of `elements`, uniform; shrinks toward the first.
    ///
    /// - Parameter elements: At least one element, simplest first (with none, every draw
    ///   throws ``GenerationError/invalidSpace(_:)``).
    /// - Returns: The generator.
    public static func element(of elements: [Value]) -> Gen where Value: Sendable {
        Gen { stream throws(GenerationError) in
            guard !elements.isEmpty else { throw .invalidSpace("element(of:) needs at least one element") }
            return elements[Int(try stream.draw(upTo: UInt64(elements.count - 1)))]
        }
    }
}
