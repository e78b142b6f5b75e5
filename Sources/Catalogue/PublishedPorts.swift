import Generators
import Originals

/// The ports of published code (`Originals`), in the order of their effects in
/// ``BuiltInEffects/all``: each is verified through its effect's suite, expecting each published
/// bug to be found. A new port adds its line here.
package enum PublishedPorts {
    /// Every port, in SPEC's order of their effects.
    package static let all: [any PublishedPort.Type] = [
        PublishedParallelWindow.self,
        PublishedObserverBookkeeping.self,
        PublishedBannerHover.self,
        PublishedRollingBanner.self,
        PublishedFlyView.self,
        PublishedProfileHeader.self,
        PublishedAppStoreSnap.self,
        PublishedSnapPagination.self,
        PublishedScrollTargetBehavior.self,
    ]
}
