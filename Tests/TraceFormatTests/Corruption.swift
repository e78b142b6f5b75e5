import Oracles

/// One output field of a correct trace, changed well above the tolerance: the document with
/// the change, where it is, and the frame whose violation must report it (`nil`: any).
struct Corruption {
    var root: JSONValue
    var path: String
    var field: String
    var value: String
    var frame: Int?

    enum Key { case member(String), element(Int) }

    /// The corruptions of one trace (``all(of:pick:fields:)``, the fields met left out).
    static func all(of root: JSONValue, pick: Int) -> [Corruption] {
        var fields = Set<String>()
        return all(of: root, pick: pick, fields: &fields)
    }

    /// The corruptions of one trace: every output field of the initial output and of one later
    /// frame (chosen by `pick`); for the fly screen, of one step and one event of each kind.
    ///
    /// The file's shape says where its outputs are (no effect is named): an offset-driven
    /// effect's `initial` and `frames` outputs (and its releases' targets), an event-driven
    /// effect's frames beside their events, a fly screen's steps and logged events. `fields`
    /// gains every output field met, corrupted or not: over enough traces, each must be
    /// corrupted (and reported) somewhere.
    static func all(of root: JSONValue, pick: Int, fields: inout Set<String>) -> [Corruption] {
        let delta = max(0.01, 1e-4 * largestMagnitude(root))
        var result: [Corruption] = []
        func chosen<T>(_ candidates: [T], _ salt: Int) -> T? {
            candidates.isEmpty ? nil : candidates[(pick &* 7919 &+ salt) % candidates.count]
        }
        func corruptMembers(of object: JSONValue, at path: [Key], frame: Int?, prefix: String = "", skip: Set<String> = [], rows: Int = 0) {
            guard case let .object(members) = object.kind else { return }
            for (key, value) in members where !skip.contains(key) {
                fields.insert(prefix + key)
                for changed in changes(key: key, value, delta: delta, rows: rows) {
                    result.append(Corruption(
                        root: replacing(root, at: path + [.member(key)], with: changed), path: describe(path + [.member(key)]),
                        field: prefix + key, value: "\(changed.kind)", frame: frame))
                }
            }
        }
        let frames = elements(member(root, "frames"))
        if member(member(root, "initial"), "output").line > 0 {
            corruptMembers(of: member(member(root, "initial"), "output"), at: [.member("initial"), .member("output")], frame: -1)
            let accepted = frames.indices.filter { member(frames[$0], "output").line > 0 }
            if let i = chosen(accepted, 0) {
                corruptMembers(of: member(frames[i], "output"), at: [.member("frames"), .element(i), .member("output")], frame: i)
            }
            let releases = elements(member(root, "releases"))
            if let r = chosen(Array(releases.indices), 1) {
                let step = Int(number(member(releases[r], "afterFrame")))
                corruptMembers(of: releases[r], at: [.member("releases"), .element(r)], frame: step, skip: ["afterFrame", "velocity"])
            }
        } else if member(root, "steps").line == 0 {
            // An event-driven effect: the answer beside each event (a refusal stays one), in two
            // frames where there are two, each its own corruption.
            let answered = frames.indices.filter { i in
                guard case let .object(members) = frames[i].kind else { return false }
                return members.contains { !["event", "refused"].contains($0.key) && $0.value.line > 0 }
            }
            for i in Set([chosen(answered, 0), chosen(answered, 1)].compactMap { $0 }).sorted() {
                corruptMembers(of: frames[i], at: [.member("frames"), .element(i)], frame: i, skip: ["event", "refused"])
            }
        } else {
            let rows = Int(number(member(member(root, "configuration"), "rows")))
            let steps = elements(member(root, "steps"))
            for (salt, kind) in ["insert", "tap"].enumerated() {
                if let i = chosen(steps.indices.filter { member(steps[$0], kind).line > 0 }, salt) {
                    corruptMembers(of: member(steps[i], kind), at: [.member("steps"), .element(i), .member(kind)], frame: nil, prefix: kind + ".",
                        skip: ["id", "width", "time", "x", "y"], rows: rows)
                }
            }
            let events = elements(member(root, "events"))
            for (salt, kind) in ["started", "finished", "liked"].enumerated() {
                if let i = chosen(events.indices.filter { member(events[$0], kind).line > 0 }, salt + 2) {
                    corruptMembers(of: member(events[i], kind), at: [.member("events"), .element(i), .member(kind)], frame: nil, prefix: kind + ".", rows: rows)
                }
            }
        }
        return result
    }

