/// The animation completions an app runs on its next settle: the engine behind the inert
/// animations of ``UIView`` and ``UIViewPropertyAnimator``.
@MainActor
final class PendingAnimationCompletions {
  private var completions: [() -> Void] = []

  /// Queues a completion on the app whose scope the code runs in (``UIApplication/shared``,
  /// which reports an issue outside every app's scope).
  static func enqueue(_ completion: ((Bool) -> Void)?) {
    guard let completion else { return }
    UIApplication.shared.pendingAnimationCompletions.completions.append { completion(true) }
  }

  /// Queues a completion on the app whose scope the code runs in.
  static func enqueue(_ completion: @escaping () -> Void) {
    UIApplication.shared.pendingAnimationCompletions.completions.append(completion)
  }

  /// Removes and returns the completions queued so far, oldest first.
  func take() -> [() -> Void] {
    defer { completions = [] }
    return completions
  }
}
