import Foundation
import Effects
import Oracles
import Generators

/// A declared effect whose recorded traces ScrollProof can judge: how a frame's outputs are
/// read from a trace file (``frame(from:)``) and written to one (``outputs(of:)``, by default
/// the frame's numeric outputs). Judge a file with `ScrollProof.checkTrace(_:bytes:selection:)`.
///
///     extension StretchyHeaderEffect: TraceableEffect {
///         static func frame(from o: TraceOutputs) throws(TraceFormatError) -> StretchyHeaderFrame {
///             StretchyHeaderFrame(headerHeight: try o.number("headerHeight"), titleAlpha: try o.number("titleAlpha"),
///                                 titleShown: try o.flag("titleShown"))
///         }
///         static func outputs(of f: StretchyHeaderFrame) -> TraceOutputs {
///             TraceOutputs(numbers: ["headerHeight": f.headerHeight, "titleAlpha": f.titleAlpha], flags: ["titleShown": f.titleShown])
///         }
///     }
public protocol TraceableEffect: DeclaredScrollEffect {
    /// A frame from a trace's outputs.
    ///
    /// - Parameter outputs: The frame's outputs, by name.
    /// - Returns: The frame.
    /// - Throws: ``TraceFormatError`` naming the missing or mistyped output
    ///   (``TraceOutputs/number(_:)`` and its siblings throw it).
    static func frame(from outputs: TraceOutputs) throws(TraceFormatError) -> Frame
    /// A frame's outputs, as a trace file holds them.
    ///
    /// - Parameter frame: The frame.
    /// - Returns: Its outputs (default: every numeric output, by name).
    static func outputs(of frame: Frame) -> TraceOutputs
}

extension TraceableEffect {
    /// Every numeric output, by its name in ``NumericFrame/numberNames``.
    public static func outputs(of frame: Frame) -> TraceOutputs {
        TraceOutputs(numbersOf: frame)
    }
}

/// Records what an implementation of a declared effect did, frame by frame, as a trace file
/// that `ScrollProof.checkTrace(_:bytes:selection:)` judges (on a device, in a UI test, in a
/// debug build).
///
///     var recorder = TraceRecorder(StretchyHeaderEffect.self, configuration: [("height", 200), ("fadeDistance", 60)],
///                                  initialInput: 0, initial: header.lastFrame)
///     recorder.record(input: offset, output: try? header.update(offset))
///     try recorder.trace.json.write(to: url, atomically: true, encoding: .utf8)
public struct TraceRecorder<Effect: TraceableEffect>: Sendable {
    /// The trace so far.
    public private(set) var trace: GenericTrace

    /// Starts a trace.
    ///
    /// - Parameters:
    ///   - effect: The declared effect.
    ///   - configuration: The configuration's fields (its ``ConfigurationSpace``'s names), in order.
    ///   - initialInput: The input the implementation was created with.
    ///   - initial: Its frame before any input.
    public init(_ effect: Effect.Type, configuration: [(name: String, value: Double)], initialInput: Double, initial: Effect.Frame) {
        trace = GenericTrace(effect: Effect.name, configuration: configuration, initialInput: initialInput, initial: Effect.outputs(of: initial))
    }

    /// Records one frame.
    ///
    /// - Parameters:
    ///   - input: The frame's input.
    ///   - output: The frame returned, or `nil` when the input was refused (state kept).
    /// - Complexity: O(outputs), amortized.
    public mutating func record(input: Double, output: Effect.Frame?) {
        trace.record(input: input, output: output.map(Effect.outputs(of:)))
    }

    /// Records a release after the latest frame: the drag ended there with this velocity, and
    /// the implementation said the scroll settles at `target` (judged by the effect's
    /// ``DeclaredInvariants/releaseInvariants``).
    ///
    /// - Parameters:
    ///   - velocity: The release velocity along the input, in points per second.
    ///   - target: Where the implementation settles.
    /// - Precondition: A frame was recorded.
    /// - Complexity: O(1), amortized.
    public mutating func recordRelease(velocity: Double, target: Double) {
        trace.recordRelease(velocity: velocity, target: target)
    }
}

