/// The menu behind a navigation title, as SwiftUI's `ToolbarTitleMenu`; inert.
///
/// On iPhone it makes the navigation title a button that presents a menu of its content
/// [DOC: `swiftui/toolbartitlemenu`]. It adds no item to the bar, so the title stays where
/// `navigationTitle(_:)` puts it: the title area is the `principal` placement's, which the
/// model leaves inert, and the menu is a presentation the model leaves out, as a ``Menu``'s
/// items are. Its content is made but never shown, and a tap on the title opens nothing (a
/// known gap).
public struct ToolbarTitleMenu<Content: View>: ToolbarContent {
  /// Creates a title menu of the given actions.
  ///
  /// - Parameter content: The menu's items (not shown).
  public init(@ViewBuilder content: () -> Content) {
    _ = content()
  }

  /// Creates a title menu of the actions the app's commands provide.
  public init() where Content == EmptyView {
    self.init { EmptyView() }
  }

  /// The menu has no body of its own.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension ToolbarTitleMenu: PrimitiveToolbarContent {
  var entries: [ToolbarEntry] { [] }
}

extension View {
  /// Sets the menu behind the navigation title; inert, as ``ToolbarTitleMenu`` is.
  ///
  /// - Parameter content: The menu's items (not shown).
  /// - Returns: The view, unchanged.
  nonisolated public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
    self
  }
}
