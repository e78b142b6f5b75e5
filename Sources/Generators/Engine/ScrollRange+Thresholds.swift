/// Exact thresholds: the inputs at which a rule's quantity reaches its threshold, found among
/// the doubles themselves, so that a rule written `<=` where it should say `<` (or the reverse)
/// is exercised at the one input where the two differ.
///
/// A rule such as "collapsed when `percent < eps`" switches between two adjacent doubles of
/// the input: the last input on one side and the first on the other. An analytic inverse
/// (`o = −T − eps·(B − T)`) lands near them but, after rounding, rarely on them; the search
/// walks the doubles themselves (bisection on their order), with the same arithmetic as the
/// rule, and adds both as landmarks: the one where the quantity equals the threshold exactly
/// when such an input exists, and its neighbour an ulp away on the other side.
extension ScrollRange {
    /// Adds, as landmarks, the two adjacent doubles between which `crossed` changes, searched
    /// outward from `guess` (the analytic inverse of the rule).
    ///
    /// `crossed` must be monotone near `guess` (false on one side of the threshold, true on the
    /// other), as a comparison of a quantity computed with monotone operations is. When it
    /// does not change within `[guess − 2^20·|guess|, guess + 2^20·|guess|]` (a threshold
    /// outside the effect's reach), nothing is added. Landmarks already present are not added
    /// again; a range keeps at most 32.
    ///
    /// - Parameters:
    ///   - guess: Where the threshold is expected, finite.
    ///   - crossed: Whether an input is past the threshold, computed as the rule computes it.
    /// - Complexity: O(log of the distance in ulps between `guess` and the switch): at most
    ///   about 130 calls of `crossed`, no allocation.
    public mutating func addThreshold(near guess: Double, _ crossed: (Double) -> Bool) {
        guard let (before, after) = Self.straddle(near: guess, crossed) else { return }
        marks.append(after)
        marks.append(before)
    }

    /// The two adjacent doubles between which a monotone predicate changes, near a guess.
    ///
    /// - Parameters:
    ///   - guess: Where to start, finite.
    ///   - crossed: The predicate.
    /// - Returns: `(a, b)` with `b == a.nextUp` and `crossed(a) != crossed(b)`, or `nil` when
    ///   the predicate does not change near the guess.
    /// - Complexity: O(log distance) calls of `crossed`.
    public static func straddle(near guess: Double, _ crossed: (Double) -> Bool) -> (Double, Double)? {
        guard guess.isFinite else { return nil }
        let atGuess = crossed(guess)
        // Bracket: widen a window around the guess, ×16 a step, until one side differs.
        var width = Swift.max(guess.magnitude, 1) * 0x1p-48
        var low = guess, high = guess
        for _ in 0..<18 {
            let below = guess - width, above = guess + width
            if below.isFinite, crossed(below) != atGuess { low = below; high = guess; break }
            if above.isFinite, crossed(above) != atGuess { low = guess; high = above; break }
            width *= 16
        }
        guard low != high else { return nil }
        // Bisect on the order of the doubles (their keys) until the two are adjacent.
        let side = crossed(low)
        var (a, b) = (key(low), key(high))
        while b - a > 1 {
            let middle = a + (b - a) / 2
            if crossed(value(middle)) == side { a = middle } else { b = middle }
        }
        return (value(a), value(b))
    }

    /// A double's position in the order of all doubles: adjacent doubles have adjacent keys
    /// (`-0` and `0` share one).
    static func key(_ x: Double) -> Int64 {
        let magnitude = Int64(bitPattern: x.magnitude.bitPattern)
        return x.sign == .minus ? -magnitude : magnitude
    }

    /// The double at a key.
    static func value(_ key: Int64) -> Double {
        key < 0 ? -Double(bitPattern: UInt64(-key)) : Double(bitPattern: UInt64(key))
    }
}
