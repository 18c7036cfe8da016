// The iOS 18 tab vocabulary: `TabContent`, its result builder, and the `TabView` initializers
// that take it. Tab content lowers to the views the `TabView` + `.tabItem` + `.tag` spelling
// gives (each tab's content, tagged with its value and carrying its tab item), so both
// spellings embed the same `UITabBarController` with the same hosted tabs [DOC:
// `swiftui/tabview`: "`Tab` … the content for a tab and the tab's associated tab item"].

/// Content for the tabs of a tab view, as SwiftUI's `TabContent`: `Tab`s, `TabSection`s,
/// `ForEach`es of them, or a type of the app's own whose ``body`` combines them.
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
  /// The type of the selection value of the tab view the content is in.
  associatedtype TabValue: Hashable
  /// The type of content that makes up the body.
  associatedtype Body: TabContent

  /// The content.
  @TabContentBuilder<Self.TabValue> @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: TabContent {
  /// Never has tabs.
  public typealias TabValue = Never
}

/// Tab content the model lists itself instead of evaluating a body: each tab as the view the
/// `.tabItem` spelling gives, with a component of its identity.
@MainActor
protocol PrimitiveTabContent {
  /// The tabs' views; a single tab's id is empty.
  var listedTabs: [(id: String, view: any View)] { get }
}

/// The tabs' views a tab content stands for: a primitive's own, else its body's.
@MainActor
func tabViews(of content: any TabContent, prefix: String) -> [(id: String, view: any View)] {
  guard let primitive = content as? any PrimitiveTabContent else {
    return tabViews(of: content.body, prefix: prefix)
  }
  return primitive.listedTabs.map { ($0.id.isEmpty ? prefix : prefix + "/" + $0.id, $0.view) }
}

/// Several tab contents in order, which a ``TabContentBuilder`` block builds.
struct TabContentList<TabValue: Hashable>: TabContent, PrimitiveTabContent {
  let children: [any TabContent]

  var body: Never { primitiveBody(of: Self.self) }

  var listedTabs: [(id: String, view: any View)] {
    children.enumerated().flatMap { index, child in tabViews(of: child, prefix: "\(index)") }
  }
}

extension Optional: TabContent where Wrapped: TabContent {
  /// An optional tab's value type.
  public typealias TabValue = Wrapped.TabValue
  /// An optional tab has no body of its own.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension Optional: PrimitiveTabContent where Wrapped: TabContent {
  var listedTabs: [(id: String, view: any View)] {
    map { tabViews(of: $0, prefix: "some") } ?? []
  }
}

