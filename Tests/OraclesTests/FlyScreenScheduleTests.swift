@testable import Oracles
import Effects
import Testing

/// SPEC's closed-form schedule as the rules keep it: each row's last item found by index on a
/// screen of up to 256 rows, by search beyond, with the same answers either way and after a
/// recycling; each row's free moment the configuration's closed form, to the bit.
@Suite struct FlyScreenScheduleTests {
    /// Starts items on pseudo-random rows and checks every row's free moment, the lowest unused
    /// row and the earliest moment against the configuration's closed form over a dictionary.
    func check(_ schedule: inout FlyScreenInvariants.Schedule, rows: Int, seed: UInt64) {
        let c = schedule.c
        var reference: [Int: FlyingItem] = [:]
        var x = seed
        for id in 0..<400 {
            x = x &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let row = Int(x >> 33) % rows, width = 10 + Double(x >> 50)
            let item = FlyingItem(id: id, width: width, insertedAt: Double(id), start: Double(id) * 0.37, row: row, duration: id % 3 == 0 ? 7 : nil)
            schedule.started(row: row, .init(width: width, duration: c.duration(of: item), start: item.start, appeared: item.start))
            reference[row] = item
            #expect(schedule.previousStart == item.start)
            if id % 37 == 0 {
                for r in -1...(rows + 1) {
                    let expected = reference[r].map { c.rowFreeTime(after: $0, forWidth: 33, duration: 5) } ?? -.infinity
                    #expect(schedule.free(r, width: 33, duration: 5) == expected, "row \(r) after item \(id)")
                }
                let unused = (0..<rows).first { reference[$0] == nil }
                #expect(schedule.lowestUnusedRow == unused)
                let rowFree = unused != nil ? -Double.infinity : reference.keys.sorted().map { c.rowFreeTime(after: reference[$0]!, forWidth: 33) }.min()!
                #expect(schedule.earliest(inserted: 1, width: 33, duration: c.duration) == max(1, item.start, rowFree))
            }
        }
    }

    @Test func rowsAreFoundByIndexOrBySearchAlike() throws {
        for rows in [1, 8, 256, 257, 300] {
            var schedule = FlyScreenInvariants.Schedule(c: try FlyScreenConfiguration(screenWidth: 400, rows: rows, rowHeight: 20, duration: 5, minimumGap: 7))
            check(&schedule, rows: rows, seed: UInt64(rows))
        }
    }

    @Test func aRecycledScheduleIsANewOne() throws {
        var schedule = FlyScreenInvariants.Schedule(c: try FlyScreenConfiguration(screenWidth: 400, rows: 300, rowHeight: 20, duration: 5))
        check(&schedule, rows: 300, seed: 3)
        for rows in [8, 1, 257, 6] {
            let c = try FlyScreenConfiguration(screenWidth: 400, rows: rows, rowHeight: 20, duration: 5, minimumGap: 3)
            var recycled = schedule.recycled(c: c)
            #expect(recycled.previousStart == -.infinity && recycled.lowestUnusedRow == 0)
            for r in 0..<rows { #expect(recycled.free(r, width: 10, duration: 5) == -.infinity) }
            check(&recycled, rows: rows, seed: UInt64(rows))
            schedule = recycled
        }
    }
}
