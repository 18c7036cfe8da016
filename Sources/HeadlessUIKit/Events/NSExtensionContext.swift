#if !canImport(ObjectiveC)
public import Foundation

/// The context of an app extension's request, as Foundation's `NSExtensionContext`, which
/// Linux lacks: the model runs no extensions, so a controller's
/// ``UIViewController/extensionContext`` is `nil`.
open class NSExtensionContext {
  /// The items the host app passed.
  open var inputItems: [Any] { [] }

  /// Completes the request; inert.
  ///
  /// - Parameters:
  ///   - items: The items returned to the host.
  ///   - completionHandler: Called with whether the host expired the extension.
  open func completeRequest(
    returningItems items: [Any]?, completionHandler: ((Bool) -> Void)? = nil
  ) {}

  /// Cancels the request; inert.
  ///
  /// - Parameter error: Why.
  open func cancelRequest(withError error: any Error) {}

  /// Asks the host to open a URL; inert, the completion gets `false`.
  ///
  /// - Parameters:
  ///   - url: The URL.
  ///   - completionHandler: Called with whether it opened.
  open func open(_ url: URL, completionHandler: ((Bool) -> Void)? = nil) {
    completionHandler?(false)
  }
}
#endif

extension UIViewController {
  /// The app extension context of the controller: `nil`, as the model runs no extensions [DOC:
  /// `uikit/uiviewcontroller/extensioncontext`].
  public var extensionContext: NSExtensionContext? { nil }
}
