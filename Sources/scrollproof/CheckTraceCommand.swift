import Foundation
import Oracles
import TraceFormat

/// `scrollproof check-trace FILE`: prints the trace's violations; exit 1 if any (a
/// configuration SPEC rejects is one: `validConfiguration`), 0 if none, 2 when the file cannot
/// be read as a trace (with the line and field at fault).
struct CheckTraceCommand {
    let path: String

    func run() -> Int32 {
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
        let violations = document.violations
        if violations.isEmpty {
            print("\(path): \(document.frameCount) frames, no violation")
            return 0
        }
        print("\(path): \(document.frameCount) frames, \(violations.count) violation\(violations.count == 1 ? "" : "s"):")
        for v in violations { print("  \(v)") }
        return 1
    }
}
