import HeadlessUIKit
import Testing

/// UIKit's inert surface compiles as apps write it and keeps what it is given.
@MainActor
struct InertSurfaceSpellingTests {
  @Test("Colors, fonts and layers are spelled as apps spell them")
  func spelling() {
    let label = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    label.backgroundColor = .secondarySystemBackground
    label.tintColor = .systemBlue
    label.contentMode = .scaleAspectFit
    label.layer.cornerRadius = 12
    label.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    label.layer.borderWidth = 1
    label.layer.borderColor = UIColor.separator.cgColor
    label.layer.shadowColor = UIColor.black.cgColor
    label.layer.shadowOpacity = 0.2
    label.layer.shadowRadius = 4
    label.layer.shadowOffset = CGSize(width: 0, height: 2)
    label.layer.opacity = 0.9
    #expect(label.layer.cornerRadius == 12)
    #expect(label.contentMode == .scaleAspectFit)

    let fonts: [UIFont] = [
      .systemFont(ofSize: 14, weight: .bold), .systemFont(ofSize: 14), .boldSystemFont(ofSize: 17),
      .preferredFont(forTextStyle: .headline),
      UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 15)),
      UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: "Avenir", size: 12)!),
    ]
    #expect(fonts.map(\.pointSize) == [14, 14, 17, 17, 15, 12])
    #expect(UIFont.systemFont(ofSize: 10).withSize(20).pointSize == 20)
    #expect(UIFontMetrics.default.scaledValue(for: 44) == 44)

    let colors: [UIColor] = [
      .label, .secondaryLabel, .tertiaryLabel, .systemRed, .systemGreen, .systemOrange,
      .systemYellow, .systemPink, .systemPurple, .systemGray, .systemGroupedBackground,
      .darkGray, .lightGray, .orange, .yellow, UIColor(named: "Brand")!,
      UIColor(white: 0, alpha: 0.5).withAlphaComponent(1),
    ]
    #expect(colors.allSatisfy { $0.cgColor.alpha > 0 })
  }

  @Test("A dynamic color resolves for the light appearance, and for dark when asked")
  func dynamicColor() {
    let color = UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white }
    #expect(color.cgColor.components == UIColor.white.cgColor.components)
    let dark = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
    #expect(dark == .black)
    // The captured opacity reads the light appearance (UIColor's documentation here).
    #expect(
      UIColor.label.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .white)
  }

  @Test("tintColor inherits from the superview chain; dimming and tintColorDidChange follow")
  func tintInheritance() {
    let parent = UIView(frame: .zero)
    let child = TintRecorder(frame: .zero)
    parent.addSubview(child)
    // DOC uikit/uiview/tintcolor: "The first nondefault tint color value in the view's
    // hierarchy, ascending from and starting with the view itself"; else a system color.
    #expect(child.tintColor == .systemBlue)
    parent.tintColor = .systemRed
    #expect(child.tintColor == .systemRed)
    // DOC uikit/uiview/tintcolordidchange(): called on "a subview that inherits a changed
    // interaction tint color".
    #expect(child.changes == 1)
    child.tintColor = .systemGreen
    parent.tintColor = .systemPink
    #expect(child.tintColor == .systemGreen)
    #expect(child.changes == 2)
    // DOC uikit/uiview/tintadjustmentmode-swift.property: the first non-default mode, else
    // `.normal`; dimmed dims the tint.
    #expect(child.tintAdjustmentMode == .normal)
    parent.tintAdjustmentMode = .dimmed
    #expect(child.tintAdjustmentMode == .dimmed)
    #expect(child.tintColor != .systemGreen)
  }

  @Test("Animations apply at once; completions run with true on the app's next settle")
  func animationCompletesOnSettle() async {
    let app = UIApplication(profile: .iPhone)
    let view = UIView(frame: .zero)
    var finished: [Bool] = []
    var positions: [UIViewAnimatingPosition] = []
    app.asShared {
      UIView.animate(withDuration: 0.3) { view.alpha = 0 }
      UIView.animate(withDuration: 0.3, animations: { view.alpha = 0.5 }) { finished.append($0) }
      UIView.animate(
        withDuration: 0.3, delay: 0.1, options: [.curveEaseInOut, .allowUserInteraction],
        animations: { view.isHidden = true }, completion: { finished.append($0) })
      UIView.animate(
        withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.8,
        options: .curveEaseOut, animations: { view.tag = 1 }, completion: nil)
      UIView.transition(
        with: view, duration: 0.2, options: .transitionCrossDissolve, animations: { view.tag = 2 }
      ) { finished.append($0) }
      UIView.performWithoutAnimation { view.tag = 3 }
      let animator = UIViewPropertyAnimator(duration: 0.2, curve: .easeIn) { view.alpha = 1 }
      animator.addCompletion { positions.append($0) }
      animator.startAnimation()
      _ = UIViewPropertyAnimator.runningPropertyAnimator(
        withDuration: 0.2, delay: 0, options: [], animations: { view.tag = 4 }
      ) { positions.append($0) }
    }
    // DOC uikit/uiview/animate(withduration:animations:): with no duration "the changes are
    // made without animating them" — the model's animations all are.
    #expect(view.alpha == 1 && view.isHidden && view.tag == 4)
    #expect(finished.isEmpty && positions.isEmpty)
    await app.settle()
    #expect(finished == [true, true, true])
    #expect(positions == [.end, .end])
  }

  @Test("Status bar preferences are overridable and inert")
  func statusBar() {
    let controller = LightStatusBar()
    controller.setNeedsStatusBarAppearanceUpdate()
    #expect(controller.preferredStatusBarStyle == .lightContent)
    #expect(!controller.prefersStatusBarHidden)
  }
}

// MARK: - Fixtures

private final class TintRecorder: UIView {
  var changes = 0
  override func tintColorDidChange() { changes += 1 }
}

private final class LightStatusBar: UIViewController {
  override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}
