/// A generator: a value built from a stream of recorded choices (the engine's `ChoiceStream`).
///
/// Generators are small values composed with ``map(_:)``, ``flatMap(_:)``, ``zip(_:_:)``,
/// ``oneOf(_:)``, ``frequency(_:)``, `array(of:count:)` and ``filter(_:maxRejections:_:)``.
/// Because every random decision is a recorded choice, any generator can be replayed from its
/// choices, driven by a fuzzer's bytes, and shrunk by `Shrinker` without a shrinker of its own.
/// Simpler choices (smaller values) give simpler values: order alternatives simplest first.
public struct Gen<Value>: Sendable {
    /// The function, stored untyped: a stored closure whose type has a typed `throws` needs its
    /// function-type metadata, which only the Swift 6 runtime has (macOS 15, iOS 18). The
    /// initializer only takes functions that throw ``GenerationError``, so ``run(_:)`` is typed.
    private let body: @Sendable (inout ChoiceStream) throws -> Value

    /// Creates a generator from a function of the stream.
    ///
    /// - Parameter run: Draws choices and builds a value.
    @usableFromInline package init(_ run: @escaping @Sendable (inout ChoiceStream) throws(GenerationError) -> Value) {
        body = run
    }

    /// Builds a value from the stream.
    ///
    /// - Parameter stream: The choices.
    /// - Returns: The value.
    /// - Throws: ``GenerationError`` when the generator cannot finish.
    /// - Complexity: The generator's.
    @inlinable
    package func run(_ stream: inout ChoiceStream) throws(GenerationError) -> Value {
        do {
            return try _run(&stream)
        } catch let error as GenerationError {
            throw error
        } catch {
            preconditionFailure("a generator threw \(error), not a GenerationError")  // the initializer admits no other
        }
    }

    @usableFromInline
    func _run(_ stream: inout ChoiceStream) throws -> Value { try body(&stream) }

    /// Generates a value from a seed.
    ///
    /// - Parameters:
    ///   - seed: The seed.
    ///   - simplicity: How much random booleans lean toward `false` (see
    ///     the engine's `ChoiceStream.init(seed:simplicity:maxChoices:)`); default 0.
    /// - Returns: The value and the choices that built it.
    /// - Throws: ``GenerationError`` when the generator cannot finish.
    public func generate(seed: UInt64, simplicity: Double = 0) throws(GenerationError) -> (value: Value, choices: [StreamChoice]) {
        var stream = ChoiceStream(seed: seed, simplicity: simplicity)
        let value = try run(&stream)
        return (value, stream.choices)
    }

    /// Generates a value from a seed in a reused stream (its buffers keep their capacity).
    ///
    /// - Parameters:
    ///   - stream: The stream to reset and draw from; afterwards it holds the case's choices.
    ///   - seed: The seed.
    ///   - simplicity: As in ``generate(seed:simplicity:)``.
    /// - Returns: The value; the same as ``generate(seed:simplicity:)`` gives.
    /// - Throws: ``GenerationError`` when the generator cannot finish.
    package func generate(reusing stream: inout ChoiceStream, seed: UInt64, simplicity: Double = 0) throws(GenerationError) -> Value {
        stream.reset(seed: seed, simplicity: simplicity)
        return try run(&stream)
    }

    /// Rebuilds a value from bytes (a saved case or a libFuzzer input). Any bytes decode.
    ///
    /// - Parameter bytes: The bytes.
    /// - Returns: The value and the choices it used.
    /// - Throws: ``GenerationError`` when the generator cannot finish (an overrun or a filter).
    public func decode(_ bytes: [UInt8]) throws(GenerationError) -> (value: Value, choices: [StreamChoice]) {
        var stream = ChoiceStream(bytes: bytes)
        let value = try run(&stream)
        return (value, stream.choices)
    }

    /// Rebuilds a value from bytes in a reused stream (its buffers keep their capacity).
    ///
    /// - Parameters:
    ///   - stream: The stream to reset and read; afterwards it holds the value's choices.
    ///   - bytes: The bytes.
    /// - Returns: The value; the same as ``decode(_:)`` gives.
    /// - Throws: ``GenerationError`` when the generator cannot finish (an overrun or a filter).
    package func decode(reusing stream: inout ChoiceStream, _ bytes: UnsafeBufferPointer<UInt8>) throws(GenerationError) -> Value {
        stream.reset(bytes: bytes)
        return try run(&stream)
    }

    /// Rebuilds a value from recorded values.
    ///
    /// - Parameter values: The values, in draw order.
    /// - Returns: The value and the choices it used.
    /// - Throws: ``GenerationError`` when the generator cannot finish.
    public func replay(_ values: [UInt64]) throws(GenerationError) -> (value: Value, choices: [StreamChoice]) {
        let (value, stream) = try replayStream(values)
        return (value, stream.choices)
    }

    /// Rebuilds a value from recorded values, returning the whole stream (choices and spans).
    ///
    /// - Parameter values: The values, in draw order.
    /// - Returns: The value and the stream after it.
    /// - Throws: ``GenerationError`` when the generator cannot finish.
    package func replayStream(_ values: [UInt64]) throws(GenerationError) -> (value: Value, stream: ChoiceStream) {
        var stream = ChoiceStream(replaying: values)
        let value = try run(&stream)
        return (value, stream)
    }
}

