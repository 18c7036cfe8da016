import Foundation
import PresentationHierarchy

/// UIKit's hit testing on the live views: what `UIView.hitTest(_:with:)` and
/// `point(inside:with:)` do unless a subclass overrides them, and the search across windows
/// that calls them (UIKit engine reference §1.1–§1.2).
///
/// It agrees with `Hierarchy.hitTest(_:)` on every capture: a view the capture writes
/// `touches=passthrough`, and SwiftUI content that holds other content, don't take a touch
/// themselves — SwiftUI hit-tests what it draws — but their subviews do.
@MainActor
enum HitTesting {
  /// The default `hitTest(_:with:)` [DOC: `UIView.hitTest(_:with:)`]: hidden, non-interactive
  /// and nearly transparent views (alpha below 0.01) and their subtrees are skipped, then the
  /// point must be inside, then subviews front to back.
  static func hitTest(_ view: UIView, at point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !view.isHidden, view.isUserInteractionEnabled, view.alpha >= 0.01,
      view.point(inside: point, with: event)
    else { return nil }
    for subview in hitTestingOrder(of: view).reversed() {
      if let hit = subview.hitTest(subview.convert(point, from: view), with: event) {
        return hit
      }
    }
    return takesTouchesItself(view) ? view : nil
  }

  /// A view's subviews back to front as hit testing asks them: their `subviews` order, or by
  /// their layers' `zPosition` first when the app's profile says touches follow it
  /// (``FidelityProfile/Behavior/zPositionReordersHitTesting``, off by default [OBS]).
  private static func hitTestingOrder(of view: UIView) -> [UIView] {
    let subviews = view.subviews
    guard
      view.window?.windowScene?.application.profile.behavior.zPositionReordersHitTesting == true,
      subviews.contains(where: { $0.layer.zPosition != 0 })
    else { return subviews }
    return subviews.enumerated()
      .sorted { ($0.element.layer.zPosition, $0.offset) < ($1.element.layer.zPosition, $1.offset) }
      .map(\.element)
  }

  /// The default `point(inside:with:)`: inside the bounds, origin included, far edges
  /// excluded, as `CGRect.contains` and `Rect.contains` both say.
  static func isInside(_ view: UIView, _ point: CGPoint) -> Bool {
    let origin = view.boundsScreenOrigin
    let screenPoint = Point(x: Double(point.x) + origin.x, y: Double(point.y) + origin.y)
    return view.effectiveScreenFrame.contains(screenPoint)
  }

  /// Whether a view receives a touch that none of its subviews takes: not a pass-through
  /// container or UIKit class, and not SwiftUI content that holds other content (UIKit
  /// reference §5.1).
  static func takesTouchesItself(_ view: UIView) -> Bool {
    guard !view.engine.passesTouchesThrough, !ViewClassRoles.passesTouches(view.engine.typeName)
    else {
      return false
    }
    let isContent = view.engine.owningViewController == nil && ViewRoles.role(of: view) == .content
    return !(isContent && !view.subviews.isEmpty) || view.engine.takesTouchesAcrossFrame
  }

  /// The view a touch at a point of the screen reaches: the windows of a scene, front to back,
  /// each asked through its `hitTest(_:with:)` with the point in its coordinates; the first
  /// answer wins, and a window that answers `nil` lets the touch through to the one behind
  /// [OBS: pass-through windows, UIKit engine reference §1.2].
  static func view(at screenPoint: CGPoint, in scene: UIWindowScene, with event: UIEvent?)
    -> UIView?
  {
    for window in scene.windowsBackToFront.reversed() {
      if let hit = window.hitTest(window.convert(screenPoint, from: nil), with: event) {
        return hit
      }
    }
    return nil
  }
}
