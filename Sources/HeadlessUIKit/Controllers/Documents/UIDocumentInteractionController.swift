public import Foundation

/// A controller that previews a file, or offers to open it in other apps, as UIKit's
/// `UIDocumentInteractionController`.
///
/// Partial in the model. Its properties are stored. The options and Open In menus show nothing
/// and return `false`: UIKit builds them from the apps that can open the file and returns
/// `false` when there are "no appropriate items to include in the menu" [DOC:
/// `uikit/uidocumentinteractioncontroller/presentoptionsmenu(from:in:animated:)`], and the model
/// has no other apps. The preview isn't modelled: UIKit presents it modally, full screen, from
/// the controller the delegate's `documentInteractionControllerViewControllerForPreview(_:)`
/// returns [DOC: `uikit/uidocumentinteractioncontroller/presentpreview(animated:)`,
/// `uikit/uidocumentinteractioncontrollerdelegate/documentinteractioncontrollerwillbeginpreview(_:)`],
/// but the class and views of that preview aren't documented, so ``presentPreview(animated:)``
/// presents nothing and returns `false`, as UIKit does when it can't show a preview.
@preconcurrency @MainActor
open class UIDocumentInteractionController: NSObject {
  /// Creates a controller for a file.
  ///
  /// - Parameter url: The file's URL.
  public init(url: URL) {
    self.url = url
  }

  /// The file's URL; stored.
  open var url: URL?
  /// The file's uniform type identifier; stored, `nil` until set: the model doesn't derive it
  /// from the URL.
  open var uti: String?
  /// The file's name as shown to the user; stored, `nil` until set: the model doesn't derive it
  /// from the URL.
  open var name: String?
  /// The delegate; the model asks it nothing, as it shows no preview.
  open weak var delegate: (any UIDocumentInteractionControllerDelegate)?

  /// Shows a full-screen preview of the file; not modelled: presents nothing.
  ///
  /// - Parameter animated: Whether to animate.
  /// - Returns: `false`: no preview was shown.
  open func presentPreview(animated: Bool) -> Bool { false }

  /// Shows a menu of what can be done with the file, anchored to a rectangle in a view; the
  /// model shows none, as there are no other apps to offer.
  ///
  /// - Parameters:
  ///   - rect: The anchor rectangle, in the view's coordinates.
  ///   - view: The view.
  ///   - animated: Whether to animate.
  /// - Returns: `false`: no menu was shown.
  open func presentOptionsMenu(from rect: CGRect, in view: UIView, animated: Bool) -> Bool {
    false
  }

  /// Shows a menu of what can be done with the file, anchored to a bar button item; the model
  /// shows none.
  ///
  /// - Parameters:
  ///   - item: The bar button item.
  ///   - animated: Whether to animate.
  /// - Returns: `false`: no menu was shown.
  open func presentOptionsMenu(from item: UIBarButtonItem, animated: Bool) -> Bool { false }

  /// Shows a menu of the apps that can open the file, anchored to a rectangle in a view; the
  /// model has no other apps, so it shows none.
  ///
  /// - Parameters:
  ///   - rect: The anchor rectangle, in the view's coordinates.
  ///   - view: The view.
  ///   - animated: Whether to animate.
  /// - Returns: `false`: no menu was shown.
  open func presentOpenInMenu(from rect: CGRect, in view: UIView, animated: Bool) -> Bool {
    false
  }

  /// Shows a menu of the apps that can open the file, anchored to a bar button item; the model
  /// shows none.
  ///
  /// - Parameters:
  ///   - item: The bar button item.
  ///   - animated: Whether to animate.
  /// - Returns: `false`: no menu was shown.
  open func presentOpenInMenu(from item: UIBarButtonItem, animated: Bool) -> Bool { false }

  /// Dismisses the preview; does nothing, as the model shows none.
  ///
  /// - Parameter animated: Whether to animate.
  open func dismissPreview(animated: Bool) {}

  /// Dismisses the options or Open In menu; does nothing, as the model shows none.
  ///
  /// - Parameter animated: Whether to animate.
  open func dismissMenu(animated: Bool) {}
}

/// The methods a document interaction controller's delegate implements, as UIKit's
/// `UIDocumentInteractionControllerDelegate`; each has a default, as UIKit's optional methods.
@preconcurrency @MainActor
public protocol UIDocumentInteractionControllerDelegate: NSObjectProtocol {
  /// Asks for the controller to present the preview from; the model never asks, as it shows no
  /// preview.
  ///
  /// - Parameter controller: The document interaction controller.
  /// - Returns: The controller to present the preview from.
  func documentInteractionControllerViewControllerForPreview(
    _ controller: UIDocumentInteractionController
  ) -> UIViewController
}

extension UIDocumentInteractionControllerDelegate {
  /// Returns a new, empty view controller; UIKit requires the method of a delegate whose
  /// controller shows previews.
  ///
  /// - Parameter controller: The document interaction controller.
  /// - Returns: A new view controller.
  public func documentInteractionControllerViewControllerForPreview(
    _ controller: UIDocumentInteractionController
  ) -> UIViewController {
    UIViewController()
  }
}