/// Judges a recorded trace of a declared effect, as `scrollproof check-trace` judges the
/// built-in effects' files: every invariant of the selected groups, each at its first
/// violation, in the suite's order; a configuration the declaration refuses is the one
/// violation `validConfiguration`.
///
/// - Parameters:
///   - effect: The declared effect.
///   - bytes: The file (docs/trace-format.md, "Effects you declare").
///   - selection: The groups judged (default all; `.level(.safety)` for the promises only).
/// - Returns: The frame count and the violations.
/// - Throws: ``TraceFormatError`` with the line and field at fault for a malformed file, a
///   trace of another effect, or an output the declaration cannot read; ``SelectionError``
///   for a selection the suite cannot make.
/// - Complexity: O(invariants · frames).
public func checkTrace<D: TraceableEffect>(_ effect: D.Type, bytes: [UInt8], selection: GroupSelection = .all) throws -> TraceVerdict
{
    let file = try GenericTrace.parse(bytes: bytes)
    let traced = try D.configurations.traced(file.configuration, recordedAs: file.effect, effect: D.name, frameCount: file.frames.count)
    let oracles = try ScrollSuite.declared(D.self).selecting(selection).groups.flatMap(\.oracles)
    let configuration: D.Configuration
    switch traced {
    case let .success(valid): configuration = valid
    case let .failure(refused): return refused.verdict
    }
    let initial = try D.frame(from: file.initial)
    var state = initial
    var steps: [ScrollStep<D.Frame>] = []
    steps.reserveCapacity(file.frames.count)
    for frame in file.frames {
        let output = try frame.output.map { outputs throws(TraceFormatError) in try D.frame(from: outputs) }
        if let output { state = output }
        steps.append(ScrollStep(input: frame.input, output: output, state: state))
    }
    var trace = ScrollTrace(configuration: configuration, initialInput: file.initialInput, initial: initial, steps: steps, releases: file.releases)
    trace.prelude = file.prelude
    var verdict = TraceVerdict(frameCount: steps.count, violations: oracles.compactMap { $0.check(trace) }, effect: D.name)
    verdict.prelude = file.prelude
    return verdict
}

/// Judges a recorded trace file of a declared effect (see
/// `checkTrace(_:bytes:selection:)`).
///
/// - Parameters:
///   - effect: The declared effect.
///   - url: The file.
///   - selection: The groups judged (default all).
/// - Returns: The frame count and the violations.
/// - Throws: The file's read error, ``TraceFormatError`` or ``SelectionError``.
/// - Complexity: O(invariants · frames).
public func checkTrace<D: TraceableEffect>(_ effect: D.Type, contentsOf url: URL, selection: GroupSelection = .all) throws -> TraceVerdict
{
    try checkTrace(effect, bytes: Array(try Data(contentsOf: url)), selection: selection)
}

/// A recorded configuration the declaration refuses: the verdict is its one violation,
/// `validConfiguration`.
struct RefusedConfiguration: Error {
    let verdict: TraceVerdict
}

extension ConfigurationSpace {
    /// The configuration a trace's fields name, or the verdict that the declaration refuses it
    /// (the one violation `validConfiguration`, naming the field, the rule and the value), of a
    /// file that names the effect: what both `checkTrace`s (scroll and list) read before
    /// judging.
    ///
    /// - Parameters:
    ///   - fields: The trace's configuration fields, by name (the first of a repeated name wins).
    ///   - recorded: The effect the file names.
    ///   - effect: The effect's name.
    ///   - frameCount: The trace's frames or events.
    /// - Returns: The configuration, or the refusal.
    /// - Throws: ``TraceFormatError`` on the file's `effect` field when it names another effect.
    func traced(
        _ fields: [(name: String, value: Double)], recordedAs recorded: String, effect: String, frameCount: Int
    ) throws(TraceFormatError) -> Result<Configuration, RefusedConfiguration> {
        guard recorded == effect else {
            throw TraceFormatError(line: 1, field: "effect", message: "this is a trace of \"\(recorded)\", not of \"\(effect)\"")
        }
        do throws(ConfigurationError) {
            return .success(try configuration(Dictionary(fields.map { ($0.name, $0.value) }) { a, _ in a }))
        } catch {
            let violation = Violation("validConfiguration", effect, frame: -1, [], "\(error)")
            return .failure(RefusedConfiguration(verdict: TraceVerdict(frameCount: frameCount, violations: [violation], effect: effect)))
        }
    }
}
