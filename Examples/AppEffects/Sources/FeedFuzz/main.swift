import AppEffects
import AppEffectsProofs
import Foundation
import FuzzSupport
import ScrollProof

// The feed's list-driven effects under libFuzzer, through the entry ScrollProof's own fuzz
// targets use (`FuzzSupport.run`): each input decodes as a case of every property in turn.
//
//   swift build --product FeedFuzz -Xswiftc -sanitize=fuzzer --scratch-path .build-fuzzer
//   .build-fuzzer/debug/FeedFuzz -max_total_time=20
//
// FEED_FUZZ_BUGS=1 fuzzes the planted bugs instead (double counting after a reload, a player
// kept on a reused cell): a crash is expected, and its input replays the failure.
let bugs = ProcessInfo.processInfo.environment["FEED_FUZZ_BUGS"] == "1"
let impressions = EventSuite.declared(ImpressionTracking.self).merged.properties(named: "impressions") { rule in
    MainActor.assumeIsolated { MainActorListEffect(ImpressionTrackerAdapter(rule, forgetsCountedAdsOnReload: bugs)) }
}
let autoplay = EventSuite.declared(Autoplay.self).merged.properties(named: "autoplay") { rule in
    AutoplayAdapter(rule, keepsPlayerOnReusedCell: bugs)
}
FuzzSupport.run(impressions + autoplay)
