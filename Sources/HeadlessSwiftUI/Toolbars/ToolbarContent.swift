/// Items for a toolbar or navigation bar, as SwiftUI's `ToolbarContent`: `ToolbarItem`s and
/// `ToolbarItemGroup`s, or a type of the app's own whose ``body`` combines them.
@MainActor @preconcurrency
public protocol ToolbarContent {
  /// The type of content that makes up the body.
  associatedtype Body: ToolbarContent

  /// The content.
  @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: ToolbarContent {}

/// One item the model places, with where it goes and the view it shows.
struct ToolbarEntry {
  /// Where the item goes.
  let placement: ToolbarItemPlacement
  /// The item's view.
  let view: any View
}

/// Toolbar content the model reads itself instead of evaluating a body.
@MainActor
protocol PrimitiveToolbarContent {
  /// The items, in order.
  var entries: [ToolbarEntry] { get }
}

/// The items a toolbar content stands for, in order: a primitive's own, else its body's.
@MainActor
func toolbarEntries(of content: any ToolbarContent) -> [ToolbarEntry] {
  if let primitive = content as? any PrimitiveToolbarContent { return primitive.entries }
  return toolbarEntries(of: content.body)
}

/// An item in a toolbar or navigation bar, as SwiftUI's `ToolbarItem`.
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content

  /// The item has no body of its own.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension ToolbarItem where ID == () {
  /// Creates an item.
  ///
  /// - Parameters:
  ///   - placement: Where the item goes.
  ///   - content: The item's view, typically a `Button`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

extension ToolbarItem where ID == String {
  /// Creates an item users can customise; the model keeps no customisation (inert `id`).
  ///
  /// - Parameters:
  ///   - id: The item's identity for customisation.
  ///   - placement: Where the item goes.
  ///   - content: The item's view.
  public init(
    id: String, placement: ToolbarItemPlacement = .automatic,
    @ViewBuilder content: () -> Content
  ) {
    self.placement = placement
    self.content = content()
  }
}

extension ToolbarItem: PrimitiveToolbarContent {
  var entries: [ToolbarEntry] { [ToolbarEntry(placement: placement, view: content)] }
}

/// Several items placed together, as SwiftUI's `ToolbarItemGroup`: each of its views becomes an
/// item of its own.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content

  /// Creates a group.
  ///
  /// - Parameters:
  ///   - placement: Where the items go.
  ///   - content: The items' views.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  /// The group has no body of its own.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension ToolbarItemGroup: PrimitiveToolbarContent {
  var entries: [ToolbarEntry] {
    listed(content, prefix: "item").map { ToolbarEntry(placement: placement, view: $0.view) }
  }
}

/// Several toolbar contents in a builder block, as SwiftUI's `TupleToolbarContent`.
public struct TupleToolbarContent<T>: ToolbarContent {
  let children: [any ToolbarContent]

  /// The block has no body of its own.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension TupleToolbarContent: PrimitiveToolbarContent {
  var entries: [ToolbarEntry] { children.flatMap(toolbarEntries(of:)) }
}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {
  /// An optional item has no body of its own.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension Optional: PrimitiveToolbarContent where Wrapped: ToolbarContent {
  var entries: [ToolbarEntry] { map(toolbarEntries(of:)) ?? [] }
}

extension _ConditionalContent: ToolbarContent
where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
  /// A branch has no body of its own.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension _ConditionalContent: PrimitiveToolbarContent
where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
  var entries: [ToolbarEntry] {
    switch storage {
    case .trueContent(let content): toolbarEntries(of: content)
    case .falseContent(let content): toolbarEntries(of: content)
    }
  }
}

/// Builds toolbar content from a block, as SwiftUI's `ToolbarContentBuilder`.
@MainActor @preconcurrency @resultBuilder
public struct ToolbarContentBuilder {
  /// Passes one item through.
  public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content {
    content
  }

  /// One item.
  public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content {
    content
  }

  /// Several items, in order.
  public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content)
    -> TupleToolbarContent<(repeat each Content)>
  {
    var children: [any ToolbarContent] = []
    for item in repeat each content { children.append(item) }
    return TupleToolbarContent(children: children)
  }

  /// An item shown only when an `if` holds.
  public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? {
    content
  }

  /// The first branch of an `if`/`else`.
  public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The second branch of an `if`/`else`.
  public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }
}
