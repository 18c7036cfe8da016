/// Tells the type names of Apple's frameworks from the developer's own, so sentences can name a
/// node by the developer's view type (`DolphinOverlay`) rather than by a path.
///
/// A name belongs to a framework when its base (the part before any `<`) starts with `UI`, `_`,
/// `NS`, `CA` or `SwiftUI.`, or is one of SwiftUI's own views and hosting classes. The list
/// only has to recognise names captures write; a framework name it misses is treated as the
/// developer's, which only makes a sentence name it instead of a path.
enum FrameworkTypeNames {
  /// SwiftUI's views and hosting classes as captures name them, without a module prefix.
  static let swiftUINames: Set<Substring> = [
    "AnyView", "Button", "Capsule", "Circle", "Color", "DestinationHostingController", "Divider",
    "EmptyView", "FloatingBarContainerView", "ForEach", "Form", "GeometryReader", "Grid",
    "Group", "HStack", "Image", "Label", "LazyHStack", "LazyVStack", "List",
    "ModifiedContent", "NavigationLink", "NavigationStack", "NavigationStackHostingController",
    "PlatformViewHost", "PresentationHostingController", "ProgressView", "Rectangle",
    "RoundedRectangle", "ScrollView", "Section", "Spacer", "TabView", "Text", "TextField",
    "Toggle", "TupleView", "VStack", "WindowGroup", "ZStack",
  ]

  /// The prefixes of Apple's class names.
  static let prefixes = ["UI", "_", "NS", "CA", "SwiftUI."]

  /// Whether a type name is Apple's rather than the developer's.
  ///
  /// - Parameter typeName: A type name as captures write it, such as `UIHostingController<X>`.
  /// - Returns: `true` for a framework's type.
  static func isFramework(_ typeName: String) -> Bool {
    let base = typeName.prefix { $0 != "<" }
    return prefixes.contains { base.hasPrefix($0) } || swiftUINames.contains(base)
  }
}
