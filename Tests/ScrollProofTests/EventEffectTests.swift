import ScrollProof
import Testing

/// A time-driven effect of a user's own, declared over its own world (not a list's): a toast
/// shown for `duration` seconds after each `show`, a later `show` restarting it.
enum ToastTiming: DeclaredEventEffect {
    struct Configuration: Sendable, CustomStringConvertible {
        let duration: Double
        var description: String { "duration \(duration)" }
    }

    enum Event: Sendable, CustomStringConvertible {
        case show
        case advance(Double)
        var description: String {
            switch self {
            case .show: "show"
            case let .advance(seconds): "advance \(seconds) s"
            }
        }
    }

    /// The truth the events imply: the time, and when the toast was last shown.
    struct World: EventWorld {
        var now = 0.0
        var shownAt: Double?
        init() {}
        mutating func apply(_ event: Event) {
            switch event {
            case .show: shownAt = now
            case let .advance(seconds): now += seconds
            }
        }
    }

    struct Frame: Sendable, CustomStringConvertible {
        let visible: Bool
        var description: String { visible ? "visible" : "hidden" }
    }

    static let name = "toastTiming"
    static let configurations = ConfigurationSpace(["duration": .oneOf([1, 2, 3])]) { v in Configuration(duration: v["duration"]) }

    static func events(_ configuration: Configuration) -> Gen<EventSequence<Event>> {
        let event: Gen<Event> = .frequency([
            (UInt64(1), Gen<Int>.int(in: 0...0).map { _ in Event.show }),
            (UInt64(3), Gen<Int>.int(in: 1...8).map { Event.advance(Double($0) * 0.25) }),
        ])
        return Gen<[Event]>.array(of: event, count: 1...30).map { EventSequence(events: $0, labels: LabelSet()) }
    }

    static var invariants: some EventInvariantList<Configuration, World, Frame> { VisibleWhileShown() }

    /// The toast is visible exactly while less than `duration` has passed since the last show.
    struct VisibleWhileShown: Invariant {
        typealias Context = EventContext<Configuration, World, Frame>
        var name: String { "visibleWhileShown" }
        var statement: String { "visible exactly while less than the duration has passed since the last show" }
        func judge(_ x: Context) -> InvariantFailure? {
            let since = x.world.shownAt.map { x.world.now - $0 }
            let due = since.map { $0 < x.configuration.duration } ?? false
            guard x.frame.visible != due else { return nil }
            return InvariantFailure(
                "the toast is \(x.frame.visible ? "visible" : "hidden") \(since.map { "\($0) s" } ?? "never") after the last show",
                [.init("since", since ?? -1), .init("duration", x.configuration.duration)])
        }
    }
}

/// The toast as an app writes it: a value and a main-actor view, each with its deadline
/// compared by `<` (correct) or by `<=` (one tick too long).
struct ToastValue {
    let duration: Double
    let inclusive: Bool
    var now = 0.0, shownAt: Double?
    mutating func handle(_ event: ToastTiming.Event) -> ToastTiming.Frame {
        switch event {
        case .show: shownAt = now
        case let .advance(seconds): now += seconds
        }
        guard let shownAt else { return .init(visible: false) }
        return .init(visible: inclusive ? now - shownAt <= duration : now - shownAt < duration)
    }
}

@MainActor
final class ToastView {
    private var model: ToastValue
    init(duration: Double, inclusive: Bool = false) { model = ToastValue(duration: duration, inclusive: inclusive) }
    func handle(_ event: ToastTiming.Event) -> ToastTiming.Frame { model.handle(event) }
}

/// `ScrollProof.verify` for an event-driven effect declared over its own world: the correct toast
/// passes as a value and as a main-actor class, and the `<=` mutant of its deadline is found as
/// both, shrunk to a show and the advances that reach the deadline.
@MainActor @Suite struct EventEffectTests {
    /// 300 cases, a fresh failures folder, nothing saved: as the list effects' tests run.
    static func settings(_ seed: UInt64) -> VerificationSettings { ListEffectTests.settings(seed) }

    @Test func theCorrectToastPassesAsAValueAndAsAView() {
        let value = ScrollProof.verify(EventSuite.declared(ToastTiming.self), settings: Self.settings(31)) { c in
            ToastValue(duration: c.duration, inclusive: false)
        } step: { toast, event in toast.handle(event) }
        #expect(value.count == 1 && value[0].failure == nil && value[0].cases == 300, "\(value.compactMap(\.failure?.report))")
        let view = ScrollProof.verify(
            EventSuite.declared(ToastTiming.self), settings: Self.settings(31),
            mainActor: { c in ToastView(duration: c.duration) }, step: { toast, event in toast.handle(event) })
        #expect(view.count == 1 && view[0].failure == nil && view[0].cases == 300, "\(view.compactMap(\.failure?.report))")
    }

    @Test func aDeadlineComparedByLessOrEqualIsFoundAsAValueAndAsAView() throws {
        var value: [RunResult] = [], view: [RunResult] = []
        withKnownIssue {
            value = ScrollProof.verify(EventSuite.declared(ToastTiming.self), settings: Self.settings(32)) { c in
                ToastValue(duration: c.duration, inclusive: true)
            } step: { toast, event in toast.handle(event) }
        }
        withKnownIssue {
            view = ScrollProof.verify(
                EventSuite.declared(ToastTiming.self), settings: Self.settings(32),
                mainActor: { c in ToastView(duration: c.duration, inclusive: true) }, step: { toast, event in toast.handle(event) })
        }
        let fromValue = try #require(value.first?.failure), fromView = try #require(view.first?.failure)
        #expect(fromValue.violation.invariant == "visibleWhileShown")
        #expect(fromValue.report.contains("visible") && fromValue.report.contains("after the last show"), "\(fromValue.report)")
        // A show and the advances that reach the deadline exactly, no more.
        #expect(fromValue.frames <= 8, "\(fromValue.report)")
        // The view is the same code behind the main actor: the same shrunk case, the same violation.
        #expect(fromView.choices == fromValue.choices && fromView.frames == fromValue.frames)
        #expect("\(fromView.violation)" == "\(fromValue.violation)")
    }
}
