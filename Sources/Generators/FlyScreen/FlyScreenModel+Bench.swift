import Dispatch
import Effects
import Oracles

extension FlyScreenModel {
    /// The fly-screen groups again for `scrollproof bench`, on the model's workloads, with
    /// screens from a pool whose screens allocate nothing: the allocations left are the suite's
    /// own (generation, recording, checking). Named `pooledScreens.flyScreen.<group>`.
    package static var benchProperties: [SuiteProperty] {
        let pool = PooledFlyScreen.Pool()
        return Suites.flyScreen.generating([]).properties(named: "pooledScreens.\(effectName)") { c in pool.screen(c) }
    }

    /// The thread-safe screen (``FlyScreen``) under 8 producers: 20,000 inserts from 8 threads
    /// at once, then the whole simulation; it reports how many items started (all of them).
    package static var benchTimings: [BenchTiming] {
        [BenchTiming(name: "fly screen: 20,000 inserts from 8 threads + full simulation") {
            let c = try! FlyScreenConfiguration(screenWidth: 375, rows: 8, rowHeight: 30, duration: 6, minimumGap: 4)
            let screen = FlyScreen(configuration: c)
            DispatchQueue.concurrentPerform(iterations: 8) { p in
                for i in 0..<2_500 { _ = screen.insert(id: p * 2_500 + i, width: 20 + Double((p * 2_500 + i) % 97)) }
            }
            try! screen.advance(to: 1e7)
            let started = screen.snapshot().events.reduce(0) { if case .started = $1 { $0 + 1 } else { $0 } }
            return ["started": Double(started)]
        }]
    }
}
