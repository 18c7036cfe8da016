/// The delegate of a sheet's presentation controller, as UIKit's
/// `UISheetPresentationControllerDelegate`: told when a user moves the sheet to another detent.
///
/// Set it as the sheet's `delegate`, which holds any `UIAdaptivePresentationControllerDelegate`.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  /// Called after a user moved the sheet to another detent; not after the app sets
  /// `selectedDetentIdentifier` itself [DOC].
  ///
  /// - Parameter sheetPresentationController: The sheet's presentation controller.
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
  /// Does nothing.
  ///
  /// - Parameter sheetPresentationController: The sheet's presentation controller.
  public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {}
}
