#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value that threads reach one at a time, behind a POSIX mutex.
///
/// It does the job of Synchronization's `Mutex`, which needs iOS 18 and macOS 15, on the
/// package's minimum platforms (iOS 17, macOS 14): `pthread_mutex_t` exists on every platform
/// Swift runs on. Its API is `Mutex`'s, so it can be replaced by `Mutex` once those are the
/// minimums.
package final class Locked<Value>: @unchecked Sendable {
  // `@unchecked`: the compiler can't see that `mutex` guards `value`. Every read and write of
  // `value` happens inside `withLock`, between `pthread_mutex_lock` and `pthread_mutex_unlock`,
  // and the initializer and `withLock` take and return values as `sending`, as `Mutex` does, so
  // no value is shared with the thread that handed it over.
  private var value: Value
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  /// Creates a lock around a value.
  ///
  /// - Parameter value: The initial value.
  package init(_ value: sending Value) {
    self.value = value
    mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Runs a closure with the value, no other thread holding the lock meanwhile.
  ///
  /// - Parameter body: Reads or changes the value.
  /// - Returns: What the closure returns.
  /// - Throws: What the closure throws.
  package func withLock<Result, Failure: Error>(
    _ body: (inout sending Value) throws(Failure) -> sending Result
  ) throws(Failure) -> sending Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&value)
  }
}
