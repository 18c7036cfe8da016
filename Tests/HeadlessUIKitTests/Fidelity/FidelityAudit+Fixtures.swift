import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

// What the audit's scenarios build with and report with.

// MARK: - Fixtures

extension FidelityProfile {
  /// A short name for the audit's table: device, version and orientation.
  var auditName: String {
    let name = device.idiom == .phone ? "iPhone" : "iPad"
    let orientation = device.screen.width > device.screen.height ? "landscape" : "portrait"
    let slideOver =
      device.idiom == .pad && device.horizontalSizeClass == .compact ? ", compact width" : ""
    return "\(name) iOS \(device.majorVersion) \(orientation)\(slideOver)"
  }

  static let iPhoneIOS17 = FidelityProfile(os: .iOS13to17)
  static let iPhoneIOS15 = FidelityProfile(os: .iOS13to17).withMajorVersion(15)
  static let iPhoneIOS12 = FidelityProfile(os: .iOS12AndEarlier)
  static let iPhoneIOS26 = FidelityProfile(os: .iOS26)
  static let iPhoneLandscapeIOS17 = FidelityProfile(
    os: .iOS13to17, verticalSizeClass: .compact, screen: Rect(x: 0, y: 0, width: 844, height: 390))
  static let iPhoneLandscapeIOS15 = iPhoneLandscapeIOS17.withMajorVersion(15)
  static let iPhoneLandscapeIOS26 = FidelityProfile(
    os: .iOS26, verticalSizeClass: .compact, screen: Rect(x: 0, y: 0, width: 844, height: 390))
  static let iPadIOS17 = FidelityProfile(os: .iOS13to17, idiom: .pad)
  static let iPadIOS12 = FidelityProfile(os: .iOS12AndEarlier, idiom: .pad)
  static let iPadIOS26 = FidelityProfile(os: .iOS26, idiom: .pad)
  static let iPadLandscape = FidelityProfile(
    idiom: .pad, screen: Rect(x: 0, y: 0, width: 1180, height: 820))
  /// An iPad app in Slide Over: compact width, 320 points wide.
  static let iPadSlideOver = FidelityProfile(
    idiom: .pad, horizontalSizeClass: .compact,
    screen: Rect(x: 0, y: 0, width: 320, height: 1180))

  func withMajorVersion(_ version: Int) -> FidelityProfile {
    var profile = self
    profile.device.majorVersion = version
    return profile
  }
}

/// An app launched with a root controller in a key window identified `main`.
@MainActor
struct Launched {
  let app: UIApplication
  let scene: UIWindowScene
  let window: UIWindow

  /// Adds a hidden window to the scene, identified by name, with a root controller.
  func window(named name: String, root identifier: String) -> UIWindow {
    let window = UIWindow(windowScene: scene)
    window.accessibilityIdentifier = name
    window.rootViewController = UIViewController(identifier: identifier)
    return window
  }
}

@MainActor
@discardableResult
func launch(_ root: UIViewController, _ profile: FidelityProfile) -> Launched {
  let app = UIApplication(profile: profile)
  let scene = app.connectScene()
  let window = UIWindow(windowScene: scene)
  window.accessibilityIdentifier = "main"
  window.rootViewController = root
  window.makeKeyAndVisible()
  return Launched(app: app, scene: scene, window: window)
}

/// A tab bar controller with two plain children, `A` (selected) and `B`.
@MainActor
struct PlainTabs {
  let a = UIViewController(identifier: "A")
  let b = UIViewController(identifier: "B")
  let tab: UITabBarController

  init() {
    tab = UITabBarController(viewControllers: [a, b], identifier: "tab")
  }
}

/// A plain root with a child `panel` that defines a presentation context, and `inner` in it.
@MainActor
struct Panel {
  let root = UIViewController(identifier: "root")
  let panel = UIViewController(identifier: "panel")
  let inner = UIViewController(identifier: "inner")
}

@MainActor
func panelInRoot(_ profile: FidelityProfile, frame: CGRect) -> Panel {
  let panel = Panel()
  launch(panel.root, profile)
  panel.root.addChild(panel.panel)
  panel.root.view.addSubview(panel.panel.view)
  panel.panel.view.frame = frame
  panel.panel.didMove(toParent: panel.root)
  panel.panel.definesPresentationContext = true
  panel.panel.addChild(panel.inner)
  panel.panel.view.addSubview(panel.inner.view)
  panel.inner.didMove(toParent: panel.panel)
  return panel
}

