import Foundation
import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// Text fields, text views and the first responder: taps begin editing, typing asks the
/// delegate, one first responder per window, overlay views as subviews.
@MainActor
struct TextInputTests {
  /// An app with two text fields, `name` and `email`, in its root controller's view.
  private func appWithFields() -> (
    app: UIApplication, root: UIViewController, name: UITextField, email: UITextField
  ) {
    let root = UIViewController(identifier: "root")
    let (app, _) = launchKeyWindow(root: root, profile: .iPhone)
    let name = UITextField(frame: CGRect(x: 20, y: 100, width: 350, height: 34))
    name.accessibilityIdentifier = "name"
    let email = UITextField(frame: CGRect(x: 20, y: 150, width: 350, height: 34))
    email.accessibilityIdentifier = "email"
    root.view.addSubview(name)
    root.view.addSubview(email)
    return (app, root, name, email)
  }

  @Test("[DOC] A tap begins editing; typing asks the delegate and sends .editingChanged")
  func typingAsksTheDelegate() throws {
    let (app, _, name, _) = appWithFields()
    let delegate = LimitingDelegate(limit: 4)
    name.delegate = delegate
    var changes = 0
    name.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
    let notified = Locked(0)
    let observer = NotificationCenter.default.addObserver(
      forName: UITextField.textDidChangeNotification, object: name, queue: nil
    ) { _ in notified.withLock { $0 += 1 } }
    defer { NotificationCenter.default.removeObserver(observer) }
    try app.typeText("Rosalind", into: "name")
    #expect(name.text == "Rosa" && name.isFirstResponder && name.isEditing)
    #expect(delegate.log.first == "begin" && changes == 4 && notified.withLock { $0 } == 4)
    name.text = "Ada"
    #expect(changes == 4)
    name.deleteBackward()
    #expect(name.text == "Ad")
  }

  @Test("[DOC] A window has one first responder: a second field takes it from the first")
  func oneFirstResponderPerWindow() throws {
    let (app, _, name, email) = appWithFields()
    let delegate = LimitingDelegate(limit: 100)
    name.delegate = delegate
    try app.tap("name")
    #expect(name.isFirstResponder)
    try app.tap("email")
    #expect(email.isFirstResponder && !name.isFirstResponder && !name.isEditing)
    #expect(delegate.log == ["begin", "should end", "end"])
    #expect(UITextField().becomeFirstResponder() == false)
  }

  @Test("[DOC] endEditing asks the delegate unless forced")
  func endEditingForces() throws {
    let (app, root, name, _) = appWithFields()
    let delegate = LimitingDelegate(limit: 100)
    delegate.allowsEnding = false
    name.delegate = delegate
    try app.tap("name")
    #expect(root.view.endEditing(false) == false && name.isFirstResponder)
    #expect(root.view.endEditing(true) && !name.isFirstResponder)
    #expect(delegate.log.last == "end")
  }

  @Test("[INF] Return asks textFieldShouldReturn and sends .editingDidEndOnExit")
  func returnKey() throws {
    let (app, _, name, _) = appWithFields()
    let delegate = LimitingDelegate(limit: 100)
    name.delegate = delegate
    var exits = 0
    name.addAction(UIAction { _ in exits += 1 }, for: .editingDidEndOnExit)
    try app.typeText("Hi\n", into: "name")
    #expect(name.text == "Hi" && exits == 1 && delegate.log.contains("return"))
  }

  @Test("[DOC] Left and right views are subviews at their rectangles while their modes show")
  func overlayViews() throws {
    let (app, _, name, _) = appWithFields()
    let icon = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
    name.leftView = icon
    name.leftViewMode = .always
    #expect(icon.superview === name)
    #expect(icon.frame == CGRect(x: 0, y: 5, width: 24, height: 24))
    let hint = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
    name.rightView = hint
    name.rightViewMode = .whileEditing
    #expect(hint.superview == nil)
    try app.tap("name")
    #expect(hint.superview === name && hint.frame.minX == 320)
    #expect(name.textRect(forBounds: name.bounds) == CGRect(x: 24, y: 0, width: 296, height: 34))
  }

