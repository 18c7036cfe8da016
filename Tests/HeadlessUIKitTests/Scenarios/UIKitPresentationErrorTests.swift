import HeadlessUIKit
import HierarchyTestSupport
import PresentationSnapshotTesting
import Testing

/// UIKit reference §7 S13–S14 and §3.6: requests UIKit drops with a warning, and the ones it
/// answers with an exception.
@MainActor
@Suite("UIKit scenarios: dropped requests and exceptions")
struct UIKitPresentationErrorTests {
  @Test(
    "S13: presenting on a busy presenter is dropped with UIKit's warning",
    arguments: zip(
      [FidelityProfile.iOS13, .iOS17],
      [
        "Warning: Attempt to present <UIViewController: C> on <UINavigationController: root> "
          + "which is already presenting <UIViewController: B>",
        "[Presentation] Attempt to present <UIViewController: C> on "
          + "<UINavigationController: root> (from <UIViewController: A>) which is already "
          + "presenting <UIViewController: B>.",
      ]))
  func s13AlreadyPresenting(profile: FidelityProfile, expected: String) throws {
    let a = UIViewController(identifier: "A")
    let root = UINavigationController(rootViewController: a, identifier: "root")
    let scenario = Scenario(root, profile: profile)
    let b = UIViewController(identifier: "B")
    root.present(b, animated: false)
    scenario.step("root presents B")
    a.present(UIViewController(identifier: "C"), animated: false)
    scenario.step("A presents C: dropped")
    expectSnapshot(of: scenario.recorder, named: "iOS\(profile.device.majorVersion)")

    #expect(scenario.app.console.messages == [expected])
    #expect(root.presentedViewController === b)
    #expect(a.presentedViewController === b)
    #expect(scenario.window.subviews.count == 2)
    #expect(scenario.recorder.recording.steps[0].hierarchy == scenario.recorder.last)
  }

