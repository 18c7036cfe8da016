/// A set of symbolic safe area regions, as SwiftUI's `SafeAreaRegions`.
///
/// `.container` is the safe area the device and the containers' bars define; `.keyboard` is the
/// software keyboard's extent, which the model never shows, so it changes no frame [INF: the
/// model has no software keyboard].
@frozen
public struct SafeAreaRegions: OptionSet, Sendable {
  public let rawValue: UInt

  /// Creates a set from its raw value.
  ///
  /// - Parameter rawValue: The raw value.
  @inlinable
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The safe area defined by the device and the containers around the view, such as top and
  /// bottom bars.
  public static let container = SafeAreaRegions(rawValue: 1 << 0)
  /// The safe area matching the current extent of any software keyboard over the content.
  public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
  /// All safe area regions.
  public static let all = SafeAreaRegions(rawValue: .max)
}
