import Foundation
import HeadlessUIKit
import Testing

/// `traitCollectionDidChange(_:)` reaches the views and controllers whose appearance an
/// override changes, with the traits they had before, and none that keep theirs.
@MainActor
struct TraitChangeTests {
  /// Who was told, in order, and the style each was told it had before.
  final class Log {
    var entries: [String] = []
  }

  final class RecordingView: UIView {
    var name = ""
    var log: Log?
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      let before = previousTraitCollection?.userInterfaceStyle == .dark ? "dark" : "light"
      let now = traitCollection.userInterfaceStyle == .dark ? "dark" : "light"
      log?.entries.append("\(name) was \(before), is \(now)")
    }
  }

  final class RecordingController: UIViewController {
    var log: Log?
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      log?.entries.append("controller")
    }
  }

  private func view(_ name: String, _ log: Log) -> RecordingView {
    let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.name = name
    view.log = log
    return view
  }

  @Test(
    "A window going dark tells its controller, then each view top-down, but not a pinned subtree")
  func windowOverride() {
    let app = UIApplication()
    app.asShared {
      let log = Log()
      let scene = app.connectScene()
      let window = UIWindow(windowScene: scene)
      let controller = RecordingController()
      controller.log = log
      window.rootViewController = controller
      window.makeKeyAndVisible()
      let card = view("card", log)
      let title = view("title", log)
      let pinned = view("pinned", log)
      pinned.overrideUserInterfaceStyle = .light
      let inside = view("inside-pinned", log)
      controller.view.addSubview(card)
      card.addSubview(title)
      controller.view.addSubview(pinned)
      pinned.addSubview(inside)
      log.entries = []

      window.overrideUserInterfaceStyle = .dark
      #expect(log.entries == ["controller", "card was light, is dark", "title was light, is dark"])

      log.entries = []
      window.overrideUserInterfaceStyle = .dark
      #expect(log.entries.isEmpty, "setting the same style changes nothing")

      controller.overrideUserInterfaceStyle = .light
      #expect(log.entries == ["controller", "card was dark, is light", "title was dark, is light"])
    }
  }
}
