import ScrollProofUtilities
import Catalogue
import Effects
import Foundation
import Generators

/// `scrollproof` without a command: verify every property with the default budget and print
/// a table; the models must pass and every published bug must be found.
struct VerifyCommand {
    let seed: UInt64
    let cases: Int?
    let filter: String?
    /// Print the report of every failure, the published bugs' included.
    let allReports: Bool
    /// How many properties run at once (default: the core count). The output is the same for
    /// any number, timings aside: rows are printed in catalogue order once all have run.
    var jobs = ProcessInfo.processInfo.activeProcessorCount
    /// This process's part of a run spread over machines (`--shard I/N`).
    var shard: (index: Int, count: Int)?

    func run() -> Int32 {
        let properties = Catalogue.all.filter { filter.map($0.name.hasPrefix) ?? true }
        if properties.isEmpty {
            printError("error: no property starts with '\(filter ?? "")'; run `scrollproof list`")
            return 2
        }
        let models = properties.filter { !$0.isExpectedToFail }.count, bugs = properties.filter(\.isExpectedToFail).count
        print("ScrollProof: \(models) model propert\(models == 1 ? "y" : "ies"), \(bugs) published bug\(bugs == 1 ? "" : "s"); seed \(seed)")
        print("rerun exactly: swift run scrollproof --seed \(seed)" + (cases.map { " --cases \($0)" } ?? "") + (filter.map { " --only \($0)" } ?? "")
            + (shard.map { " --shard \($0.index)/\($0.count)" } ?? ""))
        if let shard { print("shard \(shard.index) of \(shard.count): cases k with k mod \(shard.count) = \(shard.index); the corpus is replayed by shard 0") }
        print("")
        let header = pad("property", 54) + lpad("cases", 7) + lpad("frames", 10) + lpad("time", 10) + "  result"
        print(header)
        var reports: [String] = []
        var ok = true
        for (property, result) in zip(properties, runAll(properties)) {
            let time = Self.milliseconds(result.seconds)
            var status: String
            switch (property.isExpectedToFail, result.failure) {
            case (false, nil): status = "pass"
            case let (false, failure?):
                status = "FAIL: \(failure.violation.invariant)" + (result.failures.count > 1 ? " and \(result.failures.count - 1) more distinct" : "")
                ok = false
                reports += result.failures.map { origin($0, property) + $0.report }
            case (true, nil):
                status = "MISSED: the published bug was not found"
                ok = false
            case let (true, failure?):
                let where_ = result.replayedFiles > 0 && result.cases == 0 ? "corpus" : "case \(result.cases)"
                status = "bug found (\(failure.violation.invariant), \(where_), \(failure.frames) \(failure.violation.step)\(failure.frames == 1 ? "" : "s"))"
                if failure.violation.invariant != property.expectedViolation {
                    status += " UNEXPECTED"
                    ok = false
                    reports.append(origin(failure, property) + failure.report)
                } else if allReports {
                    reports.append(origin(failure, property) + failure.report)
                }
            }
            print(pad(property.name, 54) + lpad("\(result.cases)", 7) + lpad("\(result.frames)", 10) + lpad(time, 10) + "  " + status)
        }
        print("")
        for report in reports { print(report) }
        print(ok ? "all model properties pass; every published bug was found" : "FAILED: see the reports above")
        if !ok { print("the shrunk cases are saved under fuzz-corpus/; each report ends with its replay command") }
        return ok ? 0 : 1
    }

    /// Runs the properties, `jobs` at a time; the results in the properties' order.
    func runAll(_ properties: [SuiteProperty]) -> [RunResult] {
        let (seed, cases, shard) = (self.seed, self.cases, self.shard)
        let results = Lock([RunResult?](repeating: nil, count: properties.count))
        let next = Lock(0)
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, properties.count))) { _ in
            while true {
                let i = next.withLock { n -> Int in defer { n += 1 }; return n }
                guard i < properties.count else { return }
                var options = RunOptions(cases: cases ?? RunOptions.defaultCases(for: properties[i]), seed: seed, corpus: .currentDirectory)
                options.saveFailures = true
                options.shard = shard
                let result = PropertyRunner(options: options).run(properties[i])
                results.withLock { $0[i] = result }
            }
        }
        return results.withLock { $0.map { $0! } }
    }

    func origin(_ failure: RunFailure, _ property: SuiteProperty) -> String {
        switch failure.origin {
        case let .seed(seed, index):
            """
                found by case \(index + 1) of seed \(seed) (swift run scrollproof replay \(property.name) --seed \(seed)), shrunk from \
                \(failure.originalFrames) \(failure.violation.step)s in \(failure.shrinkCalls) calls:\n
                """
        case let .file(path): "found by replaying \(path), shrunk in \(failure.shrinkCalls) calls:\n"
        }
    }

    static func milliseconds(_ seconds: Double) -> String {
        let ms = seconds * 1000
        return ms < 10 ? String(format: "%.1f ms", ms) : String(format: "%.0f ms", ms)
    }
}

func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s + " " : s + String(repeating: " ", count: n - s.count) }
func lpad(_ s: String, _ n: Int) -> String { s.count >= n ? " " + s : String(repeating: " ", count: n - s.count) + s }
