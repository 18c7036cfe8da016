// Context menus: a long press shows them on a device, in a presentation of their own. The model
// drives no long press to a menu, so they compile as in SwiftUI and show nothing; the
// HeadlessSwiftUI article lists them as a gap.

extension View {
  /// Adds a context menu to the view (inert: the model shows no context menus).
  ///
  /// - Parameter menuItems: The menu's items.
  /// - Returns: The view, unchanged.
  nonisolated public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems)
    -> some View
  {
    self
  }

  /// Adds a context menu with a preview to the view (inert: the model shows no context menus).
  ///
  /// - Parameters:
  ///   - menuItems: The menu's items.
  ///   - preview: The preview shown above the menu.
  /// - Returns: The view, unchanged.
  @available(iOS 16.0, *)
  nonisolated public func contextMenu<M: View, P: View>(
    @ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P
  ) -> some View {
    self
  }
}
