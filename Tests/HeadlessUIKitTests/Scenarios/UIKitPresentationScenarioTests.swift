import Foundation
import HeadlessUIKit
import HierarchyTestSupport
import PresentationSnapshotTesting
import Testing

/// UIKit reference §7 S8–S11, S15, S20, S21: presentation styles, re-routing and dismissal
/// (§3.1–§3.7).
@MainActor
@Suite("UIKit scenarios: presentation")
struct UIKitPresentationScenarioTests {
  @Test("S8: .fullScreen from A re-routes to the tab, whose views leave the window")
  func s8FullScreenFromNavigationChild() throws {
    let tree = TabsOfNavigations()
    let scenario = Scenario(tree.tab, profile: .iOS17)
    scenario.step("launch")
    let cover = controller("C", style: .fullScreen)
    tree.a.present(cover, animated: false)
    scenario.step("A presents C (.fullScreen)")

    let window = scenario.window
    #expect(typeNames(window) == ["UITransitionView", "UITransitionView"])
    // T0 keeps its UIDropShadowView, now empty: the tab's UILayoutContainerView was removed.
    let rootShadow = try #require(window.subviews.first?.subviews.first)
    #expect(rootShadow.engine.typeName == "UIDropShadowView")
    #expect(rootShadow.subviews.isEmpty)
    #expect(tree.tab.view.window == nil)
    #expect(tree.a.view.window == nil)
    // T1[ UIDropShadowView[ C.view ] ] (fullScreenUsesDropShadowView, [INF]).
    #expect(typeNames(window.subviews.last) == ["UIDropShadowView"])
    #expect(cover.view.superview?.superview === window.subviews.last)
    // Presenter identity and the ancestor rule.
    #expect(cover.presentingViewController === tree.tab)
    #expect(tree.tab.presentedViewController === cover)
    #expect(tree.nav1.presentedViewController === cover)
    #expect(tree.a.presentedViewController === cover)
    #expect(tree.b.presentedViewController === cover)
    #expect(cover.resolvedPresentationStyle == .fullScreen)
    #expect(scenario.app.hitTest(Point(x: 200, y: 800)) === cover.view)

    cover.dismiss(animated: false)
    scenario.step("C dismisses itself")
    expectSnapshot(of: scenario.recorder)
    #expect(typeNames(window) == ["UITransitionView"])
    #expect(rootShadow.subviews.first === tree.tab.view)
    #expect(tree.a.view.window === window)
    #expect(tree.tab.presentedViewController == nil)
    #expect(cover.presentingViewController == nil)
  }

  @Test("S8 without a drop shadow around full-screen content (fullScreenUsesDropShadowView off)")
  func s8FullScreenWithoutDropShadow() throws {
    var profile = FidelityProfile.iOS17
    profile.behavior.fullScreenUsesDropShadowView = false
    let tree = TabsOfNavigations()
    let scenario = Scenario(tree.tab, profile: profile)
    let cover = controller("C", style: .fullScreen)
    tree.a.present(cover, animated: false)
    scenario.step("A presents C (.fullScreen)")
    expectSnapshot(of: scenario.recorder)

    #expect(cover.view.superview === scenario.window.subviews.last)
    #expect(tree.tab.view.window == nil)
  }

  @Test("S8 on iOS 12: the tab's view leaves the window, no T0 remains")
  func s8FullScreenOnIOS12() throws {
    let tree = TabsOfNavigations()
    let scenario = Scenario(tree.tab, profile: .iOS12)
    let cover = controller("C", style: .fullScreen)
    tree.a.present(cover, animated: false)
    scenario.step("A presents C (.fullScreen)")
    expectSnapshot(of: scenario.recorder)

    #expect(typeNames(scenario.window) == ["UITransitionView"])
    #expect(scenario.window.subviews.first?.subviews.first === cover.view)
    #expect(tree.tab.view.superview == nil)
    #expect(cover.presentingViewController === tree.tab)
  }

  @Test("S9: .overFullScreen keeps the tab's views under C")
  func s9OverFullScreen() throws {
    let tree = TabsOfNavigations()
    let scenario = Scenario(tree.tab, profile: .iOS17)
    _ = tree.tabBar
    let cover = controller("C", style: .overFullScreen)
    tree.a.present(cover, animated: false)
    let hierarchy = scenario.step("A presents C (.overFullScreen)")
    expectSnapshot(of: scenario.recorder)

    #expect(typeNames(scenario.window) == ["UITransitionView", "UITransitionView"])
    #expect(tree.tab.view.window === scenario.window)
    #expect(tree.a.view.window === scenario.window)
    #expect(try hierarchy.isInFront("C", of: "tabBar"))
    #expect(try hierarchy.isInFront("C", of: "A"))
    // C is not opaque: the tab UI shows through, but C takes the touches.
    #expect(try hierarchy.visibility(of: "A").isVisible)
    #expect(scenario.app.hitTest(Point(x: 200, y: 800)) === cover.view)
    #expect(cover.presentingViewController === tree.tab)
  }

