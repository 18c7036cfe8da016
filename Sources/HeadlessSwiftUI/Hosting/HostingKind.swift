/// The roles SwiftUI's hosting controllers play, which decide their class names
/// (UIKit reference §2.4, §5.1, §5.3 [OBS]).
enum HostingKind: Hashable, Sendable {
  /// `UIHostingController<Name>`, made by the app.
  case plain(rootViewName: String)
  /// The app root, `UIHostingController<ModifiedContent<AnyView, RootModifier>>` (§5.1 [OBS]).
  case appRoot
  /// A tab, `UIHostingController<TabItem.RootView>` (§2.4 [OBS]).
  case tabItem
  /// A navigation stack's root, `NavigationStackHostingController<AnyView>` (§5.1 [OBS]).
  case navigationRoot
  /// A pushed destination, `DestinationHostingController<AnyView>` (§5.1 [OBS]).
  case destination
  /// A sheet, cover or popover, `PresentationHostingController<AnyView>` (§5.3 [OBS/RE]).
  case presentation

  /// The SwiftUI view type in the class names.
  var rootViewName: String {
    switch self {
    case .plain(let name): name
    case .appRoot: "ModifiedContent<AnyView, RootModifier>"
    case .tabItem: "TabItem.RootView"
    case .navigationRoot, .destination, .presentation: "AnyView"
    }
  }

  /// The controller's class name.
  var controllerTypeName: String {
    switch self {
    case .plain, .appRoot, .tabItem: "UIHostingController<\(rootViewName)>"
    case .navigationRoot: "NavigationStackHostingController<AnyView>"
    case .destination: "DestinationHostingController<AnyView>"
    case .presentation: "PresentationHostingController<AnyView>"
    }
  }
}
