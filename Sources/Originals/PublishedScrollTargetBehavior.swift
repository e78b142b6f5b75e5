import Effects
import Generators
import Oracles

/// A faithful port of the custom behavior in Apple's `ScrollTargetBehavior` documentation
/// (`updateTarget(_:context:)`): it rounds the target to a multiple of a tenth of the
/// container's width (the page's older version rounded the step itself first; this is the
/// current one). SwiftUI hands it the proposal and the velocity, never the offset where the
/// finger lifted. **Bugs included** (SPEC §8):
/// - It ignores the velocity: a gentle flick rounds back behind the finger.
/// - It ignores the insets: at rest on `lo = −a` it moves to a multiple of the step.
/// - Nothing keeps the target inside `[lo, hi]`: at rest on a `hi` that is no multiple of the
///   step it moves off, past the end when it rounds up.
/// - After a rotation it rounds to a tenth of the new width, off a grid laid out for the old
///   one.
///
/// The behavior cannot throw; the adapter hands back the proposal unchanged when the offset or
/// the velocity is not finite (SwiftUI would not hand such a context to the behavior).
public struct PublishedScrollTargetBehavior: SnapTargetImplementation, Sendable {
    /// The configuration, resized by each resize.
    public private(set) var configuration: SnapTargetConfiguration
    /// Where the content rests.
    public private(set) var restingOffset: Double

    /// The scroll view, at rest at `lo`.
    ///
    /// - Parameter configuration: The configuration.
    public init(configuration: SnapTargetConfiguration) {
        self.configuration = configuration
        restingOffset = configuration.lowerBound
    }

    /// `target.rect.x.round(toMultipleOf: containerSize.width / 10)`, with the documentation's
    /// `round(toMultipleOf:)`: `(x / m).rounded() * m`.
    ///
    /// - Parameter t: The proposal.
    /// - Returns: The new target.
    func updateTarget(_ t: Double) -> Double {
        let step = configuration.containerLength / 10
        return (t / step).rounded() * step
    }

    public mutating func answer(_ event: SnapEvent) -> SnapTargetFrame {
        switch event {
        case let .release(o, v, t):
            guard o.isFinite, v.isFinite else { return SnapTargetFrame(target: t) }
            restingOffset = updateTarget(t)
            return SnapTargetFrame(target: restingOffset)
        case let .resize(c):
            guard let resized = try? configuration.resized(containerLength: c) else { return SnapTargetFrame(target: restingOffset) }
            configuration = resized
            restingOffset = updateTarget(restingOffset)
            return SnapTargetFrame(target: restingOffset)
        }
    }
}

extension PublishedScrollTargetBehavior: PublishedPort {
    /// The built-in effect this code publishes.
    package typealias Effect = SnapTarget

    package static var portName: String? { "scrollTargetBehavior" }

    package static let publishedBugs: [String: SuiteExpectation] = [
        "flickWay": .bug(invariant: "flickWay", description: "ignores the velocity: a gentle flick rounds back behind the finger"),
        "restStays": .bug(invariant: "restStays",
            description: "ignores the insets and hi: at rest on lo = −a, or on a hi that is no multiple of the step, it moves"),
        "inBounds": .bug(invariant: "inBounds", description: "nothing keeps the target inside [lo, hi]: it rounds past the end"),
        "resize": .bug(invariant: "resizeKeepsPlace",
            description: "asked again after a rotation, it rounds the resting offset to a tenth of the new width: another page, or off the insets"),
    ]

    /// The properties of this port for some groups of the effect's suite, judged with SPEC's
    /// defaults for a port on the grid the documentation's example lays out: pages of a tenth
    /// of a 375-pt container.
    ///
    /// - Parameters:
    ///   - prefix: The names' prefix (`published.snapTarget.scrollTargetBehavior`).
    ///   - expecting: How each group is run (each published bug is expected).
    ///   - groups: The groups to build.
    /// - Returns: The properties, in group order.
    package static func properties(named prefix: String, expecting: [String: SuiteExpectation], groups: [String]) -> [SuiteProperty] {
        var pins = SnapTarget.publishedSnippetPins
        pins["containerLength"] = .fixed(375)
        pins["layout"] = .fixed(0)
        pins["pageLength"] = .fixed(37.5)
        return try! Suites.snapTarget.pinning(pins).properties(named: prefix, expecting: expecting, groups: groups) { c in
            PublishedScrollTargetBehavior(configuration: c)
        }
    }
}
