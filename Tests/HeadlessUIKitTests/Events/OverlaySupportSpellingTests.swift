import Foundation
import HeadlessUIKit
import Testing

/// Calls the overlay-support members as apps and overlay libraries write them.
@MainActor
@Suite struct OverlaySupportSpellingTests {
  /// A view that overrides what libraries override.
  final class Banner: UIView {
    override var frame: CGRect {
      didSet { _ = oldValue }
    }
    override var backgroundColor: UIColor? {
      didSet { _ = oldValue }
    }
    override func addSubview(_ view: UIView) {
      super.addSubview(view)
    }
    override func sizeThatFits(_ size: CGSize) -> CGSize {
      CGSize(width: size.width, height: 44)
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      super.touchesBegan(touches, with: event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
      super.touchesMoved(touches, with: event)
    }
  }

  @Test func spellings() async {
    let app = UIApplication()
    app.connectScene()
    let banner = Banner(frame: .zero)
    banner.center = .zero
    banner.center.y += 20
    banner.sizeToFit()
    _ = banner.sizeThatFits(.zero)
    banner.isHidden = false
    banner.alpha = 1
    banner.tag = 3
    app.asShared {
      UIView.animateKeyframes(withDuration: 0.3, delay: 0) {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { banner.alpha = 0 }
      }
      UIView.animateKeyframes(
        withDuration: 0.3, delay: 0, options: [.calculationModeLinear, .allowUserInteraction],
        animations: {}
      ) { _ in }
    }
    let frame: CGRect = app.statusBarFrame
    let hidden: Bool = app.isStatusBarHidden
    let style: UIStatusBarStyle = app.statusBarStyle
    _ = (frame, hidden, style)
    await app.settle()
  }
}
