/// What adds and removes menus of a menu system, as UIKit's `UIMenuBuilder`: UIKit passes one
/// to ``UIResponder/buildMenu(with:)``.
///
/// Apps never create a builder [DOC: `uikit/uimenubuilder`, "You don't create a menu builder
/// object"], and the model never calls `buildMenu(with:)` (see ``UIMenuSystem``), so an app's
/// override compiles and is not run.
@preconcurrency @MainActor
public protocol UIMenuBuilder {
  /// The menu system the builder modifies.
  var system: UIMenuSystem { get }

  /// Returns the menu with an identifier.
  ///
  /// - Parameter identifier: The menu's identifier.
  /// - Returns: The menu, or `nil` when the system has none with that identifier.
  func menu(for identifier: UIMenu.Identifier) -> UIMenu?

  /// Returns the action with an identifier.
  ///
  /// - Parameter identifier: The action's identifier.
  /// - Returns: The action, or `nil` when the system has none with that identifier.
  func action(for identifier: UIAction.Identifier) -> UIAction?

  /// Returns the command with an action and property list.
  ///
  /// - Parameters:
  ///   - action: The command's action.
  ///   - propertyList: The command's property list.
  /// - Returns: The command, or `nil` when the system has none that matches.
  func command(for action: Selector, propertyList: Any?) -> UICommand?

  /// Replaces a menu with another.
  ///
  /// - Parameters:
  ///   - replacedIdentifier: The identifier of the menu to replace.
  ///   - replacementMenu: The menu that takes its place.
  func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementMenu: UIMenu)

  /// Replaces the children of a menu with what a closure returns from them.
  ///
  /// - Parameters:
  ///   - parentIdentifier: The identifier of the menu whose children to replace.
  ///   - childrenBlock: Returns the new children from the old ones.
  func replaceChildren(
    ofMenu parentIdentifier: UIMenu.Identifier,
    from childrenBlock: ([UIMenuElement]) -> [UIMenuElement])

  /// Inserts a menu before another, as its sibling.
  ///
  /// - Parameters:
  ///   - siblingMenu: The menu to insert.
  ///   - siblingIdentifier: The identifier of the menu it goes before.
  func insertSibling(_ siblingMenu: UIMenu, beforeMenu siblingIdentifier: UIMenu.Identifier)

  /// Inserts a menu after another, as its sibling.
  ///
  /// - Parameters:
  ///   - siblingMenu: The menu to insert.
  ///   - siblingIdentifier: The identifier of the menu it goes after.
  func insertSibling(_ siblingMenu: UIMenu, afterMenu siblingIdentifier: UIMenu.Identifier)

  /// Inserts a menu as the first child of another.
  ///
  /// - Parameters:
  ///   - childMenu: The menu to insert.
  ///   - parentIdentifier: The identifier of the menu it goes into.
  func insertChild(_ childMenu: UIMenu, atStartOfMenu parentIdentifier: UIMenu.Identifier)

  /// Inserts a menu as the last child of another.
  ///
  /// - Parameters:
  ///   - childMenu: The menu to insert.
  ///   - parentIdentifier: The identifier of the menu it goes into.
  func insertChild(_ childMenu: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier)

  /// Removes a menu from the system.
  ///
  /// - Parameter removedIdentifier: The identifier of the menu to remove.
  func remove(menu removedIdentifier: UIMenu.Identifier)
}
