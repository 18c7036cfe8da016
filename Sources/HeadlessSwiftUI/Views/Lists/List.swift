/// A container of rows, as SwiftUI's `List`.
///
/// A vertical viewport whose rows are its content's views (a `ForEach`'s elements, each
/// `Section`'s header, rows and footer), laid out as `ListRows` says. The selection binding is
/// kept and inert (the model has no edit mode).
public struct List<SelectionValue: Hashable, Content: View>: View {
  let content: Content
  let selection: Any?

  /// Creates a list whose rows can be selected one at a time (inert).
  ///
  /// - Parameters:
  ///   - selection: The selected row's identity.
  ///   - content: The rows.
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = selection
  }

  /// Creates a list whose rows can be selected several at a time (inert).
  ///
  /// - Parameters:
  ///   - selection: The selected rows' identities.
  ///   - content: The rows.
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = selection
  }

  /// Creates a list of a row per element of a collection of identifiable elements.
  ///
  /// - Parameters:
  ///   - data: The elements.
  ///   - rowContent: Makes each element's row.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable,
    SelectionValue == Never
  {
    content = ForEach(data, content: rowContent)
    selection = nil
  }

  /// Creates a list of a row per integer of a range.
  ///
  /// - Parameters:
  ///   - data: The range.
  ///   - rowContent: Makes each integer's row.
  public init<RowContent: View>(
    _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, RowContent>, SelectionValue == Never {
    content = ForEach(data, content: rowContent)
    selection = nil
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

// SwiftUI constrains these on the extension (their pages' precise identifiers), so their
// declarations print no `SelectionValue == Never`.
extension List where SelectionValue == Never {
  /// Creates a list of the given views.
  ///
  /// - Parameter content: The rows.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
    selection = nil
  }

  /// Creates a list of a row per element of a collection, identified by a key path.
  ///
  /// - Parameters:
  ///   - data: The elements.
  ///   - id: The key path to each element's identity.
  ///   - rowContent: Makes each element's row.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    content = ForEach(data, id: id, content: rowContent)
    selection = nil
  }
}

extension List: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    [ListRows.list(named: "List", rows: ListRows.rows(of: content, in: context), in: context)]
  }
}

/// A container of controls grouped in sections, as SwiftUI's `Form`: on iOS a grouped list, laid
/// out as a ``List`` is.
public struct Form<Content: View>: View {
  let content: Content

  /// Creates a form.
  ///
  /// - Parameter content: The form's rows and sections.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension Form: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    [ListRows.list(named: "Form", rows: ListRows.rows(of: content, in: context), in: context)]
  }
}
