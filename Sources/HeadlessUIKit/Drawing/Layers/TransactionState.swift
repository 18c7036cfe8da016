import Foundation
import PresentationHierarchy

/// The open `CATransaction`s: their depth and the completion blocks set in them.
enum TransactionState {
  private struct State: @unchecked Sendable {
    var depth = 0
    var completions: [() -> Void] = []
  }

  /// A block handed across the lock; transactions run on the main thread in apps.
  private struct Block: @unchecked Sendable {
    let run: () -> Void
  }

  private static let state = Locked(State())

  static func begin() {
    state.withLock { $0.depth += 1 }
  }

  static func setCompletion(_ block: (() -> Void)?) {
    guard let block else { return }
    let boxed = Block(run: block)
    let held = state.withLock { state -> Bool in
      guard state.depth > 0 else { return false }
      state.completions.append(boxed.run)
      return true
    }
    if !held { queue([boxed]) }
  }

  static func commit() {
    let finished = state.withLock { state -> [Block] in
      state.depth = max(0, state.depth - 1)
      guard state.depth == 0 else { return [] }
      defer { state.completions = [] }
      return state.completions.map(Block.init(run:))
    }
    queue(finished)
  }

  /// Queues blocks on the app's next settle (run now outside every app's scope).
  private static func queue(_ blocks: [Block]) {
    for block in blocks { CoreAnimationCompletions.enqueue(.init(run: block.run)) }
  }
}
