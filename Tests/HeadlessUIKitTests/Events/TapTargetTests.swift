import Foundation
import HeadlessUIKit
import PresentationHierarchy
import Testing

/// `tap(_:)` finds its target on the live views, as a hit-testing capture lists them: the
/// front-most view with the identifier (a hidden one doesn't count), else the front-most with
/// the label, and touches the centre of its frame.
@MainActor
struct TapTargetTests {
  /// A root with a button, and a second window in front with a button named the same.
  private func twoWindows(frontHidden: Bool = false)
    -> (UIApplication, back: UIButton, front: UIButton)
  {
    let root = UIViewController(identifier: "root")
    let launched = launch(root, .iPhone)
    let back = UIButton(frame: CGRect(x: 20, y: 100, width: 100, height: 44))
    back.accessibilityIdentifier = "go"
    root.view.addSubview(back)
    let overlay = UIWindow(windowScene: launched.scene)
    let host = UIViewController(nibName: nil, bundle: nil)
    overlay.rootViewController = host
    let front = UIButton(frame: CGRect(x: 200, y: 400, width: 100, height: 44))
    front.accessibilityIdentifier = "go"
    front.isHidden = frontHidden
    host.view.addSubview(front)
    overlay.isHidden = false
    return (launched.app, back, front)
  }

  @Test("The front-most view with the identifier is the one tapped")
  func frontMostWins() throws {
    let (app, _, front) = twoWindows()
    #expect(try app.tap("go") === front)
  }

  @Test("A hidden view with the identifier is passed over; the one behind is touched")
  func hiddenIsPassedOver() throws {
    let (app, back, _) = twoWindows(frontHidden: true)
    // The overlay window's root view takes the touch at the back button's centre.
    #expect(throws: GestureError.self) { try app.tap("go") }
    app.windowsBackToFront.last?.isHidden = true
    #expect(try app.tap("go") === back)
  }

  @Test("With no view identified so, the front-most view labelled so is tapped")
  func labelWhenNoIdentifier() throws {
    let (app, _, front) = twoWindows()
    front.accessibilityLabel = "Play"
    #expect(try app.tap("Play") === front)
    #expect(throws: GestureError.self) { try app.tap("Pause") }
  }
}
