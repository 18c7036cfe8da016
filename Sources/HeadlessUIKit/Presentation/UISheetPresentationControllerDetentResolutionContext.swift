public import Foundation

/// What a custom detent's resolver reads, as UIKit's
/// `UISheetPresentationControllerDetentResolutionContext`.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
  /// The trait collection of the sheet's window [DOC: the window's, without the sheet's
  /// overrides].
  var containerTraitCollection: UITraitCollection { get }
  /// The largest height a detent can have: the large detent's, within the sheet's safe area.
  var maximumDetentValue: CGFloat { get }
}

/// The context the model resolves custom detents in.
final class SheetDetentResolutionContext: NSObject,
  UISheetPresentationControllerDetentResolutionContext
{
  let containerTraitCollection: UITraitCollection
  let maximumDetentValue: CGFloat

  init(maximumDetentValue: Double, containerTraitCollection: UITraitCollection) {
    self.maximumDetentValue = CGFloat(maximumDetentValue)
    self.containerTraitCollection = containerTraitCollection
    super.init()
  }
}
