public import Foundation
import PresentationHierarchy

extension UIApplication {
  /// Swipes across the on-screen view with an accessibility identifier (or label), as a finger
  /// would: the swipe recognizers for that direction on the view the touch reaches and on its
  /// superviews recognize it.
  ///
  /// A model control, not UIKit API: it drives the gesture a device user makes.
  ///
  /// - Parameters:
  ///   - accessibilityIdentifier: The identifier, or the label, of the view to swipe.
  ///   - direction: The direction of the swipe.
  /// - Returns: The view the touch reached.
  /// - Throws: ``GestureError`` when no such view is on screen or no window takes the touch.
  @discardableResult
  public func swipe(
    _ accessibilityIdentifier: String, direction: UISwipeGestureRecognizer.Direction
  ) throws -> UIView {
    try drive(accessibilityIdentifier, named: "swipe", states: [.ended]) {
      guard let swipe = $0 as? UISwipeGestureRecognizer else { return false }
      return swipe.direction.contains(direction)
    }
  }

  /// Presses and holds the on-screen view with an accessibility identifier (or label): its
  /// long-press recognizers, and its superviews', begin and end.
  ///
  /// The press is held long enough for any minimum duration and doesn't move, so SwiftUI
  /// content's `LongPressGesture`s and `.onLongPressGesture` actions there end too.
  ///
  /// A model control, not UIKit API.
  ///
  /// - Parameter accessibilityIdentifier: The identifier, or the label, of the view to press.
  /// - Returns: The view the touch reached.
  /// - Throws: ``GestureError`` when no such view is on screen or no window takes the touch.
  @discardableResult
  public func longPress(_ accessibilityIdentifier: String) throws -> UIView {
    try drive(accessibilityIdentifier, named: "long press", states: [.began, .ended]) {
      $0 is UILongPressGestureRecognizer
    }
  }

  /// Drags across the on-screen view with an accessibility identifier (or label): its pan
  /// recognizers, and its superviews', begin, change with the whole translation, and end.
  ///
  /// The drag starts at the view's centre, so screen-edge recognizers
  /// (``UIScreenEdgePanGestureRecognizer``) don't recognize it; SwiftUI content's `DragGesture`s there change once,
  /// to the whole translation, and end.
  ///
  /// A model control, not UIKit API.
  ///
  /// - Parameters:
  ///   - accessibilityIdentifier: The identifier, or the label, of the view to drag.
  ///   - translation: How far the finger moves, in points.
  /// - Returns: The view the touch reached.
  /// - Throws: ``GestureError`` when no such view is on screen or no window takes the touch.
  @discardableResult
  public func pan(_ accessibilityIdentifier: String, by translation: CGPoint) throws -> UIView {
    try drive(
      accessibilityIdentifier, named: "pan", states: [.began, .changed, .ended],
      accepts: { $0 is UIPanGestureRecognizer && !($0 is UIScreenEdgePanGestureRecognizer) },
      prepare: { ($0 as? UIPanGestureRecognizer)?.screenTranslation = translation })
  }

  /// Touches the centre of a view found as ``tap(_:)`` finds it and delivers a gesture to the
  /// recognizers there.
  private func drive(
    _ name: String, named gesture: String, states: [UIGestureRecognizer.State],
    accepts: (UIGestureRecognizer) -> Bool,
    prepare: (UIGestureRecognizer) -> Void = { _ in }
  ) throws -> UIView {
    guard
      let (scene, target) = windowScenes.lazy.compactMap({ scene in
        self.liveView(named: name, in: scene).map { (scene, $0) }
      }).first
    else {
      throw GestureError(
        message: "No view with accessibilityIdentifier or accessibilityLabel '\(name)' is on "
          + "screen to \(gesture).")
    }
    let point = center(of: target)
    guard let hit = touch(at: point, in: scene) else {
      throw GestureError(
        message: "The \(gesture) on '\(name)' reached no view: no window there takes touches.")
    }
    asShared {
      _ = GestureDelivery.deliver(
        to: hit, at: CGPoint(x: point.x, y: point.y), stopsAtControls: false, accepts: accepts,
        states: states, prepare: prepare)
    }
    evaluateContent()
    return hit
  }
}
