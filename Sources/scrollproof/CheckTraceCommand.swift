import Foundation
import Oracles
import TraceFormat

/// `scrollproof check-trace FILE`: prints the trace's violations; exit 1 if any, 0 if none,
/// 2 when the file is malformed (with the line and field at fault).
struct CheckTraceCommand {
    let path: String

    func run() -> Int32 {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            printError("error: cannot read \(path) as UTF-8 text")
            return 2
        }
        let document: TraceDocument
        do throws(TraceFormatError) {
            document = try TraceDocument.parse(text)
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
