import Foundation
import PresentationHierarchy
import SnapshotStorage

/// Runs `body` on a thread of its own with a 256 KiB stack, and waits for what it returns.
///
/// Code that recursed once per level of a deep hierarchy or text would overflow this stack (and
/// crash the run) a few thousand levels down, where a test thread's default 8 MiB stack hides it
/// until hundreds of thousands of levels. So a test of deep input proves it needs no recursion
/// with input small enough to be quick in a debug build. Build, use and free the deep values
/// inside `body`, and assert on what it returns: `#expect` belongs on the test's own thread.
///
/// - Parameter body: The work to run on the small stack.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws.
public func onSmallStack<Value: Sendable>(
  _ body: @escaping @Sendable () throws -> Value
) throws -> Value {
  let outcome = SmallStackOutcome<Value>()
  let thread = Thread {
    outcome.result.withLock { $0 = Result(catching: body) }
    outcome.finished.signal()
  }
  thread.stackSize = 256 * 1024
  thread.start()
  outcome.finished.wait()
  guard let result = outcome.result.withLock(\.self) else {
    preconditionFailure("the small-stack thread finished without a result")
  }
  return try result.get()
}

/// What the small-stack thread hands back, and the signal that it has.
private final class SmallStackOutcome<Value: Sendable>: Sendable {
  let result = Locked<Result<Value, any Error>?>(nil)
  let finished = DispatchSemaphore(value: 0)
}
