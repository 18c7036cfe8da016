public import Foundation

/// The delegate of a text view, as UIKit's `UITextViewDelegate`: a scroll view delegate that
/// also decides whether editing begins and ends and whether typed text changes the view.
///
/// Set it as the text view's `delegate` (``UIScrollView/delegate``), as in UIKit. Every method
/// is optional: the default implementations allow everything and do nothing.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
  /// Asks whether editing may begin.
  ///
  /// - Parameter textView: The text view.
  /// - Returns: Whether it may.
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  /// Asks whether editing may end.
  ///
  /// - Parameter textView: The text view.
  /// - Returns: Whether it may.
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool
  /// Tells the delegate that editing began.
  ///
  /// - Parameter textView: The text view.
  func textViewDidBeginEditing(_ textView: UITextView)
  /// Tells the delegate that editing ended.
  ///
  /// - Parameter textView: The text view.
  func textViewDidEndEditing(_ textView: UITextView)
  /// Asks whether typed text may replace a range of the text.
  ///
  /// - Parameters:
  ///   - textView: The text view.
  ///   - range: The range replaced, in UTF-16 units.
  ///   - text: The new text.
  /// - Returns: Whether the change happens.
  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool
  /// Tells the delegate that typing changed the text.
  ///
  /// - Parameter textView: The text view.
  func textViewDidChange(_ textView: UITextView)
  /// Tells the delegate that the selection changed.
  ///
  /// - Parameter textView: The text view.
  func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
  /// Returns `true`.
  ///
  /// - Parameter textView: The text view.
  /// - Returns: `true`.
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
  /// Returns `true`.
  ///
  /// - Parameter textView: The text view.
  /// - Returns: `true`.
  public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
  /// Does nothing.
  ///
  /// - Parameter textView: The text view.
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  /// Does nothing.
  ///
  /// - Parameter textView: The text view.
  public func textViewDidEndEditing(_ textView: UITextView) {}
  /// Returns `true`.
  ///
  /// - Parameters:
  ///   - textView: The text view.
  ///   - range: The range replaced.
  ///   - text: The new text.
  /// - Returns: `true`.
  public func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  /// Does nothing.
  ///
  /// - Parameter textView: The text view.
  public func textViewDidChange(_ textView: UITextView) {}
  /// Does nothing.
  ///
  /// - Parameter textView: The text view.
  public func textViewDidChangeSelection(_ textView: UITextView) {}
}
