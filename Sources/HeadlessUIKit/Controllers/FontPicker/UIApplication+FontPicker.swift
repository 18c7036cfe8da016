extension UIApplication {
  /// Picks a font in the font picker on screen, as a user does: the picker's
  /// ``UIFontPickerViewController/selectedFontDescriptor`` becomes `descriptor` and its delegate
  /// is told ``UIFontPickerViewControllerDelegate/fontPickerViewControllerDidPickFont(_:)``.
  ///
  /// A model control, not UIKit API.
  ///
  /// - Parameter descriptor: The font picked.
  /// - Returns: Whether a font picker was on screen.
  @discardableResult
  public func pickFont(_ descriptor: UIFontDescriptor) -> Bool {
    guard let picker = onScreenFontPicker() else { return false }
    picker.selectedFontDescriptor = descriptor
    finishFontPicker(picker) { $0.delegate?.fontPickerViewControllerDidPickFont($0) }
    return true
  }

  /// Cancels the font picker on screen, as a user tapping Cancel: its delegate is told
  /// ``UIFontPickerViewControllerDelegate/fontPickerViewControllerDidCancel(_:)``.
  ///
  /// A model control, not UIKit API.
  ///
  /// - Returns: Whether a font picker was on screen.
  @discardableResult
  public func cancelFontPicker() -> Bool {
    guard let picker = onScreenFontPicker() else { return false }
    finishFontPicker(picker) { $0.delegate?.fontPickerViewControllerDidCancel($0) }
    return true
  }

  /// Tells the delegate, first dismissing the picker when the profile says it dismisses itself.
  private func finishFontPicker(
    _ picker: UIFontPickerViewController, tell: @escaping (UIFontPickerViewController) -> Void
  ) {
    asShared {
      if profile.behavior.fontPickerDismissesItself {
        picker.dismiss(animated: false) { tell(picker) }
      } else {
        tell(picker)
      }
    }
  }

  /// The frontmost font picker on screen.
  private func onScreenFontPicker() -> UIFontPickerViewController? {
    AppearanceTracker.onScreenControllers(of: self)
      .compactMap { $0 as? UIFontPickerViewController }.last
  }
}
