/// The directions a popover's arrow may point, as UIKit's `UIPopoverArrowDirection`; inert: the
/// model draws no arrow and places a popover by its anchor alone.
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt

  /// Creates a set from raw bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The arrow points up.
  public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
  /// The arrow points down.
  public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
  /// The arrow points left.
  public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
  /// The arrow points right.
  public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
  /// The arrow may point any way.
  public static let any = UIPopoverArrowDirection(rawValue: 0b1111)
  /// The arrow's direction is not known.
  public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}
