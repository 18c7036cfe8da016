import Foundation

extension UIApplication {
  /// Types text into the on-screen text field or text view with an accessibility identifier
  /// (or label), as a user does: taps it, which makes it first responder when its delegate
  /// agrees, then types each character.
  ///
  /// A SwiftUI `TextField`, `SecureField` or `TextEditor` takes each character into its text
  /// binding, except that `"\n"` presses a field's return key (its `onSubmit` actions run),
  /// and the content is evaluated again, so the next capture shows the new state.
  ///
  /// A model control, not UIKit API. Each character asks the delegate
  /// (`textField(_:shouldChangeCharactersIn:replacementString:)` or
  /// `textView(_:shouldChangeTextIn:replacementText:)`) and, when it agrees, changes the text
  /// and sends `.editingChanged` (a text field) or calls `textViewDidChange(_:)` (a text
  /// view), with the text-did-change notification. In a text field, `"\n"` presses the return
  /// key: it asks `textFieldShouldReturn(_:)` and, when it agrees, sends
  /// `.editingDidEndOnExit`.
  ///
  /// - Parameters:
  ///   - text: The characters to type.
  ///   - accessibilityIdentifier: The identifier, or the label, of the field or view.
  /// - Returns: The field or view typed into.
  /// - Throws: ``GestureError`` when nothing with that identifier is on screen, the tap lands
  ///   on something else, or the field doesn't become first responder.
  @discardableResult
  public func typeText(_ text: String, into accessibilityIdentifier: String) throws -> UIView {
    let hit = try tap(accessibilityIdentifier)
    if let input = sequence(first: hit, next: \.superview).first(where: {
      $0.engine.textInput != nil
    }), let type = input.engine.textInput {
      // A SwiftUI text field: each character typed goes to its binding.
      asShared {
        for character in text { type(String(character)) }
      }
      evaluateContent()
      return input
    }
    var current: UIView? = hit
    while let view = current, !(view is UITextField || view is UITextView) {
      current = view.superview
    }
    guard let input = current else {
      throw GestureError(
        message: "Typing into '\(accessibilityIdentifier)': the tap reached "
          + "\(TargetActions.name(of: hit)), which is not in a UITextField or UITextView.")
    }
    guard input.isFirstResponder else {
      throw GestureError(
        message: "Typing into '\(accessibilityIdentifier)': \(TargetActions.name(of: input)) "
          + "didn't become first responder: it is disabled or not editable, or its delegate "
          + "refused to begin editing.")
    }
    asShared {
      for character in text {
        if let field = input as? UITextField {
          if character == "\n" { field.pressReturn() } else { field.insertText(String(character)) }
        } else if let view = input as? UITextView {
          view.insertText(String(character))
        }
      }
    }
    evaluateContent()
    return input
  }

  /// Pulls down the on-screen scroll view with an accessibility identifier (or label) until
  /// its refresh control begins refreshing, as a user does: the control's `isRefreshing`
  /// becomes `true` and it sends `.valueChanged` [DOC: `uikit/uirefreshcontrol`].
  ///
  /// A model control, not UIKit API.
  ///
  /// - Parameter accessibilityIdentifier: The identifier, or the label, of the scroll view.
  /// - Returns: The refresh control.
  /// - Throws: ``GestureError`` when no such scroll view is on screen, it has no refresh
  ///   control, or the control is disabled or already refreshing.
  @discardableResult
  public func pullToRefresh(_ accessibilityIdentifier: String) throws -> UIRefreshControl {
    let target = try onScreenView(named: accessibilityIdentifier, to: "pull to refresh")
    guard let scrollView = enclosing(UIScrollView.self, from: target),
      let control = scrollView.refreshControl
    else {
      throw GestureError(
        message: "Pull to refresh on '\(accessibilityIdentifier)': it is not in a scroll view "
          + "with a refreshControl.")
    }
    let began = asShared { control.pull() }
    guard began else {
      throw GestureError(
        message: "Pull to refresh on '\(accessibilityIdentifier)': the refresh control is "
          + (control.isRefreshing ? "already refreshing." : "disabled."))
    }
    evaluateContent()
    return control
  }

  /// Spins the on-screen picker view with an accessibility identifier (or label) to a row, as a
  /// user does: the row becomes the component's selected row and the picker's delegate hears
  /// of it through `pickerView(_:didSelectRow:inComponent:)` [DOC:
  /// `uikit/uipickerviewdelegate/pickerview(_:didselectrow:incomponent:)`].
  ///
  /// A model control, not UIKit API.
  ///
  /// - Parameters:
  ///   - row: The row to pick.
  ///   - component: The component (wheel) it is in.
  ///   - accessibilityIdentifier: The identifier, or the label, of the picker view.
  /// - Returns: The picker view.
  /// - Throws: ``GestureError`` when no such picker view is on screen or it has no such row.
  @discardableResult
  public func pickRow(_ row: Int, inComponent component: Int, of accessibilityIdentifier: String)
    throws -> UIPickerView
  {
    let target = try onScreenView(named: accessibilityIdentifier, to: "pick a row in")
    guard let picker = enclosing(UIPickerView.self, from: target) else {
      throw GestureError(
        message: "Picking a row in '\(accessibilityIdentifier)': it is not in a UIPickerView.")
    }
    let picked = asShared { picker.pick(row: row, inComponent: component) }
    guard picked else {
      throw GestureError(
        message: "Picking row \(row) of component \(component) in '\(accessibilityIdentifier)': "
          + "the picker has \(picker.numberOfRows(inComponent: component)) rows there.")
    }
    evaluateContent()
    return picker
  }

  /// The front-most on-screen view with an accessibility identifier (or label), in any scene.
  ///
  /// - Parameters:
  ///   - accessibilityIdentifier: The identifier, or the label.
  ///   - purpose: What the test wants to do with it, for the error.
  /// - Returns: The view.
  /// - Throws: ``GestureError`` when no such view is on screen.
  private func onScreenView(named accessibilityIdentifier: String, to purpose: String) throws
    -> UIView
  {
    guard
      let target = windowScenes.lazy.compactMap({ scene in
        self.liveView(named: accessibilityIdentifier, in: scene)
      }).first
    else {
      throw GestureError(
        message: "No view with accessibilityIdentifier or accessibilityLabel "
          + "'\(accessibilityIdentifier)' is on screen to \(purpose).")
    }
    return target
  }

  /// The view itself or its nearest superview of a kind.
  private func enclosing<Kind: UIView>(_ kind: Kind.Type, from view: UIView) -> Kind? {
    var current: UIView? = view
    while let candidate = current {
      if let match = candidate as? Kind { return match }
      current = candidate.superview
    }
    return nil
  }
}