/// An iPad root that presents `P` as a popover anchored on a button.
@MainActor
func presentedPopover(_ profile: FidelityProfile) -> (UIApplication, UIViewController) {
  let root = UIViewController(identifier: "root")
  let app = launch(root, profile).app
  let button = UIView(frame: CGRect(x: 100, y: 100, width: 80, height: 40))
  root.view.addSubview(button)
  let popover = controller("P", style: .popover)
  popover.popoverPresentationController?.sourceView = button
  root.present(popover, animated: false)
  return (app, popover)
}

/// root → B → C → D, each presenting the next with a style; returns the root and B, C, D.
@MainActor
func presentedChain(_ profile: FidelityProfile, style: UIModalPresentationStyle)
  -> (UIViewController, [UIViewController])
{
  let root = UIViewController(identifier: "root")
  launch(root, profile)
  let chain = ["B", "C", "D"].map { controller($0, style: style) }
  var presenter = root
  for next in chain {
    presenter.present(next, animated: false)
    presenter = next
  }
  return (root, chain)
}

@MainActor
func alert(_ identifier: String, style: UIAlertController.Style) -> UIAlertController {
  let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: style)
  alert.addAction(UIAlertAction(title: "OK", style: .default))
  alert.engine.identifier = identifier
  return alert
}

/// Whether a completion handler ran.
@MainActor
final class Flag {
  var isSet = false
}

func yesNo(_ value: Bool) -> String { value ? "yes" : "no" }

@MainActor
func inWindow(_ controller: UIViewController) -> String {
  yesNo(controller.view.window != nil)
}

@MainActor
func presenterName(_ controller: UIViewController) -> String {
  controller.presentingViewController?.engine.identifier ?? "none"
}

@MainActor
func styleName(_ controller: UIViewController) -> String {
  controller.resolvedPresentationStyle?.name ?? "none"
}

/// The presenter, the resolved style, and whether a controller's view is still in the window.
@MainActor
func outcome(of presented: UIViewController, covering: UIViewController) -> String {
  "presenter=\(presenterName(presented)), style=\(styleName(presented)), "
    + "\(covering.engine.identifier ?? "?") in window=\(inWindow(covering))"
}

/// The controller, view identifier or class name of the view a touch at a point reaches.
@MainActor
func hit(_ app: UIApplication, _ x: Double, _ y: Double) -> String {
  guard let view = app.hitTest(Point(x: x, y: y)) else { return "nothing" }
  return view.engine.owningViewController?.engine.identifier ?? view.accessibilityIdentifier
    ?? view.engine.typeName
}

/// The presentations from a controller up: `root>B>C`.
@MainActor
func presentationChain(from root: UIViewController) -> String {
  var names = [root.engine.identifier ?? "?"]
  var current = root.presentedViewController
  while let controller = current {
    names.append(controller.engine.identifier ?? "?")
    current = controller.presentedViewController
  }
  return names.joined(separator: ">")
}

@MainActor
func exceptionNames(_ app: UIApplication) -> String {
  app.exceptions.isEmpty ? "none" : app.exceptions.map(\.name).joined(separator: ",")
}

@MainActor
func consoleText(_ app: UIApplication) -> String {
  app.console.messages.isEmpty ? "empty" : app.console.messages.joined(separator: " | ")
}

@MainActor
func names(_ windows: [UIWindow]) -> String {
  windows.map(\.name).joined(separator: ",")
}

@MainActor
func keyName(_ launched: Launched) -> String {
  launched.scene.keyWindow?.name ?? "none"
}

@MainActor
func screenFrame(of view: UIView) -> CGRect {
  view.convert(view.bounds, to: nil)
}

func describe(_ rect: CGRect) -> String {
  "(\(Int(rect.minX)), \(Int(rect.minY)), \(Int(rect.width)), \(Int(rect.height)))"
}

extension UIWindow {
  /// The window's accessibility identifier, as the audit names windows.
  var name: String { accessibilityIdentifier ?? "?" }
}

extension UIView {
  /// Whether this view is inside another view's subtree.
  func isInside(_ ancestor: UIView) -> Bool {
    var current = superview
    while let view = current {
      if view === ancestor { return true }
      current = view.superview
    }
    return false
  }
}
