extension UIApplication {
  /// Evaluates hosted SwiftUI content again in an app; `HeadlessSwiftUI` sets it when it first
  /// hosts content, so in a UIKit-only test a tap or a swipe runs nothing else.
  package static var contentEvaluator: (@MainActor (UIApplication) -> Void)?

  /// Settles hosted content (its tasks, evaluations and the transitions they start);
  /// `HeadlessSwiftUI` sets it with ``contentEvaluator``.
  package static var contentSettler: (@MainActor (UIApplication) async -> Void)?

  /// Lets the app settle, as a run loop would between user actions: with SwiftUI content,
  /// evaluates it, waits for every `.task` started to finish and completes transitions in
  /// progress, again, until nothing more happens; without, completes transitions in progress.
  ///
  /// A task that never finishes makes this wait for it, as a test would on a device; cancel
  /// such work from the app's code, or don't start it in tests.
  public func settle() async {
    if let settler = Self.contentSettler {
      await settler(self)
    } else {
      finishTransitions()
    }
  }

  /// Evaluates hosted content again, as SwiftUI does after a change (UIKit reference §5.2).
  package func evaluateContent() {
    Self.contentEvaluator?(self)
  }
}
