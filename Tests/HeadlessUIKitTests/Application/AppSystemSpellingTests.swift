import Foundation
import HeadlessUIKit
import HierarchyTestSupport
import Testing

/// The app-and-system symbols compile as apps spell them (a compile probe per symbol).
@MainActor
struct AppSystemSpellingTests {
  final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      options connectionOptions: UIScene.ConnectionOptions
    ) {
      guard let windowScene = (scene as? UIWindowScene) else { return }
      _ = connectionOptions.urlContexts.first?.url
      _ = connectionOptions.shortcutItem?.type
      _ = session.role == .windowApplication
      window = UIWindow(windowScene: windowScene)
      window?.rootViewController = UINavigationController(rootViewController: UIViewController())
      window?.makeKeyAndVisible()
    }
    func sceneDidDisconnect(_ scene: UIScene) {}
    // swift-format-ignore: AlwaysUseLowerCamelCase
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
      _ = URLContexts.first?.options.sourceApplication
    }
  }

  final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
      _ application: UIApplication,
      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
      _ = launchOptions?[.url]
      return true
    }
    func application(
      _ application: UIApplication,
      configurationForConnecting connectingSceneSession: UISceneSession,
      options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
      let configuration = UISceneConfiguration(
        name: "Default Configuration", sessionRole: connectingSceneSession.role)
      configuration.delegateClass = SceneDelegate.self
      return configuration
    }
    func application(
      _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
    ) -> UIInterfaceOrientationMask { .portrait }
    func application(
      _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
      fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) { completionHandler(userInfo.isEmpty ? .noData : .newData) }
  }

  @Test("The app's state, notifications, URLs and system requests are spelled as apps spell them")
  func applicationSpelling() async {
    let app = UIApplication(profile: .iPhone)
    let appDelegate = AppDelegate()
    app.delegate = appDelegate
    _ = appDelegate.application(app, didFinishLaunchingWithOptions: nil)
    app.connectScene(delegate: SceneDelegate())
    await app.asShared {
      let shared = UIApplication.shared
      if shared.applicationState == .active {}
      switch shared.applicationState {
      case .active, .inactive, .background: break
      }
      let names: [Notification.Name] = [
        UIApplication.didBecomeActiveNotification, UIApplication.willResignActiveNotification,
        UIApplication.didEnterBackgroundNotification, UIApplication.willEnterForegroundNotification,
        UIApplication.didFinishLaunchingNotification, UIApplication.willTerminateNotification,
        UIApplication.didReceiveMemoryWarningNotification,
        UIApplication.userDidTakeScreenshotNotification,
        UIApplication.significantTimeChangeNotification,
        UIApplication.protectedDataDidBecomeAvailableNotification,
        UIApplication.backgroundRefreshStatusDidChangeNotification,
        UIScene.willConnectNotification, UIScene.didDisconnectNotification,
        UIScene.didActivateNotification, UIScene.willDeactivateNotification,
        UIScene.willEnterForegroundNotification, UIScene.didEnterBackgroundNotification,
        UIWindow.didBecomeKeyNotification, UIWindow.didResignKeyNotification,
        UIWindow.didBecomeVisibleNotification, UIWindow.didBecomeHiddenNotification,
        UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
        UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
        UIResponder.keyboardWillChangeFrameNotification,
        UIResponder.keyboardDidChangeFrameNotification,
        UIContentSizeCategory.didChangeNotification, UIDevice.orientationDidChangeNotification,
        UIPasteboard.changedNotification,
      ]
      #expect(Set(names).count == names.count)
      _ = [
        UIResponder.keyboardFrameBeginUserInfoKey, UIResponder.keyboardFrameEndUserInfoKey,
        UIResponder.keyboardAnimationDurationUserInfoKey,
        UIResponder.keyboardAnimationCurveUserInfoKey, UIResponder.keyboardIsLocalUserInfoKey,
        UIContentSizeCategory.newValueUserInfoKey,
      ]
      if let url = URL(string: UIApplication.openSettingsURLString), shared.canOpenURL(url) {
        shared.open(url, options: [:], completionHandler: nil)
        await shared.open(url)
        shared.open(url) { success in _ = success }
      }
      _ = UIApplication.openNotificationSettingsURLString
      await shared.open(URL(string: "https://example.com")!, options: [.universalLinksOnly: false])
      shared.registerForRemoteNotifications()
      shared.unregisterForRemoteNotifications()
      _ = shared.isRegisteredForRemoteNotifications
      shared.isIdleTimerDisabled = true
      shared.shortcutItems = [
        UIApplicationShortcutItem(
          type: "search", localizedTitle: "Search", localizedSubtitle: nil,
          icon: UIApplicationShortcutIcon(type: .search), userInfo: nil),
        UIApplicationShortcutItem(
          type: "new", localizedTitle: "New", localizedSubtitle: "Note",
          icon: UIApplicationShortcutIcon(systemImageName: "square.and.pencil")),
      ]
      let mutable = UIMutableApplicationShortcutItem(type: "a", localizedTitle: "A")
      mutable.localizedTitle = "B"
      _ = UIApplicationShortcutIcon(templateImageName: "icon")
      var task: UIBackgroundTaskIdentifier = .invalid
      task = shared.beginBackgroundTask {}
      task = shared.beginBackgroundTask(withName: "upload", expirationHandler: nil)
      shared.endBackgroundTask(task)
      _ = shared.backgroundTimeRemaining
      _ = shared.backgroundRefreshStatus == .available
      _ = shared.userInterfaceLayoutDirection == .rightToLeft
      _ = shared.preferredContentSizeCategory
      if shared.supportsAlternateIcons { shared.setAlternateIconName(nil) { error in _ = error } }
      try? await shared.setAlternateIconName("Dark")
      _ = shared.alternateIconName
      _ = shared.connectedScenes.first?.activationState == .foregroundActive
      _ = (shared.connectedScenes.first as? UIWindowScene)?.interfaceOrientation.isPortrait
      _ = shared.connectedScenes.first?.session.persistentIdentifier
    }
    #expect(app.runningBackgroundTaskCount == 1)
    // Apple declares begin and end nonisolated: a task may be begun and ended off the main actor.
    let offMain = await Task.detached {
      let task = app.beginBackgroundTask(expirationHandler: nil)
      app.endBackgroundTask(task)
      return task
    }.value
    #expect(offMain != .invalid && app.runningBackgroundTaskCount == 1)
  }

  @Test("Pasteboards, key commands and orientations are spelled as apps spell them")
  func systemSpelling() {
    UIApplication(profile: .iPhone).asShared { keyAndOrientationSpelling() }
  }

  private func keyAndOrientationSpelling() {
    do {
      UIPasteboard.general.string = "text"
      UIPasteboard.general.strings = ["a", "b"]
      UIPasteboard.general.url = URL(string: "https://example.com")
      UIPasteboard.general.urls = []
      UIPasteboard.general.image = UIImage(systemName: "star")
      UIPasteboard.general.images = nil
      UIPasteboard.general.items = [["public.text": "x"]]
      UIPasteboard.general.setValue("y", forPasteboardType: "public.text")
      UIPasteboard.general.setData(Data(), forPasteboardType: "public.data")
      _ = UIPasteboard.general.data(forPasteboardType: "public.data")
      _ =
        UIPasteboard.general.hasStrings || UIPasteboard.general.hasURLs
        || UIPasteboard.general.hasImages || UIPasteboard.general.hasColors
      _ = UIPasteboard.general.changeCount + UIPasteboard.general.numberOfItems
      _ = UIPasteboard.withUniqueName().name
    }
    let command = UIKeyCommand(
      input: UIKeyCommand.inputEscape, modifierFlags: [], action: Selector("close"))
    let titled = UIKeyCommand(
      title: "Find", action: Selector("find"), input: "f", modifierFlags: .command)
    titled.wantsPriorityOverSystemBehavior = true
    titled.discoverabilityTitle = "Find"
    _ = UIKeyCommand(
      title: "Next", image: nil, action: Selector("next"), input: UIKeyCommand.inputDownArrow,
      modifierFlags: [.command, .shift], propertyList: nil, alternates: [],
      discoverabilityTitle: nil, attributes: [], state: .off)
    _ = [
      UIKeyCommand.inputUpArrow, UIKeyCommand.inputLeftArrow, UIKeyCommand.inputRightArrow,
      UIKeyCommand.inputPageUp, UIKeyCommand.inputPageDown, UIKeyCommand.inputHome,
      UIKeyCommand.inputEnd, UIKeyCommand.inputDelete,
    ]
    var flags = UIKeyModifierFlags()
    flags.insert(.alternate)
    flags.formUnion([.control, .alphaShift, .numericPad])
    #expect(command.input == UIKeyCommand.inputEscape && titled.modifierFlags == .command)
    let controller = UIViewController()
    controller.addKeyCommand(command)
    controller.removeKeyCommand(command)
    #expect(controller.keyCommands == nil)
    let mask: UIInterfaceOrientationMask = [.portrait, .landscapeLeft]
    #expect(mask.contains(.portrait) && !mask.contains(.landscapeRight))
    _ = [UIInterfaceOrientationMask.landscape, .all, .allButUpsideDown, .portraitUpsideDown]
    _ = UIInterfaceOrientation.landscapeLeft.isLandscape
    _ = controller.preferredInterfaceOrientationForPresentation
    _ = controller.preferredStatusBarUpdateAnimation == .slide
    _ = controller.childForStatusBarStyle ?? controller.childForStatusBarHidden
    controller.modalPresentationCapturesStatusBarAppearance = true
    controller.setNeedsUpdateOfSupportedInterfaceOrientations()
    controller.extensionContext?.completeRequest(returningItems: nil, completionHandler: nil)
    controller.setEditing(true, animated: true)
    #expect(controller.isEditing)
    let nav = UINavigationController(rootViewController: controller)
    nav.interactivePopGestureRecognizer?.isEnabled = false
    nav.navigationBar.setValue(true, forKey: "hidesShadow")
    controller.navigationItem.largeTitleDisplayMode = .never
    controller.navigationItem.backButtonDisplayMode = .minimal
    controller.navigationItem.backBarButtonItem = UIBarButtonItem(title: "")
    controller.navigationItem.setHidesBackButton(true, animated: false)
    controller.navigationItem.setRightBarButton(nil, animated: true)
    controller.navigationItem.titleView = UILabel()
    _ = nav.popToViewController(controller, animated: true)
    _ = UINavigationController.Operation.push
    controller.setNeedsStatusBarAppearanceUpdate()
    UIDevice.current.beginGeneratingDeviceOrientationNotifications()
  }

  @Test("Storyboards, segues, bars and activity sheets are spelled as apps spell them")
  func controllerSpelling() {
    UIApplication(profile: .iPad).asShared { barAndSheetSpelling() }
  }

  private func barAndSheetSpelling() {
    let (_, issues) = ModelReports.capture {
      let storyboard = UIStoryboard(name: "Main", bundle: nil)
      _ = storyboard.instantiateInitialViewController()
      _ = storyboard.instantiateViewController(withIdentifier: "Detail")
      let controller = UIViewController()
      controller.performSegue(withIdentifier: "show", sender: nil)
      let segue = UIStoryboardSegue(
        identifier: "show", source: controller, destination: UIViewController())
      controller.prepare(for: segue, sender: self)
      _ = controller.shouldPerformSegue(withIdentifier: "show", sender: nil)
      controller.awakeFromNib()
      UIView().awakeFromNib()
      _ = controller.storyboard
    }
    #expect(issues.count == 3)

    let nav = UINavigationController(rootViewController: UIViewController())
    let (_, itemIssues) = ModelReports.capture {
      nav.navigationBar.items = [UINavigationItem(title: "Other")]
    }
    #expect(itemIssues.count == 1)
    #expect(nav.navigationBar.items?.count == 1)
    #expect(nav.navigationBar.topItem === nav.topViewController?.navigationItem)
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.configureWithDefaultBackground()
    appearance.configureWithTransparentBackground()
    appearance.backgroundColor = .systemBackground
    appearance.shadowColor = .clear
    appearance.titleTextAttributes = [:]
    appearance.largeTitleTextAttributes = [:]
    appearance.buttonAppearance.normal.titleTextAttributes = [:]
    nav.navigationBar.standardAppearance = appearance
    nav.navigationBar.scrollEdgeAppearance = appearance
    nav.navigationBar.compactAppearance = appearance.copy()
    nav.navigationBar.prefersLargeTitles = true
    nav.navigationBar.isTranslucent = false
    nav.navigationBar.tintColor = .systemBlue
    nav.navigationBar.barTintColor = .white
    nav.navigationBar.titleTextAttributes = [:]
    nav.navigationBar.shadowImage = UIImage(systemName: "line")
    nav.navigationBar.setBackgroundImage(nil, for: .default)
    nav.topViewController?.navigationItem.standardAppearance = appearance
    nav.topViewController?.navigationItem.scrollEdgeAppearance = appearance
    nav.hidesBarsOnSwipe = true
    nav.setNavigationBarHidden(true, animated: true)
    nav.isNavigationBarHidden = false
    nav.topViewController?.toolbarItems = []
    nav.topViewController?.setToolbarItems(nil, animated: false)
    nav.toolbar.barTintColor = .white
    nav.toolbar.setShadowImage(nil, forToolbarPosition: .any)
    let toolbarAppearance = UIToolbarAppearance()
    toolbarAppearance.configureWithOpaqueBackground()
    nav.toolbar.standardAppearance = toolbarAppearance
    nav.toolbar.scrollEdgeAppearance = toolbarAppearance
    _ = nav.isToolbarHidden
    _ = UIToolbar(frame: .zero).items

    let tabs = UITabBarController(viewControllers: [nav])
    let tabAppearance = UITabBarAppearance()
    tabAppearance.configureWithOpaqueBackground()
    tabAppearance.stackedLayoutAppearance.selected.iconColor = .systemBlue
    tabAppearance.stackedLayoutAppearance.normal.titleTextAttributes = [:]
    tabAppearance.inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    tabs.tabBar.standardAppearance = tabAppearance
    tabs.tabBar.scrollEdgeAppearance = tabAppearance
    tabs.tabBar.unselectedItemTintColor = .gray
    nav.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
    nav.tabBarItem.badgeValue = "3"
    nav.tabBarItem.selectedImage = UIImage(systemName: "house.fill")
    _ = UITabBarItem(title: "A", image: nil, selectedImage: nil)
    _ = UITabBarItem(tabBarSystemItem: .favorites, tag: 1)
    #expect(tabs.tabBar.selectedItem?.badgeValue == "3")

    let share = UIActivityViewController(
      activityItems: ["text", URL(fileURLWithPath: "/tmp/report.pdf")], applicationActivities: nil)
    share.excludedActivityTypes = [.airDrop, .assignToContact, .print]
    share.completionWithItemsHandler = { activityType, completed, items, error in
      _ = (activityType == .copyToPasteboard, completed, items, error)
    }
    share.popoverPresentationController?.sourceView = nav.view
    _ = UIActivity.ActivityType("com.example.share")
    _ = UIActivity.activityCategory == .share
  }
}
