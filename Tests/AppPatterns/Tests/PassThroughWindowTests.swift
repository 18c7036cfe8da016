import HeadlessUIKit
import PresentationSnapshotTesting
import Testing

@testable import AppPatterns

@MainActor
@Suite struct PassThroughWindowTests {
  @Test func touchesOutsideTheContentReachTheWindowBeneath() {
    let app = UIApplication()
    app.asShared {
      let scene = app.connectScene()
      let main = UIWindow(windowScene: scene)
      main.rootViewController = UIViewController()
      main.makeKeyAndVisible()
      let overlay = PassThroughWindow(windowScene: scene)
      overlay.windowLevel = .alert + 1
      let root = UIViewController()
      let toast = UIView(frame: CGRect(x: 20, y: 60, width: 200, height: 50))
      root.view.addSubview(toast)
      overlay.rootViewController = root
      overlay.isHidden = false
      #expect(app.hitTest(Point(x: 40, y: 80)) === toast)
      #expect(app.hitTest(Point(x: 40, y: 400)) === main.rootViewController?.view)
    }
  }
}
