/// A named value a view produces for its ancestors, as SwiftUI's `PreferenceKey`.
///
/// Modelled [DOC: `swiftui/preferencekey`: "A view with multiple children automatically combines
/// its values for a given preference into a single value visible to its ancestors"]: values set
/// with `preference(key:value:)` flow up the tree once it is laid out (so a `GeometryReader`'s
/// content can set them), combined with ``reduce(value:nextValue:)`` in view-tree order [DOC:
/// `swiftui/preferencekey/reduce(value:nextvalue:)`: "This method receives its values in
/// view-tree order"], and `onPreferenceChange(_:perform:)` reads them.
public protocol PreferenceKey {
  /// The type of the value.
  associatedtype Value

  /// The value of a view that sets none.
  static var defaultValue: Value { get }

  /// Combines the value accumulated so far with the next one in view-tree order.
  ///
  /// - Parameters:
  ///   - value: The value accumulated so far, to update.
  ///   - nextValue: Returns the next value.
  static func reduce(value: inout Value, nextValue: () -> Value)
}
