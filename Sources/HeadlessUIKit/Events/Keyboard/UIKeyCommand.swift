/// A command: a menu element that sends an action up the responder chain, as UIKit's
/// `UICommand`; inert: the model shows no menus and sends no actions.
@preconcurrency @MainActor
open class UICommand: UIMenuElement {
  /// The title.
  open var title: String
  /// The image.
  open var image: UIImage?
  /// The action sent when the command is chosen.
  public let action: Selector
  /// The value the action's sender carries.
  public let propertyList: Any?
  /// Alternatives chosen with modifier keys.
  public let alternates: [UICommandAlternate]
  /// The title a keyboard shortcut's overlay shows.
  open var discoverabilityTitle: String?
  /// The command's attributes.
  open var attributes: UIMenuElement.Attributes
  /// The command's state.
  open var state: UIMenuElement.State

  /// Creates a command.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image.
  ///   - action: The action.
  ///   - propertyList: The value the action's sender carries.
  ///   - alternates: Alternatives chosen with modifier keys.
  ///   - discoverabilityTitle: The title a shortcut's overlay shows.
  ///   - attributes: The attributes.
  ///   - state: The state.
  public init(
    title: String, image: UIImage? = nil, action: Selector, propertyList: Any? = nil,
    alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
    attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off
  ) {
    self.title = title
    self.image = image
    self.action = action
    self.propertyList = propertyList
    self.alternates = alternates
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    super.init()
  }
}

/// An alternative of a command chosen with modifier keys, as UIKit's `UICommandAlternate`;
/// inert.
@preconcurrency @MainActor
open class UICommandAlternate: NSObject {
  /// The title.
  public let title: String
  /// The action.
  public let action: Selector
  /// The modifier keys that choose it.
  public let modifierFlags: UIKeyModifierFlags

  /// Creates an alternative.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - action: The action.
  ///   - modifierFlags: The modifier keys that choose it.
  public init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags) {
    self.title = title
    self.action = action
    self.modifierFlags = modifierFlags
  }
}

/// A hardware keyboard shortcut, as UIKit's `UIKeyCommand`; inert: the model drives no hardware
/// keyboard, so a key command is kept and never performed.
@preconcurrency @MainActor
open class UIKeyCommand: UICommand {
  /// The key, a character or one of the `input…` constants.
  public let input: String?
  /// The modifier keys.
  public let modifierFlags: UIKeyModifierFlags
  /// Whether the command wins over the system's own use of the keys (iOS 15 and later).
  open var wantsPriorityOverSystemBehavior = false
  /// Whether the system localizes the shortcut for the keyboard layout.
  open var allowsAutomaticLocalization = true
  /// Whether the command mirrors in right-to-left layouts.
  open var allowsAutomaticMirroring = true

  /// Creates a key command.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image.
  ///   - action: The action.
  ///   - input: The key.
  ///   - modifierFlags: The modifier keys.
  ///   - propertyList: The value the action's sender carries.
  ///   - alternates: Alternatives chosen with modifier keys.
  ///   - discoverabilityTitle: The title a shortcut's overlay shows.
  ///   - attributes: The attributes.
  ///   - state: The state.
  public init(
    title: String = "", image: UIImage? = nil, action: Selector, input: String,
    modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil,
    alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
    attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off
  ) {
    self.input = input
    self.modifierFlags = modifierFlags
    super.init(
      title: title, image: image, action: action, propertyList: propertyList,
      alternates: alternates, discoverabilityTitle: discoverabilityTitle, attributes: attributes,
      state: state)
  }

  /// Creates a key command without a title, as iOS 7–12 apps do.
  ///
  /// - Parameters:
  ///   - input: The key.
  ///   - modifierFlags: The modifier keys.
  ///   - action: The action.
  public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
    self.init(title: "", action: action, input: input, modifierFlags: modifierFlags)
  }

  /// Creates a key command with a discoverability title (deprecated in iOS 13 as in UIKit).
  ///
  /// - Parameters:
  ///   - input: The key.
  ///   - modifierFlags: The modifier keys.
  ///   - action: The action.
  ///   - discoverabilityTitle: The title a shortcut's overlay shows.
  @available(iOS, deprecated: 13.0)
  public convenience init(
    input: String, modifierFlags: UIKeyModifierFlags, action: Selector,
    discoverabilityTitle: String
  ) {
    self.init(
      title: "", action: action, input: input, modifierFlags: modifierFlags,
      discoverabilityTitle: discoverabilityTitle)
  }

  /// The up arrow key.
  nonisolated public class var inputUpArrow: String { "UIKeyInputUpArrow" }
  /// The down arrow key.
  nonisolated public class var inputDownArrow: String { "UIKeyInputDownArrow" }
  /// The left arrow key.
  nonisolated public class var inputLeftArrow: String { "UIKeyInputLeftArrow" }
  /// The right arrow key.
  nonisolated public class var inputRightArrow: String { "UIKeyInputRightArrow" }
  /// The Escape key.
  nonisolated public class var inputEscape: String { "UIKeyInputEscape" }
  /// The Page Up key.
  nonisolated public class var inputPageUp: String { "UIKeyInputPageUp" }
  /// The Page Down key.
  nonisolated public class var inputPageDown: String { "UIKeyInputPageDown" }
  /// The Home key.
  nonisolated public class var inputHome: String { "UIKeyInputHome" }
  /// The End key.
  nonisolated public class var inputEnd: String { "UIKeyInputEnd" }
  /// The Delete (forward delete) key.
  nonisolated public class var inputDelete: String { "UIKeyInputDelete" }
}

/// Modifier keys, as UIKit's `UIKeyModifierFlags`.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
  /// The flags' raw value.
  public let rawValue: Int
  /// Creates flags from their raw value.
  ///
  /// - Parameter rawValue: The raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Caps Lock.
  public static let alphaShift = Self(rawValue: 1 << 16)
  /// Shift.
  public static let shift = Self(rawValue: 1 << 17)
  /// Control.
  public static let control = Self(rawValue: 1 << 18)
  /// Option.
  public static let alternate = Self(rawValue: 1 << 19)
  /// Command.
  public static let command = Self(rawValue: 1 << 20)
  /// A key on the numeric keypad.
  public static let numericPad = Self(rawValue: 1 << 21)
}

extension UIViewController {
  /// Adds a key command the controller handles; inert, as the model drives no keyboard.
  ///
  /// - Parameter keyCommand: The command.
  public func addKeyCommand(_ keyCommand: UIKeyCommand) {}

  /// Removes a key command.
  ///
  /// - Parameter keyCommand: The command.
  public func removeKeyCommand(_ keyCommand: UIKeyCommand) {}
}
