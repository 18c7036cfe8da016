public import Foundation

/// The standard spacing between two siblings, which system-spacing constraints multiply: 8
/// points [INF: the layout margins' default, DOC `d.a.c/uiview/layoutmargins`; UIKit's value
/// varies with Dynamic Type, which the model doesn't model].
let systemSpacingPoints: CGFloat = 8

/// A horizontal anchor: leading, trailing, left, right or center X, as `NSLayoutXAxisAnchor`
/// [DOC: `d.a.c/nslayoutxaxisanchor`].
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  /// Returns a constraint that places this anchor a multiple of the system spacing after
  /// another.
  ///
  /// - Parameters:
  ///   - anchor: The anchor this one trails.
  ///   - multiplier: The multiple of the system spacing.
  /// - Returns: An inactive constraint.
  public func constraint(
    equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    spacing(.equal, after: anchor, multiplier: multiplier)
  }

  /// Returns a constraint that keeps this anchor at least a multiple of the system spacing
  /// after another.
  ///
  /// - Parameters:
  ///   - anchor: The anchor this one trails.
  ///   - multiplier: The multiple of the system spacing.
  /// - Returns: An inactive constraint.
  public func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    spacing(.greaterThanOrEqual, after: anchor, multiplier: multiplier)
  }

  /// Returns a constraint that keeps this anchor at most a multiple of the system spacing
  /// after another.
  ///
  /// - Parameters:
  ///   - anchor: The anchor this one trails.
  ///   - multiplier: The multiple of the system spacing.
  /// - Returns: An inactive constraint.
  public func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    spacing(.lessThanOrEqual, after: anchor, multiplier: multiplier)
  }

  private func spacing(
    _ relation: NSLayoutConstraint.Relation, after anchor: NSLayoutXAxisAnchor,
    multiplier: CGFloat
  ) -> NSLayoutConstraint {
    let constraint = makeConstraint(
      relation, to: anchor, constant: systemSpacingPoints * multiplier)
    constraint.systemSpacing = systemSpacingPoints * multiplier
    return constraint
  }
}

/// A vertical anchor: top, bottom, center Y or a baseline, as `NSLayoutYAxisAnchor`
/// [DOC: `d.a.c/nslayoutyaxisanchor`].
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  /// Returns a constraint that places this anchor a multiple of the system spacing below
  /// another.
  ///
  /// - Parameters:
  ///   - anchor: The anchor this one is below.
  ///   - multiplier: The multiple of the system spacing.
  /// - Returns: An inactive constraint.
  public func constraint(
    equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    spacing(.equal, below: anchor, multiplier: multiplier)
  }

  /// Returns a constraint that keeps this anchor at least a multiple of the system spacing
  /// below another.
  ///
  /// - Parameters:
  ///   - anchor: The anchor this one is below.
  ///   - multiplier: The multiple of the system spacing.
  /// - Returns: An inactive constraint.
  public func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    spacing(.greaterThanOrEqual, below: anchor, multiplier: multiplier)
  }

  /// Returns a constraint that keeps this anchor at most a multiple of the system spacing
  /// below another.
  ///
  /// - Parameters:
  ///   - anchor: The anchor this one is below.
  ///   - multiplier: The multiple of the system spacing.
  /// - Returns: An inactive constraint.
  public func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    spacing(.lessThanOrEqual, below: anchor, multiplier: multiplier)
  }

  private func spacing(
    _ relation: NSLayoutConstraint.Relation, below anchor: NSLayoutYAxisAnchor,
    multiplier: CGFloat
  ) -> NSLayoutConstraint {
    let constraint = makeConstraint(
      relation, to: anchor, constant: systemSpacingPoints * multiplier)
    constraint.systemSpacing = systemSpacingPoints * multiplier
    return constraint
  }
}
