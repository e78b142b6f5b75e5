import Foundation
import ScrollProof
import Testing

@Suite struct ZZScale {
    @Test func scale() throws {
        guard let n = ProcessInfo.processInfo.environment["ZZ_CASES"].flatMap(Int.init) else { return }
        let safety = try Suites.flyScreen.selecting(.level(.safety))
        for seed: UInt64 in [1001, 1002] {
            let s = VerificationSettings(cases: n, seed: seed, failuresDirectory: URL(fileURLWithPath: "/tmp/meas/zz"), saveFailures: true)
            let m = ScrollProof.verify(safety, settings: s) { c in FlyScreenModel(configuration: c) }
            print("ZZ model", seed, m.map { "\($0.property) \($0.cases) \($0.failure?.report ?? "ok")" })
            let t = ScrollProof.verify(safety, settings: s) { c in TrackDanmaku(c) }
            print("ZZ track", seed, t.map { "\($0.property) \($0.cases) \($0.failure?.report ?? "ok")" })
            let f = ScrollProof.verify(safety.animating(in: .float), settings: s) { c in FlyScreenModel(configuration: c) }
            print("ZZ float", seed, f.map { "\($0.property) \($0.cases) \($0.failure?.report ?? "ok")" })
            let mt = ScrollProof.verify(Suites.flyScreen.generating([]), settings: s) { c in FlyScreenModel(configuration: c) }
            print("ZZ spec", seed, mt.map { "\($0.property) \($0.cases) \($0.failure?.report ?? "ok")" })
        }
    }
}
