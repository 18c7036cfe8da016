import HeadlessUIKit
import HierarchyTestSupport
import LiveUIKitCapture
import PresentationHierarchy
import Testing

/// Trees transcribed from the published dumps in UIKit reference §2–§3, captured by the live
/// core; where HeadlessUIKit models the same scenario, the two captures must agree.
@MainActor
struct PublishedDumpTests {
  @Test("§2.1 iOS 26 (Sentry): a mangled, cut-short hosting view in the root presentation")
  func sentryIOS26SwiftUIRoot() {
    let windows = DumpNode.parse(
      """
      <UIWindow: 0x10d32b950; frame = (20 20; 120 60); layer = <UIWindowLayer: 0x6000>> ← key
        | <UITransitionView: 0x10d32c0a0; frame = (0 0; 120 60); autoresize = W+H; …>
        |    | <UIDropShadowView: 0x10d32c5e0; frame = (0 0; 120 60); autoresize = W+H; …>
        |    |    | <_TtGC7SwiftUI14_UIHostingViewGVS_6VStack…: 0x10900bc00; frame = (0 0; 120 60)>
      """)
    expectCapture(
      windows,
      presentation: """
        window UIWindow key level=normal frame=20,20,120,60
          transition UITransitionView
            hosting _UIHostingView<VStack<…>>
        """,
      full: """
        window UIWindow key level=normal frame=20,20,120,60
          transition UITransitionView
            chrome UIDropShadowView
              hosting _UIHostingView<VStack<…>>
        """)
  }

  @Test("§2.1 a plain UIKit root on iOS 15+ agrees with S1")
  func plainRootIOS15() {
    let windows = DumpNode.parse(
      """
      <UIWindow: 0x12c709ec0; frame = (0 0; 390 844); …> ← key level=0 id=main
         | <UITransitionView: 0x12c70a0b0; frame = (0 0; 390 844); autoresize = W+H; …>
         |    | <UIDropShadowView: 0x12c70a5f0; frame = (0 0; 390 844); autoresize = W+H; …>
         |    |    | <UIView: 0x12c70ab30; frame = (0 0; 390 844); autoresize = W+H; …> ← owner=UIViewController ownerId=A
      """)
    let launched = LaunchedApp(UIViewController(identifier: "A"), profile: .iOS17)
    expectSameCapture(windows, launched.app)
  }

  @Test("§2.2 Chisel on iOS 11/12: the root view directly in the window agrees with S1 on iOS 12")
  func chiselIOS12Root() {
    let windows = DumpNode.parse(
      """
      <UIWindow: 0x7f80f2e0f480; frame = (0 0; 414 736); …> ← key level=0 id=main
         | <UIView: 0x7f80f2d0f1d0; frame = (0 0; 414 736); autoresize = W+H; …> ← owner=UIViewController ownerId=A
         |    | <UIButton: 0x7f80f2d0b9e0; …>
      """)
    var profile = FidelityProfile.iOS12
    profile.device.screen = Rect(x: 0, y: 0, width: 414, height: 736)
    let root = UIViewController(identifier: "A")
    let launched = LaunchedApp(root, profile: profile)
    root.view.addSubview(UIView("UIButton"))
    expectSameCapture(windows, launched.app)
  }

