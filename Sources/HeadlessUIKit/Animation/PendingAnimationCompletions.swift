import PresentationHierarchy

/// The animation completions an app runs on its next settle: the engine behind the inert
/// animations of ``UIView`` and ``UIViewPropertyAnimator``.
@MainActor
final class PendingAnimationCompletions {
  private var completions: [() -> Void] = []

  /// Queues a completion on the app whose scope the code runs in; with none (a view animated
  /// or a table updated before any app runs it), runs it now [INF: outside an app nothing would
  /// ever settle], as Core Animation's completions do.
  static func enqueue(_ completion: ((Bool) -> Void)?) {
    guard let completion else { return }
    enqueue { completion(true) }
  }

  /// Queues a completion on the app whose scope the code runs in, or runs it now outside every
  /// app's scope.
  static func enqueue(_ completion: @escaping () -> Void) {
    guard let application = AppScope.application else {
      completion()
      return
    }
    application.pendingAnimationCompletions.completions.append(completion)
  }

  /// Whether any completion is queued.
  var hasQueued: Bool { !completions.isEmpty }

  /// Runs a body and takes out the completions it queued, for an interaction controller to
  /// release when its interaction ends.
  func holding(during body: () -> Void) -> [() -> Void] {
    let count = completions.count
    body()
    guard completions.count > count else { return [] }
    defer { completions.removeSubrange(count...) }
    return Array(completions[count...])
  }

  /// Queues completions held back before, to run on the next settle.
  func release(_ held: [() -> Void]) {
    completions.append(contentsOf: held)
  }

  /// Removes and returns the completions queued so far, oldest first: the app's own, then
  /// those Core Animation queued for it from any isolation.
  func take() -> [() -> Void] {
    defer { completions = [] }
    return completions + CoreAnimationCompletions.take(for: self)
  }
}

/// Completions Core Animation queues (a `CATransaction`'s block, an animation delegate's
/// `animationDidStop`) from code that need not run on the main actor: kept under a lock per
/// app, and taken with the app's own completions on its next settle.
enum CoreAnimationCompletions {
  /// A completion handed across isolation; apps run Core Animation on the main thread.
  struct Block: @unchecked Sendable {
    let run: () -> Void
  }

  private static let queued = Locked<[ObjectIdentifier: [Block]]>([:])

  /// Queues a completion on the app whose scope the code runs in; with none, runs it now
  /// [INF: outside an app nothing would ever settle].
  static func enqueue(_ block: Block) {
    guard let application = AppScope.application else {
      block.run()
      return
    }
    let key = ObjectIdentifier(application.pendingAnimationCompletions)
    queued.withLock { $0[key, default: []].append(block) }
  }

  /// Removes and returns an app's queued completions.
  static func take(for pending: PendingAnimationCompletions) -> [() -> Void] {
    let blocks = queued.withLock { $0.removeValue(forKey: ObjectIdentifier(pending)) ?? [] }
    return blocks.map(\.run)
  }
}