    /// The changes of one field that SPEC can always tell from the truth.
    static func changes(key: String, _ value: JSONValue, delta: Double, rows: Int) -> [JSONValue] {
        func v(_ kind: JSONValue.Kind) -> JSONValue { JSONValue(kind: kind, line: value.line) }
        func rotate(_ cycle: [String?]) -> [JSONValue] {
            let current: String? = if case let .string(s) = value.kind { s } else { nil }
            guard let i = cycle.firstIndex(of: current) else { return [] }
            return [cycle[(i + 1) % cycle.count].map { v(.string($0)) } ?? v(.null)]
        }
        switch (key, value.kind) {
        case ("edge", _): return rotate(["expanded", "interior", "collapsed"])
        case ("event", _): return rotate([nil, "expanded", "collapsed"])
        case ("turn", _): return rotate([nil, "forward", "backward"])
        // A refusal whose reason cannot apply, or an invalid insert accepted.
        case ("result", .string("accepted")), ("result", .string("queueFull")): return [v(.string("invalidWidth"))]
        case ("result", .string("invalidWidth")), ("result", .string("duplicateID")): return [v(.string("accepted"))]
        case ("result", .string("liked")): return [v(.string("alreadyLiked"))]
        case ("result", .string("alreadyLiked")): return [v(.string("liked"))]
        case ("result", _): return []  // a miss has no other answer without a hit
        case ("hit", .number(let id)): return [v(.number(id + 1e9))]
        case ("hit", .null): return [v(.number(1e9))]
        case ("row", .number(let row)): return [v(.number(row + Double(rows)))]
        case ("id", .number(let id)): return [v(.number(id + 1e6))]
        case ("page", .number(let n)), ("leftPage", .number(let n)), ("rightPage", .number(let n)): return [v(.number(n + 1))]
        case (_, .number(let x)): return [v(.number(x + delta))]
        case (_, .bool(let b)): return [v(.bool(!b))]
        case (_, .array(let cells)):
            let extra = (cells.map(number).max() ?? 0) + 1000
            return [v(.array(cells + [v(.number(extra))]))] + (cells.isEmpty ? [] : [v(.array(Array(cells.dropFirst())))])
        default: return []
        }
    }

    static func member(_ value: JSONValue, _ key: String) -> JSONValue {
        guard case let .object(members) = value.kind, let found = members.first(where: { $0.key == key }) else { return JSONValue(kind: .null, line: 0) }
        return found.value
    }

    static func elements(_ value: JSONValue) -> [JSONValue] {
        if case let .array(elements) = value.kind { elements } else { [] }
    }

    static func number(_ value: JSONValue) -> Double {
        if case let .number(x) = value.kind { x } else { 0 }
    }

    static func largestMagnitude(_ value: JSONValue) -> Double {
        switch value.kind {
        case let .number(x): x.magnitude
        case let .array(elements): elements.map(largestMagnitude).max() ?? 0
        case let .object(members): members.map { largestMagnitude($0.value) }.max() ?? 0
        default: 0
        }
    }

