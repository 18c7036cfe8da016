/// A placeholder in a menu that the app fills in when the menu shows, as UIKit's
/// `UIDeferredMenuElement` [DOC: `uikit/uideferredmenuelement`].
///
/// Inert: the model never shows a menu, so it never calls the provider; the element is kept
/// as made, in its menu's ``UIMenu/children``.
@preconcurrency @MainActor
public class UIDeferredMenuElement: UIMenuElement {
  /// The block that supplies the elements, as made; never called by the model.
  let elementProvider: (@escaping ([UIMenuElement]) -> Void) -> Void
  /// Whether UIKit would keep the supplied elements after the first call.
  let cachesElements: Bool

  required init(
    provider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void, caches: Bool
  ) {
    elementProvider = provider
    cachesElements = caches
  }

  /// Creates a placeholder whose elements UIKit asks for once and keeps.
  ///
  /// - Parameter elementProvider: The block that supplies the elements by calling its
  ///   completion handler.
  public convenience init(
    _ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void
  ) {
    self.init(provider: elementProvider, caches: true)
  }

  /// Returns a placeholder whose elements UIKit asks for each time the menu shows.
  ///
  /// - Parameter elementProvider: The block that supplies the elements by calling its
  ///   completion handler.
  /// - Returns: The placeholder.
  public class func uncached(
    _ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void
  ) -> Self {
    Self(provider: elementProvider, caches: false)
  }
}
