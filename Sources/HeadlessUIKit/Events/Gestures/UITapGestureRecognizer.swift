/// A recognizer of taps, as UIKit's `UITapGestureRecognizer`: discrete, recognized when a tap
/// that a test sends (``UIApplication/tap(_:)``) reaches its view or one of its subviews.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// The taps the gesture needs; 1 by default.
  ///
  /// The model taps once, so only a recognizer that
  /// needs one tap recognizes.
  open var numberOfTapsRequired = 1
  /// The fingers the gesture needs; 1 by default.
  ///
  /// The model touches with one finger.
  open var numberOfTouchesRequired = 1
}
