import Foundation
import Generators
import Oracles

extension Replayer {
    /// An offset-driven effect's recorded case: what a trace file holds, typed.
    struct ScrollFile<Configuration> {
        var configuration: Configuration
        var start: Double
        var inputs: [Double]
        /// The file's verdict on the outputs it recorded.
        var verdict: [Violation]
        /// A declared effect's configuration fields as the file names them (for the saved file).
        var fields: [(name: String, value: Double)] = []
    }

    /// Reads a file of an offset-driven effect: a built-in's (`scrollproof-trace` version 1,
    /// `check-trace`'s format) or a declared ``TraceableEffect``'s (`GenericTrace`).
    static func scrollFile<D: DeclaredScrollEffect>(_ bytes: [UInt8], _ effect: D.Type, path: String) throws(ReplayError) -> ScrollFile<D.Configuration> {
        if let traceable = D.self as? any TraceableEffect.Type {
            func read<T: TraceableEffect>(_ t: T.Type) throws(ReplayError) -> ScrollFile<D.Configuration> {
                let file: GenericTrace
                do throws(TraceFormatError) { file = try GenericTrace.parse(bytes: bytes) } catch { throw .malformed(error) }
                guard file.effect == T.name else { throw .otherEffect(file: file.effect, suite: T.name) }
                let traced: Result<T.Configuration, RefusedConfiguration>
                do throws(TraceFormatError) {
                    traced = try T.configurations.traced(file.configuration, recordedAs: file.effect, effect: T.name, frameCount: file.frames.count)
                } catch { throw .malformed(error) }
                switch traced {
                case let .failure(refused): throw .refusedConfiguration(refused.verdict.violations.first.map { "\($0)" } ?? "")
                case let .success(c):
                    let verdict = (try? checkTrace(T.self, bytes: bytes).violations) ?? []
                    return ScrollFile(
                        configuration: c as! D.Configuration, start: file.initialInput, inputs: file.frames.map(\.input), verdict: verdict,
                            fields: file.configuration)
                }
            }
            return try read(traceable)
        }
        let document: TraceDocument
        do throws(TraceFormatError) { document = try TraceDocument.parse(bytes: bytes) } catch { throw .malformed(error) }
        guard document.effectName == D.name else { throw .otherEffect(file: document.effectName, suite: D.name) }
        if let rejection = document.rejection { throw .refusedConfiguration("\(rejection.violation)") }
        guard let trace = document.anyTrace as? ScrollTrace<D.Configuration, D.Frame> else { throw .otherEffect(file: document.effectName, suite: D.name) }
        return ScrollFile(configuration: trace.configuration, start: trace.initialInput, inputs: trace.steps.map(\.input), verdict: document.verdict.violations)
    }

    /// A trace's file text, in the format the effect's files are read in (`nil`: none).
    static func text<D: DeclaredScrollEffect>(_ trace: ScrollTrace<D.Configuration, D.Frame>, _ effect: D.Type,
        fields: () -> [(name: String, value: Double)]) -> String? {
        if let traceable = D.self as? any TraceableEffect.Type {
            func write<T: TraceableEffect>(_ t: T.Type) -> String? {
                guard let initial = trace.initial as? T.Frame else { return nil }
                var recorder = TraceRecorder(T.self, configuration: fields(), initialInput: trace.initialInput, initial: initial)
                for step in trace.steps { recorder.record(input: step.input, output: step.output.flatMap { $0 as? T.Frame }) }
                return recorder.trace.json
            }
            return write(traceable)
        }
        return TraceDocument(named: D.name, trace: trace).flatMap { TraceWriter.json($0) }
    }