extension _ConditionalContent: TabContent
where
  TrueContent: TabContent, FalseContent: TabContent, TrueContent.TabValue == FalseContent.TabValue
{
  /// A branch's value type.
  public typealias TabValue = TrueContent.TabValue
  /// A branch has no body of its own.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension _ConditionalContent: PrimitiveTabContent
where
  TrueContent: TabContent, FalseContent: TabContent, TrueContent.TabValue == FalseContent.TabValue
{
  var listedTabs: [(id: String, view: any View)] {
    switch storage {
    case .trueContent(let content): tabViews(of: content, prefix: "if")
    case .falseContent(let content): tabViews(of: content, prefix: "else")
    }
  }
}

/// Builds the tabs of a tab view from a block, as SwiftUI's `TabContentBuilder`; every tab has
/// the same selection value type.
@MainActor @preconcurrency @resultBuilder
public struct TabContentBuilder<TabValue: Hashable> {
  /// Passes one tab content through.
  ///
  /// - Parameter content: The content.
  /// - Returns: The content.
  public static func buildExpression<C: TabContent>(_ content: C) -> C
  where C.TabValue == TabValue {
    content
  }

  /// One tab content.
  ///
  /// - Parameter content: The content.
  /// - Returns: The content.
  public static func buildBlock<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue {
    content
  }

  /// Several tab contents, in order.
  ///
  /// - Parameter content: The contents.
  /// - Returns: The contents as one.
  public static func buildBlock<each C: TabContent>(_ content: repeat each C)
    -> some TabContent<TabValue>
  {
    var children: [any TabContent] = []
    for item in repeat each content { children.append(item) }
    return TabContentList<TabValue>(children: children)
  }

  /// Tab content shown only when an `if` holds.
  ///
  /// - Parameter content: The content, or `nil`.
  /// - Returns: The content.
  public static func buildIf<C: TabContent>(_ content: C?) -> C? where C.TabValue == TabValue {
    content
  }

  /// The first branch of an `if`/`else`.
  ///
  /// - Parameter first: The branch's content.
  /// - Returns: The branch.
  public static func buildEither<T: TabContent, F: TabContent>(first: T) -> _ConditionalContent<
    T, F
  > where T.TabValue == TabValue, F.TabValue == TabValue {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The second branch of an `if`/`else`.
  ///
  /// - Parameter second: The branch's content.
  /// - Returns: The branch.
  public static func buildEither<T: TabContent, F: TabContent>(second: F) -> _ConditionalContent<
    T, F
  > where T.TabValue == TabValue, F.TabValue == TabValue {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// A primitive tab content's body, which stops: lets the model's own bodies build (internal,
  /// so apps see Apple's builder).
  static func buildExpression(_ never: Never) -> Never {}

  /// A primitive tab content's body.
  static func buildBlock(_ never: Never) -> Never {}

  /// The view a builder-based `TabView` holds: its tabs, listed as the views the `.tabItem`
  /// spelling gives.
  public struct Content<C: TabContent>: View {
    let content: C

    public var body: Never { primitiveBody(of: Self.self) }
  }
}

extension TabContentBuilder.Content: ViewList {
  var listedViews: [(id: String, view: any View)] {
    guard let list = content as? TabContentList<TabValue> else {
      return tabViews(of: content, prefix: "0")
    }
    return list.listedTabs
  }
}

extension TabContentBuilder.Content: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    listedViews.flatMap { context.child($0.id).resolve($0.view) }
  }
}

extension TabView {
  /// Creates tabs from tab content whose values `selection` compares with (modelled: lowered
  /// as the `.tabItem` and `.tag(_:)` spelling is, onto the same tab bar controller).
  ///
  /// - Parameters:
  ///   - selection: The selected tab's value.
  ///   - content: The tabs.
  public init<C: TabContent>(
    selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C
  ) where Content == TabContentBuilder<SelectionValue>.Content<C> {
    self.selection = selection
    self.content = TabContentBuilder<SelectionValue>.Content(content: content())
  }
}

extension TabView where SelectionValue == Never {
  /// Creates tabs from tab content without a selection, starting on the first (modelled).
  ///
  /// - Parameter content: The tabs.
  public init<C: TabContent>(@TabContentBuilder<Never> content: () -> C)
  where Content == TabContentBuilder<Never>.Content<C> {
    selection = nil
    self.content = TabContentBuilder<Never>.Content(content: content())
  }
}

extension ForEach: TabContent where Content: TabContent {
  /// The value type of the element's tabs.
  public typealias TabValue = Content.TabValue
  /// Tabs made from a collection have no body of their own.
  public var body: Never { primitiveBody(of: Self.self) }

  /// Creates tabs from a collection of identifiable elements.
  ///
  /// - Parameters:
  ///   - data: The collection.
  ///   - content: Makes each element's tabs.
  public init<V>(
    _ data: Data, @TabContentBuilder<V> content: @escaping (Data.Element) -> Content
  ) where ID == Data.Element.ID, Data.Element: Identifiable, V == Content.TabValue {
    self.init(data: data, content: content, id: { $0.id })
  }

  /// Creates tabs from a collection, identifying elements by a key path.
  ///
  /// - Parameters:
  ///   - data: The collection.
  ///   - id: The key path to each element's identity.
  ///   - content: Makes each element's tabs.
  public init<V>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @TabContentBuilder<V> content: @escaping (Data.Element) -> Content
  ) where V == Content.TabValue {
    self.init(data: data, content: content, id: { $0[keyPath: id] })
  }
}

extension ForEach: PrimitiveTabContent where Content: TabContent {
  var listedTabs: [(id: String, view: any View)] {
    data.flatMap { element in tabViews(of: content(element), prefix: "id:\(id(element))") }
  }
}
