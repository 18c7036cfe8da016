public import Foundation

/// The standard editing commands (cut, copy, paste, select, select all, delete), as UIKit's
/// `UIResponderStandardEditActions` [DOC: `uikit/uiresponderstandardeditactions`].
///
/// In UIKit these are optional Objective-C methods: a responder implements the ones it
/// handles, and UIKit finds the first in the chain that does. Swift without the Objective-C
/// runtime can't declare optional requirements or ask whether a method is implemented, so the
/// model declares them as requirements that ``UIResponder`` implements (doing nothing), and
/// apps override the ones they handle, as they write on iOS (`override func copy(_:)`).
@preconcurrency @MainActor
public protocol UIResponderStandardEditActions: NSObjectProtocol {
  /// Removes the selected content and writes it to the pasteboard.
  ///
  /// - Parameter sender: The object calling the method.
  func cut(_ sender: Any?)
  /// Copies the selected content to the pasteboard.
  ///
  /// - Parameter sender: The object calling the method.
  func copy(_ sender: Any?)
  /// Pastes the pasteboard's content in place of the selection.
  ///
  /// - Parameter sender: The object calling the method.
  func paste(_ sender: Any?)
  /// Selects content, such as the word at the caret.
  ///
  /// - Parameter sender: The object calling the method.
  func select(_ sender: Any?)
  /// Selects all the content.
  ///
  /// - Parameter sender: The object calling the method.
  func selectAll(_ sender: Any?)
  /// Removes the selected content.
  ///
  /// - Parameter sender: The object calling the method.
  func delete(_ sender: Any?)
}

// UIResponder implements the edit actions in its class body (UIResponder.swift), so that
// subclasses override them.
extension UIResponder: UIResponderStandardEditActions {}
