#if canImport(os)
import os
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#elseif canImport(WinSDK)
import WinSDK
#endif

/// A value behind a lock, for iOS 15 and every other platform ScrollProof builds on: the
/// standard library's `Synchronization.Mutex` needs macOS 15 / iOS 18, and `Effects` is what
/// an app may embed. `os_unfair_lock` on Apple platforms (as swift-property-based's own
/// `Mutex` does), a `pthread_mutex_t` elsewhere, an `SRWLOCK` on Windows.
package final class Lock<State>: @unchecked Sendable {
    #if canImport(os)
    private let lock: UnsafeMutablePointer<os_unfair_lock>
    #elseif canImport(WinSDK)
    private let lock: UnsafeMutablePointer<SRWLOCK>
    #else
    private let lock: UnsafeMutablePointer<pthread_mutex_t>
    #endif
    private var state: State

    /// Creates a lock around a value.
    ///
    /// - Parameter state: The value.
    package init(_ state: State) {
        self.state = state
        lock = .allocate(capacity: 1)
        #if canImport(os)
        lock.initialize(to: os_unfair_lock())
        #elseif canImport(WinSDK)
        InitializeSRWLock(lock)
        #else
        lock.initialize(to: pthread_mutex_t())
        pthread_mutex_init(lock, nil)
        #endif
    }

    deinit {
        #if !canImport(os) && !canImport(WinSDK)
        pthread_mutex_destroy(lock)
        #endif
        lock.deinitialize(count: 1)
        lock.deallocate()
    }

    /// Runs `body` with exclusive access to the value.
    ///
    /// - Parameter body: The work; it must not take the lock again.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws (`rethrows`, not typed throws: a generic typed-throws
    ///   signature may need the Swift 6 runtime, which iOS 15 does not have).
    /// - Complexity: O(1) plus `body`.
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        #if canImport(os)
        os_unfair_lock_lock(lock)
        defer { os_unfair_lock_unlock(lock) }
        #elseif canImport(WinSDK)
        AcquireSRWLockExclusive(lock)
        defer { ReleaseSRWLockExclusive(lock) }
        #else
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        #endif
        return try body(&state)
    }
}
