@testable import Oracles
import Effects
import Testing

/// The closed-form schedule's bookkeeping of the last item started on each row: found by index
/// on a screen of up to ``FlyScreenInvariants/Schedule/denseRows`` rows, by search beyond,
/// and the same answers either way, after a recycling and after a row out of range.
@Suite struct FlyScreenScheduleTests {
    /// Starts items on pseudo-random rows of `rows` (and, when `outOfRange`, one on row `rows`)
    /// and checks every row's last item, the used rows and `lowestUnusedRow` against a
    /// dictionary.
    func check(_ schedule: inout FlyScreenInvariants.Schedule, rows: Int, outOfRange: Bool, seed: UInt64) {
        var reference: [Int: FlyScreenTrace.Flight] = [:]
        var x = seed
        for id in 0..<400 {
            x = x &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            var row = Int(x >> 33) % rows
            if outOfRange, id == 150 { row = rows }
            var f = FlyScreenTrace.Flight(id: id, width: 10, inserted: Double(id))
            f.row = row
            f.start = Double(id)
            schedule.started(f)
            reference[row] = f
            #expect(schedule.previousStart == Double(id))
            if id % 37 == 0 || id == 150 {
                for r in -1...(rows + 1) { #expect(schedule[r]?.id == reference[r]?.id, "row \(r) after item \(id)") }
                #expect(schedule.rows == reference.keys.sorted())
                let unused = (0..<rows).first { reference[$0] == nil }
                #expect(schedule.lowestUnusedRow == unused)
            }
        }
    }

    @Test func rowsAreFoundByIndexOrBySearchAlike() throws {
        for (rows, outOfRange) in [(1, false), (8, false), (8, true), (256, false), (257, false), (300, true)] {
            let c = try FlyScreenConfiguration(screenWidth: 400, rows: rows, rowHeight: 20, duration: 5)
            var schedule = FlyScreenInvariants.Schedule(c: c)
            check(&schedule, rows: rows, outOfRange: outOfRange, seed: UInt64(rows) &+ (outOfRange ? 1 : 0))
        }
    }

    @Test func aRecycledScheduleIsANewOne() throws {
        var schedule = FlyScreenInvariants.Schedule(c: try FlyScreenConfiguration(screenWidth: 400, rows: 300, rowHeight: 20, duration: 5))
        check(&schedule, rows: 300, outOfRange: false, seed: 3)
        for rows in [8, 1, 257, 6] {
            let c = try FlyScreenConfiguration(screenWidth: 400, rows: rows, rowHeight: 20, duration: 5)
            var recycled = schedule.recycled(c: c)
            #expect(recycled.rows.isEmpty && recycled.previousStart == -.infinity && recycled.lowestUnusedRow == 0)
            for r in 0..<rows { #expect(recycled[r] == nil) }
            check(&recycled, rows: rows, outOfRange: rows == 6, seed: UInt64(rows))
            schedule = recycled
        }
    }
}
