import HeadlessUIKit
import HierarchyTestSupport
import LiveUIKitCapture
import Testing

/// UIKit reference §7 S1, S2 and S8–S11 built with HeadlessUIKit: the live capture of the model,
/// read as a real app would be, equals the model's own capture after every step.
@MainActor
@Suite("Agreement with the headless model: UIKit scenarios")
struct UIKitScenarioAgreementTests {
  @Test(
    "S1: a plain root, on iOS 12, 17, 18 and 26",
    arguments: [FidelityProfile.iOS12, .iOS17, .iPhone, .iOS26])
  func s1PlainRoot(profile: FidelityProfile) {
    let launched = LaunchedApp(UIViewController(identifier: "A"), profile: profile)
    expectAgreement(launched.app, after: "launch")
  }

  @Test(
    "S2: tabs of navigation controllers, switching tabs",
    arguments: [FidelityProfile.iOS12, .iOS17, .iOS26])
  func s2TabsOfNavigations(profile: FidelityProfile) {
    let tree = TabsOfNavigations()
    let launched = LaunchedApp(tree.tab, profile: profile)
    expectAgreement(launched.app, after: "launch")
    tree.tab.selectedIndex = 1
    expectAgreement(launched.app, after: "select tab 1")
    tree.nav2.pushViewController(UIViewController(identifier: "B2"), animated: false)
    expectAgreement(launched.app, after: "push B2")
  }

  @Test(
    "S8, S9: full-screen styles from A re-route to the tab",
    arguments: [UIModalPresentationStyle.fullScreen, .overFullScreen])
  func s8s9FullScreenStyles(style: UIModalPresentationStyle) throws {
    for profile in [FidelityProfile.iOS12, .iOS17] {
      let tree = TabsOfNavigations()
      let launched = LaunchedApp(tree.tab, profile: profile)
      let cover = controller("C", style: style)
      tree.a.present(cover, animated: false)
      expectAgreement(launched.app, after: "A presents C (\(style.name))")
      cover.dismiss(animated: false)
      expectAgreement(launched.app, after: "C dismisses itself")
    }
  }

  @Test("S10: card sheets stack, on iOS 17 and 18", arguments: [FidelityProfile.iOS17, .iPhone])
  func s10CardSheets(profile: FidelityProfile) throws {
    let root = UIViewController(identifier: "root")
    let launched = LaunchedApp(root, profile: profile)
    let sheet = UIViewController(identifier: "S")
    root.present(sheet, animated: false)
    expectAgreement(launched.app, after: "root presents S")
    let second = UINavigationLikeSheet.make()
    sheet.present(second, animated: false)
    expectAgreement(launched.app, after: "S presents a navigation controller")
  }

  @Test(
    "S11: context styles from A present on nav1, under the tab bar",
    arguments: [UIModalPresentationStyle.overCurrentContext, .currentContext])
  func s11ContextStyles(style: UIModalPresentationStyle) throws {
    let tree = TabsOfNavigations()
    let launched = LaunchedApp(tree.tab, profile: .iOS17)
    let overlay = controller("P", style: style)
    tree.a.present(overlay, animated: false)
    expectAgreement(launched.app, after: "A presents P (\(style.name))")
    tree.tab.selectedIndex = 1
    expectAgreement(launched.app, after: "select tab 1")
    tree.tab.selectedIndex = 0
    overlay.dismiss(animated: false)
    expectAgreement(launched.app, after: "select tab 0, P dismisses itself")
  }

  @Test("S15 (beyond S1–S12): emptied containers of a full-screen chain keep their style")
  func s15Chain() throws {
    for profile in [FidelityProfile.iOS12, .iOS17] {
      let root = UIViewController(identifier: "root")
      let launched = LaunchedApp(root, profile: profile)
      let b = controller("B", style: .fullScreen)
      let c = controller("C", style: .fullScreen)
      root.present(b, animated: false)
      b.present(c, animated: false)
      expectAgreement(launched.app, after: "root → B → C")
    }
  }
}

// MARK: - Fixtures

/// A navigation controller presented as a sheet, as in the §3.1 card dump.
@MainActor
private enum UINavigationLikeSheet {
  static func make() -> UIViewController {
    UINavigationController(
      rootViewController: UIViewController(identifier: "S2"), identifier: "nav")
  }
}
