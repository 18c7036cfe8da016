import HeadlessUIKit
import PresentationHierarchy
import Testing

/// Split view controllers with the iOS 14 column API: columns side by side on regular width,
/// collapsed into one stack on compact width, and presentations made from a column.
@MainActor
struct SplitViewControllerTests {
  @Test("[DOC] Columns are wrapped in navigation controllers, except the compact column")
  func wrapping() throws {
    let split = UISplitViewController(style: .doubleColumn, identifier: "split")
    let sidebar = UIViewController(identifier: "sidebar")
    let ownNavigation = UINavigationController(rootViewController: UIViewController())
    let compact = UIViewController(identifier: "compact")
    split.setViewController(sidebar, for: .primary)
    split.setViewController(ownNavigation, for: .secondary)
    split.setViewController(compact, for: .compact)
    #expect(sidebar.navigationController?.parent === split)
    #expect(sidebar.splitViewController === split)
    #expect(split.viewController(for: .primary) === sidebar)
    #expect(split.viewController(for: .secondary) === ownNavigation)
    #expect(ownNavigation.parent === split, "a navigation controller is used as it is")
    #expect(compact.parent === split && compact.navigationController == nil)
    #expect(split.viewControllers.count == 2)
    #expect(split.viewControllers.last === ownNavigation)
  }

  @Test("[DOC] On iPad two columns sit side by side, and hit tests reach each column")
  func twoColumns() throws {
    let (split, sidebar, detail) = twoColumnSplit()
    let scenario = Scenario(split, profile: .iPad)
    let hierarchy = scenario.step("launch")
    #expect(!split.isCollapsed)
    #expect(split.displayMode == .oneBesideSecondary)
    #expect(frame(of: sidebar) == Rect(x: 0, y: 0, width: 320, height: 1180))
    #expect(frame(of: detail) == Rect(x: 320, y: 0, width: 500, height: 1180))
    #expect(scenario.app.hitTest(Point(x: 100, y: 600)) === sidebar.view)
    #expect(scenario.app.hitTest(Point(x: 600, y: 600)) === detail.view)
    #expect(hierarchy.nodes.contains { $0.typeName == "UISplitViewController" })
    #expect(try hierarchy.index(of: "sidebar") < hierarchy.index(of: "detail"))
  }

  @Test("[DOC] Three columns sit side by side; hiding and showing a column changes the mode")
  func threeColumns() throws {
    let split = UISplitViewController(style: .tripleColumn, identifier: "split")
    let sidebar = UIViewController(identifier: "sidebar")
    let list = UIViewController(identifier: "list")
    let detail = UIViewController(identifier: "detail")
    split.setViewController(sidebar, for: .primary)
    split.setViewController(list, for: .supplementary)
    split.setViewController(detail, for: .secondary)
    let landscape = FidelityProfile(idiom: .pad, screen: Rect(x: 0, y: 0, width: 1180, height: 820))
    let scenario = Scenario(split, profile: landscape)
    scenario.step("launch")
    #expect(split.displayMode == .twoBesideSecondary)
    #expect(frame(of: sidebar) == Rect(x: 0, y: 0, width: 320, height: 820))
    #expect(frame(of: list) == Rect(x: 320, y: 0, width: 320, height: 820))
    #expect(frame(of: detail) == Rect(x: 640, y: 0, width: 540, height: 820))
    for (x, controller) in zip([100.0, 400, 900], [sidebar, list, detail]) {
      #expect(scenario.app.hitTest(Point(x: x, y: 400)) === controller.view)
    }
    #expect(split.viewControllers.count == 3)

    split.hide(.primary)
    scenario.step("hide primary")
    #expect(split.displayMode == .oneBesideSecondary)
    #expect(sidebar.view.window == nil)
    #expect(frame(of: list) == Rect(x: 0, y: 0, width: 320, height: 820))

    split.preferredDisplayMode = .oneOverSecondary
    scenario.step("over")
    #expect(frame(of: detail) == Rect(x: 0, y: 0, width: 1180, height: 820))
    #expect(scenario.app.hitTest(Point(x: 100, y: 400)) === list.view)
    // The dimmed secondary column takes the tap and the sidebar goes away [DOC].
    try scenario.app.tap(at: Point(x: 900, y: 400))
    scenario.step("tap the dimmed detail")
    #expect(split.displayMode == .secondaryOnly)
    #expect(scenario.app.hitTest(Point(x: 100, y: 400)) === detail.view)

    split.show(.primary)
    scenario.step("show primary")
    #expect(split.displayMode == .twoBesideSecondary)
    #expect(scenario.app.console.messages.isEmpty)
  }

  @Test("[DOC] On an iPhone the split view collapses to the primary stack, the secondary on top")
  func collapsesToPrimary() throws {
    let (split, sidebar, detail) = twoColumnSplit()
    let scenario = Scenario(split, profile: .iPhone)
    let hierarchy = scenario.step("launch")
    #expect(split.isCollapsed)
    let primary = try #require(sidebar.navigationController)
    #expect(same(primary.viewControllers, [sidebar, detail]))
    #expect(detail.navigationController === primary)
    #expect(same(split.viewControllers, [primary]))
    #expect(frame(of: detail) == Rect(x: 0, y: 0, width: 390, height: 844))
    #expect(scenario.app.hitTest(Point(x: 195, y: 600)) === detail.view)
    #expect(sidebar.view.window == nil)
    #expect(hierarchy.nodes.contains { $0.typeName == "UINavigationController" })
    #expect(scenario.app.console.messages.isEmpty, "no invariant was violated on the way")
  }

