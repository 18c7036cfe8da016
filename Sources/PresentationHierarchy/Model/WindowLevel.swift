/// The stacking level of a window, as UIKit's `UIWindow.Level`.
///
/// Levels take precedence over the order in which windows were shown: even the bottom window of
/// a level is in front of the top window of the level below (UIKit reference §4.1).
public struct WindowLevel: RawRepresentable, Hashable, Sendable, Comparable {
  /// The level's numeric value; `normal` is 0.
  public var rawValue: Double

  /// Creates a level from its numeric value.
  ///
  /// - Parameter rawValue: The value, as `UIWindow.Level.rawValue`.
  public init(rawValue: Double) {
    self.rawValue = rawValue
  }

  /// The level of an app's ordinary windows, 0.
  public static let normal = WindowLevel(rawValue: 0)
  /// The level of the status bar, 1000.
  public static let statusBar = WindowLevel(rawValue: 1000)
  /// The level of system alerts, 2000.
  public static let alert = WindowLevel(rawValue: 2000)

  /// The names a snapshot file uses for the levels UIKit names, in the order they are tried.
  static let named: [(name: String, level: WindowLevel)] = [
    ("normal", .normal), ("statusBar", .statusBar), ("alert", .alert),
  ]

  public static func < (lhs: WindowLevel, rhs: WindowLevel) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
