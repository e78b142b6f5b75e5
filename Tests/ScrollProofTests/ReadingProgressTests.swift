import Foundation
import ScrollProof
import Testing

// A reading-progress bar, written as an app would and declared as a user outside the project
// would: a view class on the main actor with the device's viewport pinned, its value twin, and
// a `>`-for-`>=` mutant at the end-of-article threshold. None of ScrollProof's five effects has
// this shape: a progress clamped to [0, 1] and a callback when the reader reaches the end.

/// The article: its content height `H` and the viewport's height `V` (`H > V`).
struct ReadingProgressConfiguration: Sendable {
    let contentHeight: Double, viewportHeight: Double

    init(contentHeight: Double, viewportHeight: Double) throws(ConfigurationError) {
        guard viewportHeight > 0 else {
            throw ConfigurationError(configuration: "ReadingProgress", field: "viewportHeight", rule: .mustBePositive, value: viewportHeight)
        }
        guard contentHeight > viewportHeight else {
            throw ConfigurationError(
                configuration: "ReadingProgress", field: "contentHeight", rule: .mustBeGreaterThan(.init("viewportHeight",
                    viewportHeight)), value: contentHeight)
        }
        (self.contentHeight, self.viewportHeight) = (contentHeight, viewportHeight)
    }

    /// How far the article scrolls: `H − V`.
    var travel: Double { contentHeight - viewportHeight }
}

/// What the bar shows: the progress, and whether the end-of-article callback fired.
struct ReadingProgressFrame: NumericFrame, Sendable, Equatable {
    var progress: Double
    var reachedEnd: Bool

    static let numberNames = ["progress"]
    func number(_ index: Int) -> Double { progress }
}

/// The declaration.
enum ReadingProgressEffect: DeclaredScrollEffect {
    static let name = "readingProgress"

    static let configurations = ConfigurationSpace(
        ["contentHeight": .range(400...20_000), "viewportHeight": .range(300...1_400)]
    ) { v in
        try ReadingProgressConfiguration(contentHeight: v["contentHeight"], viewportHeight: v["viewportHeight"])
    }

    static func range(_ c: ReadingProgressConfiguration) -> ScrollRange {
        var range = ScrollRange(lower: 0, upper: c.travel, reach: c.viewportHeight, dimension: c.viewportHeight, pageSize: c.viewportHeight,
            landmarks: [0, c.travel])
        range.addThreshold(near: c.travel) { o in o / c.travel >= 1 }   // the end of the article
        return range
    }

    static func scale(of c: ReadingProgressConfiguration) -> Double { c.contentHeight }

    static let invariants: [FrameInvariant<ReadingProgressConfiguration, ReadingProgressFrame>] = [
        .inRange("progress", \.progress, unit: .ratio) { _ in 0...1 },
        .monotone("progress", \.progress, unit: .ratio, .nonDecreasing),
        .closedForm("progress", \.progress, unit: .ratio) { c, o in min(max(o / c.travel, 0), 1) },
        .firesOncePerCrossing("reachedEnd", fired: \.reachedEnd, quantity: \.progress, threshold: { _ in 1 }, .upward),
    ]
}

/// The app's view, on the main actor, as UIKit code is: the article's height from its
/// configuration, the callback through a closure. `firesPastTheEnd` is the boundary mutant:
/// `offset > travel` where the app has `offset >= travel`.
@MainActor
final class ReadingProgressView {
    var onReachedEnd: (() -> Void)?
    private(set) var progress = 0.0
    private var atEnd = false
    private let travel: Double
    private let firesPastTheEnd: Bool

    init(contentHeight: Double, viewportHeight: Double, offset: Double, firesPastTheEnd: Bool = false) {
        travel = contentHeight - viewportHeight
        self.firesPastTheEnd = firesPastTheEnd
        progress = min(max(offset / travel, 0), 1)
        atEnd = firesPastTheEnd ? offset > travel : offset >= travel
    }

    func scrollViewDidScroll(contentOffsetY offset: Double) {
        progress = min(max(offset / travel, 0), 1)
        let end = firesPastTheEnd ? offset > travel : offset >= travel
        if end && !atEnd { onReachedEnd?() }
        atEnd = end
    }
}

/// The adapter over the view class.
@MainActor
final class ReadingProgressAdapter: MainActorScrollDrivenEffect {
    let configuration: ReadingProgressConfiguration
    private let view: ReadingProgressView
    private var fired = false
    private(set) var lastFrame: ReadingProgressFrame

    init(_ c: ReadingProgressConfiguration, offset: Double, firesPastTheEnd: Bool = false) {
        configuration = c
        view = ReadingProgressView(contentHeight: c.contentHeight, viewportHeight: c.viewportHeight, offset: offset, firesPastTheEnd: firesPastTheEnd)
        lastFrame = ReadingProgressFrame(progress: view.progress, reachedEnd: false)
        view.onReachedEnd = { [weak self] in self?.fired = true }
    }

    func update(_ offset: Double) throws(InputError) -> ReadingProgressFrame {
        try InputError.requireFinite(offset, "offset")
        fired = false
        view.scrollViewDidScroll(contentOffsetY: offset)
        lastFrame = ReadingProgressFrame(progress: view.progress, reachedEnd: fired)
        return lastFrame
    }
}

/// The value twin: the same rule in a struct.
struct ReadingProgressValue: ScrollDrivenEffect {
    let configuration: ReadingProgressConfiguration
    let firesPastTheEnd: Bool
    private var atEnd: Bool
    private(set) var lastFrame: ReadingProgressFrame

