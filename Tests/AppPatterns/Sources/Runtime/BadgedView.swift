import CoreGraphics
import ObjectiveC
import QuartzCore
import UIKit

/// Keys for the badge's associated objects: static variables whose addresses are the keys, as
/// Toast-Swift's `ToastKeys` (bytes rather than strings, which the compiler warns about on iOS
/// too: `&` of a `String` exposes its representation).
private struct BadgeKeys {
  static var badge: UInt8 = 0
  static var tapCount: UInt8 = 0
}

/// A badge any view can carry: stored in an associated object by an extension, as Toast-Swift
/// and SnapKit keep their state on views they don't own, and drawn by a pulsing layer that can
/// be paused and resumed the way MarqueeLabel pauses its scrolling.
extension UIView {
  /// The view's badge layer, made on first use.
  var badgeLayer: CALayer {
    if let layer = objc_getAssociatedObject(self, &BadgeKeys.badge) as? CALayer {
      return layer
    }
    let layer = CALayer()
    layer.frame = CGRect(x: bounds.maxX - 12, y: -4, width: 16, height: 16)
    layer.cornerRadius = 8
    layer.backgroundColor = UIColor.systemRed.cgColor
    self.layer.addSublayer(layer)
    let pulse = CABasicAnimation(keyPath: "transform.scale")
    pulse.fromValue = 1
    pulse.toValue = 1.2
    pulse.duration = 0.6
    pulse.autoreverses = true
    pulse.repeatCount = .infinity
    pulse.fillMode = .forwards
    layer.add(pulse, forKey: "pulse")
    objc_setAssociatedObject(self, &BadgeKeys.badge, layer, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    return layer
  }

  /// How many times the badge was tapped, kept as an `NSNumber` as Toast-Swift keeps its
  /// durations.
  var badgeTapCount: Int {
    get { (objc_getAssociatedObject(self, &BadgeKeys.tapCount) as? NSNumber)?.intValue ?? 0 }
    set {
      objc_setAssociatedObject(
        self, &BadgeKeys.tapCount, NSNumber(value: newValue), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
  }

  /// Removes the badge and its state.
  func removeBadge() {
    (objc_getAssociatedObject(self, &BadgeKeys.badge) as? CALayer)?.removeFromSuperlayer()
    objc_setAssociatedObject(self, &BadgeKeys.badge, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    objc_setAssociatedObject(self, &BadgeKeys.tapCount, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
  }

  /// Freezes the badge's pulse where it is, as MarqueeLabel pauses its labels.
  func pauseBadge() {
    let layer = badgeLayer
    let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
    layer.speed = 0
    layer.timeOffset = pausedTime
  }

  /// Resumes the badge's pulse from where it was paused.
  func resumeBadge() {
    let layer = badgeLayer
    let pausedTime = layer.timeOffset
    layer.speed = 1
    layer.timeOffset = 0
    layer.beginTime = 0
    layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
  }

  /// The badge's frame in the view's coordinates, through Core Animation's conversion.
  var badgeFrame: CGRect {
    layer.convert(badgeLayer.bounds, from: badgeLayer)
  }
}
