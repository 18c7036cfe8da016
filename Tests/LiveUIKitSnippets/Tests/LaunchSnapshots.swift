import LiveUIKitCapture
import PresentationSnapshotTesting
import Testing
import UIKit

/// LiveUIKitCapture's documented device test, as written (scripts/check-snippets.py checks that
/// it stays so), run against the UIKit stand-in in the scope of a headless app that shows a
/// mascot under a full-screen cover, as the app the test drives would after its presentation.
@Suite(.inAnAppWithACover)
struct DeviceSnippets {
  @MainActor
  @Suite struct LaunchSnapshots {
    @Test func coverIsInFrontOfTheMascot() async throws {
      let scenes = LiveScenes(UIApplication.shared.connectedScenes)
      try await scenes.settle()
      let recorder = HierarchyRecorder(scenes)
      recorder.step("launch")
      // … drive the app: a tap, a state change, or present a controller …
      try await scenes.settle()
      recorder.step("present cover")
      expectSnapshot(of: recorder)
      #expect(try recorder.last.isInFront("cover", of: "mascot"))
    }
  }
}

/// Runs each test as the code of a headless app: a key window whose root view holds a mascot,
/// under a controller presented over the full screen.
struct InAnAppWithACover: TestTrait, SuiteTrait, TestScoping {
  var isRecursive: Bool { true }

  func provideScope(
    for test: Test, testCase: Test.Case?,
    performing function: @concurrent @Sendable () async throws -> Void
  ) async throws {
    guard testCase != nil else { return try await function() }
    try await Self.launch().asShared { try await function() }
  }

  @MainActor private static func launch() -> UIApplication {
    let app = UIApplication()
    let window = UIWindow(windowScene: app.connectScene())
    let root = UIViewController()
    let mascot = UIView(frame: CGRect(x: 274, y: 648, width: 100, height: 100))
    mascot.accessibilityIdentifier = "mascot"
    root.view.addSubview(mascot)
    window.rootViewController = root
    window.makeKeyAndVisible()
    let cover = UIViewController()
    cover.view.accessibilityIdentifier = "cover"
    cover.view.backgroundColor = .systemBackground
    cover.modalPresentationStyle = .overFullScreen
    root.present(cover, animated: false)
    return app
  }
}

extension Trait where Self == InAnAppWithACover {
  /// Runs each test in the scope of a headless app showing a mascot under a full-screen cover.
  static var inAnAppWithACover: Self { Self() }
}
