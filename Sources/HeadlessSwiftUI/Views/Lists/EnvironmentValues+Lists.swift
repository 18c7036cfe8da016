public import Foundation

extension EnvironmentValues {
  /// The default minimum height of rows in a list: 44 points, the model's iPhone's [OBS].
  ///
  /// Modelled: a `List` or `Form` row is at least this high, read where the row is, so an
  /// `environment(\.defaultMinListRowHeight, 60)` on the list raises every row's minimum
  /// [DOC: `swiftui/environmentvalues/defaultminlistrowheight`: "The height of list rows is
  /// bounded below by this default value"].
  public var defaultMinListRowHeight: CGFloat {
    get { self[DefaultMinListRowHeightKey.self] }
    set { self[DefaultMinListRowHeightKey.self] = newValue }
  }

  /// The default minimum height of a header in a list: `nil`, the system's choice [DOC:
  /// `swiftui/environmentvalues/defaultminlistheaderheight`]; inert: a section's header is laid
  /// out as any row.
  public var defaultMinListHeaderHeight: CGFloat? {
    get { self[DefaultMinListHeaderHeightKey.self] }
    set { self[DefaultMinListHeaderHeightKey.self] = newValue }
  }
}

private enum DefaultMinListRowHeightKey: EnvironmentKey {
  static var defaultValue: CGFloat { CGFloat(ListRows.minimumRowHeight) }
}

private enum DefaultMinListHeaderHeightKey: EnvironmentKey {
  static var defaultValue: CGFloat? { nil }
}
