public import HeadlessUIKit

/// As UIKit's `UITraitCollection`; the live capture only passes it back to the presentation
/// controller.
@MainActor
public final class UITraitCollection {}

extension UIPresentationController {
  /// As UIKit's `presentationStyle`: the presented controller's style as requested.
  public var presentationStyle: UIModalPresentationStyle {
    presentedViewController.modalPresentationStyle
  }

  /// As UIKit's `traitCollection` (UITraitEnvironment).
  public var traitCollection: UITraitCollection { UITraitCollection() }

  /// As UIKit's `adaptivePresentationStyle(for:)`: the style the presentation adapted to, or
  /// `.none` when it didn't; here read from the model's resolved style.
  public func adaptivePresentationStyle(for traitCollection: UITraitCollection)
    -> UIModalPresentationStyle
  {
    guard let resolved = presentedViewController.resolvedPresentationStyle,
      resolved != presentationStyle
    else { return .none }
    return resolved
  }
}
