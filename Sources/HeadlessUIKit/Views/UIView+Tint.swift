extension UIView {
  /// How a view's tint is adjusted, as `UIView.TintAdjustmentMode`.
  public enum TintAdjustmentMode: Int, Hashable, Sendable {
    /// The superview's mode, or `.normal` without one.
    case automatic = 0
    /// The tint color unchanged.
    case normal = 1
    /// A desaturated, dimmed tint color.
    case dimmed = 2
  }
}

/// Resolves tint colors and adjustment modes up the superview chain, as UIKit does.
@MainActor
enum TintResolution {
  /// The system's default tint: `systemBlue` [DOC: `uikit/uiview/tintcolor`, "a system-defined
  /// color"; which color INF].
  static let systemTint = UIColor.systemBlue
  /// The dimmed tint: UIKit desaturates and dims the tint; the model uses one gray [INF].
  static let dimmedTint = UIColor(white: 0.5, alpha: 1)

  static func tintColor(of view: UIView) -> UIColor {
    if adjustmentMode(of: view) == .dimmed { return dimmedTint }
    var current: UIView? = view
    while let candidate = current {
      if let tint = candidate.ownTintColor { return tint }
      current = candidate.superview
    }
    return systemTint
  }

  static func adjustmentMode(of view: UIView) -> UIView.TintAdjustmentMode {
    var current: UIView? = view
    while let candidate = current {
      if candidate.ownTintAdjustmentMode != .automatic { return candidate.ownTintAdjustmentMode }
      current = candidate.superview
    }
    return .normal
  }

  /// Calls `tintColorDidChange()` on a view and on every descendant that inherits its tint.
  static func notifyTintChange(from view: UIView) {
    var stack = [view]
    while let next = stack.popLast() {
      next.tintColorDidChange()
      stack.append(contentsOf: next.subviews.filter { $0.ownTintColor == nil })
    }
  }
}
