public import Foundation

/// The presentation controller of a page or form sheet, as UIKit's
/// `UISheetPresentationController`: its detents, the detents under which the background stays
/// undimmed, and whether it stays a card in compact height.
@preconcurrency @MainActor
public class UISheetPresentationController: UIPresentationController {
  /// The heights the sheet can rest at, `[.large()]` by default as in UIKit.
  ///
  /// A sheet that is up moves to match at once.
  public var detents: [Detent] = [.large()] {
    didSet { resizeIfPresented() }
  }
  /// The detent the sheet rests at, where `nil` is the smallest, as in UIKit [DOC].
  ///
  /// A sheet that is up moves to it at once.
  public var selectedDetentIdentifier: Detent.Identifier? {
    didSet { resizeIfPresented() }
  }
  /// The largest detent at which the background stays undimmed and takes touches; `nil` dims at
  /// every detent, as in UIKit [DOC].
  public var largestUndimmedDetentIdentifier: Detent.Identifier? {
    didSet { resizeIfPresented() }
  }
  /// Whether the sheet stays a card attached to the bottom edge in compact height, instead of
  /// filling the screen [DOC].
  public var prefersEdgeAttachedInCompactHeight = false
  /// Whether the grabber shows; drawn only, not captured.
  public var prefersGrabberVisible = false

  /// Whether scrolling up in the sheet grows it to a larger detent before its content scrolls.
  ///
  /// `true` by default [DOC]. Inert: the model's scrolls don't resize sheets.
  public var prefersScrollingExpandsWhenScrolledToEdge = true
  /// Whether an edge-attached sheet is as wide as its controller's `preferredContentSize`.
  ///
  /// `false` by default, the width of the container's safe area [DOC]. Inert: the model's
  /// edge-attached sheets span the width.
  public var widthFollowsPreferredContentSizeWhenEdgeAttached = false
  /// The corner radius the sheet asks for.
  ///
  /// `nil` by default [DOC]. Inert: corners are drawn only.
  public var preferredCornerRadius: CGFloat?

  /// Moves the sheet to its resting detent's height if it is up.
  private func resizeIfPresented() {
    guard let presented = presentedIfAlive, let presentation = presented.engine.presentation,
      let profile = presented.viewIfLoaded?.window?.application?.profile
    else { return }
    presentation.resizeSheet(in: profile)
  }

  /// Tells the sheet that its custom detents' values changed, so it resolves them again; the
  /// sheet, if up, moves to its resting detent's height again.
  public func invalidateDetents() {
    resizeIfPresented()
  }

  /// The detent the sheet rests at and its height, for a sheet whose largest height is `full`
  /// points and whose bottom safe-area inset is `bottomInset`: the selected detent if it is
  /// among the active detents, else the smallest active one [DOC: `selectedDetentIdentifier`:
  /// `nil` shows the smallest detent; `resolvedValue(in:)`: a detent that resolves to `nil` is
  /// inactive].
  func restingDetent(full: Double, bottomInset: Double) -> (detent: Detent, height: Double) {
    let active = activeDetents(full: full, bottomInset: bottomInset)
    if let selected = selectedDetentIdentifier,
      let match = active.first(where: { $0.detent.identifier == selected })
    {
      return match
    }
    return active.min { $0.height < $1.height } ?? (.large(), full)
  }

  /// The detents that resolve to a height, with their heights in points.
  func activeDetents(full: Double, bottomInset: Double) -> [(detent: Detent, height: Double)] {
    let context = SheetDetentResolutionContext(
      maximumDetentValue: full - bottomInset,
      containerTraitCollection: presentedIfAlive?.viewIfLoaded?.window?.traitCollection
        ?? UITraitCollection.current)
    return detents.compactMap { detent in
      detent.height(full: full, bottomInset: bottomInset, in: context).map { (detent, $0) }
    }
  }

  /// Whether the background is dimmed at the current detent: above the largest undimmed
  /// detent, or at every detent when there is none [DOC: `largestUndimmedDetentIdentifier`].
  func dimsBackground(full: Double, bottomInset: Double) -> Bool {
    let active = activeDetents(full: full, bottomInset: bottomInset)
    guard let undimmed = largestUndimmedDetentIdentifier,
      let limit = active.first(where: { $0.detent.identifier == undimmed })
    else { return true }
    return restingDetent(full: full, bottomInset: bottomInset).height > limit.height
  }
}

extension UIViewController {
  /// The sheet presentation controller, when ``modalPresentationStyle`` is `.pageSheet` or
  /// `.formSheet` (or `.automatic`, which resolves to one from iOS 13); `nil` otherwise, as in
  /// UIKit.
  public var sheetPresentationController: UISheetPresentationController? {
    guard modalPresentationStyle.isSheet || modalPresentationStyle == .automatic else {
      return nil
    }
    if let sheet = engine.sheetController { return sheet }
    let sheet = UISheetPresentationController(presentedViewController: self)
    engine.sheetController = sheet
    return sheet
  }
}