    init(_ c: ReadingProgressConfiguration, offset: Double, firesPastTheEnd: Bool = false) {
        configuration = c
        self.firesPastTheEnd = firesPastTheEnd
        atEnd = firesPastTheEnd ? offset > c.travel : offset >= c.travel
        lastFrame = ReadingProgressFrame(progress: min(max(offset / c.travel, 0), 1), reachedEnd: false)
    }

    mutating func update(_ offset: Double) throws(InputError) -> ReadingProgressFrame {
        try InputError.requireFinite(offset, "offset")
        let end = firesPastTheEnd ? offset > configuration.travel : offset >= configuration.travel
        lastFrame = ReadingProgressFrame(progress: min(max(offset / configuration.travel, 0), 1), reachedEnd: end && !atEnd)
        atEnd = end
        return lastFrame
    }
}

@MainActor @Suite struct ReadingProgressTests {
    static let suite = ScrollSuite.declared(ReadingProgressEffect.self)

    /// The app pins the device's viewport (an iPhone's 812 pt).
    static func pinned() throws -> ScrollSuite<ReadingProgressEffect> {
        try suite.pinning(["viewportHeight": .fixed(812)])
    }

    /// The view class and its value twin pass, with the viewport pinned, and the exact end of
    /// the article is reached in the generated input.
    @Test func theCorrectBarPassesAsAClassAndAsAValue() throws {
        let settings = VerificationSettings(cases: 200, seed: 21, failuresDirectory: VerifyTests.folder(), saveFailures: false)
        let view = ScrollProof.verify(try Self.pinned(), settings: settings) { c, o in ReadingProgressAdapter(c, offset: o) }
        let value = ScrollProof.verify(try Self.pinned(), settings: settings) { c, o in ReadingProgressValue(c, offset: o) }
        for results in [view, value] {
            #expect(results.count == 5 && results.allSatisfy { $0.failure == nil && $0.cases == 200 }, "\(results.compactMap(\.failure?.report))")
            #expect(results.allSatisfy { ($0.labels["exact-threshold"] ?? 0) > 10 && ($0.labels["pinned"] ?? 0) == 200 }, "\(results.map(\.labels))")
        }
        #expect(view.map(\.frames) == value.map(\.frames))
    }

    /// `>` for `>=` at the end of the article: reaching the end exactly fires nothing. Found in
    /// the class and in the value, with the same report, shrunk to a few frames that land on
    /// the exact end.
    @Test func aMutantAtTheEndOfTheArticleIsFound() throws {
        let settings = VerificationSettings(cases: 200, seed: 22, failuresDirectory: VerifyTests.folder(), saveFailures: false)
        var view: [RunResult] = [], value: [RunResult] = []
        withKnownIssue {
            view = ScrollProof.verify(try Self.pinned(), settings: settings) { c, o in ReadingProgressAdapter(c, offset: o, firesPastTheEnd: true) }
            value = ScrollProof.verify(try Self.pinned(), settings: settings) { c, o in ReadingProgressValue(c, offset: o, firesPastTheEnd: true) }
        }
        let failure = try #require(view.first { $0.property == "readingProgress.reachedEndOncePerCrossing" }?.failure)
        #expect(failure.violation.explanation.contains("did not fire on a crossing"), "\(failure.report)")
        #expect(failure.frames <= 3, "\(failure.report)")
        #expect(failure.report.contains("viewportHeight: 812"), "\(failure.report)")
        // The report shows the callback's state at each frame, not only the numbers.
        #expect(failure.report.contains("progress 1, reachedEnd no"), "\(failure.report)")
        #expect(view.filter { $0.failure != nil }.map(\.property) == ["readingProgress.reachedEndOncePerCrossing"])
        #expect(zip(view, value).allSatisfy { $0.failure?.report == $1.failure?.report })
    }

    /// A recorded trace of the bar is checked in the generic format; the mutant's is not clean.
    @Test func aRecordedTraceIsChecked() throws {
        let c = try ReadingProgressConfiguration(contentHeight: 2_000, viewportHeight: 812)
        func record(_ mutant: Bool) throws -> [UInt8] {
            var bar = ReadingProgressValue(c, offset: 0, firesPastTheEnd: mutant)
            var recorder = TraceRecorder(ReadingProgressEffect.self, configuration: [("contentHeight", 2_000), ("viewportHeight", 812)],
                initialInput: 0, initial: bar.lastFrame)
            for o in [300.0, 1_188, 1_000, 1_188, .nan] { recorder.record(input: o, output: try? bar.update(o)) }
            return Array(recorder.trace.json.utf8)
        }
        #expect(try ScrollProof.checkTrace(ReadingProgressEffect.self, bytes: record(false)).violations.isEmpty)
        let mutant = try ScrollProof.checkTrace(ReadingProgressEffect.self, bytes: record(true))
        #expect(mutant.violations.map(\.invariant) == ["reachedEndOncePerCrossing"], "\(mutant.violations)")
    }
}

extension ReadingProgressEffect: TraceableEffect {
    static func frame(from o: TraceOutputs) throws(TraceFormatError) -> ReadingProgressFrame {
        ReadingProgressFrame(progress: try o.number("progress"), reachedEnd: try o.flag("reachedEnd"))
    }

    static func outputs(of f: ReadingProgressFrame) -> TraceOutputs {
        TraceOutputs(numbers: ["progress": f.progress], flags: ["reachedEnd": f.reachedEnd])
    }
}
