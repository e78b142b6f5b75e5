import Effects

/// A recorded trace of an effect driven by a list's events (docs/trace-format.md, "Effects
/// driven by a list"): format version 2. The effect's name, its configuration's fields by name,
/// then every event the list sent, in order, each with the effect's outputs after it.
///
///     var trace = ListTrace(effect: "impressions", configuration: [("fraction", 0.5), ("seconds", 1)])
///     trace.record(.reloadData(items: [ListItemID(1)]), output: TraceOutputs(items: ["logged": []]))
///     let text = trace.json
///
/// An app records with it on a device (the `ScrollProofTraces` product: no Testing, no XCTest);
/// in tests, `ListTraceRecorder` (in `ScrollProof`) writes the same file from a declared effect's frames.
public struct ListTrace: Sendable {
    /// The format's version for a trace of events.
    public static let version = 2

    /// The effect's name, as it declares it.
    public var effect: String
    /// The configuration's fields, in order.
    public var configuration: [(name: String, value: Double)]
    /// Every event and the effect's outputs after it.
    public var events: [(event: ListEvent, output: TraceOutputs)]
    /// The number of leading events that only rebuild the state the rest starts from (a
    /// monitor's file, ``EventTrace/prelude``): judged, what they break not reported; written
    /// only when above 0.
    public var prelude = 0

    /// A trace.
    ///
    /// - Parameters:
    ///   - effect: The effect's name.
    ///   - configuration: The configuration's fields, in order.
    ///   - events: The events and outputs (default none).
    public init(effect: String, configuration: [(name: String, value: Double)], events: [(event: ListEvent, output: TraceOutputs)] = []) {
        self.effect = effect
        self.configuration = configuration
        self.events = events
    }

    /// Records one event and the effect's outputs after it.
    ///
    /// - Parameters:
    ///   - event: The event the list sent.
    ///   - output: What the implementation did.
    /// - Complexity: O(1), amortized.
    public mutating func record(_ event: ListEvent, output: TraceOutputs) {
        events.append((event: event, output: output))
    }

    /// The file's text: one event per line, numbers in their shortest exact form.
    ///
    /// - Complexity: O(events · outputs).
    public var json: String {
        let n = TraceWriter.n, list = { (xs: [Int]) in "[" + xs.map(String.init).joined(separator: ", ") + "]" }
        let lines = events.map { event, output -> String in
            var fields: [(String, String)]
            switch event {
            case let .reloadData(items): fields = [("event", "\"reloadData\""), ("items", list(items.map(\.rawValue)))]
            case let .performBatchUpdates(deleted, inserted):
                fields = [("event", "\"performBatchUpdates\""), ("deleted", list(deleted)),
                          ("inserted", "[" + inserted.map { TraceWriter.object([("row", "\($0.row)"), ("item",
                              "\($0.item.rawValue)")]) }.joined(separator: ", ") + "]")]
            case let .willDisplay(cell, row): fields = [("event", "\"willDisplay\""), ("cell", "\(cell.rawValue)"), ("row", "\(row)")]
            case let .didEndDisplaying(cell, row): fields = [("event", "\"didEndDisplaying\""), ("cell", "\(cell.rawValue)"), ("row", "\(row)")]
            case let .frame(time, visible):
                fields = [("event", "\"frame\""), ("time", n(time)),
                          ("visible", "[" + visible.map { TraceWriter.object([("cell", "\($0.cell.rawValue)"), ("row", "\($0.row)"),
                              ("fraction", n($0.fraction))]) }.joined(separator: ", ") + "]")]
            case let .prefetch(rows): fields = [("event", "\"prefetch\""), ("rows", list(rows))]
            case let .cancelPrefetching(rows): fields = [("event", "\"cancelPrefetching\""), ("rows", list(rows))]
            case let .didEnterBackground(time): fields = [("event", "\"didEnterBackground\""), ("time", n(time))]
            case let .willEnterForeground(time): fields = [("event", "\"willEnterForeground\""), ("time", n(time))]
            }
            return TraceWriter.object(fields + [("outputs", GenericTrace.outputsJSON(output))])
        }
        let configuration = TraceWriter.object(self.configuration.map { ($0.name, n($0.value)) })
        let head = "{\n\"format\": \"\(TraceDocument.format)\", \"version\": \(Self.version), \"effect\": \"\(GenericTrace.quotedName(effect))\""
        let preludeField = prelude > 0 ? ", \"prelude\": \(prelude)" : ""
        return head + preludeField + ",\n\"configuration\": \(configuration),\n\"events\": " + TraceWriter.list(lines) + "\n}\n"
    }

    /// Reads a trace file of an effect driven by a list.
    ///
    /// - Parameter bytes: The file.
    /// - Returns: The trace.
    /// - Throws: ``TraceFormatError`` with the line and field at fault: a syntax error, a
    ///   missing or mistyped field, an unknown event, another format or version.
    /// - Complexity: O(n) in the file's length.
    public static func parse(bytes: [UInt8]) throws(TraceFormatError) -> ListTrace {
        let (r, effect, configuration) = try GenericTrace.header(bytes, version: version)
        var events: [(event: ListEvent, output: TraceOutputs)] = []
        for element in try r.field("events").array() {
            guard let output = try GenericTrace.outputs(try element.field("outputs")) else {
                throw try element.field("outputs").fail("expected the outputs after the event")
            }
            events.append((try event(element), output))
        }
        var trace = ListTrace(effect: effect, configuration: configuration, events: events)
        trace.prelude = try TraceDecoding.prelude(r, frameCount: events.count)
        return trace
    }

    static func ints(_ r: Reader) throws(TraceFormatError) -> [Int] {
        var result: [Int] = []
        for element in try r.array() { result.append(try element.int()) }
        return result
    }

    static func event(_ r: Reader) throws(TraceFormatError) -> ListEvent {
        let kind = try r.field("event")
        switch try kind.string() {
        case "reloadData": return .reloadData(items: try ints(try r.field("items")).map(ListItemID.init))
        case "performBatchUpdates":
            var inserted: [ItemInsertion] = []
            for i in try r.field("inserted").array() { inserted.append(ItemInsertion(row: try i.field("row").int(),
                item: ListItemID(try i.field("item").int()))) }
            return .performBatchUpdates(deleted: try ints(try r.field("deleted")), inserted: inserted)
        case "willDisplay": return .willDisplay(cell: CellID(try r.field("cell").int()), row: try r.field("row").int())
        case "didEndDisplaying": return .didEndDisplaying(cell: CellID(try r.field("cell").int()), row: try r.field("row").int())
        case "frame":
            var visible: [VisibleCell] = []
            for v in try r.field("visible").array() {
                visible.append(VisibleCell(cell: CellID(try v.field("cell").int()), row: try v.field("row").int(), fraction: try v.field("fraction").real()))
            }
            return .frame(time: try r.field("time").real(), visible: visible)
        case "prefetch": return .prefetch(rows: try ints(try r.field("rows")))
        case "cancelPrefetching": return .cancelPrefetching(rows: try ints(try r.field("rows")))
        case "didEnterBackground": return .didEnterBackground(time: try r.field("time").real())
        case "willEnterForeground": return .willEnterForeground(time: try r.field("time").real())
        default:
            throw kind.fail("""
                expected \"reloadData\", \"performBatchUpdates\", \"willDisplay\", \"didEndDisplaying\", \"frame\", \"prefetch\", \
                \"cancelPrefetching\", \"didEnterBackground\" or \"willEnterForeground\"
                """)
        }
    }
}
