
extension SuiteProperty {
    /// Runs one fuzzer input through the property: the bytes are decoded as the case's choices
    /// (any bytes decode), the implementation is driven and judged. Call it from your own
    /// `LLVMFuzzerTestOneInput` and trap on a violation, or hand your properties to
    /// `FuzzSupport.run(_:arguments:)`, the entry the built-in fuzz targets use.
    ///
    /// - Parameter bytes: The fuzzer's input.
    /// - Returns: The evaluation (its `violation` set when the case fails), or `nil` when the
    ///   bytes make no case (a stream that ran out).
    /// - Complexity: O(frames of the decoded case).
    public func evaluate(fuzzInput bytes: [UInt8]) -> Evaluation? {
        try? evaluation.decode(bytes).value
    }

    /// Runs one fuzzer input through each property in turn until one fails.
    ///
    /// - Parameters:
    ///   - properties: The properties.
    ///   - bytes: The fuzzer's input.
    /// - Returns: The first property that fails, with its evaluation; `nil` when all pass or
    ///   the bytes make no case.
    /// - Complexity: O(properties · frames of the decoded case).
    public static func firstFailure(among properties: [SuiteProperty],
        fuzzInput bytes: UnsafeBufferPointer<UInt8>) -> (property: SuiteProperty, evaluation: Evaluation)? {
        var stream = ChoiceStream(bytes: [])
        return firstFailure(among: properties, fuzzInput: bytes, reusing: &stream)
    }

    /// Runs one fuzzer input through each property in turn, decoding it in a stream reused
    /// across inputs (a fuzzer's executions allocate nothing for their choices once it has
    /// grown), until one fails: what `FuzzSupport.run(_:arguments:)` calls.
    ///
    /// - Parameters:
    ///   - properties: The properties.
    ///   - bytes: The fuzzer's input.
    ///   - stream: The reused stream.
    /// - Returns: The first property that fails, with its evaluation; `nil` when all pass or
    ///   the bytes make no case.
    /// - Complexity: O(properties · frames of the decoded case).
    package static func firstFailure(
        among properties: [SuiteProperty], fuzzInput bytes: UnsafeBufferPointer<UInt8>, reusing stream: inout ChoiceStream
    ) -> (property: SuiteProperty, evaluation: Evaluation)? {
        for property in properties {
            guard let evaluation = try? property.evaluation.decode(reusing: &stream, bytes) else { continue }
            if evaluation.violation != nil { return (property, evaluation) }
        }
        return nil
    }
}
