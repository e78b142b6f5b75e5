import Effects
import Oracles

/// A trace file (format `scrollproof-trace`, version 1; see `docs/trace-format.md`): one
/// effect's configuration and the frames an implementation produced, recorded anywhere (an
/// app on a device) and checked here by every oracle of that effect.
public enum TraceDocument: Sendable {
    case parallelWindow(ParallelWindowTrace)
    case bannerHover(BannerHoverTrace)
    case rollingBanner(RollingBannerTrace)
    case profileHeader(ProfileHeaderTrace)
    case observerRegistry(ObserverRegistryTrace)
    case flyScreen(FlyScreenTrace)

    /// The format's name.
    public static let format = "scrollproof-trace"
    /// The format's version this build reads.
    public static let version = 1

    /// Parses and decodes a trace file.
    ///
    /// - Parameter text: The file's text.
    /// - Returns: The trace.
    /// - Throws: ``TraceFormatError`` with the line and field at fault.
    public static func parse(_ text: String) throws(TraceFormatError) -> TraceDocument {
        let root: JSONValue
        do throws(JSONSyntaxError) {
            root = try JSONParser.parse(text)
        } catch {
            throw TraceFormatError(line: error.line, field: "", message: error.message)
        }
        let r = Reader(value: root, path: "")
        let format = try r.field("format")
        guard try format.string() == Self.format else { throw format.fail("expected \"\(Self.format)\"") }
        let version = try r.field("version")
        guard try version.int() == Self.version else { throw version.fail("this build reads version \(Self.version)") }
        let effect = try r.field("effect")
        switch try effect.string() {
        case "parallelWindow": return .parallelWindow(try TraceDecoding.parallelWindow(r))
        case "bannerHover": return .bannerHover(try TraceDecoding.bannerHover(r))
        case "rollingBanner": return .rollingBanner(try TraceDecoding.rollingBanner(r))
        case "profileHeader": return .profileHeader(try TraceDecoding.profileHeader(r))
        case "observerRegistry": return .observerRegistry(try TraceDecoding.observerRegistry(r))
        case "flyScreen": return .flyScreen(try TraceDecoding.flyScreen(r))
        default:
            throw effect.fail("expected one of \"parallelWindow\", \"observerRegistry\", \"bannerHover\", \"rollingBanner\", \"flyScreen\", \"profileHeader\"")
        }
    }

    /// Every violation of the trace: the first of each oracle of its effect.
    public var violations: [Violation] {
        func all<T>(_ oracles: [Oracle<T>], _ trace: T) -> [Violation] { oracles.compactMap { $0.check(trace) } }
        switch self {
        case let .parallelWindow(t): return all(ParallelWindowInvariants.all, t)
        case let .bannerHover(t): return all(BannerHoverInvariants.all, t)
        case let .rollingBanner(t): return all(RollingBannerInvariants.all, t)
        case let .profileHeader(t): return all(ProfileHeaderInvariants.all, t)
        case let .observerRegistry(t): return all(ObserverRegistryInvariants.all, t)
        case let .flyScreen(t): return all(FlyScreenInvariants.all, t)
        }
    }

    /// The number of frames (steps, events, operations) in the trace.
    public var frameCount: Int {
        switch self {
        case let .parallelWindow(t): t.steps.count
        case let .bannerHover(t): t.steps.count
        case let .rollingBanner(t): t.steps.count
        case let .profileHeader(t): t.steps.count
        case let .observerRegistry(t): t.events.count
        case let .flyScreen(t): t.steps.count
        }
    }
}
