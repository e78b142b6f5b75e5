import Foundation
import Effects
import Oracles
import Generators

/// A declared list-driven effect whose recorded traces ScrollProof can judge: how its answer to
/// an event is read from a trace file (``frame(from:)``) and written to one (``outputs(of:)``,
/// by default every stored property of the frame that is a list of items, an optional item, a
/// number or a flag). Judge a file with `ScrollProof.checkTrace(_:bytes:selection:)`.
///
///     extension ImpressionTracking: TraceableListEffect {
///         static func frame(from outputs: TraceOutputs) throws(TraceFormatError) -> ImpressionFrame {
///             ImpressionFrame(logged: try outputs.items("logged"))
///         }
///     }
public protocol TraceableListEffect: DeclaredListEffect {
    /// The effect's answer to an event, from a trace's outputs.
    ///
    /// - Parameter outputs: The answer's outputs, by name.
    /// - Returns: The answer.
    /// - Throws: ``TraceFormatError`` naming the missing or mistyped output
    ///   (``TraceOutputs/items(_:)``, ``TraceOutputs/item(_:)`` and their siblings throw it).
    static func frame(from outputs: TraceOutputs) throws(TraceFormatError) -> Frame
    /// The effect's answer to an event, as a trace file holds it.
    ///
    /// - Parameter frame: The answer.
    /// - Returns: Its outputs (default: see ``TraceableListEffect``).
    static func outputs(of frame: Frame) -> TraceOutputs
}

extension TraceableListEffect {
    /// Every stored property of the frame, by its name: a list of items (`[ListItemID]`) or an
    /// optional item (a list of none or one) as items, a `Double` as a number, a `Bool` as a
    /// flag, a `String` as a string; a property of another type is left out.
    ///
    /// - Parameter frame: The answer.
    /// - Returns: Its outputs.
    /// - Complexity: O(properties), through reflection.
    public static func outputs(of frame: Frame) -> TraceOutputs {
        TraceOutputs(reflecting: frame)
    }
}

/// Records a list-driven implementation's answers, event by event, as a trace file that
/// `ScrollProof.checkTrace(_:bytes:selection:)` judges: on a device, in a UI test, or in a
/// debug build, where the list's delegate and data source call your effect.
///
///     var recorder = ListTraceRecorder(ImpressionTracking.self, configuration: [("fraction", 0.5), ("seconds", 1)])
///     recorder.record(.willDisplay(cell: CellID(cell.hash), row: indexPath.row), output: ImpressionFrame(logged: newlyLogged))
///     try recorder.trace.json.write(to: url, atomically: true, encoding: .utf8)
public struct ListTraceRecorder<Effect: TraceableListEffect>: Sendable {
    /// The trace so far.
    public private(set) var trace: ListTrace

    /// Starts a trace.
    ///
    /// - Parameters:
    ///   - effect: The declared effect.
    ///   - configuration: The configuration's fields (its ``ConfigurationSpace``'s names), in order.
    public init(_ effect: Effect.Type, configuration: [(name: String, value: Double)]) {
        trace = ListTrace(effect: Effect.name, configuration: configuration)
    }

    /// Records one event and the implementation's answer to it.
    ///
    /// - Parameters:
    ///   - event: The event the list sent.
    ///   - output: What the implementation did.
    /// - Complexity: O(outputs), amortized.
    public mutating func record(_ event: ListEvent, output: Effect.Frame) {
        trace.record(event, output: Effect.outputs(of: output))
    }
}

/// Judges a recorded trace of a declared list-driven effect (format version 2,
/// docs/trace-format.md, "Effects driven by a list"): every invariant of the selected
/// groups, each at its first violation, in the suite's order; a configuration the
/// declaration refuses is the one violation `validConfiguration`.
///
/// - Parameters:
///   - effect: The declared effect.
///   - bytes: The file.
///   - selection: The groups judged (default all; `.level(.safety)` for the promises only).
/// - Returns: The event count and the violations (a violation's frame is its event's index).
/// - Throws: ``TraceFormatError`` with the line and field at fault for a malformed file, a
///   trace of another effect, or an output the declaration cannot read; ``SelectionError``
///   for a selection the suite cannot make.
/// - Complexity: O(invariants · events), plus the world's work per event.
public func checkTrace<D: TraceableListEffect>(_ effect: D.Type, bytes: [UInt8], selection: GroupSelection = .all) throws -> TraceVerdict {
    let file = try ListTrace.parse(bytes: bytes)
    let traced = try D.configurations.traced(file.configuration, recordedAs: file.effect, effect: D.name, frameCount: file.events.count)
    let oracles = try EventSuite.declared(D.self).selecting(selection).groups.flatMap(\.oracles)
    let configuration: D.Configuration
    switch traced {
    case let .success(valid): configuration = valid
    case let .failure(refused): return refused.verdict
    }
    var frames: [D.Frame] = []
    frames.reserveCapacity(file.events.count)
    for entry in file.events { frames.append(try D.frame(from: entry.output)) }
    var trace = EventTrace<D.Configuration, ListWorld, D.Frame>(configuration: configuration, events: file.events.map(\.event), frames: frames)
    trace.prelude = file.prelude
    var verdict = TraceVerdict(frameCount: frames.count, violations: oracles.compactMap { $0.check(trace) }, effect: D.name)
    verdict.prelude = file.prelude
    return verdict
}

/// Judges a recorded trace file of a declared list-driven effect (see
/// `checkTrace(_:bytes:selection:)`).
///
/// - Parameters:
///   - effect: The declared effect.
///   - url: The file.
///   - selection: The groups judged (default all).
/// - Returns: The event count and the violations.
/// - Throws: The file's read error, ``TraceFormatError`` or ``SelectionError``.
/// - Complexity: O(invariants · events).
public func checkTrace<D: TraceableListEffect>(_ effect: D.Type, contentsOf url: URL, selection: GroupSelection = .all) throws -> TraceVerdict {
    try checkTrace(effect, bytes: Array(try Data(contentsOf: url)), selection: selection)
}
