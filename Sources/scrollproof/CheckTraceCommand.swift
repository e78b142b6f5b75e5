import Foundation
import Oracles
import Pictures
import TraceFormat

/// `scrollproof check-trace FILE`: prints the trace's violations; exit 1 if any (a
/// configuration SPEC rejects is one: `validConfiguration`), 0 if none, 2 when the file cannot
/// be read as a trace (with the line and field at fault).
struct CheckTraceCommand {
    let path: String
    /// Where to draw the trace and its first violation, if anywhere.
    let svg: String?

    func run() -> Int32 {
        // Without a picture the file is judged as it is read, never held whole.
        guard svg == nil else { return runWithPicture() }
        guard let source = FileTraceSource(path: path) else {
            printError("error: cannot read \(path)")
            return 2
        }
        do throws(TraceFormatError) {
            return report(try TraceDocument.verdict(reading: source))
        } catch {
            printError("error: \(path): malformed trace: \(error)")
            return 2
        }
    }

    /// Reads the whole document, to draw it.
    private func runWithPicture() -> Int32 {
        guard let data = FileManager.default.contents(atPath: path) else {
            printError("error: cannot read \(path)")
            return 2
        }
        let document: TraceDocument
        do throws(TraceFormatError) {
            document = try TraceDocument.parse(bytes: Array(data))
        } catch {
            printError("error: \(path): malformed trace: \(error)")
            return 2
        }
        let verdict = document.verdict
        if let svg, let picture = Self.picture(document, verdict.violations.first) {
            guard FileManager.default.createFile(atPath: svg, contents: Data(picture.utf8)) else {
                printError("error: cannot write \(svg)")
                return 2
            }
        }
        return report(verdict)
    }

    /// Prints the verdict; the exit status.
    private func report(_ verdict: TraceVerdict) -> Int32 {
        let violations = verdict.violations
        if violations.isEmpty {
            print("\(path): \(verdict.frameCount) frames, no violation")
            return 0
        }
        print("\(path): \(verdict.frameCount) frames, \(violations.count) violation\(violations.count == 1 ? "" : "s"):")
        for v in violations { print("  \(v)") }
        return 1
    }

    /// The picture of a document, with its first violation marked (none for a rejected configuration).
    static func picture(_ document: TraceDocument, _ violation: Violation?) -> String? {
        switch document {
        case let .parallelWindow(t): ParallelWindowPicture.svg(t, violation: violation)
        case let .bannerHover(t): BannerHoverPicture.svg(t, violation: violation)
        case let .rollingBanner(t): RollingBannerPicture.svg(t, violation: violation)
        case let .profileHeader(t): ProfileHeaderPicture.svg(t, violation: violation)
        case let .observerRegistry(t): ObserverRegistryPicture.svg(t, violation: violation)
        case let .flyScreen(t): FlyScreenPicture.svg(t, violation: violation)
        case .rejectedConfiguration: nil
        }
    }
}
