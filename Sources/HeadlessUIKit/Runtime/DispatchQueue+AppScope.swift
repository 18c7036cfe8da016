public import Dispatch
import PresentationHierarchy

// Dispatch's queuing methods, spelled as apps call them (`DispatchQueue.main.async { … }`), so
// that queued work keeps the app it was queued from. A headless app is not a process: every
// test has its own, and `UIApplication.shared` is the app whose scope the code runs in. Work
// that Dispatch runs later would run outside every scope, so the model's overloads — taking only
// the block, they rank above Dispatch's own, whose other parameters are defaulted — queue the
// block with the scope it was queued from, and count main-queue work for the app's `settle()`
// to wait for. A call that passes `qos:`, `flags:` or `group:` reaches Dispatch's own method and
// runs outside every scope, as before.

extension DispatchQueue {
  /// Queues a block to run asynchronously, in the scope of the app that queued it.
  ///
  /// As Dispatch's `async(group:qos:flags:execute:)` with its defaults. On the main queue, the
  /// app's next `settle()` waits for the block (and for what it queues) to run [INF: a device's
  /// run loop drains the main queue before it waits for events].
  ///
  /// - Parameter work: The block.
  public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
    async(execute: DispatchWorkItem(block: scoped(work, counted: isMain)))
  }

  /// Queues a block to run after a deadline, in the scope of the app that queued it.
  ///
  /// As Dispatch's `asyncAfter(deadline:qos:flags:execute:)` with its defaults. The block runs
  /// at its deadline in real time, as on a device; `settle()` doesn't wait for it, so an
  /// auto-hiding toast is still on screen when the step after showing it is captured.
  ///
  /// - Parameters:
  ///   - deadline: When to run the block.
  ///   - work: The block.
  public func asyncAfter(
    deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void
  ) {
    asyncAfter(deadline: deadline, execute: DispatchWorkItem(block: scoped(work, counted: false)))
  }

  /// Queues a block to run after a wall-clock deadline, in the scope of the app that queued it.
  ///
  /// As Dispatch's `asyncAfter(wallDeadline:qos:flags:execute:)` with its defaults; as
  /// ``asyncAfter(deadline:execute:)``, `settle()` doesn't wait for it.
  ///
  /// - Parameters:
  ///   - wallDeadline: When to run the block.
  ///   - work: The block.
  public func asyncAfter(
    wallDeadline: DispatchWallTime, execute work: @escaping @Sendable @convention(block) () -> Void
  ) {
    asyncAfter(
      wallDeadline: wallDeadline, execute: DispatchWorkItem(block: scoped(work, counted: false)))
  }
}

extension DispatchQueue {
  /// Whether this is the main queue; Dispatch's `main` may hand out a new wrapper each time, so
  /// the queue is known by its label.
  fileprivate var isMain: Bool { label == DispatchQueue.main.label }
}

/// The block, made to run in the scope of the app whose scope queues it (and with the model's
/// report capture of the code that queued it); with `counted`, counted as that app's
/// main-queue work until it has run.
private func scoped(
  _ work: @escaping @Sendable @convention(block) () -> Void, counted: Bool
) -> @Sendable @convention(block) () -> Void {
  guard let application = AppScope.application else { return work }
  let pending = counted ? application.mainQueueWork : nil
  let capture = ModelIssues.capture
  pending?.queue()
  return {
    defer { pending?.ran() }
    ModelIssues.$capture.withValue(capture) {
      AppScope.$application.withValue(application, operation: work)
    }
  }
}
