import Dispatch
import HeadlessUIKit
import HierarchyTestSupport
import PresentationSnapshotTesting
import Testing

@testable import AppPatterns

/// Toasts that overlay libraries queue on the main queue (Drops, SwiftMessages): the queued
/// blocks read `UIApplication.shared`, so they must run in the scope of the app that queued
/// them, and `settle()` must wait for them as a device's run loop drains the main queue.
@MainActor
@Suite struct QueuedToastTests {
  /// An app showing a full-screen cover with a button that counts its taps.
  private func launchWithCover() -> (app: UIApplication, cover: UIWindow, taps: () -> Int) {
    let app = UIApplication(profile: .iPhone)
    let scene = app.connectScene()
    let window = UIWindow(windowScene: scene)
    let home = UIViewController()
    window.rootViewController = home
    window.makeKeyAndVisible()
    final class Counter { var taps = 0 }
    let counter = Counter()
    let cover = UIViewController()
    cover.modalPresentationStyle = .fullScreen
    let button = UIButton(
      frame: CGRect(x: 20, y: 240, width: 180, height: 50),
      primaryAction: UIAction(title: "Cover") { _ in counter.taps += 1 })
    button.accessibilityIdentifier = "coverButton"
    cover.view.addSubview(button)
    home.present(cover, animated: false)
    return (app, window, { counter.taps })
  }

  @Test("A toast queued on the main queue shows, in its app, once the app settles")
  func queuedToastShowsAfterSettle() async throws {
    let (app, cover, coverTaps) = launchWithCover()
    // Long enough that the auto-hide never fires during the test, however loaded the machine.
    let presenter = QueuedToastPresenter(duration: 3_600)
    let recorder = HierarchyRecorder(app)
    recorder.step("present the cover")
    let reports = await ModelReports.reports {
      app.asShared { presenter.show("Saved") }
      #expect(presenter.overlay == nil, "show only queues the toast")
      await app.settle()
    }
    #expect(reports.isEmpty, "every queued block saw its app: \(reports)")
    recorder.step("show the queued toast")
    let toastWindow = try #require(presenter.overlay?.window)
    #expect(app.windowsBackToFront.last === toastWindow, "the toast is in front of the cover")
    #expect(app.windowsBackToFront.first === cover)
    try app.tap("toast")
    #expect(presenter.overlay?.taps == 1, "a tap on the toast hits it")
    try app.tap("coverButton")
    #expect(coverTaps() == 1, "a tap outside the toast reaches the cover")
    expectSnapshot(of: recorder)
  }

  @Test("Settling leaves the auto-hide scheduled with asyncAfter for later")
  func autoHideWaitsForItsDeadline() async throws {
    let (app, _, _) = launchWithCover()
    let presenter = QueuedToastPresenter(duration: 3_600)
    app.asShared {
      presenter.show("First")
      presenter.show("Second")
    }
    await app.settle()
    #expect(presenter.overlay != nil, "the first toast shows until its deadline")
    #expect(presenter.waiting == ["Second"], "the second waits for the first to hide")
  }

  @Test("Work queued in an app's scope keeps it, through a hop to another queue and back")
  func queuedWorkKeepsItsApp() async {
    let app = UIApplication(profile: .iPhone)
    app.connectScene()
    final class Seen: @unchecked Sendable {
      var main: UIApplication?
      var viaGlobal: UIApplication?
    }
    let seen = Seen()
    await app.asShared {
      DispatchQueue.main.async { seen.main = UIApplication.shared }
      await withCheckedContinuation { continuation in
        DispatchQueue.global().async {
          DispatchQueue.main.async { seen.viaGlobal = UIApplication.shared }
          continuation.resume()
        }
      }
    }
    await app.settle()
    #expect(seen.main === app)
    #expect(seen.viaGlobal === app)
  }
}
