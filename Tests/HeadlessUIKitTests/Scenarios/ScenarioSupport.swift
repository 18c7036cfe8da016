import HeadlessUIKit
import HierarchyTestSupport
import PresentationSnapshotTesting
import Testing

/// One scenario: an app launched with a root controller in a key window, and a recorder whose
/// every step also checks the model's invariants.
@MainActor
final class Scenario {
  let app: UIApplication
  let scene: UIWindowScene
  let window: UIWindow
  let recorder: HierarchyRecorder

  /// Launches an app with a root controller in a key window identified `main`.
  ///
  /// - Parameters:
  ///   - root: The window's root controller.
  ///   - profile: The iOS version and uncertain behaviours to reproduce.
  ///   - detail: How much of the tree the recorder keeps.
  init(_ root: UIViewController, profile: FidelityProfile = .iPhone, detail: CaptureDetail = .full)
  {
    let app = UIApplication(profile: profile)
    self.app = app
    scene = app.connectScene()
    window = UIWindow(windowScene: scene)
    window.accessibilityIdentifier = "main"
    window.rootViewController = root
    window.makeKeyAndVisible()
    recorder = HierarchyRecorder(
      capture: { app.captureHierarchy(detail: detail) }, messages: { app.printedMessages() })
  }

  /// Records a step and checks the invariants after it.
  ///
  /// - Parameters:
  ///   - label: What happened in the step.
  ///   - sourceLocation: The location failures are attributed to.
  /// - Returns: The hierarchy after the step.
  @discardableResult
  func step(_ label: String, sourceLocation: SourceLocation = #_sourceLocation) -> Hierarchy {
    expectInvariants(app, after: label, sourceLocation: sourceLocation)
    return recorder.step(label)
  }

  /// Adds a second window identified `overlay` with a root controller.
  ///
  /// - Parameter root: The overlay window's root controller.
  /// - Returns: The window, still hidden.
  func makeOverlayWindow(root: UIViewController) -> UIWindow {
    let overlay = UIWindow(windowScene: scene)
    overlay.accessibilityIdentifier = "overlay"
    overlay.rootViewController = root
    return overlay
  }
}

/// Records an issue listing the invariant violations, if any, and the points where the live hit
/// testing and the captured snapshot's disagree.
@MainActor
func expectInvariants(
  _ app: UIApplication, after step: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let violations = app.checkInvariants()
  #expect(
    violations.isEmpty, "after \(step): \(violations.joined(separator: "; "))",
    sourceLocation: sourceLocation)
  // The snapshot's hit-test queries answer as the live views do (HeadlessUIKit's hit testing).
  let disagreements = app.hitTestDisagreements()
  #expect(
    disagreements.count == 0,
    "after \(step), live and captured hit tests differ at \(disagreements.prefix(3))",
    sourceLocation: sourceLocation)
}

/// A controller presented with a given style.
@MainActor
func controller(_ identifier: String, style: UIModalPresentationStyle) -> UIViewController {
  let controller = UIViewController(identifier: identifier)
  controller.modalPresentationStyle = style
  return controller
}

/// The class names of a view's subviews, back to front.
@MainActor
func typeNames(_ view: UIView?) -> [String] {
  view?.subviews.map(\.engine.typeName) ?? []
}

extension FidelityProfile {
  /// iOS 13 with the pre-iOS 14 message format (`Warning: …`).
  static var iOS13: FidelityProfile {
    var profile = FidelityProfile(os: .iOS13to17)
    profile.device.majorVersion = 13
    return profile
  }
  /// iOS 17: `[Presentation]` messages, `.automatic` as `.pageSheet`.
  static let iOS17 = FidelityProfile(os: .iOS13to17)
  /// iOS 12: root view directly in the window, sheets full screen on a phone.
  static let iOS12 = FidelityProfile(os: .iOS12AndEarlier)
}
