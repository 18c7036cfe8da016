/// The methods an image picker's delegate implements, as UIKit's
/// `UIImagePickerControllerDelegate`; each has a default, as UIKit's optional methods.
///
/// The delegate dismisses the picker [DOC: `uikit/uiimagepickercontrollerdelegate`, "The
/// delegate methods are responsible for dismissing the picker when the operation completes"].
@preconcurrency @MainActor
public protocol UIImagePickerControllerDelegate: AnyObject {
  /// Told that the user picked an image or movie; the picker stays on screen until the
  /// delegate dismisses it.
  ///
  /// - Parameters:
  ///   - picker: The picker.
  ///   - info: What was picked, by key.
  func imagePickerController(
    _ picker: UIImagePickerController,
    didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
  /// Told that the user cancelled; the delegate dismisses the picker [DOC:
  /// `uikit/uiimagepickercontrollerdelegate/imagepickercontrollerdidcancel(_:)`].
  ///
  /// - Parameter picker: The picker.
  func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
  /// Does nothing: the picker stays on screen.
  ///
  /// - Parameters:
  ///   - picker: The picker.
  ///   - info: What was picked.
  public func imagePickerController(
    _ picker: UIImagePickerController,
    didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
  ) {}

  /// Dismisses the picker, as UIKit does when the delegate doesn't implement the method [INF:
  /// the page calls the method "optional, but expected"; a picker whose delegate leaves it out
  /// closes on Cancel].
  ///
  /// - Parameter picker: The picker.
  public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
    picker.dismiss(animated: true)
  }
}
