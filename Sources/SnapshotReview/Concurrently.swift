import Dispatch
import SnapshotStorage

/// Runs two pieces of work at once, on two of the machine's cores, and returns both results.
///
/// `snapshots diff` parses two files and diffs their lines; done side by side, the command's
/// wall time is the longest of them rather than their sum.
///
/// - Parameters:
///   - first: One piece of work.
///   - second: The other.
/// - Returns: Their results, in order.
func concurrently<First: Sendable, Second: Sendable>(
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
