import UIKit

/// Configures views from functions with no actor, as Swift 5-mode apps written before Swift
/// concurrency do: UIKit's classes are imported `@MainActor` with `@preconcurrency`, so this
/// compiles without errors in Swift 5 mode.
enum BadgeStyling {
  /// Makes the badge a circle of its height, from an unisolated helper.
  static func round(_ badge: UIView) {
    badge.layer.cornerRadius = badge.bounds.height / 2
    badge.clipsToBounds = true
  }

  /// Makes a fresh view for a badge, outside any actor.
  static func makeBadge() -> UIView {
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
    round(badge)
    return badge
  }
}
