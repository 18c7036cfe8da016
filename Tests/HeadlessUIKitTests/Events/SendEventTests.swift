import Foundation
import HeadlessUIKit
import PresentationHierarchy
import Testing

/// A tap goes through UIKit's dispatch chain, `UIApplication.sendEvent(_:)` then the window's
/// `sendEvent(_:)` (UIKit engine reference §1.2), so a window subclass that overrides it sees
/// every tap, and one that doesn't call `super` swallows it.
@MainActor
struct SendEventTests {
  /// A window that records the phases of the touches it is sent, as touch-visualiser and
  /// analytics windows do, and passes them on unless told not to.
  final class RecordingWindow: UIWindow {
    var phases: [UITouch.Phase] = []
    var passesOn = true

    override func sendEvent(_ event: UIEvent) {
      phases += (event.touches(for: self) ?? []).map(\.phase)
      if passesOn { super.sendEvent(event) }
    }
  }

  /// An app whose window is a recording window holding a button that counts its taps.
  private func appWithButton() -> (app: UIApplication, window: RecordingWindow, taps: () -> Int) {
    let app = UIApplication(profile: .iPhone)
    let window = RecordingWindow(windowScene: app.connectScene())
    let root = UIViewController(nibName: nil, bundle: nil)
    window.rootViewController = root
    let button = UIButton(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
    button.accessibilityIdentifier = "save"
    nonisolated(unsafe) var count = 0
    button.addAction(UIAction { _ in count += 1 }, for: .touchUpInside)
    root.view.addSubview(button)
    window.makeKeyAndVisible()
    return (app, window, { count })
  }

  @Test("[DOC] A tap reaches the window's sendEvent as it begins and as it ends, then the button")
  func windowSeesTheTap() throws {
    // Evidence: uikit/uiwindow/sendevent(_:) ("The UIApplication object calls this method to
    // dispatch events to the window"), uikit/uiapplication/sendevent(_:).
    let (app, window, taps) = appWithButton()
    try app.tap("save")
    #expect(window.phases == [.began, .ended])
    #expect(taps() == 1)
  }

  @Test("[DOC] A window whose sendEvent doesn't call super swallows the tap")
  func overrideWithoutSuperSwallows() throws {
    // Evidence: uikit/uiwindow/sendevent(_:) (window objects dispatch touch events to the
    // view the touch occurred in; an override that doesn't dispatch leaves the view untouched).
    let (app, window, taps) = appWithButton()
    window.passesOn = false
    try app.tap("save")
    #expect(window.phases == [.began, .ended])
    #expect(taps() == 0)
  }

  @Test("[DOC] An event sent to the app goes to the windows of its touches")
  func applicationDispatchesToTouchWindows() throws {
    let (app, window, taps) = appWithButton()
    try app.tap(at: Point(x: 120, y: 122))
    #expect(window.phases == [.began, .ended])
    #expect(taps() == 1)
  }
}
