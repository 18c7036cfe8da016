import Foundation
import PresentationHierarchy

// How a view's `transform` moves it, as UIKit's geometry does [DOC: `uikit/uiview/transform`:
// "Specifies the transform applied to the view, relative to the center of its bounds";
// transformations occur about the anchor point, the center by default].
//
// The model keeps each view's untransformed frame (its `center` and `bounds.size`) and applies
// the transforms of the view and its ancestors when it converts coordinates, so touches reach
// a transformed view's subviews through the inverse transform. `frame` of a transformed view
// is the bounding box of its transformed bounds: UIKit's page warns that the frame is
// "undefined" then [DOC: `uikit/uiview/frame`], but UIKit returns exactly this box — it is
// `CGRectApplyAffineTransform` of the bounds about the center, and apps that read
// `frame` after scaling a view (popover sources, snapshot frames) rely on it [INF: the
// layer's `frame` is documented as a function of `bounds`, `anchorPoint`, `transform` and
// `position`, `quartzcore/calayer/frame`]. Captures show each view's frame as the bounding box
// of its bounds on the screen, so a rotated view's capture and `Hierarchy.hitTest` use that
// box while live touches follow the rotation (a known gap for rotations; scales and
// translations agree).

extension UIView {
  /// Whether the view or one of its ancestors has a transform other than the identity.
  var isTransformed: Bool {
    var current: UIView? = self
    while let view = current {
      if !view.transform.isIdentity { return true }
      current = view.superview
    }
    return false
  }

  /// The screen rectangle captures show for a view whose ancestry is transformed: the bounding
  /// box of its bounds on the screen; `nil` when nothing in its ancestry is transformed.
  var transformedScreenFrame: Rect? {
    guard isTransformed else { return nil }
    return Rect(TransformGeometry.convert(bounds, from: self, to: nil))
  }

  /// The frame captures show: the view's own screen frame (`nil`: its parent's area), or for
  /// a view in a transformed ancestry the bounding box of its bounds on the screen.
  var capturedScreenFrame: Rect? {
    transformedScreenFrame ?? screenFrame
  }
}

/// The geometry of transformed views.
@MainActor
enum TransformGeometry {
  /// The bounding box of a frame's size transformed about its center.
  static func boundingBox(of frame: CGRect, transform: CGAffineTransform) -> CGRect {
    let local = CGRect(
      x: -frame.width / 2, y: -frame.height / 2, width: frame.width, height: frame.height)
    return local.applying(transform).offsetBy(dx: frame.midX, dy: frame.midY)
  }

  /// The untransformed frame whose bounding box under a transform is `frame`: the same
  /// center, and the size solving `W = |a|w + |c|h`, `H = |b|w + |d|h`; the current size when
  /// that system has no positive solution (a singular transform) [INF: the inverse of
  /// ``boundingBox(of:transform:)``].
  static func untransformedFrame(
    for frame: CGRect, transform t: CGAffineTransform, keeping size: CGSize
  ) -> CGRect {
    let (a, b, c, d) = (abs(t.a), abs(t.b), abs(t.c), abs(t.d))
    let determinant = a * d - b * c
    var width = size.width
    var height = size.height
    if determinant != 0 {
      let w = (frame.width * d - frame.height * c) / determinant
      let h = (frame.height * a - frame.width * b) / determinant
      if w >= 0, h >= 0 {
        width = w
        height = h
      }
    }
    return CGRect(
      x: frame.midX - width / 2, y: frame.midY - height / 2, width: width, height: height)
  }

  /// A point of a view's coordinates in its superview's: about the view's center, through its
  /// transform.
  static func pointInSuperview(_ point: CGPoint, of view: UIView) -> CGPoint {
    let bounds = view.bounds
    let center = view.center
    let offset = CGPoint(x: point.x - bounds.midX, y: point.y - bounds.midY)
      .applying(view.transform)
    return CGPoint(x: center.x + offset.x, y: center.y + offset.y)
  }

  /// A point of a view's superview's coordinates in the view's, through the inverse transform.
  static func pointFromSuperview(_ point: CGPoint, of view: UIView) -> CGPoint {
    let bounds = view.bounds
    let center = view.center
    let offset = CGPoint(x: point.x - center.x, y: point.y - center.y)
      .applying(view.transform.inverted())
    return CGPoint(x: bounds.midX + offset.x, y: bounds.midY + offset.y)
  }

  /// A point of a view's coordinates on the screen (`nil` view: already the screen's).
  static func screenPoint(_ point: CGPoint, from view: UIView?) -> CGPoint {
    guard var current = view else { return point }
    var point = point
    while let parent = current.superview {
      point = pointInSuperview(point, of: current)
      current = parent
    }
    let origin = current.boundsScreenOrigin
    return CGPoint(x: point.x + origin.x, y: point.y + origin.y)
  }

  /// A point of the screen in a view's coordinates (`nil` view: the screen's).
  static func localPoint(_ point: CGPoint, in view: UIView?) -> CGPoint {
    guard let view else { return point }
    var chain = [view]
    while let parent = chain[chain.count - 1].superview { chain.append(parent) }
    let root = chain.removeLast()
    let origin = root.boundsScreenOrigin
    var point = CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    for current in chain.reversed() { point = pointFromSuperview(point, of: current) }
    return point
  }

  /// A rectangle of one view's coordinates in another's: the bounding box of its corners.
  static func convert(_ rect: CGRect, from source: UIView?, to target: UIView?) -> CGRect {
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
    ].map { localPoint(screenPoint($0, from: source), in: target) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let minX = xs.min() ?? 0
    let minY = ys.min() ?? 0
    return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
  }
}
