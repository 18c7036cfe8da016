/// The methods a font picker's delegate implements, as UIKit's
/// `UIFontPickerViewControllerDelegate`; each has a default, as UIKit's optional methods.
@preconcurrency @MainActor
public protocol UIFontPickerViewControllerDelegate: AnyObject {
  /// Tells the delegate that the user cancelled the picker.
  ///
  /// - Parameter viewController: The picker.
  func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController)
  /// Tells the delegate that the user has selected a font; the picker's
  /// ``UIFontPickerViewController/selectedFontDescriptor`` describes it.
  ///
  /// - Parameter viewController: The picker.
  func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController)
}

extension UIFontPickerViewControllerDelegate {
  /// Does nothing, as an unimplemented optional method.
  ///
  /// - Parameter viewController: The picker.
  public func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController) {}
  /// Does nothing, as an unimplemented optional method.
  ///
  /// - Parameter viewController: The picker.
  public func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {}
}
