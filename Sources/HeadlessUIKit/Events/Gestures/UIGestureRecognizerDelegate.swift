/// The delegate of a gesture recognizer, as UIKit's `UIGestureRecognizerDelegate`.
///
/// Every method is optional, as in UIKit: the default implementations do what UIKit does when
/// the delegate doesn't implement them.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
  /// Whether the recognizer may begin recognizing; `false` makes it fail.
  ///
  /// - Parameter gestureRecognizer: The recognizer.
  /// - Returns: Whether it may begin.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  /// Whether the recognizer sees a touch at all.
  ///
  /// - Parameters:
  ///   - gestureRecognizer: The recognizer.
  ///   - touch: The touch.
  /// - Returns: Whether it receives the touch.
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
  /// Whether two recognizers may recognize the same touch together.
  ///
  /// - Parameters:
  ///   - gestureRecognizer: The recognizer asking.
  ///   - otherGestureRecognizer: The other recognizer.
  /// - Returns: Whether both may recognize.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
}

extension UIGestureRecognizerDelegate {
  /// Lets the recognizer begin.
  ///
  /// - Parameter gestureRecognizer: The recognizer.
  /// - Returns: `true`.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }

  /// Lets the recognizer see the touch.
  ///
  /// - Parameters:
  ///   - gestureRecognizer: The recognizer.
  ///   - touch: The touch.
  /// - Returns: `true`.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  ) -> Bool {
    true
  }

  /// Lets only one recognizer recognize a touch, as UIKit does by default.
  ///
  /// - Parameters:
  ///   - gestureRecognizer: The recognizer asking.
  ///   - otherGestureRecognizer: The other recognizer.
  /// - Returns: `false`.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    false
  }
}
