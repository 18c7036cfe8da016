import LiveUIKitCapture
import Testing

/// The demangler and the cleaning of class names read from running apps.
struct TypeNameCleanerTests {
  @Test(
    "Objective-C runtime names of Swift classes read as the code names the classes",
    arguments: demangledNames)
  func demangles(pair: (mangled: String, readable: String)) {
    let (mangled, readable) = pair
    #expect(ObjCRuntimeNameDemangler.demangle(mangled) == readable)
    #expect(TypeNameCleaner.clean(mangled) == readable)
  }

  @Test(
    "Runtime class names (NSStringFromClass) read as the headless model names the classes",
    arguments: runtimeNames)
  func runtimeNamesReadAsHeadless(pair: (runtime: String, headless: String)) {
    #expect(TypeNameCleaner.clean(pair.runtime) == pair.headless)
  }

  @Test(
    "Names the demangler does not read stay as they are",
    arguments: [
      "_TtGC7SwiftUI14_UIHostingViewFT_T__", "_Tt", "_TtC7SwiftUI…", "_TtGC7SwiftUI3Box",
      "$s7SwiftUI14_UIHostingViewCy",
    ])
  func keepsUnreadableNames(name: String) {
    #expect(TypeNameCleaner.clean(name) == name)
  }

  @Test(
    "Addresses and unknown contexts are removed",
    arguments: zip(
      [
        "UIView: 0x7f80f2d0f1d0", "<UIWindow: 0x12c709ec0; frame = (0 0; 390 844)>",
        "Tests.(unknown context at $10a8c1234).Local", "UIView", "Box0x12",
      ],
      [
        "UIView", "<UIWindow; frame = (0 0; 390 844)>", "Tests.Local", "UIView", "Box0x12",
      ]))
  func stripsVolatileParts(raw: String, clean: String) {
    #expect(TypeNameCleaner.clean(raw) == clean)
  }
}

// MARK: - Fixtures

/// What `NSStringFromClass` returns for classes of published dumps and `_printHierarchy` output
/// (UIKit reference §2.4, §5.1), with the names the headless model gives the same classes.
///
/// The runtime names an Objective-C class plainly, a top-level Swift class `Module.Name`, and a
/// generic, nested or private Swift class by its mangled name.
private let runtimeNames: [(runtime: String, headless: String)] = [
  ("UITransitionView", "UITransitionView"),
  ("UIDropShadowView", "UIDropShadowView"),
  ("SwiftUI.UIKitTabBarController", "SwiftUI.UIKitTabBarController"),
  ("SwiftUI.UIKitNavigationController", "SwiftUI.UIKitNavigationController"),
  // `String(describing:)` would print `UIHostingController<RootView>`.
  (
    "_TtGC7SwiftUI19UIHostingControllerVVS_7TabItem8RootView_",
    "UIHostingController<TabItem.RootView>"
  ),
  (
    "_TtGC7SwiftUI29PresentationHostingControllerVS_7AnyView_",
    "PresentationHostingController<AnyView>"
  ),
  ("_TtGC7SwiftUI19UIHostingControllerV5MyApp11ContentView_", "UIHostingController<ContentView>"),
  // The app's own classes are named as its code names them, without the app's module.
  ("MyApp.ProfileViewController", "ProfileViewController"),
  ("MyApp.PassthroughWindow", "PassthroughWindow"),
]

/// Mangled names from published dumps and crash reports, with their readable forms.
private let demangledNames: [(mangled: String, readable: String)] = [
  ("_TtGC7SwiftUI14_UIHostingViewVS_7AnyView_", "_UIHostingView<AnyView>"),
  (
    "_TtGC7SwiftUI19UIHostingControllerGVS_15ModifiedContentVS_7AnyViewVS_12RootModifier__",
    "UIHostingController<ModifiedContent<AnyView, RootModifier>>"
  ),
  (
    "_TtGC7SwiftUI14_UIHostingViewGVS_6VStackGVS_15ModifiedContentGS1_GS2_VS_4TextVS_14"
      + "_PaddingLayout__GVS_24_BackgroundStyleModifierVS_5Color____",
    "_UIHostingView<VStack<ModifiedContent<VStack<ModifiedContent<Text, _PaddingLayout>>, "
      + "_BackgroundStyleModifier<Color>>>>"
  ),
  (
    "_TtGC7SwiftUI14_UIHostingViewGVS_15ModifiedContentGVS_8LazyViewV8FTE2EIOS8AppShell_VS_"
      + "12RootModifier__",
    "_UIHostingView<ModifiedContent<LazyView<AppShell>, RootModifier>>"
  ),
  (
    "_TtGC7SwiftUI14_UIHostingViewGVS_15ModifiedContentGS1_VVS_22_VariadicView_Children7"
      + "ElementVS_24NavigationColumnModifier_GVS_18StyleContextWriterVS_19SidebarStyleContext"
      + "___",
    "_UIHostingView<ModifiedContent<ModifiedContent<_VariadicView_Children.Element, "
      + "NavigationColumnModifier>, StyleContextWriter<SidebarStyleContext>>>"
  ),
  ("_TtC7SwiftUIP33_A34643117F00277B93DEBAB70EC0697116_UIInheritedView", "_UIInheritedView"),
  ("_TtCC5MyApp5Outer5Inner", "Outer.Inner"),
  ("_TtGC5MyApp3BoxSi_", "Box<Int>"),
  ("_TtGC5MyApp4PairTSSSb__", "Pair<(String, Bool)>"),
  ("_TtGC5MyApp4PairT4nameSS5countSi__", "Pair<(name: String, count: Int)>"),
  ("_TtGC7SwiftUI14_UIHostingViewGVS_6VStack…", "_UIHostingView<VStack<…>>"),
  ("_TtGC7SwiftUI14_UIHostingView...", "_UIHostingView<…>"),
]
