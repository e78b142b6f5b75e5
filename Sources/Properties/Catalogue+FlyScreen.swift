import Effects
import Generators
import Oracles
import Originals

extension Catalogue {
    static func flyScreen() -> [Property] {
        typealias FS = FlyScreenInvariants
        let groups: [Group<FlyScreenTrace>] = [
            Group(name: "nothingLost", oracles: [FS.nothingLost], publishedBug: ("nothingLost", "insertData: returns silently when the pool is full (10 items by default): the item is lost")),
            Group(name: "capacity", oracles: [FS.capacityRespected], publishedBug: ("capacityRespected", "a full pool does not refuse the insert: the caller is never told")),
            Group(name: "schedule", oracles: [FS.fifoStartOrder, FS.exactSchedule], publishedBug: ("exactSchedule", "a 0.2 s polling timer starts items only at its ticks: they wait while a row is free")),
            Group(name: "minimumGap", oracles: [FS.minimumGap], publishedBug: ("minimumGap", "the free-track rule knows no gap and assumes a speed the animation does not have")),
            Group(name: "finishesOffScreen", oracles: [FS.finishesOffScreen], publishedBug: ("finishesOffScreen", "the flight ends at x = −w/2, half visible")),
            Group(name: "hitTest", oracles: [FS.hitTestAgreesWithGeometry, FS.likeOnce], publishedBug: ("hitTestAgreesWithGeometry", "the presentation layer moves at (S + w/2)/d, not (S + w)/d: taps hit what the geometry does not")),
        ]
        return groups.flatMap { g in
            g.pair("flyScreen") { name, implementation, bug in
                implementation == .model
                    ? flyProperty(name, implementation, g, make: FlyScreenModel.init)
                    : flyProperty(name, implementation, g, bug: bug, make: PublishedFlyView.init)
            }
        }
    }

    static func flyProperty<S: FlyScreenSimulating>(
        _ name: String, _ implementation: Implementation, _ g: Group<FlyScreenTrace>,
        bug: (invariant: String, bug: String)? = nil, make: @escaping @Sendable (FlyScreenConfiguration) -> S
    ) -> Property {
        Property(
            name: name, section: "§4", invariants: g.oracles.map(\.name), implementation: implementation,
            expectedViolation: bug?.invariant, bug: bug?.bug,
            evaluation: Gen<FlyWorkload>.flyWorkload().map { workload in
                guard let c = workload.configuration.configuration else {
                    return Evaluation(violation: nil, frames: 0, labels: workload.labels, description: "invalid configuration")
                }
                let trace = FlyScreenRun.record(make(c), workload.operations)
                // A fly-screen frame is a moment of virtual time: the operations between two advances.
                let frames = 1 + workload.operations.filter { if case .advance = $0 { true } else { false } }.count
                let violation = Oracle.firstViolation(g.oracles, in: trace)
                return Evaluation(
                    violation: violation, frames: frames, labels: workload.labels,
                    description: violation == nil ? "" : FlyScreenRun.render(c, trace))
            })
    }
}

/// Runs a fly-screen workload in virtual time and records the trace.
enum FlyScreenRun {
    /// Records a workload; with `flyOut`, time then runs until everything accepted has flown
    /// out, so the trace ends with nothing in the air.
    static func record<S: FlyScreenSimulating>(_ screen: S, _ operations: [FlyOperation], flyOut: Bool = true) -> FlyScreenTrace {
        var screen = screen
        let c = screen.configuration
        var steps: [FlyScreenTrace.Step] = []
        var inserted = 0
        for operation in operations {
            switch operation {
            case let .insert(id, width, _):
                steps.append(.insert(id: id, width: width, time: screen.now, result: screen.insert(id: id, width: width)))
                inserted += 1
            case let .advance(seconds):
                try? screen.advance(to: screen.now + seconds)
                steps.append(.advance(time: screen.now))
            case let .tapPoint(x, y):
                steps.append(tap(&screen, x, y))
            case let .tapItem(index, fraction):
                let flying = FlyScreenTrace(configuration: c, steps: steps, events: screen.events).flights
                    .filter { f in f.start.map { $0 <= screen.now && screen.now < $0 + c.duration } ?? false }
                guard !flying.isEmpty else { continue }
                let f = flying[index % flying.count]
                let x = c.position(width: f.width, start: f.start!, at: screen.now) + fraction * f.width
                steps.append(tap(&screen, x, (Double(f.row!) + 0.5) * c.rowHeight))
            }
        }
        if flyOut {
            try? screen.advance(to: screen.now + Double(inserted + 2) * (c.duration + 1))
            steps.append(.advance(time: screen.now))
        }
        return FlyScreenTrace(configuration: c, steps: steps, events: screen.events)
    }

    static func tap<S: FlyScreenSimulating>(_ screen: inout S, _ x: Double, _ y: Double) -> FlyScreenTrace.Step {
        let hit = screen.hitTest(x: x, y: y)
        return .tap(x: x, y: y, time: screen.now, hit: hit, result: screen.tap(x: x, y: y))
    }

    static func render(_ c: FlyScreenConfiguration, _ trace: FlyScreenTrace) -> String {
        let n = FrameDescription.n
        var lines = ["\(c)"]
        for (i, step) in trace.steps.enumerated() {
            switch step {
            case let .insert(id, width, time, result): lines.append("op \(i): t \(n(time)) insert #\(id) w \(n(width)) → \(result)")
            case let .advance(time): lines.append("op \(i): advance to t \(n(time))")
            case let .tap(x, y, time, hit, result): lines.append("op \(i): t \(n(time)) tap (\(n(x)), \(n(y))) → hit \(hit.map { "#\($0)" } ?? "nothing"), \(result)")
            }
        }
        let flights = trace.flights.map { f in
            "#\(f.id) w \(n(f.width)): inserted \(n(f.inserted))" + (f.start.map { ", row \(f.row!) from \(n($0))" } ?? ", never started")
                + (f.finish.map { " to \(n($0)) at x \(n(f.finishX!))" } ?? "")
        }
        return (lines + ["flights:"] + flights.map { "  " + $0 }).joined(separator: "\n")
    }
}
