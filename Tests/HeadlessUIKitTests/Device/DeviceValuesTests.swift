import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// Screen, device and trait values come from the app's profile, through the app's scope.
@MainActor
struct DeviceValuesTests {
  @Test(
    "An iPhone and an iPad report their own screen, device and traits",
    arguments: [
      (FidelityProfile.iPhone, UIUserInterfaceIdiom.phone, "iPhone", CGFloat(3)),
      (FidelityProfile.iPad, UIUserInterfaceIdiom.pad, "iPad", CGFloat(2)),
    ])
  func devicePerProfile(
    profile: FidelityProfile, idiom: UIUserInterfaceIdiom, model: String, scale: CGFloat
  ) {
    let app = UIApplication(profile: profile)
    let scene = app.connectScene()
    app.asShared {
      let screen = UIScreen.main
      #expect(screen === scene.screen)
      #expect(
        screen.bounds
          == CGRect(
            x: profile.device.screen.x, y: profile.device.screen.y,
            width: profile.device.screen.width,
            height: profile.device.screen.height))
      #expect(screen.scale == scale && screen.nativeScale == scale)
      let device = UIDevice.current
      #expect(device.userInterfaceIdiom == idiom)
      #expect(device.model == model && device.name == model)
      #expect(device.systemVersion == "\(profile.device.majorVersion).0")
      #expect(device.orientation.isPortrait)
      let traits = UITraitCollection.current
      #expect(traits.userInterfaceIdiom == idiom)
      #expect(traits.horizontalSizeClass == (idiom == .phone ? .compact : .regular))
      #expect(traits.verticalSizeClass == .regular)
      #expect(traits.userInterfaceStyle == .light)
      #expect(traits.displayScale == scale)
      #expect(traits.preferredContentSizeCategory == .large)
    }
    #expect(scene.activationState == .foregroundActive)
    #expect(scene.traitCollection.displayScale == scale)
    let manager = scene.statusBarManager
    #expect(manager?.statusBarFrame.height == CGFloat(profile.geometry.safeAreaTop))
  }

  @Test("Views, windows and controllers read their window's traits; landscape hides the bar")
  func traitEnvironments() {
    let controller = UIViewController()
    let (app, window) = launchKeyWindow(root: controller, profile: .iPhoneLandscape)
    #expect(window.traitCollection.verticalSizeClass == .compact)
    #expect(controller.traitCollection.horizontalSizeClass == .compact)
    #expect(controller.view.traitCollection.verticalSizeClass == .compact)
    #expect(window.windowScene?.statusBarManager?.isStatusBarHidden == true)
    #expect(window.windowScene?.statusBarManager?.statusBarFrame == .zero)
    app.asShared { #expect(UIDevice.current.orientation.isLandscape) }
  }

  @Test("Single-trait collections leave the other traits unspecified")
  func singleTraits() {
    let traits = UITraitCollection(horizontalSizeClass: .regular)
    #expect(traits.horizontalSizeClass == .regular && traits.verticalSizeClass == .unspecified)
    #expect(UITraitCollection(verticalSizeClass: .compact).userInterfaceIdiom == .unspecified)
    #expect(UITraitCollection(userInterfaceIdiom: .pad).displayScale == 0)
    #expect(UITraitCollection(displayScale: 2).displayScale == 2)
    let small = UITraitCollection(preferredContentSizeCategory: .small)
    #expect(small.preferredContentSizeCategory.rawValue == "UICTContentSizeCategoryS")
  }

  @Test("Edge insets inset rectangles as UIKit's helpers do")
  func edgeInsets() {
    let insets = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
    #expect(
      CGRect(x: 0, y: 0, width: 100, height: 100).inset(by: insets)
        == CGRect(x: 20, y: 10, width: 40, height: 60))
    #expect(UIEdgeInsets.zero == UIEdgeInsets())
    let directional = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(directional.leading == 2 && NSDirectionalEdgeInsets.zero.trailing == 0)
  }
}
