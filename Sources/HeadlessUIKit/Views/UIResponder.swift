/// An object in the responder chain, as UIKit's `UIResponder`: views, view controllers and the
/// application are responders, each pointing at the next.
///
/// The model keeps the chain itself, ``next``, which is how UIKit code finds the controller
/// that manages a view. A tap the model sends is delivered to the view it reaches with
/// ``touchesBegan(_:with:)`` and ``touchesEnded(_:with:)`` (or ``touchesCancelled(_:with:)``
/// when a gesture recognizer takes it), whose default implementations pass it to ``next``
/// [DOC: `uikit/uiresponder/touchesbegan(_:with:)`, "the default implementation of this method
/// forwards the message up the responder chain"].
///
/// Each window has one first responder [OBS: UIKit keeps it per window; apps read it through the
/// window's private `firstResponder` getter]: ``becomeFirstResponder()`` makes a responder in
/// a window its first responder, asking the current one to resign first; a responder not in a
/// window can't become it [DOC: `uikit/uiresponder/becomefirstresponder()`, "only call it on
/// that view if it is part of an active view hierarchy"]. The keyboard that UIKit shows for a
/// text field is not modelled: it never covers anything in captures.
@preconcurrency @MainActor
open class UIResponder: NSObject {
  /// Creates a responder.
  public override init() {}

  /// The next responder in the chain, or `nil` at its end.
  ///
  /// A view's is the controller that manages it, or else its superview; a controller's is its
  /// view's superview; a window's is the application; the application's is `nil` [DOC:
  /// `UIResponder.next`].
  open var next: UIResponder? { nil }

  /// The window whose first responder this responder can be: a view's window, a controller's
  /// view's window; `nil` for others.
  var responderWindow: UIWindow? { nil }

  /// Whether the responder can become first responder; `false` by default [DOC:
  /// `uikit/uiresponder/canbecomefirstresponder`].
  ///
  /// Text fields and text views return `true`.
  open var canBecomeFirstResponder: Bool { false }

  /// Whether the responder gives up first-responder status when asked; `true` by default.
  open var canResignFirstResponder: Bool { true }

  #if !canImport(ObjectiveC)
  // Releases the responder's associated objects as it goes, as the Objective-C runtime does.
  deinit { AssociatedObjects.objectDidDeinitialize(ObjectIdentifier(self)) }
  #endif

  /// Whether the responder is the first responder of its window.
  open var isFirstResponder: Bool {
    guard let window = responderWindow else { return false }
    return window.firstResponder === self
  }

