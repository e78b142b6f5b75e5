import Catalogue
import Foundation
import Oracles
import Generators

/// `scrollproof check-trace FILE`: prints the trace's violations; exit 1 if any (a
/// configuration SPEC rejects is one: `validConfiguration`), 0 if none, 2 when the file cannot
/// be read as a trace (with the line and field at fault).
struct CheckTraceCommand {
    let path: String
    /// Where to draw the trace and its first violation, if anywhere.
    let svg: String?
    /// The groups judged (`--level`, `--only`, `--skip`); every group by default.
    var selection: GroupSelection = .all

    /// The selection of `--level`, `--only` and `--skip` (at most one of them).
    ///
    /// - Throws: ``UsageError`` for two of them, an unknown level or an empty list.
    static func selection(level: String?, only: String?, skip: String?) throws -> GroupSelection {
        let given = [level, only, skip].compactMap { $0 }
        guard given.count <= 1 else { throw UsageError("check-trace takes one of --level, --only and --skip") }
        func names(_ list: String) throws -> Set<String> {
            let names = Set(list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
            guard !names.isEmpty else { throw UsageError("--only and --skip need GROUP,… (the groups of `scrollproof list`)") }
            return names
        }
        if let level {
            guard let parsed = InvariantLevel(rawValue: level) else { throw UsageError("--level is safety or conformance, not '\(level)'") }
            return .level(parsed)
        }
        if let only { return .only(try names(only)) }
        if let skip { return .skipping(try names(skip)) }
        return .all
    }

    /// Why a file cannot be judged, in words: a trace of an effect that is not built in (one
    /// declared in an app's code, which its test target judges) is not a malformed one.
    static func unreadable(_ error: TraceFormatError) -> String {
        error.field == "effect" ? "not a trace of a built-in effect: \(error)" : "malformed trace: \(error)"
    }

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
            printError("error: \(path): \(Self.unreadable(error))")
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
            printError("error: \(path): \(Self.unreadable(error))")
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

    /// Prints the verdict (of the selected groups); the exit status.
    private func report(_ given: TraceVerdict) -> Int32 {
        var verdict = given, judged = ""
        if selection != .all {
            do throws(SelectionError) {
                verdict = try given.selecting(selection)
            } catch {
                printError("error: \(error)")
                return 2
            }
            judged = " (\(selection))"
        }
        let violations = verdict.violations
        // A monitor's file: its first frames rebuild the state its window starts from.
        let steps = verdict.stepName + "s", counted = "\(verdict.frameCount) \(verdict.frameCount == 1 ? verdict.stepName : steps)"
        let prelude = verdict.prelude > 0
            ? ["  prelude: \(steps) 0 to \(verdict.prelude - 1) rebuild the state the rest starts from (judged, not reported; a monitor's file)"] : []
        if violations.isEmpty {
            print("\(path): \(counted), no violation\(judged)")
            prelude.forEach { print($0) }
            for note in verdict.notes { print("  note: \(note)") }
            return 0
        }
        print("\(path): \(counted), \(violations.count) violation\(violations.count == 1 ? "" : "s")\(judged):")
        for v in violations { print("  \(v.text)") }
        prelude.forEach { print($0) }
        if let hint = Self.testHint(effect: verdict.effect, path: path) { print(hint) }
        for note in verdict.notes { print("  note: \(note)") }
        // The effect's conformance invariants (none for the registry, which has no such group).
        let conformance = (try? TraceVerdict.invariants(of: verdict.effect, .level(.conformance))) ?? []
        let differences = violations.filter { conformance.contains($0.invariant) }
        if !differences.isEmpty {
            print("""
                  conformance: \(differences.map(\.invariant).joined(separator: ", ")) judge\(differences.count == 1 ? "s" : "") SPEC's formula, \
                schedule or constant: the trace differs from it (a bug, or a design choice; --level safety judges only the promises every \
                implementation keeps)
                """)
        }
        return 1
    }

    /// How to turn the file into a test of the app's code (the command line cannot run it): the
    /// `ScrollProof.replay` call to write in a test target, with the file's path; `nil` for an
    /// effect `replay` does not take.
    static func testHint(effect: String, path: String) -> String? {
        guard let adapter = (BuiltInEffects.named(effect) as? any CataloguedEffect.Type)?.replayAdapter else { return nil }
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return "  test: in a test target, ScrollProof.replay(contentsOf: URL(fileURLWithPath: \"\(absolute)\"), Suites.\(effect)) \(adapter) "
            + "reproduces this on your code, shrinks it and saves it for verify (docs/monitor.md, \"From the device to a test\")"
    }

    /// The picture of a document, with its first violation marked (none for a rejected configuration).
    static func picture(_ document: TraceDocument, _ violation: Violation?) -> String? {
        func draw<Effect: CataloguedEffect>(_ effect: Effect.Type) -> String? {
            document.trace(of: effect).map { Effect.picture(of: $0, violation: violation) }
        }
        return (document.effect as? any CataloguedEffect.Type).flatMap { draw($0) }
    }
}
