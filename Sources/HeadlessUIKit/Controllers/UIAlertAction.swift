/// A button of an alert or action sheet, as UIKit's `UIAlertAction`.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
  /// The kind of action, which decides how UIKit draws and orders it.
  public enum Style: Int, Sendable {
    /// An ordinary action.
    case `default` = 0
    /// The action that cancels; at most one per alert controller.
    case cancel = 1
    /// An action that destroys or changes data.
    case destructive = 2
  }

  /// The button's title.
  public let title: String?
  /// The action's style.
  public let style: Style
  /// Whether the action can be chosen.
  public var isEnabled = true
  /// What runs when the action is chosen.
  let handler: ((UIAlertAction) -> Void)?

  /// Creates an action.
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - style: The action's style.
  ///   - handler: What runs when the action is chosen.
  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}
