import Foundation
import PresentationHierarchy

/// The work an app's code queued on the main queue that hasn't run yet: what ``UIApplication``'s
/// `settle()` waits for, as a device's run loop drains the main queue before it goes idle.
///
/// Counted by the model's `DispatchQueue.main.async` (``Dispatch/DispatchQueue``'s overloads in
/// `DispatchQueue+AppScope.swift`), from any thread.
final class MainQueueWork: @unchecked Sendable {
  /// How many round trips of the main queue one drain makes at most before it reports work that
  /// keeps queuing more work.
  static let roundLimit = 1_000

  private let lock = NSLock()
  private var queued = 0

  /// Creates an empty count.
  init() {}

  /// Whether queued work hasn't run yet.
  var hasPending: Bool { lock.withLock { queued > 0 } }

  /// Counts one more block queued.
  func queue() { lock.withLock { queued += 1 } }

  /// Counts one block run.
  func ran() { lock.withLock { queued -= 1 } }

  /// Lets the main queue run what was queued, and what that queues, until nothing is left;
  /// reports an issue naming the fix when work keeps queuing work past ``roundLimit`` rounds.
  @MainActor
  func drain() async {
    var rounds = 0
    while hasPending {
      guard rounds < Self.roundLimit else {
        ModelIssues.report(
          "Work queued with DispatchQueue.main.async kept queuing more work for "
            + "\(Self.roundLimit) rounds of the main queue, so settle() stopped waiting for it. "
            + "Break the loop in the app's code, or use a Timer for repeating work.")
        return
      }
      rounds += 1
      await withCheckedContinuation { continuation in
        DispatchQueue.main.async(execute: DispatchWorkItem { continuation.resume() })
      }
    }
  }
}
