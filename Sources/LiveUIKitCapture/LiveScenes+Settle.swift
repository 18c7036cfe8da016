#if canImport(UIKit)
import UIKit

extension LiveScenes {
  /// Waits until no presentation, dismissal, push or pop is in flight in the scenes' windows, so
  /// that a capture records the hierarchy the transition ends with.
  ///
  /// A capture right after `present(_:animated:)`, a push or a SwiftUI state change records a
  /// hierarchy mid-transition: the new transition view is there, the presenter's views may not
  /// have been removed yet. This waits, one run-loop turn at a time, until no controller of any
  /// window (from the root controllers through `children` and `presentedViewController`) has a
  /// `transitionCoordinator` or `isBeingPresented` or `isBeingDismissed` [DOC], and then one
  /// more turn, so that completion handlers UIKit calls at the end of a transition have run.
  ///
  /// ```swift
  /// let scenes = LiveScenes(UIApplication.shared.connectedScenes)
  /// root.present(cover, animated: true)
  /// try await scenes.settle()
  /// recorder.step("present cover")
  /// ```
  ///
  /// When you start the transition yourself, you can also await it:
  /// `await root.present(cover, animated: true)` returns when UIKit calls its completion.
  ///
  /// - Parameter timeout: How long to wait before giving up.
  /// - Throws: ``LiveSettleTimeout`` naming the controllers still in transition.
  public func settle(timeout: Duration = .seconds(5)) async throws(LiveSettleTimeout) {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    var wasSettled = false
    while true {
      let busy = controllersInTransition()
      if busy.isEmpty, wasSettled { return }
      wasSettled = busy.isEmpty
      guard clock.now < deadline else {
        throw LiveSettleTimeout(controllers: busy, timeout: timeout)
      }
      // A run-loop turn: the main actor's queue is served by the main run loop, which runs
      // animations, transition completions and SwiftUI's updates in between.
      try? await Task.sleep(for: .milliseconds(10))
    }
  }

  /// The cleaned class names of the controllers in a transition, in a stable order.
  func controllersInTransition() -> [String] {
    var pending =
      scenes.flatMap(\.windows).compactMap(\.rootViewController).reversed()
      as [UIViewController]
    var seen: Set<ObjectIdentifier> = []
    var busy: [String] = []
    while let controller = pending.popLast() {
      guard seen.insert(ObjectIdentifier(controller)).inserted else { continue }
      if controller.transitionCoordinator != nil || controller.isBeingPresented
        || controller.isBeingDismissed
      {
        busy.append(LiveNodeFacts.messageName(controller))
      }
      if let presented = controller.presentedViewController { pending.append(presented) }
      pending.append(contentsOf: controller.children.reversed())
    }
    return busy
  }
}
#endif
