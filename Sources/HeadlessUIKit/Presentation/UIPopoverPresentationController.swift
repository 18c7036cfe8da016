/// The presentation controller of a popover, as UIKit's `UIPopoverPresentationController`: where
/// the popover points.
///
/// A popover presented without a ``sourceView`` raises UIKit's `NSGenericException`
/// (UIKit reference §3.6), recorded in ``UIApplication/exceptions``. Its delegate can keep it a
/// popover on compact width by answering `.none` (§3.5 [DOC]).
@MainActor
public final class UIPopoverPresentationController: UIPresentationController {
  /// The view the popover points at.
  public var sourceView: UIView?
}

extension UIViewController {
  /// The popover presentation controller, when ``modalPresentationStyle`` is `.popover`; `nil`
  /// otherwise, as in UIKit.
  public var popoverPresentationController: UIPopoverPresentationController? {
    guard offersPopoverPresentationController else { return nil }
    if let popover = popoverController { return popover }
    let popover = UIPopoverPresentationController(presentedViewController: self)
    popoverController = popover
    return popover
  }

  /// The view the popover points at, if any.
  var popoverSourceView: UIView? { popoverController?.sourceView }
}
