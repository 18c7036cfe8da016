import HeadlessUIKit
import HierarchyTestSupport
import Testing

@MainActor
struct SwipeGestureTests {
  @Test("A swipe down dismisses a sheet, unless isModalInPresentation; other styles stay")
  func swipeDown() throws {
    let root = UIViewController(identifier: "root")
    let (app, _) = launchKeyWindow(root: root, profile: .iPhone)

    let sheet = UIViewController(identifier: "sheet")
    sheet.isModalInPresentation = true
    root.present(sheet, animated: false)
    let kept = #expect(throws: GestureError.self) { try app.swipeDownToDismiss() }
    #expect(kept?.message.contains("sets isModalInPresentation") == true)
    #expect(root.presentedViewController === sheet)

    sheet.isModalInPresentation = false
    #expect(try app.swipeDownToDismiss() === sheet)
    #expect(root.presentedViewController == nil)

    let cover = UIViewController(identifier: "cover")
    cover.modalPresentationStyle = .fullScreen
    root.present(cover, animated: false)
    let stays = #expect(throws: GestureError.self) { try app.swipeDownToDismiss() }
    #expect(stays?.message.contains("is fullScreen, which a swipe doesn't dismiss") == true)
  }

  @Test("A window in front that takes no touches doesn't stop the swipe; nothing presented says so")
  func swipeSkipsWindowsThatTakeNoTouches() throws {
    let app = UIApplication(profile: .iPhone)
    let scene = app.connectScene()
    let window = UIWindow(windowScene: scene)
    let root = UIViewController(identifier: "root")
    window.rootViewController = root
    window.makeKeyAndVisible()
    let nothing = #expect(throws: GestureError.self) { try app.swipeDownToDismiss() }
    #expect(
      nothing?.message
        == "Swipe down: nothing is presented in the front-most window that takes touches.")

    let sheet = UIViewController(identifier: "sheet")
    root.present(sheet, animated: false)
    let overlay = UIWindow(windowScene: scene)
    overlay.rootViewController = UIViewController(identifier: "overlay")
    overlay.isUserInteractionEnabled = false
    overlay.makeKeyAndVisible()
    #expect(try app.swipeDownToDismiss() === sheet)
  }
}