  @Test("§2.3 iOS 13+ tab containing nav agrees with S2, frames aside")
  func tabContainingNavigation() {
    let windows = DumpNode.parse(
      """
      <UIWindow; frame = (0 0; 414 896)> ← key level=0 id=main
        | <UITransitionView>
        |   | <UIDropShadowView>
        |   |   | <UILayoutContainerView> ← owner=UITabBarController ownerId=tab
        |   |   |   | <UITransitionView>
        |   |   |   |   | <UIViewControllerWrapperView>
        |   |   |   |   |   | <UILayoutContainerView> ← owner=UINavigationController ownerId=nav1
        |   |   |   |   |   |   | <UINavigationTransitionView>
        |   |   |   |   |   |   |   | <UIViewControllerWrapperView>
        |   |   |   |   |   |   |   |   | <UIView> ← owner=UIViewController ownerId=A
        |   |   |   |   |   |   | <UINavigationBar> ← background
        |   |   |   | <UITabBar> ← background
      """)
    var profile = FidelityProfile.iOS17
    profile.device.screen = Rect(x: 0, y: 0, width: 414, height: 896)
    let launched = LaunchedApp(TabsOfNavigations().tab, profile: profile)
    expectSameCapture(windows, launched.app, ignoringFrames: true)
  }

  @Test("§3.1 a sheet card (cycript, iOS 14–16) over a plain root")
  func sheetCard() {
    let windows = DumpNode.parse(
      """
      <UIWindow: 0x11f804f10; frame = (0 0; 375 667)> ← key level=0 id=main
         | <UITransitionView: 0x11f8052a0; frame = (0 0; 375 667)>
         |    | <UIDropShadowView: 0x11f8057e0; frame = (0 0; 375 667)>
         |    |    | <UIView: 0x11f805d20; frame = (0 0; 375 667)> ← owner=UIViewController ownerId=root
         | <UITransitionView: 0x11f9059e0; frame = (0 0; 375 667); autoresize = W+H; …> ← presented=UINavigationController presentedId=nav style=pageSheet presenter=UIViewController presenterId=root
         |    | <UIDimmingView: 0x11f905f20; frame = (-375 -667; 1125 2001); opaque = NO; gestureRecognizers = …>
         |    | <UIDropShadowView: 0x11f906460; frame = (0 40; 375 627); gestureRecognizers = …>
         |    |    | <_UIRoundedRectShadowView: 0x11f9069a0; alpha = 0; userInteractionEnabled = NO; …>
         |    |    | <UIView: 0x11f906ee0; frame = (0 0; 375 627); clipsToBounds = YES; autoresize = W+H; …>
         |    |    |    | <UIView: 0x11f907420; frame = (0 0; 375 627); autoresize = W+H; …>
         |    |    |    |    | <UILayoutContainerView: 0x11f907960; …> ← owner=UINavigationController ownerId=nav
         |    |    |    |    |    | <UINavigationTransitionView: 0x11f907ea0; …>
         |    |    |    |    |    | <UINavigationBar: 0x11f9083e0; …>
      """)
    expectCapture(
      windows,
      presentation: """
        window UIWindow #main key level=normal frame=0,0,375,667
          transition UITransitionView
            controller UIViewController #root
          transition UITransitionView style=pageSheet presenter=UIViewController#root chrome=UIDropShadowView
            chrome UIDimmingView frame=-375,-667,1125,2001
            controller UINavigationController #nav
              view UINavigationBar
        """,
      full: """
        window UIWindow #main key level=normal frame=0,0,375,667
          transition UITransitionView
            chrome UIDropShadowView
              controller UIViewController #root
          transition UITransitionView style=pageSheet presenter=UIViewController#root
            chrome UIDimmingView frame=-375,-667,1125,2001
            chrome UIDropShadowView frame=0,40,375,627
              chrome _UIRoundedRectShadowView alpha=0 interaction=off
              view UIView
                view UIView
                  controller UINavigationController #nav
                    container UINavigationTransitionView
                    view UINavigationBar
        """)
  }