  @Test(
    "S10: .automatic is a card sheet; a sheet from the sheet stacks a second card",
    arguments: [
      (FidelityProfile.iOS17, UIModalPresentationStyle.pageSheet),
      (FidelityProfile.iPhone, UIModalPresentationStyle.formSheet),
    ])
  func s10AutomaticCardSheets(profile: FidelityProfile, expected: UIModalPresentationStyle) throws {
    let root = UIViewController(identifier: "root")
    let scenario = Scenario(root, profile: profile)
    let sheet = UIViewController(identifier: "S")
    root.present(sheet, animated: false)
    scenario.step("root presents S (.automatic)")
    let second = UIViewController(identifier: "S2")
    sheet.present(second, animated: false)
    let hierarchy = scenario.step("S presents S2 (.automatic)")
    expectSnapshot(of: scenario.recorder, named: expected.name)

    #expect(sheet.resolvedPresentationStyle == expected)
    #expect(second.resolvedPresentationStyle == expected)
    let layers = scenario.window.subviews
    #expect(
      layers.map(\.engine.typeName) == ["UITransitionView", "UITransitionView", "UITransitionView"])
    #expect(typeNames(layers[1]) == ["UIDimmingView", "UIDropShadowView"])
    #expect(typeNames(layers[1].subviews[1]) == ["_UIRoundedRectShadowView", "UIView"])
    #expect(sheet.view.superview?.superview?.superview === layers[1].subviews[1])
    #expect(
      sheet.view.convert(sheet.view.bounds, to: nil) == CGRect(x: 0, y: 40, width: 390, height: 804)
    )
    // Nothing is removed: the root and the first sheet stay under the second card.
    #expect(root.view.window === scenario.window)
    #expect(sheet.view.window === scenario.window)
    #expect(second.presentingViewController === sheet)
    #expect(sheet.presentingViewController === root)
    #expect(root.presentedViewController === sheet)
    #expect(try hierarchy.isInFront("S2", of: "S"))
    // Above the card, the second sheet's dimming view takes the touch.
    #expect(scenario.app.hitTest(Point(x: 200, y: 20))?.engine.typeName == "UIDimmingView")
    #expect(scenario.app.hitTest(Point(x: 200, y: 20))?.superview === layers[2])
    #expect(scenario.app.hitTest(Point(x: 200, y: 400)) === second.view)
  }

  @Test("S11: .overCurrentContext from A presents on nav1, under the tab bar")
  func s11OverCurrentContext() throws {
    let tree = TabsOfNavigations()
    let scenario = Scenario(tree.tab, profile: .iOS17)
    let tabBar = try #require(tree.tabBar)
    let overlay = controller("P", style: .overCurrentContext)
    tree.a.present(overlay, animated: false)
    let hierarchy = scenario.step("A presents P (.overCurrentContext)")

    #expect(overlay.presentingViewController === tree.nav1)
    #expect(tree.nav1.presentedViewController === overlay)
    #expect(tree.a.presentedViewController === overlay)
    #expect(tree.tab.presentedViewController == nil)
    // WRAP[ LCV(nav1), T_ctx[ P.view ] ] inside the tab's transition view.
    let wrapper = try #require(tree.nav1.view.superview)
    #expect(wrapper.engine.typeName == "UIViewControllerWrapperView")
    #expect(wrapper.subviews.first === tree.nav1.view)
    #expect(wrapper.subviews.last?.engine.typeName == "UITransitionView")
    #expect(overlay.view.superview === wrapper.subviews.last)
    #expect(typeNames(scenario.window) == ["UITransitionView"])
    #expect(tree.a.view.window === scenario.window)
    #expect(try hierarchy.isInFront("tabBar", of: "P"))
    #expect(try hierarchy.isInFront("P", of: "A"))
    #expect(scenario.app.hitTest(Point(x: 200, y: 800)) === tabBar)
    #expect(scenario.app.hitTest(Point(x: 200, y: 400)) === overlay.view)

    overlay.dismiss(animated: false)
    scenario.step("P dismisses itself")
    expectSnapshot(of: scenario.recorder)
    #expect(wrapper.subviews.count == 1)
    #expect(tree.nav1.presentedViewController == nil)
  }

  @Test("S11 with .currentContext: nav1's view leaves the tab's wrapper")
  func s11CurrentContext() throws {
    let tree = TabsOfNavigations()
    let scenario = Scenario(tree.tab, profile: .iOS17)
    let wrapper = try #require(tree.nav1.view.superview)
    let overlay = controller("P", style: .currentContext)
    tree.a.present(overlay, animated: false)
    scenario.step("A presents P (.currentContext)")

    #expect(overlay.presentingViewController === tree.nav1)
    #expect(typeNames(wrapper) == ["UITransitionView"])
    #expect(tree.nav1.view.superview == nil)
    #expect(tree.tab.view.window === scenario.window)

    tree.a.dismiss(animated: false)
    scenario.step("A dismisses P (ancestor rule)")
    expectSnapshot(of: scenario.recorder)
    #expect(wrapper.subviews.count == 1)
    #expect(wrapper.subviews.first === tree.nav1.view)
  }

  @Test("S11 and tab switches: the context presentation leaves and returns with its tab")
  func s11ContextPresentationFollowsItsTab() throws {
    let tree = TabsOfNavigations()
    let scenario = Scenario(tree.tab, profile: .iOS17)
    let overlay = controller("P", style: .currentContext)
    tree.a.present(overlay, animated: false)
    scenario.step("A presents P (.currentContext)")
    tree.tab.selectedIndex = 1
    scenario.step("select tab 1")
    #expect(overlay.view.window == nil)
    #expect(tree.b.view.window === scenario.window)
    #expect(scenario.app.hitTest(Point(x: 200, y: 400)) === tree.b.view)
    tree.tab.selectedIndex = 0
    scenario.step("select tab 0")
    #expect(overlay.view.window === scenario.window)
    #expect(tree.nav1.view.window == nil)
    #expect(scenario.app.hitTest(Point(x: 200, y: 400)) === overlay.view)

    tree.tab.selectedIndex = 1
    overlay.dismiss(animated: false)
    scenario.step("select tab 1, P dismisses itself")
    #expect(tree.nav1.view.superview == nil)
    #expect(tree.b.view.window === scenario.window)
    tree.tab.selectedIndex = 0
    scenario.step("select tab 0")
    expectSnapshot(of: scenario.recorder)
    #expect(tree.nav1.view.window === scenario.window)
    #expect(overlay.view.window == nil)
    #expect(tree.nav1.presentedViewController == nil)
  }

  @Test("S11 with contextStylesAdaptInCompactWidth: .overCurrentContext covers the tab bar")
  func s11ContextStylesAdaptToFullScreen() throws {
    var profile = FidelityProfile.iOS17
    profile.behavior.contextStylesAdaptInCompactWidth = true
    let tree = TabsOfNavigations()
    let scenario = Scenario(tree.tab, profile: profile)
    _ = tree.tabBar
    let overlay = controller("P", style: .overCurrentContext)
    tree.a.present(overlay, animated: false)
    scenario.step("A presents P (.overCurrentContext adapted)")
    expectSnapshot(of: scenario.recorder)

    // The archived guide's rule: the context style adapts to .fullScreen, which removes the
    // presenter's views and presents from the window's root.
    #expect(overlay.resolvedPresentationStyle == .fullScreen)
    #expect(overlay.presentingViewController === tree.tab)
    #expect(tree.tab.view.window == nil)
  }

  @Test("S15: dismissing from B removes C and D and restores B's view into T1")
  func s15DismissMiddleOfChain() throws {
    let root = UIViewController(identifier: "root")
    let scenario = Scenario(root, profile: .iOS17)
    let b = controller("B", style: .fullScreen)
    let c = controller("C", style: .fullScreen)
    let d = controller("D", style: .fullScreen)
    root.present(b, animated: false)
    b.present(c, animated: false)
    c.present(d, animated: false)
    scenario.step("root → B → C → D (.fullScreen)")

    let window = scenario.window
    #expect(window.subviews.count == 4)
    #expect(root.view.window == nil)
    #expect(b.view.window == nil)
    #expect(c.view.window == nil)
    #expect(d.view.window === window)
    #expect(window.subviews[1].subviews.first?.subviews.isEmpty == true)
    #expect(root.presentedViewController === b)
    #expect(d.presentingViewController === c)

    b.dismiss(animated: true)
    scenario.step("B dismisses")
    #expect(window.subviews.count == 2)
    #expect(b.view.superview?.superview === window.subviews[1])
    #expect(c.presentingViewController == nil)
    #expect(d.presentingViewController == nil)
    #expect(b.presentedViewController == nil)
    #expect(root.presentedViewController === b)
    #expect(root.view.window == nil)

    root.dismiss(animated: true)
    scenario.step("root dismisses")
    expectSnapshot(of: scenario.recorder)
    #expect(typeNames(window) == ["UITransitionView"])
    #expect(root.view.window === window)
    #expect(b.presentingViewController == nil)
  }

  @Test("S15 on iOS 12: emptied UITransitionViews stay until the chain is dismissed")
  func s15ChainOnIOS12() throws {
    let root = UIViewController(identifier: "root")
    let scenario = Scenario(root, profile: .iOS12)
    let b = controller("B", style: .fullScreen)
    let c = controller("C", style: .fullScreen)
    let d = controller("D", style: .fullScreen)
    root.present(b, animated: false)
    b.present(c, animated: false)
    c.present(d, animated: false)
    scenario.step("root → B → C → D (.fullScreen)")

    let window = scenario.window
    #expect(typeNames(window) == ["UITransitionView", "UITransitionView", "UITransitionView"])
    #expect(window.subviews[0].subviews.isEmpty)
    #expect(window.subviews[1].subviews.isEmpty)
    #expect(window.subviews[2].subviews.first === d.view)

    root.dismiss(animated: true)
    scenario.step("root dismisses")
    expectSnapshot(of: scenario.recorder)
    #expect(window.subviews.count == 1)
    #expect(window.subviews.first === root.view)
  }

  @Test("S20: on a regular-width iPad a form sheet is a centred card and nothing is removed")
  func s20IPadFormSheetAndPopover() throws {
    let root = UIViewController(identifier: "root")
    let scenario = Scenario(root, profile: .iPad)
    let form = controller("F", style: .formSheet)
    root.present(form, animated: false)
    scenario.step("root presents F (.formSheet)")
    #expect(
      form.view.convert(form.view.bounds, to: nil)
        == CGRect(x: 140, y: 280, width: 540, height: 620))
    #expect(root.view.window === scenario.window)
    #expect(scenario.app.hitTest(Point(x: 10, y: 10))?.engine.typeName == "UIDimmingView")
    form.dismiss(animated: false)
    scenario.step("F dismisses itself")

    let popover = controller("P", style: .popover)
    root.present(popover, animated: false)
    #expect(
      scenario.app.exceptions == [
        UIKitException(
          name: "NSGenericException",
          reason: "UIPopoverPresentationController (<UIPopoverPresentationController>) should "
            + "have a non-nil sourceView or barButtonItem set before the presentation occurs.")
      ])
    #expect(root.presentedViewController == nil)
    popover.popoverPresentationController?.sourceView = root.view
    root.present(popover, animated: false)
    scenario.step("root presents P (.popover) with a source view")
    expectSnapshot(of: scenario.recorder)
    #expect(popover.resolvedPresentationStyle == .popover)
    #expect(typeNames(scenario.window.subviews.last) == ["UIDimmingView", "UIView"])
    #expect(root.view.window === scenario.window)
  }

  @Test("S20 in compact width: a popover behaves as .formSheet")
  func s20CompactPopoverIsFormSheet() throws {
    let root = UIViewController(identifier: "root")
    let scenario = Scenario(
      root, profile: FidelityProfile(idiom: .pad, horizontalSizeClass: .compact))
    let popover = controller("P", style: .popover)
    popover.popoverPresentationController?.sourceView = root.view
    root.present(popover, animated: false)
    scenario.step("root presents P (.popover) in compact width")
    expectSnapshot(of: scenario.recorder)

    #expect(popover.resolvedPresentationStyle == .formSheet)
    #expect(typeNames(scenario.window.subviews.last) == ["UIDimmingView", "UIDropShadowView"])
    #expect(root.view.window === scenario.window)
  }

  @Test("S21: an iOS 12 iPhone page sheet adapts to .fullScreen and removes the presenter")
  func s21IOS12PageSheet() throws {
    let tree = TabsOfNavigations()
    let scenario = Scenario(tree.tab, profile: .iOS12)
    let sheet = controller("S", style: .pageSheet)
    tree.a.present(sheet, animated: false)
    scenario.step("A presents S (.pageSheet)")
    expectSnapshot(of: scenario.recorder)

    #expect(sheet.resolvedPresentationStyle == .fullScreen)
    #expect(sheet.presentingViewController === tree.tab)
    #expect(tree.tab.view.window == nil)
    #expect(typeNames(scenario.window) == ["UITransitionView"])
    #expect(scenario.window.subviews.first?.subviews.first === sheet.view)
  }

  @Test("S21 contrast: on iOS 13 the same page sheet is a card and keeps the presenter")
  func s21IOS13PageSheetKeepsPresenter() throws {
    let tree = TabsOfNavigations()
    let scenario = Scenario(tree.tab, profile: .iOS17)
    let sheet = controller("S", style: .pageSheet)
    tree.a.present(sheet, animated: false)
    scenario.step("A presents S (.pageSheet)")
    expectSnapshot(of: scenario.recorder)

    #expect(sheet.resolvedPresentationStyle == .pageSheet)
    #expect(tree.tab.view.window === scenario.window)
  }
}
