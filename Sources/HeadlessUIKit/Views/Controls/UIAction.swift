import Foundation

/// An action a control or menu performs, as UIKit's `UIAction`.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
  /// A name that tells actions apart, as UIKit's `UIAction.Identifier`.
  public struct Identifier: Hashable, Sendable, RawRepresentable {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates an identifier.
    ///
    /// - Parameter rawValue: The name.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// The action's title.
  open var title: String
  /// The action's image; inert.
  open var image: UIImage?
  /// The title shown when the action is discovered, as in a keyboard shortcut list; inert.
  open var discoverabilityTitle: String?
  /// The action's attributes; inert, as the model shows no menus.
  open var attributes: UIMenuElement.Attributes
  /// The action's state, such as a check mark; inert.
  open var state: UIMenuElement.State
  /// The action's identifier.
  open private(set) var identifier: UIAction.Identifier
  /// The control running the action, while its handler runs; `nil` otherwise [DOC:
  /// `uikit/uiaction/sender`].
  open internal(set) var sender: Any?
  /// What the action does.
  let handler: UIActionHandler

  /// Creates an action.
  ///
  /// - Parameters:
  ///   - title: The action's title.
  ///   - image: The action's image.
  ///   - identifier: The identifier; `nil` for a unique one.
  ///   - discoverabilityTitle: The title shown when the action is discovered.
  ///   - attributes: The attributes.
  ///   - state: The state.
  ///   - handler: What the action does.
  public init(
    title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) {
    self.title = title
    self.image = image
    self.identifier = identifier ?? UIAction.Identifier(UUID().uuidString)
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init()
  }
}

extension UIMenuElement {
  /// How a menu element looks and behaves, as UIKit's `UIMenuElement.Attributes`; inert.
  public struct Attributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The element can't be chosen.
    public static let disabled = Attributes(rawValue: 1 << 0)
    /// The element destroys data, shown in red.
    public static let destructive = Attributes(rawValue: 1 << 1)
    /// The element is hidden.
    public static let hidden = Attributes(rawValue: 1 << 2)
    /// Choosing the element leaves the menu open.
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  /// Whether a menu element shows a check mark, as UIKit's `UIMenuElement.State`; inert.
  public enum State: Int, Sendable {
    /// Not checked.
    case off = 0
    /// Checked.
    case on = 1
    /// Partly checked.
    case mixed = 2
  }
}
