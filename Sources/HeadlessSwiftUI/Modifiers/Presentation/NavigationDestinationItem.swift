extension View {
  /// Pushes a destination for an item on the enclosing `NavigationStack` while the item is not
  /// `nil`.
  ///
  /// Modelled as `navigationDestination(isPresented:destination:)`, with the item's presence as
  /// the binding: a non-`nil` item pushes the destination built for it, a new item updates the
  /// pushed screen, and popping the screen (back, or `dismiss`) sets the item back to `nil`
  /// [DOC: swiftui/view/navigationdestination(item:destination:): "A binding to the data
  /// presented, or nil if nothing is currently presented"]. Outside a navigation stack nothing
  /// happens.
  ///
  /// - Parameters:
  ///   - item: The item pushed, or `nil`.
  ///   - destination: The destination for the item.
  /// - Returns: The modified view.
  public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    let isPresented = Binding(
      get: { item.wrappedValue != nil },
      trackedSet: { if !$0 { item.wrappedValue = nil } })
    let modifier = PresentationModifier(
      kind: .navigationDestination, isPresented: isPresented,
      content: { item.wrappedValue.map { AnyView(destination($0)) } ?? AnyView(EmptyView()) })
    return attribute { $0.presentations.append(modifier) }
  }
}
