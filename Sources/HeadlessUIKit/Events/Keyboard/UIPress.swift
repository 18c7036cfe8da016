public import Foundation

/// A press of a physical button or key, as UIKit's `UIPress` [DOC: `uikit/uipress`].
///
/// The model makes presses only for ``UIApplication/pressKey(_:characters:modifierFlags:)``, a
/// key of a hardware keyboard: each has a ``key`` and goes through `.began` and `.ended`.
open class UIPress: NSObject {
  /// The phases of a press, as UIKit's `UIPress.Phase`.
  public enum Phase: Int, Sendable {
    /// The button was pressed.
    case began = 0
    /// The button moved, or its force changed.
    case changed = 1
    /// The button is held and hasn't changed.
    case stationary = 2
    /// The button was released.
    case ended = 3
    /// The system cancelled the press.
    case cancelled = 4
  }

  /// The press's current phase.
  open internal(set) var phase: Phase
  /// The key pressed, for a press of a hardware keyboard's key; `nil` otherwise.
  public let key: UIKey?
  /// When the press began or last changed, in seconds; the model's presses happen at 0.
  public let timestamp: TimeInterval = 0
  /// The responder the press is delivered to.
  public private(set) weak var responder: UIResponder?
  /// The window of the responder the press is delivered to.
  public private(set) weak var window: UIWindow?

  init(key: UIKey, phase: Phase, responder: UIResponder?, window: UIWindow?) {
    self.key = key
    self.phase = phase
    self.responder = responder
    self.window = window
    super.init()
  }
}

/// An event made of presses, as UIKit's `UIPressesEvent` [DOC: `uikit/uipressesevent`].
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
  private let presses: Set<UIPress>

  init(presses: Set<UIPress>) {
    self.presses = presses
    super.init(touches: [])
  }

  /// The event's kind: `.presses`.
  open override var type: EventType { .presses }

  /// The presses of the event.
  open var allPresses: Set<UIPress> { presses }
}

/// A key of a hardware keyboard, as UIKit's `UIKey` [DOC: `uikit/uikey`].
@preconcurrency @MainActor
open class UIKey: NSObject {
  /// The text the key types with the modifiers held.
  public let characters: String
  /// The text the key types without the modifiers.
  public let charactersIgnoringModifiers: String
  /// The modifier keys held while the key is pressed.
  public let modifierFlags: UIKeyModifierFlags
  /// The key's HID usage code.
  public let keyCode: UIKeyboardHIDUsage

  init(
    keyCode: UIKeyboardHIDUsage, characters: String, charactersIgnoringModifiers: String,
    modifierFlags: UIKeyModifierFlags
  ) {
    self.keyCode = keyCode
    self.characters = characters
    self.charactersIgnoringModifiers = charactersIgnoringModifiers
    self.modifierFlags = modifierFlags
    super.init()
  }
}