  @Test("[DOC] A collapsed split view shows the compact column's controller when one is set")
  func collapsesToCompactColumn() throws {
    let (split, sidebar, detail) = twoColumnSplit()
    let compact = UIViewController(identifier: "compact")
    split.setViewController(compact, for: .compact)
    let slideOver = FidelityProfile(
      idiom: .pad, horizontalSizeClass: .compact, screen: Rect(x: 0, y: 0, width: 320, height: 1180)
    )
    let scenario = Scenario(split, profile: slideOver)
    scenario.step("launch")
    #expect(split.isCollapsed)
    #expect(same(split.viewControllers, [compact]))
    #expect(scenario.app.hitTest(Point(x: 160, y: 600)) === compact.view)
    #expect(sidebar.view.window == nil && detail.view.window == nil)
    #expect(same(detail.navigationController?.viewControllers, [detail]), "nothing was moved")
  }

  @Test("[DOC] .currentContext from inside the secondary column covers only that column")
  func contextPresentationCoversTheColumn() throws {
    let (split, sidebar, detail) = twoColumnSplit()
    let scenario = Scenario(split, profile: .iPad)
    let modal = UIViewController(identifier: "modal")
    modal.modalPresentationStyle = .currentContext
    detail.present(modal, animated: false)
    scenario.step("present over the detail column")
    #expect(modal.presentingViewController === detail.navigationController)
    #expect(frame(of: modal) == Rect(x: 320, y: 0, width: 500, height: 1180))
    #expect(scenario.app.hitTest(Point(x: 600, y: 600)) === modal.view)
    #expect(scenario.app.hitTest(Point(x: 100, y: 600)) === sidebar.view)
    #expect(detail.view.window == nil, ".currentContext removes the context's view")

    modal.dismiss(animated: false)
    scenario.step("dismiss")
    #expect(scenario.app.hitTest(Point(x: 600, y: 600)) === detail.view)
    #expect(scenario.app.console.messages.isEmpty)
  }

  @Test("[DOC] .fullScreen and .automatic from a column are presented by the split view")
  func windowScopePresentations() throws {
    let (split, sidebar, _) = twoColumnSplit()
    let scenario = Scenario(split, profile: .iPad)
    let cover = UIViewController(identifier: "cover")
    cover.modalPresentationStyle = .fullScreen
    sidebar.present(cover, animated: false)
    scenario.step("full screen")
    #expect(cover.presentingViewController === split)
    #expect(cover.presentationContainerView?.superview === scenario.window)
    #expect(scenario.app.hitTest(Point(x: 100, y: 600)) === cover.view)
    cover.dismiss(animated: false)

    let sheet = UIViewController(identifier: "sheet")
    sidebar.present(sheet, animated: false)
    scenario.step("automatic")
    #expect(sheet.resolvedPresentationStyle == .formSheet)
    #expect(sheet.presentingViewController === split)
    #expect(sheet.presentationContainerView?.superview === scenario.window)
  }

  @Test("[RE] A supplementary column in a double-column split view raises; nothing changes")
  func supplementaryInDoubleColumnRaises() throws {
    let (split, _, _) = twoColumnSplit()
    let scenario = Scenario(split, profile: .iPad)
    split.setViewController(UIViewController(), for: .supplementary)
    #expect(scenario.app.exceptions.map(\.name) == ["NSInvalidArgumentException"])
    #expect(split.viewController(for: .supplementary) == nil)
    #expect(split.children.count == 2)
  }

  @Test("[CLAIM] A new secondary controller is pushed onto the wrapper the split view made")
  func newSecondaryIsPushed() throws {
    let (split, _, detail) = twoColumnSplit()
    let scenario = Scenario(split, profile: .iPad)
    let other = UIViewController(identifier: "other")
    split.setViewController(other, for: .secondary)
    scenario.step("replace the detail")
    #expect(other.navigationController === detail.navigationController)
    #expect(same(other.navigationController?.viewControllers, [detail, other]))
    #expect(split.viewController(for: .secondary) === other)
    #expect(scenario.app.hitTest(Point(x: 600, y: 600)) === other.view)
  }

  // MARK: - Fixtures

  /// A double-column split view with a sidebar and a detail, neither in a navigation
  /// controller.
  private func twoColumnSplit() -> (UISplitViewController, UIViewController, UIViewController) {
    let split = UISplitViewController(style: .doubleColumn, identifier: "split")
    let sidebar = UIViewController(identifier: "sidebar")
    let detail = UIViewController(identifier: "detail")
    split.setViewController(sidebar, for: .primary)
    split.setViewController(detail, for: .secondary)
    return (split, sidebar, detail)
  }

  /// Whether two lists hold the same controllers, in the same order.
  private func same(_ lhs: [UIViewController]?, _ rhs: [UIViewController]) -> Bool {
    lhs.map { $0.map(ObjectIdentifier.init) == rhs.map(ObjectIdentifier.init) } ?? false
  }

  /// A controller's view's frame in screen coordinates.
  private func frame(of controller: UIViewController) -> Rect {
    let frame = controller.view.convert(controller.view.bounds, to: nil)
    return Rect(
      x: Double(frame.origin.x), y: Double(frame.origin.y), width: Double(frame.size.width),
      height: Double(frame.size.height))
  }
}
