extension UIView {
  /// Makes the first responder in the view's hierarchy, the view included, resign, as a text
  /// field ends editing [DOC: `uikit/uiview/endediting(_:)`].
  ///
  /// - Parameter force: Whether to end editing even when the text field's delegate refuses.
  /// - Returns: Whether no first responder is left in the view's hierarchy.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    guard let window, let responder = window.firstResponder as? UIView,
      responder === self || responder.isDescendant(of: self)
    else { return true }
    if force {
      EditingEnd.forcing(responder) { _ = responder.resignFirstResponder() }
      if window.firstResponder === responder { window.firstResponder = nil }
      return true
    }
    return responder.resignFirstResponder()
  }
}

/// Whether a text input is being made to end editing without asking its delegate, as
/// `endEditing(true)` does.
@MainActor
enum EditingEnd {
  private static var forced: [ObjectIdentifier] = []

  /// Runs a body while a responder is forced to end editing.
  static func forcing(_ responder: UIResponder, _ body: () -> Void) {
    forced.append(ObjectIdentifier(responder))
    defer { forced.removeLast() }
    body()
  }

  /// Whether a responder is being forced to end editing.
  static func isForced(_ responder: UIResponder) -> Bool {
    forced.contains(ObjectIdentifier(responder))
  }
}
