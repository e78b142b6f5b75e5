/// `exp`, `log` and integer powers from IEEE-754's basic operations only (+, −, ×, ÷, exact
/// scaling by powers of two), so that the same seed gives the same case, bit for bit, on every
/// machine: the platforms' libm (`pow`, `log`, `exp`) may differ in the last bit between
/// Apple's and glibc's. Generation calls these, never libm. Accuracy is a few ulps, which is
/// all a generator needs; what matters is that the result is the same everywhere.
package enum PortableMath {
    static let ln2Hi = 0x1.62e42fee00000p-1  // ln 2, high part (exact in k · ln2Hi for |k| < 2^11)
    static let ln2Lo = 0x1.a39ef35793c76p-33  // ln 2 − ln2Hi
    static let log2e = 0x1.71547652b82fep0  // 1 / ln 2

    /// `eˣ`.
    ///
    /// - Parameter x: Any number.
    /// - Returns: `eˣ` within a few ulps; `+∞` above about 709.78, `0` below about −745, NaN for NaN.
    /// - Complexity: O(1): a reduction, 13 multiply-adds and a scaling.
    package static func exp(_ x: Double) -> Double {
        if x.isNaN { return x }
        if x > 709.78 { return .infinity }
        if x < -745.2 { return 0 }
        // x = k·ln 2 + r with |r| ≤ ln 2 / 2 (Cody and Waite's two-part ln 2).
        let k = roundedHalfAwayFromZero(x * log2e)
        let r = (x - k * ln2Hi) - k * ln2Lo
        // eʳ by its Taylor series to degree 13 (|r| ≤ 0.35: the error is below an ulp), Horner.
        var sum = 1.0
        var n = 13.0
        while n >= 1 {
            sum = 1 + sum * r / n
            n -= 1
        }
        return scale(sum, Int(k))
    }

    /// `ln x`.
    ///
    /// - Parameter x: A number.
    /// - Returns: `ln x` within a few ulps; `−∞` for 0, NaN for negative numbers and NaN,
    ///   `+∞` for `+∞`.
    /// - Complexity: O(1): a decomposition, 12 terms of a series.
    package static func log(_ x: Double) -> Double {
        if x.isNaN || x < 0 { return .nan }
        if x == 0 { return -.infinity }
        if x == .infinity { return x }
        // x = m · 2^e with m in [√½, √2): exact, from the bits.
        var m = x.significand  // in [1, 2)
        var e = Double(x.exponent)
        if m > 0x1.6a09e667f3bcdp0 { m /= 2; e += 1 }  // √2
        // ln m = 2·atanh(s), s = (m − 1)/(m + 1), |s| ≤ 0.1716: the series to s²³.
        let s = (m - 1) / (m + 1), s2 = s * s
        var sum = 0.0
        var n = 23.0
        while n >= 1 {
            sum = 1 / n + s2 * sum
            n -= 2
        }
        return (e * ln2Hi + 2 * s * sum) + e * ln2Lo
    }

    /// `baseⁿ` by repeated multiplication (exact for powers of two).
    ///
    /// - Parameters:
    ///   - base: The base.
    ///   - n: A non-negative exponent.
    /// - Returns: `baseⁿ`, rounded at each of the `n` products.
    /// - Complexity: O(n).
    package static func power(_ base: Double, _ n: Int) -> Double {
        var result = 1.0
        for _ in 0..<max(n, 0) { result *= base }
        return result
    }

    /// `baseʸ` for a positive base: `exp(y · ln base)`.
    ///
    /// - Parameters:
    ///   - base: A positive base.
    ///   - y: The exponent.
    /// - Returns: `baseʸ` within a few ulps of `y · ln base`'s rounding.
    /// - Complexity: O(1).
    package static func power(_ base: Double, _ y: Double) -> Double { exp(y * log(base)) }

    /// `x · 2ⁿ`, exact while the result is normal (two steps, so that `2ⁿ` itself never
    /// overflows or underflows for the `n` that ``exp(_:)`` produces).
    /// `x.rounded()` (half away from zero) for `|x| < 2⁶²`, without a call into libm: the
    /// truncation is exact and so is `x − trunc(x)`, so the result is the same on every platform.
    static func roundedHalfAwayFromZero(_ x: Double) -> Double {
        let t = Double(Int(x))
        let rest = x - t
        return rest >= 0.5 ? t + 1 : rest <= -0.5 ? t - 1 : t
    }

    static func scale(_ x: Double, _ n: Int) -> Double {
        let half = n / 2
        return x * Double(sign: .plus, exponent: half, significand: 1) * Double(sign: .plus, exponent: n - half, significand: 1)
    }
}
