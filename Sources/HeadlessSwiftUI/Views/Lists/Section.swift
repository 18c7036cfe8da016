/// Rows under a header and above a footer, as SwiftUI's `Section`: in a `List` or `Form` its
/// header, each of its views and its footer become rows of their own; elsewhere its views stand
/// where it does, header first.
public struct Section<Parent: View, Content: View, Footer: View>: View {
  let header: Parent
  let content: Content
  let footer: Footer

  /// Creates a section with a header and a footer.
  ///
  /// - Parameters:
  ///   - content: The rows.
  ///   - header: The header.
  ///   - footer: The footer.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
    @ViewBuilder footer: () -> Footer
  ) {
    self.content = content()
    self.header = header()
    self.footer = footer()
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension Section where Footer == EmptyView {
  /// Creates a section with a header.
  ///
  /// - Parameters:
  ///   - content: The rows.
  ///   - header: The header.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(content: content, header: header, footer: { EmptyView() })
  }
}

extension Section where Parent == EmptyView {
  /// Creates a section with a footer.
  ///
  /// - Parameters:
  ///   - content: The rows.
  ///   - footer: The footer.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(content: content, header: { EmptyView() }, footer: footer)
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  /// Creates a section with neither header nor footer.
  ///
  /// - Parameter content: The rows.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// Creates a section whose header is a title.
  ///
  /// - Parameters:
  ///   - title: The header's text.
  ///   - content: The rows.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
  }

  /// Creates a section whose header is a title, from a localized key (what a string literal passes).
  ///
  /// - Parameters:
  ///   - title: The header's text.
  ///   - content: The rows.
  public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(title.text, content: content)
  }
}

extension Section: ViewList {
  var listedViews: [(id: String, view: any View)] {
    listed(header, prefix: "header") + listed(content, prefix: "content")
      + listed(footer, prefix: "footer")
  }
}

extension Section: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    listedViews.flatMap { id, view in context.child(id).resolve(view) }
  }
}
