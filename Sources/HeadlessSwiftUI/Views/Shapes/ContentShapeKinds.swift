/// The uses a view's content shape is for, as SwiftUI's `ContentShapeKinds`.
///
/// ``interaction`` is modelled: it decides which touches the view takes. The others shape
/// previews and effects the model doesn't draw, and are inert.
public struct ContentShapeKinds: OptionSet, Sendable {
  /// The kinds' bits.
  public var rawValue: Int

  /// Creates a set of kinds from their bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// The shape that takes touches (and that accessibility uses); modelled.
  public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
  /// The shape of a drag preview; inert.
  public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
  /// The shape of a context menu's preview; inert.
  public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
  /// The shape of a hover effect; inert.
  public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
  /// The shape of the focus effect; inert.
  public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
  /// The shape accessibility visuals and sorting use; inert.
  public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}