    static func replacing(_ value: JSONValue, at path: [Key], with new: JSONValue) -> JSONValue {
        guard let first = path.first else { return new }
        var value = value
        switch (first, value.kind) {
        case let (.member(key), .object(members)):
            value.kind = .object(members.map { $0.key == key ? ($0.key, replacing($0.value, at: Array(path.dropFirst()), with: new)) : $0 })
        case let (.element(i), .array(elements)):
            var elements = elements
            elements[i] = replacing(elements[i], at: Array(path.dropFirst()), with: new)
            value.kind = .array(elements)
        default: break
        }
        return value
    }

    static func describe(_ path: [Key]) -> String {
        path.map { key in
            switch key {
            case let .member(name): ".\(name)"
            case let .element(i): "[\(i)]"
            }
        }.joined()
    }
}

/// A correct trace as another correct implementation might report it: every real-valued output
/// a few ulps off (a different but equivalent formula), never across a discrete rule's
/// boundary (a percent near the eps band keeps its value).
enum Nudge {
    static func outputs(of root: JSONValue, seed: UInt64) -> JSONValue {
        let eps = Corruption.number(Corruption.member(Corruption.member(root, "configuration"), "eps"))
        func edge(_ p: Double) -> Int { 1 - p < eps ? 1 : p < eps ? -1 : 0 }
        var bits = seed | 1
        func ulps(_ x: Double) -> Double {
            bits = bits &* 6364136223846793005 &+ 1442695040888963407
            let k = Int(bits >> 61) + 1  // 1…8 ulps
            var y = x
            for _ in 0..<k { y = (bits >> 60) & 1 == 0 ? y.nextUp : y.nextDown }
            return y
        }
        func nudge(_ value: JSONValue, key: String?) -> JSONValue {
            var value = value
            switch value.kind {
            case let .number(x):
                // Integers (ids, rows, pages, cells) and the percent near its eps bands stay.
                // A release's velocity is an input, kept as recorded.
                let kept = ["id", "row", "page", "leftPage", "rightPage", "afterFrame", "velocity"]
                if key.map(kept.contains) == true { return value }
                let y = key == "percent" && x == 1 ? x.nextUp : key == "percent" && x == 0 ? -0x1p-1074 : ulps(x)
                // The eps rule on the reported percent is exact: a nudge never crosses its bands.
                if key == "percent", edge(x) != edge(y) { return value }
                value.kind = .number(y)
            case let .array(elements):
                value.kind = .array(elements.map { nudge($0, key: key) })
            case let .object(members):
                value.kind = .object(members.map { ($0.key, nudge($0.value, key: $0.key)) })
            default: break
            }
            return value
        }
        // Only outputs: the configuration, the inputs and the operations stay as they were.
        guard case let .object(members) = root.kind else { return root }
        var root = root
        root.kind = .object(members.map { key, value in
            switch key {
            case "initial":
                return (key, outputsOnly(value) { nudge($0, key: nil) })
            case "frames":
                // An offset-driven effect's outputs; an event-driven effect's answers beside
                // their events (a snapping target), a few ulps off; the events stay as recorded.
                return (key, JSONValue(kind: .array(Corruption.elements(value).map { frame in
                    guard case let .object(members) = frame.kind else { return frame }
                    return JSONValue(kind: .object(members.map { member in
                        switch member.key {
                        case "output": (member.key, nudge(member.value, key: nil))
                        case "target": (member.key, nudge(member.value, key: "target"))
                        default: member
                        }
                    }), line: frame.line)
                }), line: value.line))
            case "events", "releases":
                // A fly screen's logged events, a rolling banner's releases.
                return (key, nudge(value, key: nil))
            default:
                return (key, value)
            }
        })
        return root
    }

    /// Applies `body` to every `output` member below `value`.
    static func outputsOnly(_ value: JSONValue, _ body: (JSONValue) -> JSONValue) -> JSONValue {
        var value = value
        switch value.kind {
        case let .array(elements): value.kind = .array(elements.map { outputsOnly($0, body) })
        case let .object(members): value.kind = .object(members.map { $0.key == "output" ? ($0.key, body($0.value)) : ($0.key, outputsOnly($0.value, body)) })
        default: break
        }
        return value
    }
}
