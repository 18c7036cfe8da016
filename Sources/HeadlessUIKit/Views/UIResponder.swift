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
}
