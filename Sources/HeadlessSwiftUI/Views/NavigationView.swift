/// A stack of screens, as SwiftUI's deprecated `NavigationView`.
///
/// On iPhone, with the default stack style, the model lowers it to a `NavigationStack` of its
/// content [DOC:
/// `swiftui/navigationview`: "Use NavigationStack and NavigationSplitView instead"; that both
/// render as SwiftUI's UIKit navigation controller is INF]. Column styles on iPad are not
/// modelled: it is a stack there too (a known gap).
@available(
  iOS, introduced: 13.0, deprecated: 100000.0,
  message: "use NavigationStack or NavigationSplitView instead"
)
public struct NavigationView<Content: View>: View {
  let content: Content

  /// Creates a navigation view.
  ///
  /// - Parameter content: The root screen.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

@available(iOS, deprecated: 100000.0)
extension NavigationView: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let content = content
    return context.resolve(NavigationStack { content })
  }
}

/// The navigation bar's title display modes, as SwiftUI's `NavigationBarItem`.
public struct NavigationBarItem: Sendable {
  /// How the navigation bar shows its title.
  public enum TitleDisplayMode: Sendable {
    /// The previous screen's mode.
    case automatic
    /// A small title in the bar.
    case inline
    /// A large title below the bar.
    case large
  }
}

extension View {
  /// Sets how the navigation bar shows the title (inert: the model's bar heights come from the
  /// profile).
  ///
  /// - Parameter displayMode: The mode.
  /// - Returns: The view, unchanged.
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode)
    -> some View
  {
    self
  }
}
