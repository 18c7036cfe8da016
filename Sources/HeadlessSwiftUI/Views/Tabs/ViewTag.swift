/// A view's `.tag(_:includeOptional:)`: the value a selection matches, and whether a selection of
/// the value's optional type matches it too (swiftui/view/tag(_:includeoptional:): with
/// `includeOptional`, SwiftUI also offers the tag as an `Optional`, so a `TabView` whose
/// selection is `V?` selects the view).
struct ViewTag {
  let value: AnyHashable
  /// Whether the tag's own type is an `Optional`: then an optional selection matches it as is.
  let isOptional: Bool
  let includeOptional: Bool

  init<V: Hashable>(_ value: V, includeOptional: Bool) {
    self.value = AnyHashable(value)
    self.isOptional = V.self is any OptionalTagValue.Type
    self.includeOptional = includeOptional
  }

  /// Whether a selection of this type may match the tag at all.
  private func offered<Selection>(to type: Selection.Type) -> Bool {
    includeOptional || isOptional || !(type is any OptionalTagValue.Type)
  }

  /// Whether a selection equal to this value selects the tagged view.
  func matches<Selection: Hashable>(_ selection: Selection) -> Bool {
    offered(to: Selection.self) && value == AnyHashable(selection)
  }

  /// The tag as a value of the selection's type, for selecting the tagged view.
  func selection<Selection>(as type: Selection.Type) -> Selection? {
    offered(to: type) ? value.base as? Selection : nil
  }
}

/// `Optional`, told apart from other tag and selection types.
protocol OptionalTagValue {}

extension Optional: OptionalTagValue {}
