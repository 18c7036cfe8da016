import PresentationHierarchy

extension UIApplication {
  /// Launches a SwiftUI app: connects a scene (or uses the first), creates a window whose root
  /// is the app's root hosting controller, makes it key and visible, and renders it.
  ///
  /// The root is `UIHostingController<ModifiedContent<AnyView, RootModifier>>` (UIKIT-MODEL.md
  /// §2.4, §5.1 [OBS]).
  ///
  /// ```swift
  /// let app = UIApplication()
  /// let (window, root) = try app.launchSwiftUIApp(root: .zStack([tabs, mascot]))
  /// ```
  ///
  /// - Parameter root: The app's root content.
  /// - Returns: The window and the root hosting controller.
  /// - Throws: ``UIKitException`` when a presentation in the first render raises one.
  @discardableResult
  public func launchSwiftUIApp(root: Content) throws(UIKitException) -> (
    window: UIWindow, host: HostingController
  ) {
    let scene = windowScenes.first ?? connectScene()
    let window = UIWindow(windowScene: scene)
    let host = HostingController(rootView: root, kind: .appRoot)
    window.rootViewController = host
    window.makeKeyAndVisible()
    try host.update()
    return (window, host)
  }

  /// Evaluates the bodies of every hosting controller in the app's windows again.
  ///
  /// It updates the hosting controllers found from each window's root through children and
  /// presentations; see ``HostingController/update()``.
  ///
  /// - Throws: ``UIKitException`` when UIKit raises one for a presentation.
  public func updateSwiftUI() throws(UIKitException) {
    var hosts: [HostingController] = []
    var seen: Set<ObjectIdentifier> = []
    var pending: [UIViewController] = windows.compactMap(\.rootViewController).reversed()
    while let controller = pending.popLast() {
      guard seen.insert(ObjectIdentifier(controller)).inserted else { continue }
      if let host = controller as? HostingController {
        hosts.append(host)
      }
      if let presented = controller.ownPresented { pending.append(presented) }
      pending.append(contentsOf: controller.children.reversed())
    }
    try HostingController.update(hosts)
  }
}
