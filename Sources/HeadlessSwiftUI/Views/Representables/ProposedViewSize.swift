public import Foundation

/// A proposal for the size of a view, as SwiftUI's `ProposedViewSize`: a dimension of `nil`
/// asks for the view's ideal size along it.
@frozen
public struct ProposedViewSize: Equatable, Sendable {
  /// The proposed horizontal size; `nil` for unspecified.
  public var width: CGFloat?
  /// The proposed vertical size; `nil` for unspecified.
  public var height: CGFloat?

  /// A size proposal that contains zero in both dimensions.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// The proposed size with both dimensions left unspecified.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  /// A size proposal that contains infinity in both dimensions.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  /// Creates a new proposed size using the specified width and height.
  ///
  /// - Parameters:
  ///   - width: The proposed width; `nil` for unspecified.
  ///   - height: The proposed height; `nil` for unspecified.
  @inlinable public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  /// Creates a new proposed size from a specified size.
  ///
  /// - Parameter size: The proposed size.
  @inlinable public init(_ size: CGSize) {
    self.init(width: size.width, height: size.height)
  }

  /// Creates a new proposal that replaces unspecified dimensions in this proposal with the
  /// corresponding dimension of the specified size.
  ///
  /// - Parameter size: The size that gives the unspecified dimensions.
  /// - Returns: The proposal as a size.
  @inlinable public func replacingUnspecifiedDimensions(
    by size: CGSize = CGSize(width: 10, height: 10)
  ) -> CGSize {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }
}
