import HeadlessSwiftUI
import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// Every geometry value of a profile, changed: each moves the frames its documentation says it
/// decides, and no value of ``FidelityProfile/Geometry`` is left without a case here.
@MainActor
struct FidelityGeometryTests {
  @Test("Changing a geometry value moves what it decides", arguments: GeometryValue.all)
  func changing(_ value: GeometryValue) async throws {
    var changed = value.profile
    value.change(&changed.geometry)
    let byDefault = await value.observe(value.profile)
    let afterChange = await value.observe(changed)
    #expect(byDefault.contains(value.byDefault))
    #expect(afterChange.contains(value.afterChange))
    #expect(!afterChange.contains(value.byDefault))
  }

  @Test("Every geometry value has a case")
  func everyValueHasACase() {
    let values = Mirror(reflecting: FidelityProfile.Geometry()).children.compactMap(\.label)
    #expect(Set(values) == Set(GeometryValue.all.map(\.name)))
    #expect(values.count == GeometryValue.all.count)
  }
}

// MARK: - Fixtures

/// One geometry value: how to change it, a scenario that shows what it decides, and the frame
/// the scenario shows before and after the change.
struct GeometryValue: Sendable, CustomTestStringConvertible {
  /// The value's property name.
  let name: String
  /// The device the scenario runs on.
  let profile: FidelityProfile
  /// Changes it.
  let change: @Sendable (inout FidelityProfile.Geometry) -> Void
  /// Runs the scenario on a profile and returns its capture as snapshot text.
  let observe: @MainActor @Sendable (FidelityProfile) async -> String
  /// What the default's capture holds.
  let byDefault: String
  /// What the changed capture holds instead.
  let afterChange: String

  var testDescription: String { name }

  static let all: [GeometryValue] = [
    GeometryValue(
      name: "navigationBarHeight", profile: .iPhone, change: { $0.navigationBarHeight = 113 },
      observe: { profile in
        snapshotText(
          of:
            launchKeyWindow(
              root: UINavigationController(rootViewController: UIViewController()), profile: profile
            ).app)
      }, byDefault: "UINavigationBar opaque frame=0,0,390,103",
      afterChange: "UINavigationBar opaque frame=0,0,390,113"),
    GeometryValue(
      name: "tabBarHeight", profile: .iPhone, change: { $0.tabBarHeight = 93 },
      observe: { profile in
        let tabs = UITabBarController()
        tabs.viewControllers = [UIViewController()]
        return snapshotText(of: launchKeyWindow(root: tabs, profile: profile).app)
      }, byDefault: "UITabBar opaque frame=0,761,390,83",
      afterChange: "UITabBar opaque frame=0,751,390,93"),
    GeometryValue(
      name: "safeAreaTop", profile: .iPhone, change: { $0.safeAreaTop = 57 },
      observe: { snapshotText(of: await UIApplication.launch(Color.clear, profile: $0)) },
      byDefault: "content Color frame=0,47,390,763", afterChange: "content Color frame=0,57,390,753"
    ),
    GeometryValue(
      name: "safeAreaBottom", profile: .iPhone, change: { $0.safeAreaBottom = 44 },
      observe: { snapshotText(of: await UIApplication.launch(Color.clear, profile: $0)) },
      byDefault: "content Color frame=0,47,390,763", afterChange: "content Color frame=0,47,390,753"
    ),
    GeometryValue(
      name: "sheetTopInset", profile: .iPhone, change: { $0.sheetTopInset = 50 },
      observe: { presenting(.pageSheet, on: $0) },
      byDefault: "UIDropShadowView frame=0,40,390,804",
      afterChange: "UIDropShadowView frame=0,50,390,794"),
    GeometryValue(
      name: "regularPageSheetWidth", profile: .iPad, change: { $0.regularPageSheetWidth = 600 },
      observe: { presenting(.pageSheet, on: $0) },
      byDefault: "UIDropShadowView frame=58,40,704,1140",
      afterChange: "UIDropShadowView frame=110,40,600,1140"),
    GeometryValue(
      name: "popoverWidth", profile: .iPad, change: { $0.popoverWidth = 300 },
      observe: { presenting(.popover, on: $0) }, byDefault: "#presented frame=0,144,320,480",
      afterChange: "#presented frame=0,144,300,480"),
    GeometryValue(
      name: "popoverHeight", profile: .iPad, change: { $0.popoverHeight = 400 },
      observe: { presenting(.popover, on: $0) }, byDefault: "#presented frame=0,144,320,480",
      afterChange: "#presented frame=0,144,320,400"),
  ]
}

/// An app whose root presents a controller identified `presented` with a style, from a source
/// view for a popover.
@MainActor
private func presenting(_ style: UIModalPresentationStyle, on profile: FidelityProfile) -> String {
  let root = UIViewController()
  let (app, _) = launchKeyWindow(root: root, profile: profile)
  let source = UIView(frame: CGRect(x: 100, y: 100, width: 44, height: 44))
  root.view.addSubview(source)
  let presented = UIViewController(identifier: "presented")
  presented.modalPresentationStyle = style
  presented.popoverPresentationController?.sourceView = source
  root.present(presented, animated: false)
  return snapshotText(of: app, detail: .full)
}
