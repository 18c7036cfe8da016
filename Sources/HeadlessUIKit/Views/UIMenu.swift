/// An element of a menu, as UIKit's `UIMenuElement`: the superclass of ``UIAction`` and
/// ``UIMenu``.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
  override init() {}
}

/// A menu, as UIKit's `UIMenu`: a titled group of actions and submenus.
///
/// The model keeps menus so code that attaches them (to a ``UIBarButtonItem``) compiles; it
/// never shows one, so a tap on an item with a menu and no primary action does nothing.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
  /// The menu's title.
  public let title: String
  /// The menu's image.
  public let image: UIImage?
  /// The menu's actions and submenus, in order.
  public let children: [UIMenuElement]

  /// Creates a menu.
  ///
  /// UIKit's initialiser also takes a subtitle, an identifier, options and an element size; the
  /// model leaves them out, so a call that passes them doesn't compile.
  ///
  /// - Parameters:
  ///   - title: The menu's title.
  ///   - image: The menu's image.
  ///   - children: The menu's actions and submenus.
  public init(title: String = "", image: UIImage? = nil, children: [UIMenuElement] = []) {
    self.title = title
    self.image = image
    self.children = children
  }
}
