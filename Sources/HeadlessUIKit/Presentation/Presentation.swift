/// The record of one presentation, as UIKit's `UIPresentationController` (UIKIT-MODEL.md §1.4).
@MainActor
final class Presentation {
  /// The presented controller.
  unowned let presented: ViewController
  /// The controller that presents: the re-routed target, not necessarily the caller.
  let presenting: ViewController
  /// The controller `present` was called on.
  let source: ViewController
  /// The style asked for.
  let requestedStyle: ModalPresentationStyle
  /// The style after `.automatic` mapping and adaptation.
  let style: ModalPresentationStyle
  /// The `UITransitionView` that holds the presentation.
  let container: View
  /// Whether `presenting`'s views are removed once the transition completes.
  let removesPresentersViews: Bool
  /// Views removed when the transition completed, to put back on dismissal.
  var removedViews: [(view: View, superview: View, index: Int)] = []
  /// Whether the presentation or dismissal transition is still running.
  var isTransitioning = false

  init(
    presented: ViewController, presenting: ViewController, source: ViewController,
    requestedStyle: ModalPresentationStyle, style: ModalPresentationStyle, container: View,
    removesPresentersViews: Bool
  ) {
    self.presented = presented
    self.presenting = presenting
    self.source = source
    self.requestedStyle = requestedStyle
    self.style = style
    self.container = container
    self.removesPresentersViews = removesPresentersViews
    container.containedPresentation = self
  }
}
