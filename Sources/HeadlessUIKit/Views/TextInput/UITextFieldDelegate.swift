public import Foundation

/// The delegate of a text field, as UIKit's `UITextFieldDelegate`: it decides whether editing
/// begins and ends and whether typed text changes the field.
///
/// Every method is optional, as in UIKit: the default implementations allow everything, and
/// the default ``textFieldDidEndEditing(_:reason:)`` calls ``textFieldDidEndEditing(_:)`` [DOC:
/// `uikit/uitextfielddelegate/textfielddidendediting(_:reason:)`, which UIKit calls instead
/// when it is implemented].
@preconcurrency @MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
  /// Asks whether editing may begin.
  ///
  /// - Parameter textField: The text field.
  /// - Returns: Whether it may.
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  /// Tells the delegate that editing began.
  ///
  /// - Parameter textField: The text field.
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Asks whether editing may end.
  ///
  /// - Parameter textField: The text field.
  /// - Returns: Whether it may.
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  /// Tells the delegate that editing ended.
  ///
  /// - Parameter textField: The text field.
  func textFieldDidEndEditing(_ textField: UITextField)
  /// Tells the delegate that editing ended, and why.
  ///
  /// - Parameters:
  ///   - textField: The text field.
  ///   - reason: Why.
  func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
  /// Asks whether typed or pasted text may replace a range of the text.
  ///
  /// - Parameters:
  ///   - textField: The text field.
  ///   - range: The range replaced, in UTF-16 units.
  ///   - string: The new text.
  /// - Returns: Whether the change happens.
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool
  /// Tells the delegate that the selection changed.
  ///
  /// - Parameter textField: The text field.
  func textFieldDidChangeSelection(_ textField: UITextField)
  /// Asks whether the clear button may empty the field.
  ///
  /// - Parameter textField: The text field.
  /// - Returns: Whether it may.
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  /// Asks whether to handle the return key.
  ///
  /// - Parameter textField: The text field.
  /// - Returns: Whether to.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  /// Returns `true`.
  ///
  /// - Parameter textField: The text field.
  /// - Returns: `true`.
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  /// Does nothing.
  ///
  /// - Parameter textField: The text field.
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  /// Returns `true`.
  ///
  /// - Parameter textField: The text field.
  /// - Returns: `true`.
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  /// Does nothing.
  ///
  /// - Parameter textField: The text field.
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  /// Calls ``textFieldDidEndEditing(_:)``.
  ///
  /// - Parameters:
  ///   - textField: The text field.
  ///   - reason: Why editing ended.
  public func textFieldDidEndEditing(
    _ textField: UITextField, reason: UITextField.DidEndEditingReason
  ) {
    textFieldDidEndEditing(textField)
  }
  /// Returns `true`.
  ///
  /// - Parameters:
  ///   - textField: The text field.
  ///   - range: The range replaced.
  ///   - string: The new text.
  /// - Returns: `true`.
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool { true }
  /// Does nothing.
  ///
  /// - Parameter textField: The text field.
  public func textFieldDidChangeSelection(_ textField: UITextField) {}
  /// Returns `true`.
  ///
  /// - Parameter textField: The text field.
  /// - Returns: `true`.
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  /// Returns `true`.
  ///
  /// - Parameter textField: The text field.
  /// - Returns: `true`.
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
