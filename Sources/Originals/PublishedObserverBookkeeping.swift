import Effects
import Generators
import Oracles

/// A faithful port of AmazingParallelWindow's observer bookkeeping (`ViewController.m`:
/// `currentAddObserverIndexPathes`, `configParallelWindowWithWillDisplayCell:`,
/// `configParallelWindowWithDidEndDisplayCell:`, `safeToRemoveObserverWith:`), **bugs
/// included**. KVO itself is modelled as a multiset: registering the same observer twice
/// makes it notified twice, as Foundation does.
///
/// Bugs it keeps (SPEC §1b):
/// - Keyed by index path, not by cell: a reused cell displayed at a new row before the end
///   of its old row is registered a second time (the image then moves at double speed), and
///   a new cell displayed at a row still in the array is never registered.
/// - The failed removal is swallowed by `@try/@catch`: nothing reports it.
/// - Suspend/resume (the article's pull-to-refresh tip) is bookkeeping on the same array:
///   a cell displayed while suspended is registered at once.
/// - Nothing removes the observers when the list goes away: after teardown they leak.
///
/// The article gives no code for suspend and resume; this port follows its words: "remove
/// every observer that was added, and add them back later", through the same two methods.
public struct PublishedObserverBookkeeping: Sendable {
    /// `currentAddObserverIndexPathes`: rows, in insertion order.
    public private(set) var indexPaths: [Int] = []
    /// KVO's registrations on the table view's `contentOffset`, duplicates kept.
    public private(set) var registrations: [CellID] = []
    /// UIKit's `cellForRowAtIndexPath:` for the visible rows.
    public private(set) var visible: [Int: CellID] = [:]
    private var isSuspended = false

    /// Creates an empty view controller.
    public init() {}

    /// Applies one lifecycle event as UIKit delivers it to the published view controller.
    ///
    /// - Parameter event: The event.
    /// - Returns: The registrations and notifications, in the shared frame type.
    public mutating func apply(_ event: DisplayEvent) -> ObserverRegistryFrame {
        var notified: [CellID] = []
        switch event {
        case let .willDisplay(cell, row):
            visible[row] = cell
            willDisplay(cell, row)
        case let .didEndDisplaying(cell, row):
            if visible[row] == cell { visible[row] = nil }
            didEndDisplaying(cell, row)
        case .reloadData:
            // UIKit ends the display of every visible cell.
            for (row, cell) in visible.sorted(by: { $0.key < $1.key }) {
                visible[row] = nil
                didEndDisplaying(cell, row)
            }
        case .suspendAll:
            isSuspended = true
            for row in indexPaths {
                if let cell = visible[row] { safeRemove(cell) }
            }
            indexPaths.removeAll()
        case .resumeAll:
            isSuspended = false
            for (row, cell) in visible.sorted(by: { $0.key < $1.key }) { willDisplay(cell, row) }
        case .teardown:
            // The demo never removes its observers: they outlive the list.
            visible.removeAll()
            isSuspended = false
        case .offsetChanged:
            notified = registrations
        }
        return ObserverRegistryFrame(registrations: registrations, notified: notified, isSuspended: isSuspended)
    }

    private mutating func willDisplay(_ cell: CellID, _ row: Int) {
        if !indexPaths.contains(row) {
            registrations.append(cell)  // addObserver:forKeyPath:options:context:
            indexPaths.append(row)
        }
    }

    private mutating func didEndDisplaying(_ cell: CellID, _ row: Int) {
        if let index = indexPaths.firstIndex(of: row) {
            safeRemove(cell)
            indexPaths.remove(at: index)
        }
    }

    /// `@try { removeObserver } @catch {}`: removes one registration, or swallows the failure.
    private mutating func safeRemove(_ cell: CellID) {
        if let index = registrations.firstIndex(of: cell) { registrations.remove(at: index) }
    }
}

// The port is an implementation under test like any other: the catalogue verifies it through
// the effect's suite, expecting each published bug to be found.
extension PublishedObserverBookkeeping: DisplayLifecycleObserving, PublishedPort {
    /// The built-in effect this code publishes.
    package typealias Effect = ObserverRegistry

    /// The properties of this port for some groups of the effect's suite.
    ///
    /// - Parameters:
    ///   - prefix: The names' prefix (`published.<effect>`).
    ///   - expecting: How each group is run (each published bug is expected).
    ///   - groups: The groups to build.
    /// - Returns: The properties, in group order.
    package static func properties(named prefix: String, expecting: [String: SuiteExpectation], groups: [String]) -> [SuiteProperty] {
        Suites.observerRegistry.properties(named: prefix, expecting: expecting, groups: groups, PublishedObserverBookkeeping.init)
    }
}
