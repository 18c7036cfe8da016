public import Foundation

/// A type that you use to create custom alignment guides, as SwiftUI's `AlignmentID`.
///
/// Modelled: a ``HorizontalAlignment`` or ``VerticalAlignment`` made from the type with
/// ``HorizontalAlignment/init(_:)`` is a guide of its own, whose value in a view is its
/// explicit value (``View/alignmentGuide(_:computeValue:)``) or else the type's
/// ``defaultValue(in:)`` [DOC: `swiftui/alignmentid`].
public protocol AlignmentID {
  /// Calculates a default value for the corresponding guide in the specified context.
  ///
  /// - Parameter context: The view's dimensions.
  /// - Returns: The guide's offset from the view's origin.
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// The identity of an alignment guide and how its default value is found.
///
/// A built-in guide's fraction of the length, or an ``AlignmentID`` type's
/// ``AlignmentID/defaultValue(in:)``.
/// Two guides are the same when they come from the same type (or the same built-in fraction).
/// Sendable as its parts never change: a fraction, a type's identity and a closure over a
/// metatype or a fraction.
struct AlignmentKey: Hashable, @unchecked Sendable {
  /// The built-in fraction of the length; `nil` for a custom guide.
  let fraction: Double?
  /// The custom guide's type; `nil` for a built-in one.
  private let type: ObjectIdentifier?
  /// The default value in a view.
  private let compute: (ViewDimensions) -> CGFloat

  /// A built-in guide at a fraction of the length.
  init(fraction: Double, compute: @escaping (ViewDimensions) -> CGFloat) {
    self.fraction = fraction
    self.type = nil
    self.compute = compute
  }

  /// A custom guide of an ``AlignmentID`` type.
  init(id: any AlignmentID.Type) {
    fraction = nil
    type = ObjectIdentifier(id)
    compute = { id.defaultValue(in: $0) }
  }

  /// The guide's default value in a view of these dimensions.
  func defaultValue(in dimensions: ViewDimensions) -> Double {
    Double(compute(dimensions))
  }

  static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
    lhs.fraction == rhs.fraction && lhs.type == rhs.type
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(fraction)
    hasher.combine(type)
  }
}
