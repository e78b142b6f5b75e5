import Effects
import Generators

/// `scrollproof sample GENERATOR [--seed S] [--count N] [--labels]`: prints generated cases,
/// or with `--labels` the class distribution of `N` cases. The same seed prints the same
/// bytes on every machine.
struct SampleCommand {
    static let generators: [(name: String, summary: String)] = [
        ("parallel-window", "parallel-window geometry and window positions (SPEC §1)"),
        ("observer-lifecycle", "display lifecycles of window cells (SPEC §1b)"),
        ("banner-hover", "banner geometry and content offsets (SPEC §2)"),
        ("rolling-banner", "carousel geometry and content offsets (SPEC §3)"),
        ("fly-screen", "fly-screen workloads (SPEC §4)"),
        ("profile-header", "profile geometry and content offsets (SPEC §5)"),
    ]

    let generator: String
    let seed: UInt64
    let count: Int
    let labelsOnly: Bool

    func run() throws -> String {
        switch generator {
        case "parallel-window": try sample(Gen<ScrollCase<ParallelWindowConfiguration>>.parallelWindowCase)
        case "observer-lifecycle": try sample(Gen<LifecycleSequence>.lifecycle())
        case "banner-hover": try sample(Gen<ScrollCase<BannerHoverConfiguration>>.bannerHoverCase)
        case "rolling-banner": try sample(Gen<ScrollCase<RollingBannerConfiguration>>.rollingBannerCase)
        case "fly-screen": try sample(Gen<FlyWorkload>.flyWorkload())
        case "profile-header": try sample(Gen<ScrollCase<ProfileHeaderConfiguration>>.profileHeaderCase)
        default:
            throw UsageError("unknown generator '\(generator)'; one of: " + Self.generators.map(\.name).joined(separator: ", "))
        }
    }

    /// Case `i` uses seed `seed + i`, so any one case can be printed again on its own.
    func sample<V: Labeled & CustomStringConvertible>(_ gen: Gen<V>) throws -> String {
        var out = ""
        var histogram: [String: Int] = [:]
        for i in 0..<count {
            let caseSeed = seed &+ UInt64(i)
            let value = try gen.generate(seed: caseSeed).value
            if labelsOnly {
                for label in value.labels { histogram[label, default: 0] += 1 }
            } else {
                out += "seed \(caseSeed) [\(value.labels.sorted().joined(separator: ", "))]\n  \(value)\n"
            }
        }
        if labelsOnly {
            out += "\(count) cases of \(generator) from seed \(seed)\n"
            for (label, n) in histogram.sorted(by: { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }) {
                out += "  \(label.padding(toLength: 24, withPad: " ", startingAt: 0)) \(n)\n"
            }
        }
        return out
    }
}
