import Originals
import Properties

// The published ports are implementations under test like any other: the catalogue verifies
// them through the same suites, expecting their published bugs.
extension PublishedParallelWindow: ParallelWindowImplementation {}
extension PublishedBannerHover: BannerHoverImplementation {}
extension PublishedRollingBanner: RollingBannerImplementation {}
extension PublishedProfileHeader: ProfileHeaderImplementation {}
extension PublishedObserverBookkeeping: DisplayLifecycleObserving {}
