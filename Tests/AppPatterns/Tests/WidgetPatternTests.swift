import HeadlessSwiftUI
import HeadlessUIKit
import HeadlessWidgetKit
import HierarchyTestSupport
import PresentationSnapshotTesting
import Testing

@testable import AppPatterns

/// A widget extension's code, compiled unchanged (`NowPlayingWidget.swift`), with its entry view
/// hosted in a `UIHostingController` in a test, as an app tests its widget's layout.
///
/// Widgets are drawn by the system outside the app's windows, so the configuration, provider and
/// bundle are inert. What the model does decide is what the entry view reads: `widgetFamily` is
/// `.systemSmall` unless an ancestor sets it [INF: Apple documents no default outside a widget],
/// and `.environment(\.widgetFamily, .systemMedium)` changes the layout the view builds, as
/// home-assistant's WidgetCreationView relies on to preview its widget in the app.
@MainActor
@Suite struct WidgetPatternTests {
  private let entry = NowPlayingEntry(date: Date(), episodeTitle: "Episode 1")

  private func show(_ root: UIViewController) async -> UIApplication {
    let (app, _) = launchKeyWindow(root: root)
    await app.settle()
    return app
  }

  private func shows(_ identifier: String, in app: UIApplication) -> Bool {
    (try? app.captureHierarchy().visibility(of: identifier).isVisible) ?? false
  }

  @Test func anEntryViewHostedInTheAppReadsTheSmallFamily() async throws {
    let app = await show(UIHostingController(rootView: NowPlayingEntryView(entry: entry)))
    #expect(shows("smallLayout", in: app))
    #expect(!shows("mediumLayout", in: app))
  }

  @Test func anAncestorsFamilyChangesTheLayout() async throws {
    // HeadlessWidgetKit's documentation shows these lines.
    let host = UIHostingController(
      rootView: NowPlayingEntryView(entry: entry).environment(\.widgetFamily, .systemMedium))
    let app = await show(host)
    #expect(shows("mediumLayout", in: app))
    #expect(!shows("smallLayout", in: app))
  }

  /// The system shows `AccessoryWidgetBackground` only inside an accessory widget, and an empty
  /// view anywhere else [DOC: widgetkit/accessorywidgetbackground]: hosted in the app it is empty.
  @Test func anAccessoryBackgroundIsEmptyOutsideAWidget() async throws {
    let app = await show(UIHostingController(rootView: UpNextLockScreenView(count: 3)))
    #expect(shows("upNextCount", in: app))
    #expect(!shows("accessoryBackground", in: app))
  }

  @Test func theAppsReloadsAndTheConfigurationsAreInert() async throws {
    let updater = PlaybackWidgetUpdater()
    updater.playbackDidChange()
    updater.userDidSignOut()
    _ = PodcastWidgetBundle().body
    _ = NowPlayingWidget().body
    #expect(try await WidgetCenter.shared.currentConfigurations().isEmpty)
  }
}