extension Gen {
    /// Always `value`; draws nothing.
    ///
    /// - Parameter value: The constant.
    /// - Returns: The generator.
    public static func just(_ value: Value) -> Gen where Value: Sendable { Gen { _ in value } }

    /// Transforms the generated value.
    ///
    /// - Parameter transform: A pure function.
    /// - Returns: The generator of transformed values.
    public func map<T>(_ transform: @escaping @Sendable (Value) -> T) -> Gen<T> {
        Gen<T> { stream throws(GenerationError) in transform(try self.run(&stream)) }
    }

    /// Chooses the next generator from the generated value.
    ///
    /// - Parameter next: Returns the generator to run next.
    /// - Returns: The dependent generator.
    public func flatMap<T>(_ next: @escaping @Sendable (Value) -> Gen<T>) -> Gen<T> {
        Gen<T> { stream throws(GenerationError) in try next(try self.run(&stream)).run(&stream) }
    }

    /// Keeps values that satisfy a predicate, redrawing a rejected one at most
    /// `maxRejections` times in a row.
    ///
    /// - Parameters:
    ///   - label: A name for the filter in the health-check error.
    ///   - maxRejections: How many rejections in a row are tolerated (default 100).
    ///   - isIncluded: The predicate.
    /// - Returns: The filtered generator.
    /// - Note: Throws ``GenerationError/filterTooStrict(label:rejected:)`` when the predicate
    ///   rejects `maxRejections` values in a row.
    public func filter(
        _ label: String, maxRejections: Int = 100, _ isIncluded: @escaping @Sendable (Value) -> Bool
    ) -> Gen {
        Gen { stream throws(GenerationError) in
            for _ in 0..<maxRejections {
                let value = try self.run(&stream)
                if isIncluded(value) { return value }
            }
            throw .filterTooStrict(label: label, rejected: maxRejections)
        }
    }

    /// Pairs two generators.
    ///
    /// - Parameters:
    ///   - a: The first generator (drawn first).
    ///   - b: The second generator.
    /// - Returns: The generator of pairs.
    public static func zip<A, B>(_ a: Gen<A>, _ b: Gen<B>) -> Gen<(A, B)> where Value == (A, B) {
        Gen { stream throws(GenerationError) in (try a.run(&stream), try b.run(&stream)) }
    }

    /// One of several generators, equally likely; shrinks toward the first.
    ///
    /// - Parameter generators: At least one generator, simplest first (with none, every draw
    ///   throws ``GenerationError/invalidSpace(_:)``).
    /// - Returns: The generator.
    public static func oneOf(_ generators: [Gen]) -> Gen {
        frequency(generators.map { (1, $0) })
    }

    /// One of several generators, by weight; shrinks toward the first.
    ///
    /// - Parameter weighted: Pairs of a positive weight and a generator, simplest first, the
    ///   weights summing to at most `UInt64.max`. With none, a zero weight or a sum beyond
    ///   that, every draw throws ``GenerationError/invalidSpace(_:)`` saying which.
    /// - Returns: The generator.
    public static func frequency(_ weighted: [(UInt64, Gen)]) -> Gen {
        let weights = weighted.map(\.0)
        var total: UInt64 = 0, problem: String?
        if weighted.isEmpty { problem = "frequency(_:) needs at least one generator" }
        for (i, weight) in weights.enumerated() where problem == nil {
            let (sum, overflow) = total.addingReportingOverflow(weight)
            if weight == 0 { problem = "frequency(_:): weight \(i) is 0; every weight must be positive" }
            else if overflow { problem = "frequency(_:): the weights sum to more than UInt64.max" }
            total = sum
        }
        let generators = weighted.map(\.1)
        return Gen { [problem, total] stream throws(GenerationError) in
            if let problem { throw .invalidSpace(problem) }
            let index = try weights.withUnsafeBufferPointer { weights throws(GenerationError) in try stream.drawWeightedIndex(weights, total: total) }
            return try generators[index].run(&stream)
        }
    }

    /// Arrays whose length is in `count`, encoded as Hypothesis does: before each element
    /// past the minimum a "one more?" choice, so that deleting a span of choices deletes an
    /// element and zeroing a choice ends the array.
    ///
    /// - Parameters:
    ///   - element: The element generator.
    ///   - count: The allowed lengths.
    ///   - averageLength: The expected length beyond the minimum when random (default: the
    ///     middle of the range).
    /// - Returns: The array generator.
    public static func array<Element>(
        of element: Gen<Element>, count: ClosedRange<Int>, averageLength: Double? = nil
    ) -> Gen<[Element]> where Value == [Element] {
        let continueProbability = Gen.continueProbability(count: count, averageLength: averageLength)
        return Gen { stream throws(GenerationError) in
            var result: [Element] = []
            result.reserveCapacity(count.lowerBound)
            _ = try stream.drawList(count: count, continueProbability: continueProbability, element: element.run) { _, next in result.append(next) }
            return result
        }
    }
}