  @Test("[DOC] The clear button shows while there is text and empties the field when tapped")
  func clearButton() throws {
    let (app, _, name, _) = appWithFields()
    name.clearButtonMode = .always
    #expect(name.subviews.isEmpty)
    try app.typeText("abc", into: "name")
    #expect(name.subviews.map(\.engine.typeName) == ["_UITextFieldClearButton"])
    try app.tap("Clear text")
    #expect(name.text == "" && name.subviews.isEmpty)
  }

  @Test("[DOC] A text view begins editing on a tap and tells its delegate about typing")
  func textViewTyping() throws {
    let (app, root, _, _) = appWithFields()
    let notes = UITextView(frame: CGRect(x: 20, y: 300, width: 350, height: 200))
    notes.accessibilityIdentifier = "notes"
    root.view.addSubview(notes)
    let delegate = NotesDelegate()
    notes.delegate = delegate
    try app.typeText("ok", into: "notes")
    #expect(notes.text == "ok" && delegate.changes == 2 && delegate.began)
    notes.text = "set by code"
    #expect(delegate.changes == 2)
    notes.isEditable = false
    notes.resignFirstResponder()
    #expect(throws: GestureError.self) { try app.typeText("x", into: "notes") }
    notes.isScrollEnabled = false
    #expect(notes.intrinsicContentSize.height > 16)
    // Apple declares linkTextAttributes implicitly unwrapped, so an app may reset it with nil.
    notes.linkTextAttributes = nil
    #expect(notes.linkTextAttributes == nil)
  }

  @Test("[DOC] Touches reach the view's touchesBegan/Ended and go up the responder chain")
  func touchesGoUpTheChain() throws {
    let root = DismissingController()
    let (app, _) = launchKeyWindow(root: root, profile: .iPhone)
    let field = UITextField(frame: CGRect(x: 0, y: 100, width: 300, height: 34))
    field.accessibilityIdentifier = "field"
    root.view.addSubview(field)
    let pad = TouchLog(frame: CGRect(x: 0, y: 400, width: 300, height: 300))
    root.view.addSubview(pad)
    try app.tap("field")
    #expect(field.isFirstResponder)
    try app.tap(at: Point(x: 100, y: 500))
    #expect(pad.log == ["began", "ended"])
    #expect(root.touches == 1 && !field.isFirstResponder)
  }
}

// MARK: - Fixtures

/// A delegate that keeps a field to a number of characters and logs the editing calls.
@MainActor
private final class LimitingDelegate: NSObject, UITextFieldDelegate {
  let limit: Int
  var allowsEnding = true
  var log: [String] = []

  init(limit: Int) { self.limit = limit }

  func textFieldDidBeginEditing(_ textField: UITextField) { log.append("begin") }

  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
    log.append("should end")
    return allowsEnding
  }

  func textFieldDidEndEditing(_ textField: UITextField) { log.append("end") }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    log.append("return")
    return true
  }

  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    let current = (textField.text ?? "") as NSString
    return current.replacingCharacters(in: range, with: string).count <= limit
  }
}

/// A text view delegate that counts changes.
@MainActor
private final class NotesDelegate: UITextViewDelegate {
  var changes = 0
  var began = false

  func textViewDidBeginEditing(_ textView: UITextView) { began = true }
  func textViewDidChange(_ textView: UITextView) { changes += 1 }
}

/// A view that logs the touches it gets, then passes them on as UIKit's default does.
private final class TouchLog: UIView {
  var log: [String] = []

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.append("began")
    super.touchesBegan(touches, with: event)
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.append("ended")
    super.touchesEnded(touches, with: event)
  }
}

/// A controller that ends editing when a touch reaches its view, as apps dismiss the keyboard.
private final class DismissingController: UIViewController {
  var touches = 0

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    self.touches += 1
    view.endEditing(true)
  }
}