    /// Replays a file of an offset-driven effect through an implementation's properties.
    ///
    /// - Parameters:
    ///   - url: The file.
    ///   - suite: The effect's suite.
    ///   - invariant: The rule to replay, or `nil` for the file's latest violation.
    ///   - settings: Where a shrunk case is saved.
    ///   - location: The test.
    ///   - properties: The implementation's properties of a suite (`verify`'s).
    ///   - record: The implementation's trace over a start and inputs (for the saved file).
    /// - Returns: What the replay found.
    /// - Throws: ``ReplayError`` naming what is wrong with the file.
    static func scroll<D: DeclaredScrollEffect>(
        _ url: URL, _ suite: ScrollSuite<D>, invariant named: String?, settings: VerificationSettings, at location: CallSite,
        properties: (ScrollSuite<D>) -> [SuiteProperty], record: (D.Configuration, Double, [Double]) -> ScrollTrace<D.Configuration, D.Frame>?
    ) throws(ReplayError) -> ReplayResult {
        let bytes = try read(url)
        let file = try scrollFile(bytes, D.self, path: url.path)
        guard file.inputs.count <= frameLimit else { throw .tooLong(frames: file.inputs.count, limit: frameLimit) }
        guard file.start.isFinite else { throw .nonFiniteStart(file.start) }
        let oracles = suite.groups.flatMap(\.oracles)
        let target = try self.target(named, verdict: file.verdict, invariants: oracles.map(\.name), effect: D.name, path: url.path)
        let one = suite.replacing(groups: [InvariantGroup(target, oracles.filter { $0.name == target })])
        // The implementation over a candidate input, judged by the one rule: the evaluation.
        func evaluate(_ inputs: [Double], from start: Double = file.start) -> Evaluation? {
            var stream = ChoiceStream(bytes: [])
            return properties(one.replaying(file.configuration, start: start, inputs: inputs)).first.flatMap { try? $0.evaluation.run(&stream) }
        }
        let shown = url.lastPathComponent
        guard evaluate(file.inputs)?.violation != nil else {
            return finish(ReplayResult(
                invariant: target, reproduces: false, fileFrames: file.inputs.count,
                report: """
                    ScrollProof.replay: \(shown) does not reproduce: your code keeps \(target) on the file's \(file.inputs.count) frames (fixed, or \
                    the file is of other code); nothing saved
                    """),
                at: location)
        }
        // The length of the failing prefix from a start, or `nil` when the inputs pass.
        func failing(_ inputs: [Double], from start: Double) -> Int? {
            evaluate(inputs, from: start).flatMap { e in e.violation.map { _ in e.frames } }
        }
        var shrunk = shrink(file.inputs, simplify: simpler) { failing($0, from: file.start) }
        // The start made round too, where the rule still breaks from there (then the inputs again).
        let start = simpler(file.start).first { failing(shrunk, from: $0) != nil } ?? file.start
        if start != file.start { shrunk = shrink(shrunk, simplify: simpler) { failing($0, from: start) } }
        let evaluation = evaluate(shrunk, from: start)
        let saved = record(file.configuration, start, shrunk).flatMap { text($0, D.self) { file.fields } }
            .flatMap { save($0, effect: D.name, invariant: target, settings: settings, at: location) }
        var report = "ScrollProof.replay: \(shown) reproduces \(target) (\(file.inputs.count) frames, shrunk to \(shrunk.count)):\n"
        // Numbers as verify's reports write them (the exact case is the saved file).
        report += ReportNumber.humanized(evaluation?.violation.map { "\($0)" } ?? "")
        report += "\n" + ReportNumber.humanized(evaluation?.description ?? "start \(FrameDescription.n(start)), inputs \(shrunk.map(FrameDescription.n))")
        if let saved { report += "\nsaved in \(location.packageRelative(saved)), replayed first by every later verify of this test" }
        return finish(ReplayResult(
            invariant: target, reproduces: true, fileFrames: file.inputs.count, violation: evaluation?.violation, shrunkFrames: shrunk.count, saved: saved,
            report: report), at: location)
    }

    /// Replays a test's saved traces of an offset-driven effect (``save(_:effect:invariant:settings:at:)``)
    /// before its generated cases: each that your code still breaks is a failure at the caller.
    /// - Returns: What was replayed, for `verify`'s results (``SavedTraces``).
    @usableFromInline package static func replaySaved<D: DeclaredScrollEffect>(
        _ suite: ScrollSuite<D>, settings: VerificationSettings, at location: CallSite, properties: (ScrollSuite<D>) -> [SuiteProperty]
    ) -> SavedTraces {
        var replayed = SavedTraces()
        for url in saved(settings, at: location) where url.lastPathComponent.hasPrefix(D.name + "-") {
            guard let bytes = try? read(url), let file = try? scrollFile(bytes, D.self, path: url.path) else { continue }
            for property in properties(suite.replaying(file.configuration, start: file.start, inputs: file.inputs)) {
                replayed.note(property.name, failure: judgeSaved(property, url, at: location))
            }
        }
        return replayed
    }
}
