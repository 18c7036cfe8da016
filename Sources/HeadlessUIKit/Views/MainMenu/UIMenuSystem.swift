/// A menu system, as UIKit's `UIMenuSystem`: the main one (the menu bar) or the context one.
///
/// Inert: the model builds no menu bar and shows no system context menus, so it never calls
/// ``UIResponder/buildMenu(with:)`` and asking a system to rebuild or revalidate does nothing
/// (iPhone apps have no menu bar [DOC: `uikit/uiresponder/buildmenu(with:)`, "The menu bar is
/// available in Mac apps built with Mac Catalyst"]). The two systems exist, each once, so that
/// `builder.system == .main` compiles and compares as in UIKit.
@preconcurrency @MainActor
open class UIMenuSystem: NSObject {
  private static let mainSystem = UIMenuSystem()
  private static let contextSystem = UIMenuSystem()

  override private init() {}

  /// The main menu system: the menu bar.
  open class var main: UIMenuSystem { mainSystem }

  /// The context menu system: menus a responder builds for a context menu.
  open class var context: UIMenuSystem { contextSystem }

  /// Asks the system to rebuild its menus; inert (the model builds no menus).
  open func setNeedsRebuild() {}

  /// Asks the system to validate its menus again; inert (the model builds no menus).
  open func setNeedsRevalidate() {}
}
