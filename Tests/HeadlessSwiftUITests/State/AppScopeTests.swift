import HeadlessSwiftUI
import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// `UIApplication.shared` is the test's app in every callback the model runs for it, and read
/// anywhere else it never stops the process: it reports an issue naming the fix.
@MainActor
struct AppScopeTests {
  /// Notes, for each callback, whether `UIApplication.shared` was the expected app.
  @MainActor
  final class Probe {
    var expected: UIApplication?
    private(set) var notes: [String] = []

    func note(_ callback: String) {
      let shared = UIApplication.shared
      notes.append("\(callback): \(shared === expected ? "the app" : "another app")")
    }
  }

  /// A button whose action, appearance, task and change handler all read `UIApplication.shared`.
  struct ReadsShared: View {
    let probe: Probe
    @State private var showCover = false

    var body: some View {
      Button("Read") {
        probe.note("button")
        showCover = true
      }
      .accessibilityIdentifier("read")
      .onChange(of: showCover) { probe.note("onChange") }
      .fullScreenCover(isPresented: $showCover) {
        Color.blue.accessibilityIdentifier("cover")
          .onAppear { probe.note("cover onAppear") }
          .task { probe.note("cover task") }
      }
    }
  }

  @Test("A Button action, onChange, onAppear and task each see the app as shared")
  func swiftUICallbacks() async throws {
    let probe = Probe()
    let reports = await ModelReports.reports {
      let app = await UIApplication.launch(ReadsShared(probe: probe))
      probe.expected = app
      _ = try? app.tap("read")
      await app.settle()
    }
    #expect(
      probe.notes == [
        "button: the app", "onChange: the app", "cover onAppear: the app", "cover task: the app",
      ])
    #expect(reports.isEmpty)
  }

  @Test("A UIAction, a presentation's completion and a deferred transition's see the app")
  func uiKitCallbacks() async throws {
    let probe = Probe()
    let app = UIApplication(profile: .iPhone)
    probe.expected = app
    let window = UIWindow(windowScene: app.connectScene())
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let button = UIButton(
      frame: CGRect(x: 20, y: 100, width: 200, height: 44),
      primaryAction: UIAction(title: "Open") { _ in probe.note("UIAction") })
    button.accessibilityIdentifier = "open"
    root.view.addSubview(button)

    let (_, reports) = ModelReports.capture {
      _ = try? app.tap("open")
      // Called from the test itself, outside any scope: the completion still runs in the app's.
      root.present(UIViewController(), animated: false) { probe.note("present completion") }
      app.defersAnimatedTransitions = true
      root.dismiss(animated: true) { probe.note("deferred completion") }
      app.finishTransitions()
    }
    #expect(
      probe.notes == [
        "UIAction: the app", "present completion: the app", "deferred completion: the app",
      ])
    #expect(reports.isEmpty)
  }

  @Test("Read outside every app's scope, shared answers an app without scenes and says why")
  func outsideEveryScope() async {
    let reports = await ModelReports.reports {
      let app = await UIApplication.launch(Color.red)
      let shared = UIApplication.shared
      #expect(shared !== app)
      #expect(shared.connectedScenes.isEmpty)
    }
    #expect(reports.count == 1)
    #expect(reports.first?.contains("outside every headless app's scope") == true)
    #expect(reports.first?.contains("app.asShared { … }") == true)
  }

  @Test("A window of another test's app, shown or made key from this app's code, stays put")
  func anotherAppsWindow() async throws {
    let other = UIApplication(profile: .iPhone)
    let global = UIWindow(windowScene: other.connectScene())
    global.accessibilityIdentifier = "miniPlayer"
    let app = await UIApplication.launch(Color.red)

    let (_, reports) = ModelReports.capture {
      app.asShared {
        global.isHidden = false
        global.makeKeyAndVisible()
      }
    }
    #expect(global.isHidden)
    #expect(!global.isKeyWindow)
    #expect(reports.count == 2)
    // The tests' names are in the message once the testing layer is installed (by any
    // recorder or assertion of the run), so only the rest is checked here.
    #expect(reports.first?.contains(" showed UIWindow #miniPlayer, which belongs to ") == true)
    #expect(reports.first?.contains(".serialized") == true)
    // In its own app's scope the same window shows as UIKit would.
    other.asShared { global.isHidden = false }
    #expect(!global.isHidden)
  }

  /// An app global as apps write them: the mini player's window, made once and reused.
  @MainActor
  final class MiniPlayer {
    var window: UIWindow?

    func show() {
      if let window {
        window.isHidden = false
        return
      }
      guard let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene else {
        return
      }
      let window = UIWindow(windowScene: scene)
      window.accessibilityIdentifier = "miniPlayer"
      window.windowLevel = .alert
      window.isHidden = false
      self.window = window
    }
  }

  /// Shows the mini player when it appears, as a podcast app's root does.
  struct PodcastRoot: View {
    let player: MiniPlayer

    var body: some View {
      Color.white.task { player.show() }
    }
  }

  @Test("Two tests' apps sharing a mini player global: the second app's show is an issue")
  func sharedGlobalAcrossApps() async throws {
    let player = MiniPlayer()
    let first = await UIApplication.launch(PodcastRoot(player: player))
    let firstWindow = try #require(player.window)
    first.asShared { firstWindow.isHidden = true }  // the first test hid it when it ended

    let reports = await ModelReports.reports {
      _ = await UIApplication.launch(PodcastRoot(player: player))
    }
    // The second app's `.task` found the first app's window: instead of showing it in the
    // first app (and recording a second app without a mini player, silently), an issue.
    #expect(firstWindow.isHidden)
    #expect(reports.count == 1)
    #expect(reports.first?.contains("showed UIWindow #miniPlayer, which belongs to") == true)
  }

  @Test("A controller of another app presents nothing from this app's code")
  func anotherAppsController() async throws {
    let root = UIViewController(identifier: "otherRoot")
    _ = launchKeyWindow(root: root, profile: .iPhone)
    let app = await UIApplication.launch(Color.red)

    let (_, reports) = ModelReports.capture {
      app.asShared { root.present(UIViewController(), animated: false) }
    }
    #expect(root.presentedViewController == nil)
    #expect(reports.count == 1)
    #expect(reports.first?.contains("presented <UIViewController> from") == true)
  }
}
