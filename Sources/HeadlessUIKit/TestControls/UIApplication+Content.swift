extension UIApplication {
  /// Evaluates hosted SwiftUI content again in an app; `HeadlessSwiftUI` sets it when it first
  /// hosts content, so in a UIKit-only test a tap or a swipe runs nothing else.
  package static var contentEvaluator: (@MainActor (UIApplication) -> Void)?

  /// Settles hosted content (its tasks, evaluations and the transitions they start);
  /// `HeadlessSwiftUI` sets it with ``contentEvaluator``.
  package static var contentSettler: (@MainActor (UIApplication) async -> Void)?

  /// Lets the app settle, as a run loop would between user actions.
  ///
  /// With SwiftUI content, it evaluates it, waits for every `.task` started to finish and
  /// completes transitions in progress, again, until nothing more happens; without, completes
  /// transitions in progress.
  /// Work the app queued with `DispatchQueue.main.async` runs too, in the app's scope, with what
  /// it queues in turn; work queued with `asyncAfter` runs at its deadline, unwaited for.
  ///
  /// Then it runs, in the app's scope and with `true`, the completions of the animations
  /// started before (animations are inert: their changes were applied at once), and settles
  /// again after them; completions those queue run on the next settle.
  ///
  /// A custom transition whose animator never calls `completeTransition(_:)`, with nothing
  /// queued that could, stays in progress as on a device; settling reports it as an issue that
  /// names the animator.
  ///
  /// A task that never finishes makes this wait for it, as a test would on a device; cancel
  /// such work from the app's code, or don't start it in tests.
  public func settle() async {
    // Observers of values the model's setters don't report hear of their changes by the end.
    defer { KeyValueObservers.shared.sweep() }
    await settleContent()
    let completions = pendingAnimationCompletions.take()
    guard !completions.isEmpty else {
      reportStalledTransitions()
      return
    }
    asShared {
      for completion in completions { completion() }
    }
    await settleContent()
    reportStalledTransitions()
  }

  /// Settles hosted content, or completes transitions without it, and lets the main queue run
  /// the work the app queued there, again, until neither leaves anything to do.
  private func settleContent() async {
    for _ in 0..<MainQueueWork.roundLimit {
      if let settler = Self.contentSettler {
        await settler(self)
      } else {
        finishTransitions()
      }
      guard mainQueueWork.hasPending else { return }
      await mainQueueWork.drain()
    }
  }

  /// Evaluates hosted content again, as SwiftUI does after a change (UIKit reference §5.2).
  package func evaluateContent() {
    Self.contentEvaluator?(self)
  }
}
