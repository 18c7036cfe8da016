extension UIApplication {
  /// Presses and releases a key of a hardware keyboard: the key window's first responder (or,
  /// with none, the key window) receives ``UIResponder/pressesBegan(_:with:)`` and then
  /// ``UIResponder/pressesEnded(_:with:)``, which UIKit's responders pass up the responder
  /// chain until one handles them.
  ///
  /// A model control, not UIKit API: it drives what a user with an attached keyboard does.
  /// Presses go to the first responder [DOC: `uikit/handling-key-presses-made-on-a-physical-
  /// keyboard`]; the key window when there is none is [INF]. Key commands
  /// (``UIResponder/keyCommands``) are not matched.
  ///
  /// - Parameters:
  ///   - keyCode: The key's HID usage code.
  ///   - characters: The text the key types, such as `"a"`; empty for keys that type none.
  ///   - modifierFlags: The modifier keys held.
  /// - Returns: The responder the presses were delivered to, or `nil` when no window is key.
  @discardableResult
  public func pressKey(
    _ keyCode: UIKeyboardHIDUsage, characters: String = "",
    modifierFlags: UIKeyModifierFlags = []
  ) -> UIResponder? {
    guard let window = windowScenes.lazy.compactMap(\.keyWindow).first else { return nil }
    let responder: UIResponder = window.firstResponder ?? window
    let key = UIKey(
      keyCode: keyCode,
      characters: modifierFlags.contains(.shift) ? characters.uppercased() : characters,
      charactersIgnoringModifiers: characters.lowercased(), modifierFlags: modifierFlags)
    let press = UIPress(key: key, phase: .began, responder: responder, window: window)
    asShared {
      responder.pressesBegan([press], with: UIPressesEvent(presses: [press]))
      press.phase = .ended
      responder.pressesEnded([press], with: UIPressesEvent(presses: [press]))
    }
    evaluateContent()
    return responder
  }
}
