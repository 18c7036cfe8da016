import Foundation
import HeadlessUIKit
import Testing

/// Every geometry, drawing, accessibility and trait symbol compiles as apps spell it.
@MainActor
struct GeometrySpellingTests {
  @Test("Transforms, margins, guides and safe areas are spelled as apps spell them")
  func geometrySpelling() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.transform = CGAffineTransform(scaleX: 0.95, y: 0.95)
    view.transform = .init(translationX: 0, y: 10).rotated(by: .pi / 8)
    view.transform = CGAffineTransform(rotationAngle: .pi).translatedBy(x: 1, y: 2)
    view.transform = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
      .concatenating(.identity).scaledBy(x: 1, y: 1).inverted()
    #expect(view.transform.isIdentity)
    _ = CGPoint(x: 1, y: 1).applying(.identity)
    _ = CGSize(width: 1, height: 1).applying(CGAffineTransform(scaleX: 2, y: 2))
    _ = view.bounds.applying(view.transform)
    view.center = CGPoint(x: view.bounds.midX, y: 40)
    view.layoutMargins = .zero
    view.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 8, leading: 16, bottom: 8, trailing: 16)
    view.preservesSuperviewLayoutMargins = true
    view.insetsLayoutMarginsFromSafeArea = false
    _ = view.readableContentGuide.widthAnchor.constraint(lessThanOrEqualToConstant: 600)
    _ = view.layoutMarginsGuide.leadingAnchor
    #expect(view.safeAreaInsets == .zero)
    view.setNeedsDisplay()
    view.setNeedsDisplay(view.bounds)
    view.semanticContentAttribute = .forceLeftToRight
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.autoresizesSubviews = true
    _ = view.sizeThatFits(CGSize(width: 10, height: 10))
    view.sizeToFit()
    let imageView = UIImageView()
    imageView.preferredSymbolConfiguration = .init(pointSize: 12, weight: .regular)
    let controller = UIViewController()
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
    controller.overrideUserInterfaceStyle = .dark
    controller.viewRespectsSystemMinimumLayoutMargins = false
    view.overrideUserInterfaceStyle = .light
    _ = UIUserInterfaceStyle(rawValue: 2)
    let traits = view.traitCollection
    _ = traits.hasDifferentColorAppearance(comparedTo: UITraitCollection.current)
    traits.performAsCurrent { _ = UIColor.label.resolvedColor(with: traits) }
    #expect(traits.layoutDirection == .leftToRight)
    _ = traits.preferredContentSizeCategory.isAccessibilityCategory
    _ = UIContentSizeCategory.accessibilityExtraLarge > .large
    _ = NotificationCenter.default.addObserver(
      forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: .main
    ) { _ in }
  }

  @Test("Accessibility properties, actions and notifications are spelled as apps spell them")
  func accessibilitySpelling() {
    let view = UIView()
    view.isAccessibilityElement = true
    view.accessibilityLabel = "Play"
    view.accessibilityHint = "Plays the episode"
    view.accessibilityValue = "50%"
    view.accessibilityIdentifier = "play"
    view.accessibilityTraits = [.button, .startsMediaSession]
    view.accessibilityTraits.insert(.selected)
    view.accessibilityElements = [UIView()]
    view.accessibilityViewIsModal = true
    view.shouldGroupAccessibilityChildren = true
    view.accessibilityElementsHidden = false
    view.accessibilityCustomActions = [
      UIAccessibilityCustomAction(name: "Delete") { _ in true },
      UIAccessibilityCustomAction(name: "Share", image: UIImage(systemName: "square.and.arrow.up"))
      { _ in false },
    ]
    #expect(!view.accessibilityActivate())
    UIAccessibility.post(notification: .announcement, argument: "Saved")
    UIAccessibility.post(notification: .layoutChanged, argument: view)
    UIAccessibility.post(notification: .screenChanged, argument: nil)
    #expect(!UIAccessibility.isVoiceOverRunning && !UIAccessibility.isReduceMotionEnabled)
    _ = UIAccessibility.voiceOverStatusDidChangeNotification
    let label = UILabel()
    label.adjustsFontForContentSizeCategory = true
    label.font = UIFont(
      descriptor: UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
        .withSymbolicTraits(.traitBold) ?? .preferredFontDescriptor(withTextStyle: .body), size: 0)
    #expect(label.font.pointSize == 17)
    _ = UIFont.preferredFont(forTextStyle: .title2).fontDescriptor.withDesign(.rounded)
    _ = UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .medium)
    _ = UIFont.monospacedSystemFont(ofSize: 12, weight: .regular)
  }

  @Test("Images, symbol configurations and renderers are spelled as apps spell them")
  func imageSpelling() {
    let config = UIImage.SymbolConfiguration(pointSize: 17, weight: .semibold, scale: .medium)
    let image = UIImage(systemName: "heart.fill", withConfiguration: config)?
      .withRenderingMode(.alwaysTemplate)
      .withTintColor(.systemRed, renderingMode: .alwaysOriginal)
      .withConfiguration(UIImage.SymbolConfiguration(textStyle: .headline))
      .applyingSymbolConfiguration(.init(weight: .bold))
    _ = image?.resizableImage(withCapInsets: .zero, resizingMode: .stretch)
    _ = UIImage.SymbolConfiguration(scale: .large).applying(
      UIImage.SymbolConfiguration(pointSize: 20))
    _ = UIImage.SymbolConfiguration(paletteColors: [.white, .systemBlue])
    _ = UIImage.SymbolConfiguration(hierarchicalColor: .systemGreen)
    _ = UIImage.SymbolConfiguration(font: .systemFont(ofSize: 13), scale: .small)
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40))
    let drawn = renderer.image { context in
      UIColor.systemBlue.setFill()
      UIBezierPath(ovalIn: context.format.bounds).fill()
      context.cgContext.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
      image?.draw(in: CGRect(x: 0, y: 0, width: 40, height: 40))
    }
    _ = drawn.jpegData(compressionQuality: 0.8)
    _ = renderer.pngData { _ in }
    _ = UIImage(contentsOfFile: "/nonexistent")
    if let cgImage = drawn.cgImage { _ = UIImage(cgImage: cgImage) }
    _ = UIGraphicsImageRendererFormat.preferred().scale
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), false, 0)
    UIGraphicsGetCurrentContext()?.setFillColor(UIColor.black.cgColor)
    _ = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
  }

  @Test("Paths and layers are spelled as apps spell them")
  func layerSpelling() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
    view.layer.cornerCurve = .continuous
    view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    view.layer.shadowPath = UIBezierPath(roundedRect: view.bounds, cornerRadius: 8).cgPath
    let path = UIBezierPath()
    path.move(to: .zero)
    path.addLine(to: CGPoint(x: 10, y: 0))
    path.addCurve(
      to: CGPoint(x: 20, y: 20), controlPoint1: CGPoint(x: 15, y: 0),
      controlPoint2: CGPoint(x: 20, y: 5))
    path.addQuadCurve(to: CGPoint(x: 0, y: 20), controlPoint: CGPoint(x: 10, y: 30))
    path.addArc(withCenter: .zero, radius: 5, startAngle: 0, endAngle: .pi, clockwise: true)
    path.close()
    path.lineWidth = 2
    path.lineCapStyle = .round
    path.stroke()
    _ = UIBezierPath(
      arcCenter: .zero, radius: 4, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
    _ = UIBezierPath(rect: view.bounds)
    let shape = CAShapeLayer()
    shape.path = path.cgPath
    shape.fillColor = UIColor.clear.cgColor
    shape.strokeColor = UIColor.label.cgColor
    shape.lineWidth = 3
    shape.lineCap = .round
    shape.strokeEnd = 0.5
    shape.frame = view.bounds
    view.layer.addSublayer(shape)
    let gradient = CAGradientLayer()
    gradient.colors = [UIColor.black.cgColor, UIColor.clear.cgColor]
    gradient.locations = [0, 1]
    gradient.startPoint = CGPoint(x: 0, y: 0.5)
    gradient.endPoint = CGPoint(x: 1, y: 0.5)
    gradient.type = .axial
    view.layer.insertSublayer(gradient, at: 0)
    view.layer.mask = CALayer()
    view.layer.contents = nil
    view.layer.contentsGravity = .resizeAspectFill
    view.layer.transform = CATransform3DMakeScale(1.1, 1.1, 1)
    gradient.removeFromSuperlayer()
    let pulse = CABasicAnimation(keyPath: "transform.scale")
    pulse.fromValue = 1
    pulse.toValue = 1.2
    pulse.duration = 0.3
    pulse.autoreverses = true
    pulse.repeatCount = .infinity
    pulse.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    pulse.fillMode = .forwards
    pulse.isRemovedOnCompletion = false
    view.layer.add(pulse, forKey: "pulse")
    view.layer.removeAllAnimations()
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    CATransaction.setAnimationDuration(0)
    CATransaction.commit()
    let text = CATextLayer()
    text.string = "Hi"
    text.fontSize = 12
    text.alignmentMode = .center
    text.contentsScale = 3
    let mutable = CGMutablePath()
    mutable.addRect(view.bounds)
    mutable.addPath(path.cgPath)
    #expect(!mutable.boundingBox.isNull)
    let color = UIColor(hue: 0.5, saturation: 0.3, brightness: 0.9, alpha: 1)
    _ = UIColor(cgColor: color.cgColor).withAlphaComponent(0.5)
  }
}
