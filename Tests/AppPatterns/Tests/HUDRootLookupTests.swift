import HeadlessUIKit
import Testing

@testable import AppPatterns

@MainActor
@Suite struct HUDRootLookupTests {
  @Test func readsTheDelegatesWindowThroughTheDoublyOptionalSpelling() {
    let app = UIApplication()
    let delegate = LegacyAppDelegate()
    let root = UIViewController()
    delegate.window = UIWindow(windowScene: app.connectScene())
    delegate.window?.rootViewController = root
    app.delegate = delegate
    _ = delegate.application(app, didFinishLaunchingWithOptions: nil)
    app.asShared {
      #expect(HUDRootLookup.rootViewController === root)
      #expect(HUDRootLookup.appWindow === delegate.window)
    }
  }
}
