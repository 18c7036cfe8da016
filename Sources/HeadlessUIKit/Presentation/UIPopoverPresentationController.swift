import PresentationHierarchy

/// The presentation controller of a popover, as UIKit's `UIPopoverPresentationController`: where
/// the popover points.
///
/// A popover points at a ``sourceItem``, a ``barButtonItem`` or a rectangle (``sourceRect``)
/// of a ``sourceView``. One presented without any of them raises UIKit's `NSGenericException`
/// (UIKit reference §3.6), recorded in ``UIApplication/exceptions``. Its delegate can keep it a
/// popover on compact width by answering `.none` (§3.5 [DOC]).
@preconcurrency @MainActor
public final class UIPopoverPresentationController: UIPresentationController {
  /// The view that contains the rectangle the popover points at.
  public var sourceView: UIView?
  /// The item the popover points at: a ``UIBarButtonItem`` or a ``UIView`` (iOS 16).
  ///
  /// It takes precedence over ``barButtonItem`` and ``sourceView`` [INF: the documentation
  /// offers them as alternatives].
  public var sourceItem: (any UIPopoverPresentationControllerSourceItem)?
  /// The bar button item the popover points at.
  ///
  /// It takes precedence over ``sourceView`` [INF]. Deprecated as in UIKit, where the
  /// attribute names iOS 16.
  @available(iOS, deprecated: 16.0, message: "Use sourceItem instead")
  public var barButtonItem: UIBarButtonItem? {
    get { anchorBarButtonItem }
    set { anchorBarButtonItem = newValue }
  }
  private var anchorBarButtonItem: UIBarButtonItem?
  /// The directions the popover's arrow may point; `.any` by default; inert: the model places
  /// a popover by its anchor alone and draws no arrow.
  public var permittedArrowDirections: UIPopoverArrowDirection = .any
  private var explicitSourceRect: CGRect?

  /// The rectangle the popover points at, in ``sourceView``'s coordinates.
  ///
  /// By default `CGRect.null`, which points at the whole source view, from iOS 13.2;
  /// `CGRect.zero` before [DOC: `sourceRect`]. Until the popover is in an app, the getter
  /// returns `CGRect.null`.
  public var sourceRect: CGRect {
    get {
      explicitSourceRect ?? Self.defaultSourceRect(presentedViewController.application?.profile)
    }
    set { explicitSourceRect = newValue }
  }

  /// The default ``sourceRect`` for an OS version [DOC].
  private static func defaultSourceRect(_ profile: FidelityProfile?) -> CGRect {
    profile?.device.os == .iOS12AndEarlier ? .zero : .null
  }

  /// The view of the item the popover points at, if it points at an item.
  var anchorItemView: UIView? {
    if let view = sourceItem as? UIView { return view }
    if let item = sourceItem as? UIBarButtonItem { return item.barView }
    return anchorBarButtonItem?.barView
  }

  /// The rectangle the popover points at, in screen coordinates: the item's view, or the
  /// source rectangle of the source view (the whole view when it is null).
  ///
  /// - Parameter profile: The profile whose OS version gives the default source rectangle.
  /// - Returns: The rectangle, or `nil` when nothing anchors the popover.
  func anchorFrame(in profile: FidelityProfile) -> Rect? {
    if let view = anchorItemView { return view.effectiveScreenFrame }
    guard let sourceView else { return nil }
    let view = sourceView.effectiveScreenFrame
    let rect = explicitSourceRect ?? Self.defaultSourceRect(profile)
    guard !rect.isNull else { return view }
    return Rect(
      x: view.x + Double(rect.origin.x), y: view.y + Double(rect.origin.y),
      width: Double(rect.size.width), height: Double(rect.size.height))
  }
}

/// Something a popover can point at, as UIKit's `UIPopoverPresentationControllerSourceItem`
/// (iOS 16): a ``UIBarButtonItem`` or a ``UIView``.
///
/// UIKit's iOS 17 `frame(in:)` is absent; a type of your own that adopts the protocol anchors
/// nothing in the model.
public protocol UIPopoverPresentationControllerSourceItem: NSObjectProtocol {}

extension UIView: UIPopoverPresentationControllerSourceItem {}

extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {}

extension UIViewController {
  /// The popover presentation controller, when ``modalPresentationStyle`` is `.popover`; `nil`
  /// otherwise, as in UIKit.
  public var popoverPresentationController: UIPopoverPresentationController? {
    guard offersPopoverPresentationController else { return nil }
    if let popover = engine.popoverController { return popover }
    let popover = UIPopoverPresentationController(presentedViewController: self)
    engine.popoverController = popover
    return popover
  }

  /// The view the popover points at, if any: the view of its source item or bar button item,
  /// else its source view.
  var popoverSourceView: UIView? {
    engine.popoverController.flatMap { $0.anchorItemView ?? $0.sourceView }
  }

  /// The rectangle, in screen coordinates, the popover points at, if anything anchors it.
  ///
  /// - Parameter profile: The profile whose OS version gives the default source rectangle.
  /// - Returns: The rectangle.
  func popoverAnchorFrame(in profile: FidelityProfile) -> Rect? {
    engine.popoverController?.anchorFrame(in: profile)
  }
}
