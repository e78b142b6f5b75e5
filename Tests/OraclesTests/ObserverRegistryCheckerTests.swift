import Effects
import Foundation
import PropertyTestSupport
import Oracles
import Testing

/// The one-pass ``EventChecker`` of the registry's declaration judges as the plain per-invariant definitions do
/// (``ReferenceRegistryInvariants``): over thousands of random lifecycles, run on the model and
/// with its outputs tampered (a registration dropped or doubled, a notification lost, a
/// removal reported or swallowed, the flag flipped, outputs left unrecorded), every oracle
/// finds the same first violation, and every group of oracles in one pass reports what
/// checking them one after the other reports.
@Suite struct ObserverRegistryCheckerTests {
    /// Lifecycles per test: 3,000 with `SCROLLPROOF_FULL=1` (which `.ci/run` sets), 600 otherwise.
    static var lifecycles: UInt64 { PropertyTestSupport.sweep(600, full: 3_000) }

    /// A tiny deterministic generator (the tests of Oracles do not use Generators).
    struct Bits {
        var state: UInt64
        mutating func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(n))
        }
    }

    static func trace(seed: UInt64) -> ObserverRegistryTrace {
        var bits = Bits(state: seed)
        var events: [DisplayEvent] = []
        // A third of the lifecycles show up to 24 cells at once, displaying more often: past
        // the 8 a frame and the display state hold inline.
        let crowded = seed % 3 == 0, cells = crowded ? 24 : 6
        for _ in 0..<(1 + bits.next(crowded ? 80 : 40)) {
            let cell = CellID(bits.next(cells)), row = bits.next(5)
            switch crowded && bits.next(3) > 0 ? 0 : bits.next(12) {
            case 0...3: events.append(.willDisplay(cell: cell, row: row))
            case 4...6: events.append(.didEndDisplaying(cell: cell, row: row))
            case 7: events.append(.reloadData)
            case 8: events.append(.suspendAll)
            case 9: events.append(.resumeAll)
            case 10: events.append(.teardown)
            default: events.append(.offsetChanged)
            }
        }
        var registry = ObserverRegistry()
        var trace = ObserverRegistryTrace(events: events, frames: events.map { registry.apply($0) })
        // Tamper with a few frames, or leave the model's (half the traces).
        if bits.next(2) == 0 {
            for _ in 0..<(1 + bits.next(3)) {
                let i = bits.next(trace.frames.count), cell = CellID(bits.next(cells))
                var f = trace.frames[i]
                switch bits.next(8) {
                case 0: if !f.registrations.isEmpty { f.registrations.remove(at: bits.next(f.registrations.count)) }
                case 1: f.registrations = (f.registrations + [f.registrations.first ?? cell]).sorted()
                case 2: if let n = f.notified, !n.isEmpty { f.notified = Array(n.dropLast()) } else { f.notified = [cell] }
                case 3: f.absentRemovals = (f.absentRemovals ?? []).isEmpty ? [cell] : []
                case 4: f.isSuspended = !(f.isSuspended ?? false)
                case 5: f.notified = nil; f.absentRemovals = nil; f.isSuspended = nil
                case 6: f.registrations = (f.registrations + [cell]).sorted()
                default: f.absentRemovals = (f.absentRemovals ?? []) + [cell, cell]
                }
                trace.frames[i] = f
            }
        }
        return trace
    }

    @Test func everyOracleAgreesWithItsPlainDefinition() {
        let plain = ReferenceRegistryInvariants.all
        let onePass = ObserverRegistry.oracles
        #expect(plain.map(\.name) == onePass.map(\.name))
        var broken = 0, crowded = 0
        for seed in 0..<Self.lifecycles {
            let trace = Self.trace(seed: seed)
            if trace.frames.contains(where: { $0.registrations.count > 8 }) { crowded += 1 }
            for (p, o) in zip(plain, onePass) {
                let expected = p.check(trace), got = o.check(trace)
                #expect(expected?.description == got?.description, "seed \(seed), \(p.name)")
                if expected?.description != got?.description { return }
                if expected != nil { broken += 1 }
            }
        }
        #expect(broken > Int(Self.lifecycles) / 3, "only \(broken) violations compared")
        #expect(crowded > Int(Self.lifecycles) / 10, "only \(crowded) lifecycles registered more than 8 cells at once")
    }

    @Test func aGroupInOnePassReportsWhatItsOraclesReportInTurn() {
        let groups: [[Int]] = [[0, 3], [2, 5], [4], [1], [5, 4, 3, 2, 1, 0], [3, 0, 2]]
        for seed in 0..<Self.lifecycles / 3 {
            let trace = Self.trace(seed: seed)
            for group in groups {
                let oracles = group.map { EventRules<ObserverRegistry>().oracle($0) }
                let expected = TraceOracle.firstViolation(oracles, in: trace)
                let got = EventChecker.check(trace, rules: EventRules<ObserverRegistry>(), order: _InvariantOrder(group))
                #expect(expected?.description == got?.description, "seed \(seed), group \(group)")
                if expected?.description != got?.description { return }
            }
        }
    }
}
