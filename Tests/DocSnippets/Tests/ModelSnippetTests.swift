import HierarchyDiffing
import PresentationHierarchy
import PresentationSnapshotTesting
import Testing
import UIKit

/// The snippets of HeadlessUIKit's, PresentationHierarchy's and HierarchyDiffing's overviews, run
/// as they are written (scripts/check-snippets.py checks that each stays here as shown).
struct ModelSnippets {
  // HeadlessUIKit's overview.
  @MainActor @Test func coverHidesTheTabBar() throws {
    let app = UIApplication(profile: .iPhone)
    let window = UIWindow(windowScene: app.connectScene())
    let home = UIViewController(identifier: "home")
    window.rootViewController = UITabBarController(
      viewControllers: [UINavigationController(rootViewController: home)], identifier: "tabs")
    window.makeKeyAndVisible()

    let cover = UIViewController(identifier: "cover")
    cover.modalPresentationStyle = .overFullScreen
    home.present(cover, animated: false)

    #expect(cover.presentingViewController === window.rootViewController)  // re-routed to the root
    #expect(try app.captureHierarchy().isInFront("cover", of: "tabs"))
  }

  // PresentationHierarchy's overview.
  @Test func aHandWrittenHierarchy() throws {
    let hierarchy = Hierarchy {
      Subtree(.window, "UIWindow", id: "main", .key, .level(.normal)) {
        Subtree(.transition, "UITransitionView") {
          Subtree(.hosting, "_UIHostingView<RootView>") {
            Subtree(
              .content, "Image", id: "mascot", .frame(x: 274, y: 648, width: 100, height: 100))
          }
        }
        Subtree(.transition, "UITransitionView", .presentationStyle("overFullScreen")) {
          Subtree(.controller, "PresentationHostingController<AnyView>", id: "cover", .opaque)
        }
      }
    }

    #expect(try hierarchy.isInFront("cover", of: "mascot"))  // the bug
    #expect(hierarchy.hitTestName(Point(x: 300, y: 700)) == "cover")
    #expect(try !hierarchy.visibility(of: "mascot").isVisible)
  }

  // HierarchyDiffing's overview, with the patch it shows.
  @Test func aLineDiffNamesTheStepAndWindow() {
    let referenceText = """
      presentation-snapshot 1
      test: AppTests/MascotOverlay/mascotStaysInFront

      ## step 1: present fullScreenCover
      front-to-back: mascot, cover, tabs, main
      window UIWindow #main key level=normal
        transition UITransitionView
          controller UIHostingController<RootView>
            hosting _UIHostingView<RootView>
              controller UITabBarController #tabs
        transition UITransitionView style=overFullScreen
          controller PresentationHostingController<AnyView> #cover
      window UIWindow #overlay level=normal interaction=off
        content Image #mascot frame=274,648,100,100

      """
    let actualText = """
      presentation-snapshot 1
      test: AppTests/MascotOverlay/mascotStaysInFront

      ## step 1: present fullScreenCover
      front-to-back: cover, mascot, tabs, main
      window UIWindow #main key level=normal
        transition UITransitionView
          controller UIHostingController<RootView>
            hosting _UIHostingView<RootView>
              controller UITabBarController #tabs
              content Image #mascot frame=274,648,100,100
        transition UITransitionView style=overFullScreen
          controller PresentationHostingController<AnyView> #cover

      """
    let diff = LineDiff(from: referenceText, to: actualText)
    let patch = diff.unified(
      UnifiedDiffOptions(contextLines: 1, hunkContext: SnapshotBreadcrumbs()))
    #expect(
      patch == """
        --- a/reference
        +++ b/actual
        @@ -4,3 +4,3 @@ step 1: present fullScreenCover
         ## step 1: present fullScreenCover
        -front-to-back: mascot, cover, tabs, main
        +front-to-back: cover, mascot, tabs, main
         window UIWindow #main key level=normal
        @@ -10,5 +10,4 @@ step 1: present fullScreenCover › UIWindow #main
                 controller UITabBarController #tabs
        +        content Image #mascot frame=274,648,100,100
           transition UITransitionView style=overFullScreen
             controller PresentationHostingController<AnyView> #cover
        -window UIWindow #overlay level=normal interaction=off
        -  content Image #mascot frame=274,648,100,100

        """)
  }
}
