/// A cell's state that its configurations follow, as UIKit's `UICellConfigurationState`.
///
/// Behavioural: a cell's `configurationState` reports its selection and highlight; the other
/// states are false, since the model has no editing, swiping, dragging or focus.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
  /// The traits of the cell's environment.
  public var traitCollection: UITraitCollection
  /// Whether the cell is disabled.
  public var isDisabled = false
  /// Whether the cell is highlighted.
  public var isHighlighted = false
  /// Whether the cell is selected.
  public var isSelected = false
  /// Whether the cell has focus.
  public var isFocused = false
  /// Whether the cell is editing.
  public var isEditing = false
  /// Whether the cell is expanded, in an outline.
  public var isExpanded = false
  /// Whether the cell is swiped to show actions.
  public var isSwiped = false
  /// Whether the cell is being reordered.
  public var isReordering = false

  /// Creates a state with traits.
  ///
  /// - Parameter traitCollection: The traits.
  public init(traitCollection: UITraitCollection) {
    self.traitCollection = traitCollection
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.traitCollection === rhs.traitCollection && lhs.flags == rhs.flags
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(traitCollection))
    hasher.combine(flags)
  }

  private var flags: [Bool] {
    [
      isDisabled, isHighlighted, isSelected, isFocused, isEditing, isExpanded, isSwiped,
      isReordering,
    ]
  }
}