  @Test("§3.1 a chain of three full-screen presentations on iOS 11/12 agrees with the model")
  func fullScreenChainIOS12() throws {
    let windows = DumpNode.parse(
      """
      <UIWindow: 0x7fb1e0d0a2c0> ← key level=0 id=main
         | <UITransitionView: 0x7fb1e0c0e8d0> ← presented=UIViewController presentedId=B style=fullScreen presenter=UIViewController presenterId=root
         | <UITransitionView: 0x7fb1e0c162a0> ← presented=UIViewController presentedId=C style=fullScreen presenter=UIViewController presenterId=B
         | <UITransitionView: 0x7fb1e0c11570> ← presented=UIViewController presentedId=D style=fullScreen presenter=UIViewController presenterId=C
         |    | <UIView: 0x7fb1e0c17000> ← owner=UIViewController ownerId=D
      """)
    let root = UIViewController(identifier: "root")
    let launched = LaunchedApp(root, profile: .iOS12)
    let b = controller("B", style: .fullScreen)
    let c = controller("C", style: .fullScreen)
    root.present(b, animated: false)
    b.present(c, animated: false)
    c.present(controller("D", style: .fullScreen), animated: false)
    expectSameCapture(windows, launched.app, ignoringFrames: true)
  }

  @Test("§3.1 a view added to the window sits between presentation layers (Chisel border)")
  func viewBetweenLayers() {
    let windows = DumpNode.parse(
      """
      <UIWindow: 0x7f9a3b508c40; frame = (0 0; 375 667)> ← key level=0
         | <UITransitionView: 0x7f9a3b40d510; frame = (0 0; 375 667)>
         | <UIView: 0x7f9a3b60f9b0; frame = (164.333 324; 45.6667 18); alpha = 0.5; tag = 1>
         | <UITransitionView: 0x7f9a3b416d80; frame = (0 0; 375 667)> ← presented=UIViewController style=overFullScreen presenter=UIViewController
         |    | <UIView: 0x7f9a3b6100e0; frame = (0 0; 375 667)> ← owner=UIViewController
      """)
    expectCapture(
      windows,
      presentation: """
        window UIWindow key level=normal frame=0,0,375,667
          transition UITransitionView
          view UIView alpha=0.5 frame=164.333,324,45.6667,18
          transition UITransitionView style=overFullScreen presenter=UIViewController
            controller UIViewController
        """)
  }
}

// MARK: - Fixtures

/// Checks the snapshot text of a dump's capture at one or both detail levels.
private func expectCapture(
  _ windows: [DumpNode], presentation: String, full: String? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let captured = nodeLines(liveCapture(windows: windows, detail: .presentation))
  #expect(captured == presentation, sourceLocation: sourceLocation)
  if let full {
    #expect(
      nodeLines(liveCapture(windows: windows, detail: .full)) == full,
      sourceLocation: sourceLocation)
  }
}

/// Checks that a dump's capture equals the headless model's at both detail levels.
@MainActor
private func expectSameCapture(
  _ windows: [DumpNode], _ app: UIApplication, ignoringFrames: Bool = false,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let levels: [(live: LiveCaptureDetail, headless: CaptureDetail)] = [
    (.presentation, .presentation), (.full, .full),
  ]
  for level in levels {
    var live = liveCapture(windows: windows, detail: level.live)
    var headless = app.captureHierarchy(detail: level.headless)
    if ignoringFrames {
      live = live.withoutFrames
      headless = headless.withoutFrames
    }
    #expect(
      nodeLines(live) == nodeLines(headless), "at the \(level.headless) level",
      sourceLocation: sourceLocation)
    #expect(live == headless, sourceLocation: sourceLocation)
  }
}

/// The node lines of a hierarchy's snapshot text.
private func nodeLines(_ hierarchy: Hierarchy) -> String {
  snapshotText(hierarchy).split(separator: "\n").filter {
    !$0.hasPrefix("presentation-snapshot") && !$0.hasPrefix("##") && !$0.hasPrefix("test:")
      && !$0.hasPrefix("front-to-back")
  }.joined(separator: "\n")
}

extension Hierarchy {
  /// The same hierarchy with every frame removed, for dumps that print none.
  fileprivate var withoutFrames: Hierarchy {
    var copy = self
    for index in copy.nodes.indices { copy[index].attributes.frame = nil }
    return copy
  }
}
