/// A placeholder shown when a view's content is unavailable, as SwiftUI's
/// `ContentUnavailableView`: a label, a description and actions.
///
/// Laid out as a `VStack` of the label, the description and the actions, centred in all the
/// space it is offered [INF: SwiftUI documents no layout; apps show it in place of a list or as
/// an overlay, where it fills the space and centres its content]. A node captured as
/// `ContentUnavailableView` holds the stack; its actions are ordinary views, so a `Button`
/// among them takes taps. Its label and description take no touches of their own beyond what
/// their views take.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  let label: Label
  let description: Description
  let actions: Actions

  /// Creates a placeholder from a label, a description and actions.
  ///
  /// - Parameters:
  ///   - label: The label, typically a `Label` with a title and an image.
  ///   - description: The text under the label.
  ///   - actions: The actions, typically buttons.
  public init(
    @ViewBuilder label: () -> Label,
    @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension ContentUnavailableView: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let node = ViewNode(.view("ContentUnavailableView"), path: context.path)
    let content = VStack {
      label
      description
      actions
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    node.children = context.child("content").resolve(content)
    return [node]
  }
}

extension ContentUnavailableView
where Label == HeadlessSwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// Creates a placeholder with a title, a system image and an optional description, from a
  /// localized key (what a string literal passes).
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - name: The SF Symbol's name.
  ///   - description: The text under the title.
  public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
    self.init(
      label: { HeadlessSwiftUI.Label(title, systemImage: name) }, description: { description })
  }

  /// Creates a placeholder with a title, an image from the asset catalog and an optional
  /// description, from a localized key (what a string literal passes).
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - name: The image's name.
  ///   - description: The text under the title.
  public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
    self.init(label: { HeadlessSwiftUI.Label(title, image: name) }, description: { description })
  }

  /// Creates a placeholder with a title, a system image and an optional description.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - name: The SF Symbol's name.
  ///   - description: The text under the title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    self.init(
      label: { HeadlessSwiftUI.Label(title, systemImage: name) }, description: { description })
  }

  /// Creates a placeholder with a title, an image from the asset catalog and an optional
  /// description.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - name: The image's name.
  ///   - description: The text under the title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
    self.init(label: { HeadlessSwiftUI.Label(title, image: name) }, description: { description })
  }
}

extension ContentUnavailableView
where
  Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
  Actions == SearchUnavailableContent.Actions
{
  /// A placeholder for a search without results: "No Results", and a hint to check the
  /// spelling [INF: the system's English text; the model doesn't read the query of an enclosing
  /// `searchable` into it].
  public static var search:
    ContentUnavailableView<
      SearchUnavailableContent.Label, SearchUnavailableContent.Description,
      SearchUnavailableContent.Actions
    >
  {
    ContentUnavailableView(
      label: { SearchUnavailableContent.Label(query: nil) },
      description: { SearchUnavailableContent.Description() },
      actions: { SearchUnavailableContent.Actions() })
  }

  /// A placeholder for a search without results for a query: "No Results for" the query
  /// quoted, and a hint to check the spelling [INF: the system's English text].
  ///
  /// - Parameter text: The search query.
  /// - Returns: The placeholder.
  public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> {
    ContentUnavailableView(
      label: { SearchUnavailableContent.Label(query: text) },
      description: { SearchUnavailableContent.Description() },
      actions: { SearchUnavailableContent.Actions() })
  }
}

/// The views of a search placeholder, as SwiftUI's `SearchUnavailableContent`; you don't
/// create them: ``ContentUnavailableView/search`` does.
public struct SearchUnavailableContent {
  /// The label of a search placeholder: a magnifying glass and "No Results".
  public struct Label: View {
    let query: String?

    public var body: Never { primitiveBody(of: Self.self) }
  }

  /// The description of a search placeholder: a hint to check the spelling.
  public struct Description: View {
    public var body: Never { primitiveBody(of: Self.self) }
  }

  /// The actions of a search placeholder: none.
  public struct Actions: View {
    public var body: Never { primitiveBody(of: Self.self) }
  }
}

extension SearchUnavailableContent.Label: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let title = query.map { "No Results for \u{201C}\($0)\u{201D}" } ?? "No Results"
    return context.resolve(HeadlessSwiftUI.Label(title, systemImage: "magnifyingglass"))
  }
}

extension SearchUnavailableContent.Description: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    context.resolve(Text(verbatim: "Check the spelling or try a new search."))
  }
}

extension SearchUnavailableContent.Actions: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] { [] }
}
