/// The presentation controller of a popover, as UIKit's `UIPopoverPresentationController`: where
/// the popover points.
///
/// A popover presented without a ``sourceView`` raises UIKit's `NSGenericException`
/// (UIKit reference §3.6), recorded in ``UIApplication/exceptions``.
@MainActor
public final class UIPopoverPresentationController {
  /// The view the popover points at.
  public var sourceView: UIView?

  init() {}
}

extension UIViewController {
  /// The popover presentation controller, when ``modalPresentationStyle`` is `.popover`; `nil`
  /// otherwise, as in UIKit.
  public var popoverPresentationController: UIPopoverPresentationController? {
    guard offersPopoverPresentationController else { return nil }
    if let popover = popoverController { return popover }
    let popover = UIPopoverPresentationController()
    popoverController = popover
    return popover
  }

  /// The view the popover points at, if any.
  var popoverSourceView: UIView? { popoverController?.sourceView }
}
