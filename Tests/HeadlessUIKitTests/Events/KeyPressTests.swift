import Foundation
import HeadlessUIKit
import HierarchyTestSupport
import Testing

/// Key presses travel the responder chain, and drags the model drives never start at a screen
/// edge.
@MainActor
struct KeyPressTests {
  @Test("A key press goes to the first responder and up the chain to its controller")
  func pressesFollowTheResponderChain() throws {
    // [DOC: `uikit/uiresponder/pressesbegan(_:with:)`: "The default implementation of this
    // method forwards the message up the responder chain"; presses go to the first responder:
    // `uikit/handling-key-presses-made-on-a-physical-keyboard`.]
    let root = KeyRecordingController()
    let (app, _) = launchKeyWindow(root: root, profile: .iPhone)
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    root.view.addSubview(container)
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    container.addSubview(field)
    #expect(field.becomeFirstResponder())

    let receiver = app.pressKey(.keyboardA, characters: "a", modifierFlags: .shift)
    #expect(receiver === field)
    #expect(root.began.map(\.keyCode) == [.keyboardA])
    #expect(root.began.first?.characters == "A")
    #expect(root.began.first?.charactersIgnoringModifiers == "a")
    #expect(root.began.first?.modifierFlags == .shift)
    #expect(root.ended.map(\.keyCode) == [.keyboardA])
    #expect(root.phases == [.began, .ended])
  }

  @Test("A responder that handles a press without calling super stops it")
  func handlingStopsThePress() throws {
    let root = KeyRecordingController()
    let (app, _) = launchKeyWindow(root: root, profile: .iPhone)
    let swallower = SwallowingView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    root.view.addSubview(swallower)
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    swallower.addSubview(field)
    #expect(field.becomeFirstResponder())

    app.pressKey(.keyboardEscape)
    #expect(swallower.swallowed == [.keyboardEscape])
    #expect(root.began.isEmpty)
    #expect(root.ended.isEmpty)
  }

  @Test("With no first responder the key window gets the press; with no key window, nothing")
  func noFirstResponder() throws {
    let app = UIApplication(profile: .iPhone)
    #expect(app.pressKey(.keyboardReturnOrEnter) == nil)
    let window = UIWindow(windowScene: app.connectScene())
    let root = KeyRecordingController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    #expect(app.pressKey(.keyboardReturnOrEnter) === window)
    // The window's next responder is the application, not the root controller.
    #expect(root.began.isEmpty)
  }

  @Test("A drag the model drives starts at the view's centre, so an edge pan doesn't recognize")
  func edgePanIgnoresCentreDrags() throws {
    // [DOC: `uikit/uiscreenedgepangesturerecognizer`: it "interprets panning gestures that
    // start near an edge of the screen"; `app.pan` starts at the view's centre.]
    let root = UIViewController(identifier: "root")
    let (app, _) = launchKeyWindow(root: root, profile: .iPhone)
    let card = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 200))
    card.accessibilityIdentifier = "card"
    root.view.addSubview(card)
    let edge = RecordingEdgePan()
    edge.edges = .all
    let pan = RecordingPan()
    card.addGestureRecognizer(edge)
    card.addGestureRecognizer(pan)
    try app.pan("card", by: CGPoint(x: 40, y: 0))
    #expect(pan.states == [.began, .changed, .ended, .possible])
    #expect(edge.states.isEmpty)
  }
}

// MARK: - Fixtures

/// A controller that records the presses reaching it.
private final class KeyRecordingController: UIViewController {
  var began: [UIKey] = []
  var ended: [UIKey] = []
  var phases: [UIPress.Phase] = []

  override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    began += presses.compactMap(\.key)
    phases += presses.map(\.phase)
    #expect(event?.type == .presses)
    #expect(event?.allPresses == presses)
  }

  override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    ended += presses.compactMap(\.key)
    phases += presses.map(\.phase)
  }
}

/// A view that handles every press without passing it on.
private final class SwallowingView: UIView {
  var swallowed: [UIKeyboardHIDUsage] = []

  override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    swallowed += presses.compactMap(\.key?.keyCode)
  }

  override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
}

private final class RecordingEdgePan: UIScreenEdgePanGestureRecognizer {
  var states: [UIGestureRecognizer.State] = []
  override var state: UIGestureRecognizer.State { didSet { states.append(state) } }
}

private final class RecordingPan: UIPanGestureRecognizer {
  var states: [UIGestureRecognizer.State] = []
  override var state: UIGestureRecognizer.State { didSet { states.append(state) } }
}
