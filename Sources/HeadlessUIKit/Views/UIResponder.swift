/// An object in the responder chain, as UIKit's `UIResponder`: views, view controllers and the
/// application are responders, each pointing at the next.
///
/// The model keeps the chain itself, ``next``, which is how UIKit code finds the controller
/// that manages a view; it delivers no events along it.
@preconcurrency @MainActor
open class UIResponder {
  /// Creates a responder.
  public init() {}

  /// The next responder in the chain, or `nil` at its end.
  ///
  /// A view's is the controller that manages it, or else its superview; a controller's is its
  /// view's superview; a window's is the application; the application's is `nil` [DOC:
  /// `UIResponder.next`].
  open var next: UIResponder? { nil }

  /// The key commands the responder handles, `nil` unless overridden; the model drives no
  /// hardware keyboard, so they are never performed [DOC: `uikit/uiresponder/keycommands`].
  open var keyCommands: [UIKeyCommand]? { nil }

  /// Tells the responder that touches began; the default passes them to ``next``, as UIKit's
  /// does [DOC: `uikit/uiresponder/touchesbegan(_:with:)`].
  ///
  /// A tap the model delivers (``UIApplication/tap(_:)``) sends it to the view hit testing
  /// chose, after the view's gesture recognizers had the touch.
  ///
  /// - Parameters:
  ///   - touches: The touches that began.
  ///   - event: The event they belong to.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesBegan(touches, with: event)
  }

  /// Tells the responder that touches moved; the default passes them to ``next``.
  ///
  /// The model's taps don't move [DOC: `uikit/uiresponder/touchesmoved(_:with:)`].
  ///
  /// - Parameters:
  ///   - touches: The touches that moved.
  ///   - event: The event they belong to.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesMoved(touches, with: event)
  }

  /// Tells the responder that touches ended; the default passes them to ``next``
  /// [DOC: `uikit/uiresponder/touchesended(_:with:)`].
  ///
  /// - Parameters:
  ///   - touches: The touches that ended.
  ///   - event: The event they belong to.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesEnded(touches, with: event)
  }

  /// Tells the responder that the system cancelled touches, as it does when a gesture
  /// recognizer that cancels touches in its view recognizes; the default passes them to
  /// ``next`` [DOC: `uikit/uiresponder/touchescancelled(_:with:)`;
  /// `uikit/uigesturerecognizer/cancelstouchesinview`].
  ///
  /// - Parameters:
  ///   - touches: The touches that were cancelled.
  ///   - event: The event they belong to.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }
}
