import UIKit

/// A window that lets every touch outside its content through to the windows beneath, as overlay
/// libraries write one: a hit on the root controller's own view counts as no hit.
final class PassThroughWindow: UIWindow {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    return hit == rootViewController?.view ? nil : hit
  }
}
