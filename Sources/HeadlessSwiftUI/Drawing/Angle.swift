/// A geometric angle, as SwiftUI's `Angle`.
public struct Angle: Hashable, Comparable, Sendable {
  /// The angle in radians.
  public var radians: Double

  /// The angle in degrees.
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }

  /// Creates a zero angle.
  public init() { radians = 0 }

  /// Creates an angle from radians.
  ///
  /// - Parameter radians: The angle in radians.
  public init(radians: Double) { self.radians = radians }

  /// Creates an angle from degrees.
  ///
  /// - Parameter degrees: The angle in degrees.
  public init(degrees: Double) { radians = degrees * .pi / 180 }

  /// A zero angle.
  public static let zero = Angle()

  /// An angle from radians.
  ///
  /// - Parameter radians: The angle in radians.
  /// - Returns: The angle.
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

  /// An angle from degrees.
  ///
  /// - Parameter degrees: The angle in degrees.
  /// - Returns: The angle.
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}
