// Data-presenting window groups: `WindowGroup(for: Item.ID.self) { $id in … }`, the windows an
// app opens with `openWindow(value:)`, their content given a binding to that value [DOC:
// swiftui/windowgroup/init(for:content:)]. The model launches one window per app and opens no
// others, so a data-presenting group launched first shows its content with no value (`nil`, or
// the default value) [INF: a window SwiftUI opens at launch was given no value]; the binding
// keeps what the content writes to it.

/// A view that represents the content of a presented window, as SwiftUI's
/// `PresentedWindowContent`; ``WindowGroup`` makes it.
public struct PresentedWindowContent<Data, Content>: View
where Data: Decodable, Data: Encodable, Data: Hashable, Content: View {
  /// Makes the content from a binding to the window's value.
  let makeContent: (Binding<Data?>) -> Content
  /// The window's value: what `openWindow(value:)` would give it, `nil` at launch.
  @State private var value: Data?

  /// The content, given a binding to the window's value.
  public var body: some View { makeContent($value) }
}

extension WindowGroup {
  /// Creates a data-presenting window group; the model launches it with no value.
  ///
  /// - Parameters:
  ///   - type: The type of presented data the group accepts.
  ///   - content: Makes each window's content from a binding to its value.
  public init<D, C>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
  where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
    self.init { PresentedWindowContent(makeContent: content) }
  }

  /// Creates a data-presenting window group with an identifier; the model launches it with no
  /// value.
  ///
  /// - Parameters:
  ///   - id: The identifier, unique among the app's window groups.
  ///   - type: The type of presented data the group accepts.
  ///   - content: Makes each window's content from a binding to its value.
  public init<D, C>(
    id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
  )
  where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
    self.init(for: type, content: content)
  }

  /// Creates a data-presenting window group with a default value, which a window shows while
  /// it has no value of its own; the model launches it with the default.
  ///
  /// - Parameters:
  ///   - type: The type of presented data the group accepts.
  ///   - content: Makes each window's content from a binding to its value.
  ///   - defaultValue: Makes the value a window without one shows.
  public init<D, C>(
    for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
    defaultValue: @escaping () -> D
  )
  where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
    self.init(for: type) { (value: Binding<D?>) in
      content(
        Binding(
          get: { value.wrappedValue ?? defaultValue() }, set: { value.wrappedValue = $0 }))
    }
  }

  /// Creates a data-presenting window group with an identifier and a default value; the model
  /// launches it with the default.
  ///
  /// - Parameters:
  ///   - id: The identifier, unique among the app's window groups.
  ///   - type: The type of presented data the group accepts.
  ///   - content: Makes each window's content from a binding to its value.
  ///   - defaultValue: Makes the value a window without one shows.
  public init<D, C>(
    id: String, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
    defaultValue: @escaping () -> D
  )
  where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
    self.init(for: type, content: content, defaultValue: defaultValue)
  }
}