  @Test(
    "S13: presenting while a presentation is in progress is dropped with UIKit's warning",
    arguments: zip(
      [FidelityProfile.iOS13, .iOS17],
      [
        "Warning: Attempt to present <UIViewController: C> on <UIViewController: root> while a "
          + "presentation is in progress!",
        "Attempt to present <UIViewController: C> on <UIViewController: root> "
          + "(from <UIViewController: root>) while a presentation is in progress.",
      ]))
  func s13InProgress(profile: FidelityProfile, expected: String) throws {
    let root = UIViewController(identifier: "root")
    let scenario = Scenario(root, profile: profile)
    scenario.app.defersAnimatedTransitions = true
    let b = controller("B", style: .fullScreen)
    root.present(b, animated: true)
    #expect(b.isBeingPresented)
    #expect(root.view.window === scenario.window)
    scenario.step("root presents B, animation running")
    root.presentedViewController?.dismiss(animated: true)
    #expect(
      scenario.app.console.messages == [
        "Attempt to dismiss from view controller <UIViewController: B> while a presentation or "
          + "dismiss is in progress!"
      ])
    scenario.app.console.clear()
    root.present(UIViewController(identifier: "C"), animated: false)
    #expect(scenario.app.console.messages == [expected])
    scenario.app.finishTransitions()
    scenario.step("transition finished")
    expectSnapshot(of: scenario.recorder, named: "iOS\(profile.device.majorVersion)")
    #expect(!b.isBeingPresented)
    #expect(root.view.window == nil)
    #expect(root.presentedViewController === b)
  }

  @Test("S14: presenting from a popped controller is dropped: not in the window hierarchy")
  func s14PresentFromPoppedController() throws {
    let a = UIViewController(identifier: "A")
    let navigation = UINavigationController(rootViewController: a, identifier: "nav")
    let scenario = Scenario(navigation, profile: .iOS17)
    let detail = UIViewController(identifier: "D")
    navigation.pushViewController(detail, animated: false)
    scenario.step("push D")
    navigation.popViewController(animated: false)
    scenario.step("pop D")
    detail.present(UIViewController(identifier: "X"), animated: false)
    scenario.step("D presents X: dropped")
    expectSnapshot(of: scenario.recorder)

    #expect(
      scenario.app.console.messages == [
        "[Presentation] Attempt to present <UIViewController: X> on <UIViewController: D> "
          + "(from <UIViewController: D>) whose view is not in the window hierarchy."
      ])
    #expect(detail.presentedViewController == nil)
    #expect(scenario.window.subviews.count == 1)
  }

  @Test(
    "S14: presenting from viewDidLoad of the root is dropped",
    arguments: zip(
      [FidelityProfile.iOS13, .iOS17],
      [
        "Warning: Attempt to present <UIViewController: X> on <PresentsOnLoad: root> whose view "
          + "is not in the window hierarchy!",
        "[Presentation] Attempt to present <UIViewController: X> on <PresentsOnLoad: root> "
          + "(from <PresentsOnLoad: root>) whose view is not in the window hierarchy.",
      ]))
  func s14PresentFromViewDidLoad(profile: FidelityProfile, expected: String) {
    let root = PresentsOnLoad(identifier: "root")
    let scenario = Scenario(root, profile: profile)
    scenario.step("launch")
    expectSnapshot(of: scenario.recorder, named: "iOS\(profile.device.majorVersion)")

    #expect(scenario.app.console.messages == [expected])
    #expect(root.presentedViewController == nil)
  }

  @Test("S14: a context presentation from an unselected tab is dropped")
  func s14ContextPresentationFromUnselectedTab() throws {
    let tree = TabsOfNavigations()
    let scenario = Scenario(tree.tab, profile: .iOS17)
    tree.b.present(controller("X", style: .overCurrentContext), animated: false)
    scenario.step("B (unselected tab) presents X over its context")
    expectSnapshot(of: scenario.recorder)

    #expect(
      scenario.app.console.messages == [
        "[Presentation] Attempt to present <UIViewController: X> on "
          + "<UINavigationController: nav2> (from <UIViewController: B>) whose view is not in the "
          + "window hierarchy."
      ])
    #expect(tree.nav2.presentedViewController == nil)
  }

  @Test("iOS 17: a detached controller whose view was added by hand presents, with the warning")
  func detachedPresenter() throws {
    let root = UIViewController(identifier: "root")
    let scenario = Scenario(root, profile: .iOS17)
    let detached = UIViewController(identifier: "Y")
    scenario.window.addSubview(detached.view)
    scenario.step("Y's view added to the window")
    detached.present(UIViewController(identifier: "X"), animated: false)
    scenario.step("Y presents X: presented, with a warning")
    expectSnapshot(of: scenario.recorder)

    #expect(
      scenario.app.console.messages == [
        "Presenting view controller <UIViewController: X> from detached view controller "
          + "<UIViewController: Y> is not supported, and may result in incorrect safe area "
          + "insets and a corrupt root presentation. Make sure <UIViewController: Y> is in the "
          + "view controller hierarchy before presenting from it. Will become a hard exception "
          + "in a future release."
      ])
    // UIKit presents anyway (UIKit reference §9 [OBS: SwiftPages #18, WYPopoverController #74]).
    #expect(detached.presentedViewController?.engine.identifier == "X")
  }

  @Test("§3.6: the exceptions carry UIKit's exact reasons, are recorded, and change nothing")
  func presentationExceptions() throws {
    let tree = TabsOfNavigations()
    let scenario = Scenario(tree.tab, profile: .iOS17)
    let before = scenario.step("launch")

    tree.a.present(tree.a, animated: false)
    tree.a.present(tree.b, animated: false)
    tree.a.present(tree.tab, animated: false)
    #expect(
      scenario.app.exceptions == [
        invalidArgument(
          "Application tried to present modal view controller on itself. Presenting controller "
            + "is <UIViewController: A>."),
        invalidArgument(
          "Application tried to present modally a view controller <UIViewController: B> that "
            + "has a parent view controller <UINavigationController: nav2>."),
        invalidArgument(
          "Application tried to present modally an active controller "
            + "<UITabBarController: tab>."),
      ])
    #expect(scenario.step("after the exceptions") == before)

    let sheet = UIViewController(identifier: "S")
    tree.a.present(sheet, animated: false)
    let other = UIViewController(identifier: "O")
    let otherWindow = scenario.makeOverlayWindow(root: other)
    otherWindow.isHidden = false
    other.present(sheet, animated: false)
    #expect(
      scenario.app.exceptions.last
        == invalidArgument(
          "Application tried to present modally a view controller <UIViewController: S> that is "
            + "already being presented by <UITabBarController: tab>."))
    #expect(scenario.app.exceptions.count == 4)
    scenario.step("S is presented once")
    expectSnapshot(of: scenario.recorder)
    #expect(other.presentedViewController == nil)
    #expect(scenario.app.console.messages.isEmpty)
  }
}

private func invalidArgument(_ reason: String) -> UIKitException {
  UIKitException(name: "NSInvalidArgumentException", reason: reason)
}

// MARK: - Fixtures

/// A root controller that presents from `viewDidLoad`, before its view is in the window.
private final class PresentsOnLoad: UIViewController {
  override func viewDidLoad() {
    present(UIViewController(identifier: "X"), animated: false)
  }
}
