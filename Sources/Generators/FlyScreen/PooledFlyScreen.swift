import ScrollProofUtilities
import Effects

/// SPEC's fly-screen model as a screen (a main-actor-free class) that a ``Pool`` hands out
/// again once the suite has dropped it, in its old storage
/// (``FlyScreenModel/recycled(configuration:)``): a property's cases then make their screens
/// without allocating. `bench` runs the fly-screen groups on it to count the allocations of
/// the suite alone (generation, recording, checking), apart from those of the screen it is
/// handed, whose storage is the screen's own (a new model allocates its log, its queues and
/// its rows).
final class PooledFlyScreen: FlyScreenSimulating {
    /// The screens handed out; one the suite no longer holds is handed out again.
    final class Pool: Sendable {
        private let screens = Lock<[PooledFlyScreen]>([])

        /// An empty pool.
        init() {}

        /// A screen for a new case: one no case holds any more, emptied, or a new one.
        ///
        /// - Parameter configuration: The screen's configuration.
        /// - Returns: The screen, at virtual time 0.
        /// - Complexity: O(screens handed out).
        func screen(_ configuration: FlyScreenConfiguration) -> PooledFlyScreen {
            screens.withLock { screens in
                for i in screens.indices where isKnownUniquelyReferenced(&screens[i]) {
                    screens[i].restart(configuration)
                    return screens[i]
                }
                screens.append(PooledFlyScreen(configuration))
                return screens[screens.count - 1]
            }
        }
    }

    static var features: FlyScreenFeatures { FlyScreenModel.features }

    /// The model. A screen serves one case at a time (the pool hands out only a screen no
    /// case holds), one call after another, so its accesses are not checked at run time.
    @exclusivity(unchecked) private var model: FlyScreenModel

    private init(_ configuration: FlyScreenConfiguration) { model = FlyScreenModel(configuration: configuration) }

    private func restart(_ configuration: FlyScreenConfiguration) { model = model.recycled(configuration: configuration) }

    var configuration: FlyScreenConfiguration { model.configuration }
    var now: Double { model.now }
    var events: [FlyScreenEvent] { model.events }
    func insert(id: Int, width: Double) -> FlyScreenInsertResult { model.insert(id: id, width: width) }
    func insert(id: Int, width: Double, duration: Double) -> FlyScreenInsertResult { model.insert(id: id, width: width, duration: duration) }
    func sync(id: Int, width: Double, progress: Double) -> FlyScreenInsertResult { model.sync(id: id, width: width, progress: progress) }
    func pause() { model.pause() }
    func resume() { model.resume() }
    func advance(to time: Double) throws(InputError) { try model.advance(to: time) }
    func hitTest(x: Double, y: Double) -> Int? { model.hitTest(x: x, y: y) }
    func tap(x: Double, y: Double) -> FlyScreenTapResult { model.tap(x: x, y: y) }
}
