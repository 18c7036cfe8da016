import Foundation

/// A geometric angle whose value you access in either radians or degrees, as SwiftUI's
/// `Angle`.
///
/// A value type; what it turns (an arc, a rotation) is drawing, which captures don't show.
@frozen public struct Angle: Comparable, Hashable, Sendable {
  /// The angle's size in radians.
  public var radians: Double

  /// The angle's size in degrees.
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }

  /// Creates an angle of zero.
  @inlinable public init() {
    radians = 0
  }

  /// Creates an angle of a size in radians.
  ///
  /// - Parameter radians: The size in radians.
  @inlinable public init(radians: Double) {
    self.radians = radians
  }

  /// Creates an angle of a size in degrees.
  ///
  /// - Parameter degrees: The size in degrees.
  @inlinable public init(degrees: Double) {
    radians = degrees * .pi / 180
  }

  /// An angle of zero.
  public static let zero = Angle()

  /// Returns an angle of a size in radians.
  ///
  /// - Parameter radians: The size in radians.
  /// - Returns: The angle.
  @inlinable public static func radians(_ radians: Double) -> Angle {
    Angle(radians: radians)
  }

  /// Returns an angle of a size in degrees.
  ///
  /// - Parameter degrees: The size in degrees.
  /// - Returns: The angle.
  @inlinable public static func degrees(_ degrees: Double) -> Angle {
    Angle(degrees: degrees)
  }

  public static func < (lhs: Angle, rhs: Angle) -> Bool {
    lhs.radians < rhs.radians
  }
}