  /// Makes the responder its window's first responder, asking the current one to resign first.
  ///
  /// - Returns: Whether the responder is now the first responder: `false` when it can't become
  ///   it, isn't in a window, or the current one refuses to resign.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard let window = responderWindow else { return false }
    if window.firstResponder === self { return true }
    guard canBecomeFirstResponder else { return false }
    if let current = window.firstResponder {
      guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
    }
    window.firstResponder = self
    return true
  }

  /// Gives up first-responder status.
  ///
  /// - Returns: `true` by default, as UIKit's; a text field whose delegate refuses returns
  ///   `false`.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    if let window = responderWindow, window.firstResponder === self { window.firstResponder = nil }
    return true
  }

  /// The view shown instead of the keyboard when the responder is first responder; `nil` by
  /// default; inert: the model shows no input views.
  open var inputView: UIView? { nil }

  /// The view shown above the keyboard when the responder is first responder; `nil` by
  /// default; inert.
  open var inputAccessoryView: UIView? { nil }

  /// Updates the input views; does nothing, as the model shows none.
  open func reloadInputViews() {}

  /// The key commands the responder handles, `nil` unless overridden; the model drives no
  /// hardware keyboard, so they are never performed [DOC: `uikit/uiresponder/keycommands`].
  open var keyCommands: [UIKeyCommand]? { nil }

  /// Called when touches begin on the responder; passes them to ``UIResponder/next`` by default.
  ///
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: The event they belong to.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesBegan(touches, with: event)
  }

  /// Called when touches move; passes them to ``UIResponder/next`` by default.
  ///
  /// The model's taps don't move, so it is called only by app code.
  ///
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: The event they belong to.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesMoved(touches, with: event)
  }

  /// Called when touches end; passes them to ``UIResponder/next`` by default.
  ///
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: The event they belong to.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesEnded(touches, with: event)
  }

  /// Called when touches are cancelled, as when a gesture recognizer takes them; passes them
  /// to ``UIResponder/next`` by default.
  ///
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: The event they belong to.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }

  /// Called when physical buttons or keys are pressed; passes them to ``UIResponder/next`` by
  /// default [DOC: `uikit/uiresponder/pressesbegan(_:with:)`, "The default implementation of
  /// this method forwards the message up the responder chain"].
  ///
  /// The model sends presses only from ``UIApplication/pressKey(_:characters:modifierFlags:)``.
  ///
  /// - Parameters:
  ///   - presses: The new presses.
  ///   - event: The event they belong to.
  open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesBegan(presses, with: event)
  }

  /// Called when a press changes; passes it to ``UIResponder/next`` by default.
  ///
  /// The model's key presses don't change, so it is called only by app code.
  ///
  /// - Parameters:
  ///   - presses: The changed presses.
  ///   - event: The event they belong to.
  open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesChanged(presses, with: event)
  }

  /// Called when buttons or keys are released; passes them to ``UIResponder/next`` by default.
  ///
  /// - Parameters:
  ///   - presses: The ended presses.
  ///   - event: The event they belong to.
  open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesEnded(presses, with: event)
  }

  /// Called when the system cancels presses; passes them to ``UIResponder/next`` by default.
  ///
  /// The model never cancels a press, so it is called only by app code.
  ///
  /// - Parameters:
  ///   - presses: The cancelled presses.
  ///   - event: The event they belong to.
  open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesCancelled(presses, with: event)
  }

  /// Increments the element's value, as VoiceOver asks an adjustable element to; does nothing by
  /// default.
  ///
  /// Inert in the model: no assistive technology calls it. Declared on `UIResponder`, not
  /// `NSObject`, so views and controllers override it as on iOS.
  open func accessibilityIncrement() {}

  /// Decrements the element's value; does nothing by default.
  ///
  /// Inert in the model, as ``accessibilityIncrement()``.
  open func accessibilityDecrement() {}

  /// Dismisses a modal view or goes back a level, as VoiceOver's escape gesture asks; returns
  /// `false` by default.
  ///
  /// Inert in the model: no assistive technology calls it.
  ///
  /// - Returns: Whether the escape was handled.
  open func accessibilityPerformEscape() -> Bool { false }

  /// The activity the responder represents, for Handoff and state restoration; stored: the
  /// model never asks the responder to update it, as nothing sends activities anywhere
  /// [DOC: `uikit/uiresponder/useractivity`].
  open var userActivity: NSUserActivity?

  /// Updates an activity's state before it is sent; does nothing by default, and the model
  /// never calls it, as it sends no activities anywhere [DOC:
  /// `uikit/uiresponder/updateuseractivitystate(_:)`].
  ///
  /// - Parameter activity: The activity to update.
  open func updateUserActivityState(_ activity: NSUserActivity) {}

  /// Restores the responder's state from an activity; does nothing by default.
  ///
  /// UIKit calls it on the objects an app delegate passes to the restoration handler of
  /// `application(_:continue:restorationHandler:)`; apps also call it directly [DOC:
  /// `uikit/uiresponder/restoreuseractivitystate(_:)`].
  ///
  /// - Parameter activity: The activity to continue.
  open func restoreUserActivityState(_ activity: NSUserActivity) {}

  /// Returns whether the responder handles a command, such as an edit menu's `copy:`.
  ///
  /// UIKit's default answers `true` when the responder's class implements the action's method
  /// [DOC: `uikit/uiresponder/canperformaction(_:withsender:)`]. With no Objective-C runtime the
  /// model can't look a method up by its selector, so its default answers `false`, and an app's
  /// override answers for its own commands; ``target(forAction:withSender:)`` walks the chain to
  /// the first responder that answers `true`. Text fields and text views don't yet answer for
  /// their own edit commands (a known gap: UIKit's offer copy, paste and the rest by their
  /// selection).
  ///
  /// - Parameters:
  ///   - action: The command's selector, such as `Selector("copy:")`.
  ///   - sender: The object asking.
  /// - Returns: Whether the command is available.
  open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    false
  }

  /// Returns the responder that handles a command: this one if ``canPerformAction(_:withSender:)``
  /// says so, otherwise the answer of ``next`` [DOC:
  /// `uikit/uiresponder/target(foraction:withsender:)`].
  ///
  /// - Parameters:
  ///   - action: The command's selector.
  ///   - sender: The object asking.
  /// - Returns: The responder, or `nil` when none in the chain handles it.
  open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
    canPerformAction(action, withSender: sender)
      ? self : next?.target(forAction: action, withSender: sender)
  }

  // MARK: Menu building

  /// Adds and removes menus of a menu system; does nothing by default.
  ///
  /// Apps override it in the app delegate (the menu bar) or a view controller (context
  /// menus). The model builds no menu bar and no system context menu, so it never calls this
  /// (see ``UIMenuSystem``).
  ///
  /// - Parameter builder: What modifies the menu system.
  open func buildMenu(with builder: any UIMenuBuilder) {}

  /// Updates a command's title, image or state before a menu shows it; does nothing by
  /// default, and the model never calls it (it shows no menu bar).
  ///
  /// - Parameter command: The command to update.
  open func validate(_ command: UICommand) {}

  // MARK: Standard edit actions (UIResponderStandardEditActions)

  /// Removes the selected content and writes it to the pasteboard; does nothing by default.
  ///
  /// - Parameter sender: The object calling the method.
  open func cut(_ sender: Any?) {}

  /// Copies the selected content to the pasteboard; does nothing by default.
  ///
  /// - Parameter sender: The object calling the method.
  open func copy(_ sender: Any?) {}

  /// Pastes the pasteboard's content in place of the selection; does nothing by default.
  ///
  /// - Parameter sender: The object calling the method.
  open func paste(_ sender: Any?) {}

  /// Selects content, such as the word at the caret; does nothing by default.
  ///
  /// - Parameter sender: The object calling the method.
  open func select(_ sender: Any?) {}

  /// Selects all the content; does nothing by default.
  ///
  /// - Parameter sender: The object calling the method.
  open func selectAll(_ sender: Any?) {}

  /// Removes the selected content; does nothing by default.
  ///
  /// - Parameter sender: The object calling the method.
  open func delete(_ sender: Any?) {}
}
