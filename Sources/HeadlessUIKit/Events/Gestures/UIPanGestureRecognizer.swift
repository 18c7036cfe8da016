public import Foundation

/// A recognizer of drags, as UIKit's `UIPanGestureRecognizer`: continuous, it begins, changes
/// and ends when a test drags across its view (``UIApplication/pan(_:by:)``).
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// The fewest fingers the gesture needs; 1 by default.
  open var minimumNumberOfTouches = 1
  /// The most fingers the gesture allows; unlimited by default.
  open var maximumNumberOfTouches = Int.max
  /// How far the drag has moved, in screen points.
  var screenTranslation: CGPoint = .zero

  /// Returns how far the drag has moved since it began or the translation was last set.
  ///
  /// - Parameter view: The view whose coordinates to use; the model's views aren't
  ///   transformed, so every view's distances are the screen's.
  /// - Returns: The translation.
  open func translation(in view: UIView?) -> CGPoint {
    screenTranslation
  }

  /// Sets the translation, as apps do to measure each change from zero.
  ///
  /// - Parameters:
  ///   - translation: The new translation.
  ///   - view: The view whose coordinates it is in.
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    screenTranslation = translation
  }

  /// Returns the drag's speed, in points per second: zero, since driven drags take no time.
  ///
  /// - Parameter view: The view whose coordinates to use.
  /// - Returns: `.zero`.
  open func velocity(in view: UIView?) -> CGPoint {
    .zero
  }
}
