import UIKit

/// Saves a draft when the app leaves the foreground, as journaling apps do, listening to the
/// app's notification rather than the scene delegate.
final class DraftAutosaver {
  private(set) var saves = 0
  private var observers: [NSObjectProtocol] = []

  init(center: NotificationCenter = .default) {
    observers.append(
      center.addObserver(
        forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: nil
      ) { [weak self] _ in
        self?.saves += 1
      })
  }

  deinit {
    for observer in observers { NotificationCenter.default.removeObserver(observer) }
  }
}

/// The journal's entry list: a share button, a "copy link" action and a settings shortcut.
final class EntriesViewController: UIViewController {
  var lastShareResult: UIActivity.ActivityType?

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    UIDevice.current.userInterfaceIdiom == .pad ? .all : .portrait
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Journal"
    navigationItem.largeTitleDisplayMode = .always
    let share = UIBarButtonItem(
      title: "Share",
      primaryAction: UIAction { [weak self] _ in self?.share(text: "Today's entry") })
    share.accessibilityIdentifier = "share"
    navigationItem.rightBarButtonItem = share
  }

  func copyLink(to entry: Int) {
    UIPasteboard.general.url = URL(string: "https://journal.example/entries/\(entry)")
  }

  func openNotificationSettings() {
    guard let url = URL(string: UIApplication.openNotificationSettingsURLString),
      UIApplication.shared.canOpenURL(url)
    else { return }
    UIApplication.shared.open(url, options: [:], completionHandler: nil)
  }

  func share(text: String) {
    let sheet = UIActivityViewController(activityItems: [text], applicationActivities: nil)
    sheet.excludedActivityTypes = [.assignToContact, .saveToCameraRoll]
    sheet.popoverPresentationController?.barButtonItem = navigationItem.rightBarButtonItem
    sheet.completionWithItemsHandler = { [weak self] activity, completed, _, _ in
      if completed { self?.lastShareResult = activity }
    }
    present(sheet, animated: true)
  }
}

/// The journal app's scene delegate: builds the window, styles the bars, answers quick actions.
final class JournalSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  let autosaver = DraftAutosaver()
  private(set) var becameActiveCount = 0
  private(set) var handledShortcut: String?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = .systemBackground

    let entries = UINavigationController(rootViewController: EntriesViewController())
    entries.navigationBar.standardAppearance = appearance
    entries.navigationBar.scrollEdgeAppearance = appearance
    entries.navigationBar.prefersLargeTitles = true
    entries.tabBarItem = UITabBarItem(title: "Entries", image: UIImage(systemName: "book"), tag: 0)

    let tabs = UITabBarController()
    tabs.viewControllers = [entries]
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    self.window = window

    if let item = connectionOptions.shortcutItem { handledShortcut = item.type }
    UIApplication.shared.shortcutItems = [
      UIApplicationShortcutItem(
        type: "new-entry", localizedTitle: "New Entry", localizedSubtitle: nil,
        icon: UIApplicationShortcutIcon(type: .compose))
    ]
  }

  func sceneDidBecomeActive(_ scene: UIScene) {
    becameActiveCount += 1
  }

  func windowScene(
    _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void
  ) {
    handledShortcut = shortcutItem.type
    completionHandler(shortcutItem.type == "new-entry")
  }

  var entries: EntriesViewController? {
    let tabs = window?.rootViewController as? UITabBarController
    let navigation = tabs?.viewControllers?.first as? UINavigationController
    return navigation?.topViewController as? EntriesViewController
  }
}
