import HeadlessUIKit
import HierarchyTestSupport
import LiveUIKitCapture
import PresentationHierarchy
import Testing

/// The order `LiveScenes` captures windows in, `LiveWindowOrder`: by scene, then level, then
/// `UIApplication.windows` order.
struct WindowOrderTests {
  @Test("Windows of different scenes never interleave, whatever their levels")
  func scenesDoNotInterleave() {
    let a0 = FakeWindow("a0", level: 0)
    let a1 = FakeWindow("a1", level: 1)
    let b0 = FakeWindow("b0", level: 0)
    // The application lists windows by level across scenes: a0, b0, a1.
    let order = LiveWindowOrder.backToFront(
      scenes: [[a1, a0], [b0]], applicationWindows: [a0, b0, a1], level: \.level)
    #expect(order.map(\.name) == ["a0", "a1", "b0"])
  }

  @Test("Within a level the application's back-to-front order wins over the scene's list")
  func applicationOrderWithinLevel() {
    let first = FakeWindow("first", level: 0)
    let second = FakeWindow("second", level: 0)
    let alert = FakeWindow("alert", level: 2000)
    let order = LiveWindowOrder.backToFront(
      scenes: [[alert, second, first]], applicationWindows: [first, second, alert],
      level: \.level)
    #expect(order.map(\.name) == ["first", "second", "alert"])
  }

  @Test("A window the application doesn't list goes after the listed ones of its level")
  func unlistedWindowsLast() {
    let listed = FakeWindow("listed", level: 0)
    let system = FakeWindow("system", level: 0)
    let high = FakeWindow("high", level: 10)
    let order = LiveWindowOrder.backToFront(
      scenes: [[system, high, listed]], applicationWindows: [listed, high], level: \.level)
    #expect(order.map(\.name) == ["listed", "system", "high"])
  }

  @Test("Two scenes, each with an overlay window: the capture agrees with the headless model")
  @MainActor
  func twoScenesAgree() {
    let launched = LaunchedApp(UIViewController(identifier: "A"), profile: .iPad)
    let second = launched.app.connectScene()
    let other = UIWindow(windowScene: second)
    other.accessibilityIdentifier = "other"
    other.rootViewController = UIViewController(identifier: "B")
    other.makeKeyAndVisible()
    let overlay = UIWindow(windowScene: launched.scene)
    overlay.accessibilityIdentifier = "overlay"
    overlay.windowLevel = .alert
    overlay.isHidden = false
    expectAgreement(launched.app, after: "a second scene and an alert-level overlay")
    let hierarchy = launched.app.captureHierarchy()
    #expect(
      hierarchy.windowIndices.map { hierarchy[$0].identifier } == ["main", "overlay", "other"])
  }
}

// MARK: - Fixtures

/// A window as the ordering sees it: an object with a level.
private final class FakeWindow: Sendable {
  let name: String
  let level: Double

  init(_ name: String, level: Double) {
    self.name = name
    self.level = level
  }
}
