public import Foundation
import HeadlessUIKit

/// A rectangle aligned in the frame of the view that holds it, as SwiftUI's `Rectangle`.
///
/// A leaf captured as `Rectangle`, `opaque` when filled with an opaque style (see ``Shape``).
nonisolated public struct Rectangle: InsettableShape, ShapeCapture {
  /// Creates a rectangle.
  @inlinable public init() {}

  var coversFrame: Bool { true }
  var captureName: String { "Rectangle" }

  public func path(in rect: CGRect) -> Path { Path(rect) }

  public func inset(by amount: CGFloat) -> some InsettableShape { OutlinedShape(base: self) }
}

/// A rectangle with rounded corners, as SwiftUI's `RoundedRectangle`.
///
/// A leaf captured as `RoundedRectangle`, `opaque` when filled with an opaque style: the
/// corners' cut-outs are ignored [INF] (see ``Shape``).
nonisolated public struct RoundedRectangle: InsettableShape, ShapeCapture {
  /// The corners' size.
  public var cornerSize: CGSize
  /// How the corners are drawn; inert.
  public var style: RoundedCornerStyle

  /// Creates a rounded rectangle with corners of a size.
  ///
  /// - Parameters:
  ///   - cornerSize: The corners' size.
  ///   - style: How the corners are drawn; inert.
  @inlinable public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }

  /// Creates a rounded rectangle with corners of a radius.
  ///
  /// - Parameters:
  ///   - cornerRadius: The corners' radius.
  ///   - style: How the corners are drawn; inert.
  @inlinable public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  var coversFrame: Bool { true }
  var captureName: String { "RoundedRectangle" }

  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerSize: cornerSize, style: style)
  }

  public func inset(by amount: CGFloat) -> some InsettableShape { OutlinedShape(base: self) }
}

/// A rectangle whose corners have radii of their own, as SwiftUI's `UnevenRoundedRectangle`.
///
/// A leaf captured as `UnevenRoundedRectangle`, `opaque` when filled with an opaque style
/// (see ``RoundedRectangle``).
nonisolated public struct UnevenRoundedRectangle: InsettableShape, ShapeCapture {
  /// The corners' radii.
  public var cornerRadii: RectangleCornerRadii
  /// How the corners are drawn; inert.
  public var style: RoundedCornerStyle

  /// Creates a rectangle with corners of radii of their own.
  ///
  /// - Parameters:
  ///   - cornerRadii: The corners' radii.
  ///   - style: How the corners are drawn; inert.
  @inlinable public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous)
  {
    self.cornerRadii = cornerRadii
    self.style = style
  }

  /// Creates a rectangle with corners of radii of their own.
  ///
  /// - Parameters:
  ///   - topLeadingRadius: The top leading corner's radius.
  ///   - bottomLeadingRadius: The bottom leading corner's radius.
  ///   - bottomTrailingRadius: The bottom trailing corner's radius.
  ///   - topTrailingRadius: The top trailing corner's radius.
  ///   - style: How the corners are drawn; inert.
  @inlinable public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) {
    self.init(
      cornerRadii: RectangleCornerRadii(
        topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
        bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
      style: style)
  }

  var coversFrame: Bool { true }
  var captureName: String { "UnevenRoundedRectangle" }

  public func path(in rect: CGRect) -> Path { Path(rect) }

  public func inset(by amount: CGFloat) -> some InsettableShape { OutlinedShape(base: self) }
}

/// The radii of a rectangle's four corners, as SwiftUI's `RectangleCornerRadii`; inert.
@frozen public struct RectangleCornerRadii: Equatable, Sendable {
  /// The top leading corner's radius.
  public var topLeading: CGFloat
  /// The bottom leading corner's radius.
  public var bottomLeading: CGFloat
  /// The bottom trailing corner's radius.
  public var bottomTrailing: CGFloat
  /// The top trailing corner's radius.
  public var topTrailing: CGFloat

  /// Creates corner radii.
  ///
  /// - Parameters:
  ///   - topLeading: The top leading corner's radius.
  ///   - bottomLeading: The bottom leading corner's radius.
  ///   - bottomTrailing: The bottom trailing corner's radius.
  ///   - topTrailing: The top trailing corner's radius.
  @inlinable public init(
    topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0,
    topTrailing: CGFloat = 0
  ) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }
}

/// A circle centred in the frame of the view that holds it, as SwiftUI's `Circle`.
///
/// A leaf captured as `Circle`, never `opaque`: it leaves its frame's corners uncovered.
nonisolated public struct Circle: InsettableShape {
  /// Creates a circle.
  @inlinable public init() {}

  public func path(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height)
    return Path(
      ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
    )
  }

  public func inset(by amount: CGFloat) -> some InsettableShape { OutlinedShape(base: self) }
}

/// An ellipse aligned in the frame of the view that holds it, as SwiftUI's `Ellipse`.
///
/// A leaf captured as `Ellipse`, never `opaque`.
nonisolated public struct Ellipse: InsettableShape {
  /// Creates an ellipse.
  @inlinable public init() {}

  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }

  public func inset(by amount: CGFloat) -> some InsettableShape { OutlinedShape(base: self) }
}

/// A capsule aligned in the frame of the view that holds it, as SwiftUI's `Capsule`.
///
/// A leaf captured as `Capsule`, never `opaque`.
nonisolated public struct Capsule: InsettableShape {
  /// How the corners are drawn; inert.
  public var style: RoundedCornerStyle

  /// Creates a capsule.
  ///
  /// - Parameter style: How the corners are drawn; inert.
  @inlinable public init(style: RoundedCornerStyle = .continuous) {
    self.style = style
  }

  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
  }

  public func inset(by amount: CGFloat) -> some InsettableShape { OutlinedShape(base: self) }
}
