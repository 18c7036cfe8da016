import HeadlessUIKit
import HierarchyTestSupport
import LiveUIKitCapture
import PresentationHierarchy
import Testing

/// Checks that the live capture of a headless app, read through ``HeadlessLiveAdapter``, equals
/// the headless model's own capture at both detail levels, its SwiftUI content as a device sees
/// it (`contentAsAccessibilityElements()`).
@MainActor
func expectAgreement(
  _ app: UIApplication, after step: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let levels: [(live: LiveCaptureDetail, headless: CaptureDetail)] = [
    (.presentation, .presentation), (.full, .full),
  ]
  for level in levels {
    let live = liveCapture(windows: HeadlessLiveAdapter(app).windows, detail: level.live)
    let headless = app.captureHierarchy(detail: level.headless).contentAsAccessibilityElements()
    #expect(headless.count > 1, "after \(step): nothing captured", sourceLocation: sourceLocation)
    #expect(
      live == headless,
      """
      after \(step), at the \(level.headless) level
      live:
      \(snapshotText(live))
      headless:
      \(snapshotText(headless))
      """,
      sourceLocation: sourceLocation)
  }
}

/// The snapshot text of a hierarchy, for failure messages.
func snapshotText(_ hierarchy: Hierarchy) -> String {
  SnapshotFormat.write(Recording(steps: [Recording.Step("capture", hierarchy)]))
}

/// An app launched with a root controller in a key window identified `main`.
@MainActor
struct LaunchedApp {
  let app: UIApplication
  let scene: UIWindowScene
  let window: UIWindow

  init(_ root: UIViewController, profile: FidelityProfile) {
    app = UIApplication(profile: profile)
    scene = app.connectScene()
    window = UIWindow(windowScene: scene)
    window.accessibilityIdentifier = "main"
    window.rootViewController = root
    window.makeKeyAndVisible()
  }
}

/// A controller presented with a given style.
@MainActor
func controller(_ identifier: String, style: UIModalPresentationStyle) -> UIViewController {
  let controller = UIViewController(identifier: identifier)
  controller.modalPresentationStyle = style
  return controller
}

extension FidelityProfile {
  /// iOS 17: `.automatic` as `.pageSheet`.
  static let iOS17 = FidelityProfile(os: .iOS13to17)
  /// iOS 12: the root view directly in the window.
  static let iOS12 = FidelityProfile(os: .iOS12AndEarlier)
  /// iOS 26: the tab bar in its container views.
  static let iOS26 = FidelityProfile(os: .iOS26)
}
