import Foundation
import HeadlessUIKit
import HierarchyTestSupport
import Testing

/// Spellings whose owner the API-demand census misreads, as the census's apps write them.
///
/// The census guesses the type a member is called on from nearby tokens, so it files
/// `connectionOptions.urlContexts` under `UIScene`, a refresh control subclass's
/// `endRefreshing()` under `UIKeyCommand` and Foundation's key-value observing on views
/// (`observe(_:options:changeHandler:)`, which the model declares for every `NSObject`) as
/// missing. Each `// census:` tag names the census's key for the spelling below it, which
/// `scripts/api/census-corrected.py` re-counts as present.
@Suite("Census: members on misread owners")
@MainActor
struct CensusMisreadOwnerSpellingTests {
  /// A scene delegate that reads its connection options, as Mastodon's and NetNewsWire's do.
  final class LaunchReadingDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var opened: URL?
    var continued: String?
    var shortcut: String?

    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      options connectionOptions: UIScene.ConnectionOptions
    ) {
      // census: UIScene.urlContexts
      if let urlContext = connectionOptions.urlContexts.first {
        opened = urlContext.url
      }
      // census: UIScene.userActivities
      if let userActivity = connectionOptions.userActivities.first {
        continued = userActivity.activityType
      }
      // census: UIScene.shortcutItem
      if let shortcutItem = connectionOptions.shortcutItem {
        shortcut = shortcutItem.type
      }
    }
  }

  @Test("A scene delegate reads the URL, activity and quick action it is launched with")
  func connectionOptions() {
    let app = UIApplication(profile: .iPhone)
    let delegate = LaunchReadingDelegate()
    let url = URL(string: "mastodon://profile/1")!
    app.connectScene(
      delegate: delegate,
      shortcutItem: UIApplicationShortcutItem(type: "compose", localizedTitle: "Compose"),
      urls: [url], userActivities: [NSUserActivity(activityType: "org.example.read")])
    #expect(delegate.opened == url)
    #expect(delegate.continued == "org.example.read")
    #expect(delegate.shortcut == "compose")
  }

  /// An app's refresh control, as Mastodon subclasses it.
  final class RefreshControl: UIRefreshControl {}

  @Test("An app's refresh control ends refreshing")
  func refreshControlSubclass() {
    let sender = RefreshControl()
    sender.beginRefreshing()
    #expect(sender.isRefreshing)
    // census: UIKeyCommand.endRefreshing()
    sender.endRefreshing()
    #expect(!sender.isRefreshing)
  }

  /// Holds what the observers saw.
  final class Seen: @unchecked Sendable {
    var bounds: [CGRect] = []
    var contentSizes: [CGSize] = []
  }

  @Test("Views and scroll views are observed by key path as apps observe them")
  func keyValueObserving() {
    let seen = Seen()
    let navigationActionView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    // census: UIView.observe(_:options:){}
    let boundsObservation = navigationActionView.observe(\.bounds, options: [.initial, .new]) {
      navigationActionView, _ in
      MainActor.assumeIsolated { seen.bounds.append(navigationActionView.bounds) }
    }
    navigationActionView.frame.size.height = 80
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    // census: UIScrollView.observe(_:options:){}
    let sizeObservation = scrollView.observe(\.contentSize, options: .new) { scrollView, _ in
      MainActor.assumeIsolated { seen.contentSizes.append(scrollView.contentSize) }
    }
    scrollView.contentSize = CGSize(width: 100, height: 400)
    let secondaryCollectionView = UICollectionView(
      frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    // census: UICollectionView.observe(_:options:){}
    let collectionObservation = secondaryCollectionView.observe(
      \.contentSize, options: [.initial, .new]
    ) { secondaryCollectionView, _ in
      MainActor.assumeIsolated {
        seen.contentSizes.append(secondaryCollectionView.contentSize)
      }
    }
    #expect(seen.bounds.map(\.height) == [50, 80])
    #expect(seen.contentSizes == [CGSize(width: 100, height: 400), .zero])
    withExtendedLifetime((boundsObservation, sizeObservation, collectionObservation)) {}
  }
}
