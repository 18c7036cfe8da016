public import Foundation
import PresentationHierarchy

extension UIWindow {
  /// A window level, as UIKit's `UIWindow.Level`: windows of a higher level are in front of
  /// every window of a lower one, whatever their order [DOC: `UIWindow.Level`].
  ///
  /// The named levels' values are normal 0, status bar 1000 and alert 2000 [OBS: printed
  /// `UIWindowLevelNormal`, `UIWindowLevelStatusBar`, `UIWindowLevelAlert`; UIKit engine
  /// reference §3.2]. Captures write the level into the snapshot as its raw value.
  public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
    /// The level's numeric value.
    public var rawValue: CGFloat

    /// Creates a level from its numeric value.
    ///
    /// - Parameter rawValue: The value.
    public init(rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    /// Creates a level from its numeric value.
    ///
    /// - Parameter rawValue: The value.
    public init(_ rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    /// The level of an app's ordinary windows.
    public static let normal = Level(rawValue: 0)
    /// The level of the status bar.
    public static let statusBar = Level(rawValue: 1000)
    /// The level of alerts.
    public static let alert = Level(rawValue: 2000)

    public static func < (lhs: Level, rhs: Level) -> Bool {
      lhs.rawValue < rhs.rawValue
    }

    /// A level above another by an amount, as apps write `.alert + 1` [OBS: public code
    /// compiles it against UIKit; UIKit engine reference §3.2].
    ///
    /// - Parameters:
    ///   - lhs: The level.
    ///   - rhs: The amount.
    /// - Returns: The level `rhs` above `lhs`.
    public static func + (lhs: Level, rhs: CGFloat) -> Level {
      Level(rawValue: lhs.rawValue + rhs)
    }

    /// A level below another by an amount, as apps write `.normal - 1`.
    ///
    /// - Parameters:
    ///   - lhs: The level.
    ///   - rhs: The amount.
    /// - Returns: The level `rhs` below `lhs`.
    public static func - (lhs: Level, rhs: CGFloat) -> Level {
      Level(rawValue: lhs.rawValue - rhs)
    }

    /// The level as a snapshot writes it.
    var snapshotLevel: WindowLevel {
      WindowLevel(rawValue: Double(rawValue))
    }
  }
}
