/// The record of one presentation, as UIKit's `UIPresentationController` (UIKit reference §1.4).
@MainActor
final class Presentation {
  /// The presented controller.
  unowned let presented: UIViewController
  /// The controller that presents: the re-routed target, not necessarily the caller.
  let presenting: UIViewController
  /// The controller `present` was called on.
  let source: UIViewController
  /// The style asked for.
  let requestedStyle: UIModalPresentationStyle
  /// The style after `.automatic` mapping and adaptation.
  let style: UIModalPresentationStyle
  /// The `UITransitionView` that holds the presentation.
  let container: UIView
  /// Whether `presenting`'s views are removed once the transition completes.
  let removesPresentersViews: Bool
  /// The presentation controller a transitioning delegate made for a `.custom` presentation.
  let customController: UIPresentationController?
  /// Views removed when the transition completed, to put back on dismissal.
  var removedViews: [(view: UIView, superview: UIView, index: Int)] = []
  /// Whether the presentation or dismissal transition is still running.
  var isTransitioning = false
  /// Whether an app's animator placed the presented view, rather than the model.
  var isPlacedByAnimator = false
  /// A page or form sheet's chrome, kept to move it when the sheet changes detent.
  var sheetChrome: SheetChrome?

  init(
    presented: UIViewController, presenting: UIViewController, source: UIViewController,
    requestedStyle: UIModalPresentationStyle, style: UIModalPresentationStyle, container: UIView,
    removesPresentersViews: Bool, customController: UIPresentationController? = nil
  ) {
    self.presented = presented
    self.presenting = presenting
    self.source = source
    self.requestedStyle = requestedStyle
    self.style = style
    self.container = container
    self.removesPresentersViews = removesPresentersViews
    self.customController = customController
    container.engine.containedPresentation = self
  }
}
