public import Foundation
import PresentationHierarchy

/// A frame of reference on the screen that converts points and rectangles to and from others,
/// as UIKit's `UICoordinateSpace` [DOC: `uikit/uicoordinatespace`].
///
/// ``UIView`` adopts it, and ``UIScreen/coordinateSpace`` is the screen's. The model converts
/// between two spaces through the screen's: a view knows where it lies on the screen, and a
/// space of the app's own is asked to convert from or to the screen's.
@preconcurrency @MainActor
public protocol UICoordinateSpace: NSObjectProtocol {
  /// The space's bounds rectangle, in its own coordinates.
  var bounds: CGRect { get }

  /// Converts a point from this space to another.
  ///
  /// - Parameters:
  ///   - point: A point in this space.
  ///   - coordinateSpace: The space to convert to.
  /// - Returns: The point in `coordinateSpace`.
  func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
  /// Converts a point from another space to this one.
  ///
  /// - Parameters:
  ///   - point: A point in `coordinateSpace`.
  ///   - coordinateSpace: The space the point is in.
  /// - Returns: The point in this space.
  func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
  /// Converts a rectangle from this space to another.
  ///
  /// - Parameters:
  ///   - rect: A rectangle in this space.
  ///   - coordinateSpace: The space to convert to.
  /// - Returns: The rectangle in `coordinateSpace`.
  func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
  /// Converts a rectangle from another space to this one.
  ///
  /// - Parameters:
  ///   - rect: A rectangle in `coordinateSpace`.
  ///   - coordinateSpace: The space the rectangle is in.
  /// - Returns: The rectangle in this space.
  func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
}

extension UIView: UICoordinateSpace {
  /// Converts a point from the view's coordinates to another coordinate space: to a view as
  /// `convert(_:to:)` with a view does, to the screen's space by where the view lies on
  /// the screen (a window's frame places its coordinates there), to any other space through the
  /// screen's [DOC: `uikit/uicoordinatespace/convert(_:to:)-2ub7a`].
  ///
  /// - Parameters:
  ///   - point: A point in the view's coordinates.
  ///   - coordinateSpace: The space to convert to.
  /// - Returns: The point in `coordinateSpace`.
  public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
    convert(CGRect(origin: point, size: .zero), to: coordinateSpace).origin
  }

  /// Converts a point from another coordinate space to the view's, as
  /// `convert(_:to:)` with a coordinate space does the other way.
  ///
  /// - Parameters:
  ///   - point: A point in `coordinateSpace`.
  ///   - coordinateSpace: The space the point is in.
  /// - Returns: The point in the view's coordinates.
  public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
    convert(CGRect(origin: point, size: .zero), from: coordinateSpace).origin
  }

  /// Converts a rectangle from the view's coordinates to another coordinate space, as
  /// `convert(_:to:)` with a coordinate space converts a point.
  ///
  /// - Parameters:
  ///   - rect: A rectangle in the view's coordinates.
  ///   - coordinateSpace: The space to convert to.
  /// - Returns: The rectangle in `coordinateSpace`.
  public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
    if let view = coordinateSpace as? UIView { return convert(rect, to: view as UIView?) }
    let onScreen = ScreenCoordinateSpace.screenRect(rect, from: self)
    if coordinateSpace is ScreenCoordinateSpace { return onScreen }
    return coordinateSpace.convert(onScreen, from: ScreenCoordinateSpace(screenOf: self))
  }

  /// Converts a rectangle from another coordinate space to the view's, as
  /// `convert(_:to:)` with a coordinate space does the other way.
  ///
  /// - Parameters:
  ///   - rect: A rectangle in `coordinateSpace`.
  ///   - coordinateSpace: The space the rectangle is in.
  /// - Returns: The rectangle in the view's coordinates.
  public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
    if let view = coordinateSpace as? UIView { return convert(rect, from: view as UIView?) }
    let onScreen =
      coordinateSpace is ScreenCoordinateSpace
      ? rect : coordinateSpace.convert(rect, to: ScreenCoordinateSpace(screenOf: self))
    return ScreenCoordinateSpace.localRect(onScreen, in: self)
  }
}

