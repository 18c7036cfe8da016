import Foundation
import HeadlessUIKit
import Testing

/// Calls the text, image and odds-and-ends members as apps and overlay libraries write them.
@MainActor
@Suite struct TextAndImagesSpellingTests {
  /// A label that overrides what MarqueeLabel and inset labels override.
  final class InsetLabel: UILabel {
    override var shadowColor: UIColor? {
      didSet { _ = oldValue }
    }
    override var shadowOffset: CGSize {
      didSet { _ = oldValue }
    }
    override var highlightedTextColor: UIColor? {
      didSet { _ = oldValue }
    }
    override var isHighlighted: Bool {
      didSet { _ = oldValue }
    }
    override var baselineAdjustment: UIBaselineAdjustment {
      didSet { _ = oldValue }
    }
    override var minimumContentSizeCategory: UIContentSizeCategory? {
      didSet { _ = oldValue }
    }
    override var maximumContentSizeCategory: UIContentSizeCategory? {
      didSet { _ = oldValue }
    }
    override var appliedContentSizeCategoryLimitsDescription: String {
      super.appliedContentSizeCategoryLimitsDescription
    }
    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int)
      -> CGRect
    {
      super.textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines)
    }
    override func drawText(in rect: CGRect) {
      super.drawText(in: rect.inset(by: UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2)))
    }
  }

  @Test func attributedStringsAndMeasuring() {
    let style = NSMutableParagraphStyle()
    style.alignment = .center
    style.lineBreakMode = .byTruncatingTail
    style.lineSpacing = 2
    style.paragraphSpacing = 4
    style.paragraphSpacingBefore = 1
    style.lineHeightMultiple = 1.2
    style.minimumLineHeight = 10
    style.maximumLineHeight = 30
    style.firstLineHeadIndent = 3
    style.headIndent = 3
    style.tailIndent = -3
    style.hyphenationFactor = 0.5
    style.allowsDefaultTighteningForTruncation = true
    style.lineBreakStrategy = [.pushOut, .hangulWordPriority]
    let copied = NSParagraphStyle.default.mutableCopy() as? NSMutableParagraphStyle
    copied?.setParagraphStyle(style)
    _ = style.copy() as? NSParagraphStyle
    let shadow = NSShadow()
    shadow.shadowOffset = CGSize(width: 1, height: 1)
    shadow.shadowBlurRadius = 2
    shadow.shadowColor = UIColor.black
    let attachment = NSTextAttachment(image: UIImage())
    attachment.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    let font = UIFont.systemFont(ofSize: 15)
    let attributes: [NSAttributedString.Key: Any] = [
      .font: font, .foregroundColor: UIColor.red, .backgroundColor: UIColor.clear,
      .paragraphStyle: style, .kern: 1.0, .tracking: 0.5,
      .underlineStyle: NSUnderlineStyle.single.rawValue,
      .strikethroughStyle: NSUnderlineStyle([.double, .patternDash]).rawValue,
      .baselineOffset: 2, .shadow: shadow, .link: "https://example.com",
      .attachment: attachment, .ligature: 1, .strokeColor: UIColor.blue, .strokeWidth: -2,
      .underlineColor: UIColor.red, .strikethroughColor: UIColor.red, .obliqueness: 0.1,
      .expansion: 0.1, .textEffect: "letterpress", .writingDirection: [0],
      .verticalGlyphForm: 0,
    ]
    let text = "Hello world"
    let string = NSMutableAttributedString(string: text, attributes: attributes)
    string.append(NSAttributedString(attachment: attachment))
    let context = NSStringDrawingContext()
    context.minimumScaleFactor = 0.5
    let width: CGFloat = 100
    let constraint = CGSize(width: width, height: .greatestFiniteMagnitude)
    _ = (text as NSString).size(withAttributes: attributes)
    _ = (text as NSString).boundingRect(
      with: constraint, options: [.usesLineFragmentOrigin, .usesFontLeading],
      attributes: [.font: font], context: nil)
    _ = NSString(string: text).boundingRect(
      with: constraint, options: NSStringDrawingOptions.usesLineFragmentOrigin,
      attributes: [NSAttributedString.Key.font: font], context: context)
    _ = text.boundingRect(
      with: constraint, options: [.usesLineFragmentOrigin, .usesDeviceMetrics],
      attributes: [NSAttributedString.Key.font: font], context: nil)
    _ = text.size(withAttributes: [.font: font])
    _ = text.dropFirst().size(withAttributes: [.font: font])
    _ = string.size()
    _ = string.boundingRect(
      with: constraint, options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
      context: context)
    let options: NSString.DrawingOptions = .usesLineFragmentOrigin
    (text as NSString).draw(at: .zero, withAttributes: attributes)
    (text as NSString).draw(in: .zero, withAttributes: attributes)
    (text as NSString).draw(with: .zero, options: options, attributes: attributes, context: nil)
    text.draw(at: .zero, withAttributes: attributes)
    text.draw(in: .zero, withAttributes: attributes)
    string.draw(at: .zero)
    string.draw(in: .zero)
    string.draw(with: .zero, options: .usesLineFragmentOrigin, context: nil)
    #expect(context.actualScaleFactor == 1)
  }

  @Test func labelsImagesAndOddsAndEnds() {
    let label = InsetLabel()
    label.shadowColor = .black
    label.shadowOffset = CGSize(width: 0, height: 1)
    label.highlightedTextColor = .white
    label.isHighlighted = true
    label.baselineAdjustment = .alignCenters
    label.baselineAdjustment = .none
    label.allowsDefaultTighteningForTruncation = true
    label.preferredMaxLayoutWidth = 200
    label.showsExpansionTextWhenTruncated = true
    label.enablesMarqueeWhenAncestorFocused = true
    label.lineBreakStrategy = .standard
    label.minimumContentSizeCategory = .medium
    label.maximumContentSizeCategory = .accessibilityExtraLarge
    _ = label.appliedContentSizeCategoryLimitsDescription
    _ = label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 0)
    label.drawText(in: label.bounds)

    let frames = [UIImage(), UIImage()]
    let imageView = UIImageView()
    imageView.animationImages = frames
    imageView.highlightedAnimationImages = nil
    imageView.animationDuration = 1
    imageView.animationRepeatCount = 0
    imageView.startAnimating()
    if imageView.isAnimating { imageView.stopAnimating() }
    imageView.highlightedImage = UIImage(named: "x", in: .main, compatibleWith: nil)
    imageView.isHighlighted = true
    let traits = UITraitCollection(userInterfaceStyle: .dark)
    _ = UIImage(named: "x", in: Bundle.main, compatibleWith: traits)
    let animated = UIImage.animatedImage(with: frames, duration: 0.5)
    _ = animated?.images
    _ = animated?.duration
    let rendered = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }
    if let cgImage = rendered.cgImage {
      _ = UIImage(cgImage: cgImage, scale: 2, orientation: .up)
      _ = UIImage(cgImage: cgImage)
    }

    let notification = UINotificationFeedbackGenerator()
    notification.prepare()
    notification.notificationOccurred(.success)
    notification.notificationOccurred(.warning)
    notification.notificationOccurred(.error)
    let impact = UIImpactFeedbackGenerator(style: .heavy)
    impact.impactOccurred()
    impact.impactOccurred(intensity: 0.5)
    _ = UIImpactFeedbackGenerator(style: .light)
    _ = UIImpactFeedbackGenerator()
    let selection = UISelectionFeedbackGenerator()
    selection.selectionChanged()

    let horizontal = UIInterpolatingMotionEffect(
      keyPath: "center.x", type: .tiltAlongHorizontalAxis)
    horizontal.minimumRelativeValue = -10
    horizontal.maximumRelativeValue = 10
    let vertical = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
    let group = UIMotionEffectGroup()
    group.motionEffects = [horizontal, vertical]
    let view = UIView()
    view.addMotionEffect(group)
    _ = view.motionEffects
    view.removeMotionEffect(group)
    view.isExclusiveTouch = true
    view.isMultipleTouchEnabled = true
    view.semanticContentAttribute = .forceRightToLeft
    _ = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
    _ = UIView.userInterfaceLayoutDirection(for: .playback)

    _ = UIActivityIndicatorView(style: .whiteLarge)
    _ = UIActivityIndicatorView(style: .white)
    _ = UIActivityIndicatorView(style: .gray)
    UIViewController.attemptRotationToDeviceOrientation()
    UIViewController().setNeedsUpdateOfSupportedInterfaceOrientations()
  }
}
