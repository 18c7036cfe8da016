public import Foundation

extension UIStackView {
  /// The value of a custom spacing that means "use ``spacing``"
  /// [DOC: `uikit/uistackview/spacingusedefault`].
  public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude

  /// Sets the gap after one arranged view, in place of ``spacing`` there.
  ///
  /// Modelled in the stack's layout. ``spacingUseDefault`` removes it.
  ///
  /// - Parameters:
  ///   - spacing: The gap, in points.
  ///   - arrangedSubview: The arranged view the gap follows.
  public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    customSpacings[ObjectIdentifier(arrangedSubview)] =
      spacing == UIStackView.spacingUseDefault ? nil : spacing
    updateArrangement()
  }

  /// The gap after one arranged view: its custom spacing, else ``spacingUseDefault``.
  ///
  /// - Parameter arrangedSubview: The arranged view.
  /// - Returns: The gap, in points.
  public func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
  }
}