/// The coordinate space of a screen: the model's screen coordinates, in which a window's frame
/// is given, with the screen's bounds.
///
/// The model never rotates, so the screen's current space and its fixed (portrait-up) space are
/// one space [INF: `uikit/uiscreen/fixedcoordinatespace` differs from the current space only
/// under an interface rotation].
final class ScreenCoordinateSpace: NSObject, UICoordinateSpace {
  let bounds: CGRect

  init(bounds: CGRect) {
    self.bounds = bounds
    super.init()
  }

  /// The space of the screen a view is shown on: its window's scene's; with the bounds of
  /// none when the view is in no scene.
  convenience init(screenOf view: UIView) {
    self.init(bounds: view.window?.windowScene?.screen.bounds ?? .zero)
  }

  func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
    convert(CGRect(origin: point, size: .zero), to: coordinateSpace).origin
  }

  func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
    convert(CGRect(origin: point, size: .zero), from: coordinateSpace).origin
  }

  func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
    if let view = coordinateSpace as? UIView { return Self.localRect(rect, in: view) }
    if coordinateSpace is ScreenCoordinateSpace { return rect }
    return coordinateSpace.convert(rect, from: self)
  }

  func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
    if let view = coordinateSpace as? UIView { return Self.screenRect(rect, from: view) }
    if coordinateSpace is ScreenCoordinateSpace { return rect }
    return coordinateSpace.convert(rect, to: self)
  }

  /// A rectangle of a view's coordinates on the screen: offset by where the view's bounds lie,
  /// or through the transforms of a transformed ancestry (the bounding box).
  static func screenRect(_ rect: CGRect, from view: UIView) -> CGRect {
    if view.isTransformed { return TransformGeometry.convert(rect, from: view, to: nil) }
    let origin = view.boundsScreenOrigin
    return rect.offsetBy(dx: CGFloat(origin.x), dy: CGFloat(origin.y))
  }

  /// A rectangle of the screen in a view's coordinates, the inverse of ``screenRect(_:from:)``.
  static func localRect(_ rect: CGRect, in view: UIView) -> CGRect {
    if view.isTransformed { return TransformGeometry.convert(rect, from: nil, to: view) }
    let origin = view.boundsScreenOrigin
    return rect.offsetBy(dx: -CGFloat(origin.x), dy: -CGFloat(origin.y))
  }
}

extension UIScreen {
  /// The screen's current coordinate space: the model's screen coordinates, in which windows'
  /// frames are given, with the screen's ``bounds`` [DOC: `uikit/uiscreen/coordinatespace`,
  /// "the bounds of this coordinate space match the bounds property of the screen itself"].
  public var coordinateSpace: any UICoordinateSpace {
    ScreenCoordinateSpace(bounds: bounds)
  }

  /// The screen's fixed, portrait-up coordinate space: the same space as ``coordinateSpace``,
  /// as the model never rotates the interface [DOC: `uikit/uiscreen/fixedcoordinatespace`;
  /// the sameness INF].
  public var fixedCoordinateSpace: any UICoordinateSpace {
    ScreenCoordinateSpace(bounds: bounds)
  }
}

extension UIWindowScene {
  /// The coordinate space the scene occupies: its screen's ``UIScreen/coordinateSpace``, as a
  /// full-screen scene's is, so its bounds are the screen's [DOC:
  /// `uikit/uiwindowscene/coordinatespace`; the scene filling its screen INF, the model's
  /// scenes are full screen].
  ///
  /// Deprecated as in the iOS 26 SDK.
  // swift-format-ignore
  @available(iOS, deprecated: 26.0, message: "Use effectiveGeometry.coordinateSpace instead.")
  public var coordinateSpace: any UICoordinateSpace {
    screen.coordinateSpace
  }
}
