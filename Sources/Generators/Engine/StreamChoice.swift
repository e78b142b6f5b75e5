/// One recorded choice: a value in `0...bound`. A test case *is* its sequence of choices
/// (Hypothesis' design): replaying them rebuilds the same value, and shrinking works on them.
public struct StreamChoice: Hashable, Sendable, CustomStringConvertible {
    /// The value drawn, in `0...bound`.
    public var value: UInt64
    /// The inclusive upper bound the generator asked for.
    public var bound: UInt64

    /// Creates a choice.
    ///
    /// - Parameters:
    ///   - value: The value, at most `bound`.
    ///   - bound: The inclusive bound.
    public init(value: UInt64, bound: UInt64) {
        self.value = value
        self.bound = bound
    }

    /// How many bytes the choice takes in the byte encoding: 1, 2, 4 or 8, by its bound.
    public var byteWidth: Int { Self.byteWidth(bound: bound) }

    /// The byte width for a bound: the fewest of 1, 2, 4, 8 bytes that hold it.
    ///
    /// - Parameter bound: An inclusive bound.
    /// - Returns: 1, 2, 4 or 8.
    @inlinable
    public static func byteWidth(bound: UInt64) -> Int {
        bound <= 0xFF ? 1 : bound <= 0xFFFF ? 2 : bound <= 0xFFFF_FFFF ? 4 : 8
    }

    public var description: String { "\(value)/\(bound)" }
}

extension Array where Element == StreamChoice {
    /// The choices as bytes: each value big-endian in its ``StreamChoice/byteWidth``, without
    /// the trailing zero bytes. A byte stream (the engine's `ChoiceStream.init(bytes:maxChoices:)`)
    /// reading these bytes under the same bounds returns exactly these values (it reads a byte
    /// past the end as 0), so a saved case and a libFuzzer input are one format, and a case
    /// saved before a generator drew more at its end (a choice that is 0 when not drawn) is
    /// the same case, the same bytes.
    public var encoded: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count * 2)
        for choice in self {
            let width = choice.byteWidth
            for shift in stride(from: (width - 1) * 8, through: 0, by: -8) {
                bytes.append(UInt8(truncatingIfNeeded: choice.value >> UInt64(shift)))
            }
        }
        while bytes.last == 0 { bytes.removeLast() }
        return bytes
    }
}

/// The name ``StreamChoice`` had until 2026-11-27: a name as generic as this one is already in most apps and
/// test targets, where it made every use ambiguous. Unavailable rather than deprecated: a
/// deprecated name still takes part in lookup and keeps the ambiguity, while an unavailable
/// one only tells code that uses it the new spelling.
@available(*, unavailable, renamed: "StreamChoice")
public typealias Choice = StreamChoice
