import Foundation
import HeadlessUIKit
import Testing

/// The deprecated editing menu controller keeps what apps tell it, one per app, and announces
/// showing and hiding, as code written against `UIMenuController.shared` expects.
@Suite("Menu controller")
@MainActor
struct MenuControllerTests {
  /// The notification names a menu controller posted, in order.
  final class Posted: @unchecked Sendable {
    var names: [Notification.Name] = []
  }

  @Test("Showing and hiding the shared menu posts will and did, once per change")
  func showAndHide() {
    // Evidence: uikit/uimenucontroller/showmenu(from:rect:), uikit/uimenucontroller/shared,
    // uikit/uimenucontroller/setmenuvisible(_:animated:).
    UIApplication(profile: .iPhone).asShared {
      let menu = UIMenuController.shared
      #expect(menu === UIMenuController.shared)
      let posted = Posted()
      let names = [
        UIMenuController.willShowMenuNotification, UIMenuController.didShowMenuNotification,
        UIMenuController.willHideMenuNotification, UIMenuController.didHideMenuNotification,
      ]
      let observers = names.map { name in
        NotificationCenter.default.addObserver(forName: name, object: menu, queue: nil) {
          posted.names.append($0.name)
        }
      }
      defer { observers.forEach(NotificationCenter.default.removeObserver) }
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
      menu.menuItems = [UIMenuItem(title: "Quote", action: Selector(("quote:")))]
      menu.showMenu(from: label, rect: label.bounds)
      menu.showMenu(from: label, rect: label.bounds)
      #expect(menu.isMenuVisible)
      #expect(menu.menuFrame == .zero)
      menu.hideMenu(from: label)
      menu.isMenuVisible = false
      #expect(!menu.isMenuVisible)
      #expect(posted.names == names)
      #expect(menu.menuItems?.map(\.title) == ["Quote"])
    }
  }

  @Test("Each app has its own shared menu controller")
  func onePerApp() {
    let first = UIApplication(profile: .iPhone)
    let second = UIApplication(profile: .iPhone)
    first.asShared { UIMenuController.shared.isMenuVisible = true }
    #expect(second.asShared { UIMenuController.shared.isMenuVisible } == false)
    #expect(first.asShared { UIMenuController.shared.isMenuVisible })
  }

  @Test("The menu controller's spelling compiles as apps write it")
  func spelling() {
    UIApplication(profile: .iPhone).asShared {
      let menu = UIMenuController.shared
      let view = UIView()
      menu.setTargetRect(CGRect(x: 0, y: 0, width: 10, height: 10), in: view)
      menu.arrowDirection = .down
      let directions: [UIMenuController.ArrowDirection] = [.default, .up, .down, .left, .right]
      #expect(Set(directions.map(\.rawValue)).count == 5)
      menu.setMenuVisible(true, animated: true)
      menu.update()
      menu.hideMenu()
      let item = UIMenuItem(title: "Copy Link", action: Selector(("copyLink:")))
      item.title = "Copy"
      item.action = Selector(("copy:"))
      #expect(item.action == Selector(("copy:")))
      #expect(UIMenuController.menuFrameDidChangeNotification.rawValue.hasPrefix("UIMenu"))
    }
  }
}
