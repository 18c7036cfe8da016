import Dispatch
import PresentationHierarchy
import SnapshotStorage

#if canImport(Glibc)
import Glibc
#endif

/// Runs two pieces of work at once, on two of the machine's cores, and returns both results.
///
/// `snapshots diff` reads two files, parses them and diffs their lines; done side by side, the
/// command's wall time is the longest of them rather than their sum. On Linux the second piece
/// runs on a bare POSIX thread of its own and the first on the caller's: starting Dispatch's
/// thread pool there (a manager thread, its event loop, the processor count read from `/sys`)
/// costs a short command about 0.5 ms, more than the work it shares on an 8,000-node file. Where
/// Dispatch is part of the system, it does the job.
///
/// - Parameters:
///   - first: One piece of work.
///   - second: The other.
/// - Returns: Their results, in order.
package func concurrently<First: Sendable, Second: Sendable>(
  _ first: @Sendable () -> First, _ second: @Sendable () -> Second
) -> (First, Second) {
  #if canImport(Glibc)
  concurrentlyOnThread(first, second)
  #else
  concurrentlyOnDispatch(first, second)
  #endif
}

/// ``concurrently(_:_:)`` with Dispatch's thread pool.
package func concurrentlyOnDispatch<First: Sendable, Second: Sendable>(
  _ first: @Sendable () -> First, _ second: @Sendable () -> Second
) -> (First, Second) {
  let results = Locked<(First?, Second?)>((nil, nil))
  DispatchQueue.concurrentPerform(iterations: 2) { index in
    if index == 0 {
      let value = first()
      results.withLock { $0.0 = value }
    } else {
      let value = second()
      results.withLock { $0.1 = value }
    }
  }
  let (firstValue, secondValue) = results.withLock { $0 }
  guard let firstValue, let secondValue else {
    preconditionFailure("concurrentPerform returned before both pieces of work ran")
  }
  return (firstValue, secondValue)
}

#if canImport(Glibc)
/// ``concurrently(_:_:)`` with one POSIX thread for the second piece of work.
///
/// When no thread can be made, both pieces run on the caller's thread, one after the other.
package func concurrentlyOnThread<First: Sendable, Second: Sendable>(
  _ first: @Sendable () -> First, _ second: @Sendable () -> Second
) -> (First, Second) {
  withoutActuallyEscaping(second) { second in
    let job = ThreadJob(second)
    guard let thread = job.start() else { return (first(), second()) }
    let firstValue = first()
    pthread_join(thread, nil)
    guard let secondValue = job.result else {
      preconditionFailure("the second piece of work's thread ended without a result")
    }
    return (firstValue, secondValue)
  }
}

/// A piece of work for a thread of its own, without its result's type, which a C thread
/// entry can't name.
private class ThreadBody: @unchecked Sendable {
  func run() {}
}

/// The second piece of work of ``concurrentlyOnThread(_:_:)`` and its result.
///
/// The thread writes `result` before it ends; the caller reads it only after `pthread_join`,
/// which orders the two.
private final class ThreadJob<Value>: ThreadBody, @unchecked Sendable {
  private let work: () -> Value
  private(set) var result: Value?

  init(_ work: @escaping () -> Value) {
    self.work = work
  }

  override func run() {
    result = work()
  }

  /// Starts the work on a new thread, or returns `nil` when no thread could be made.
  func start() -> pthread_t? {
    let context = Unmanaged<ThreadBody>.passRetained(self).toOpaque()
    var thread = pthread_t()
    guard pthread_create(&thread, nil, runThreadBody, context) == 0 else {
      Unmanaged<ThreadBody>.fromOpaque(context).release()
      return nil
    }
    return thread
  }
}

/// The C entry of a ``ThreadJob``'s thread: runs it and lets it go.
private func runThreadBody(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
  guard let context else { return nil }
  Unmanaged<ThreadBody>.fromOpaque(context).takeRetainedValue().run()
  return nil
}
#endif
