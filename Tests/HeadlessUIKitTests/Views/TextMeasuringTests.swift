import Foundation
import HeadlessUIKit
import Testing

/// String measuring follows the label's text-size rule, and the inert extras keep their values.
@MainActor
@Suite struct TextMeasuringTests {
  @Test(
    "[INF] A string measures as a label of the same text and font does",
    arguments: [("Hello", 17.0), ("Two\nlines", 13.0), ("A longer line of text", 24.0)])
  func measuringAgreesWithLabel(text: String, pointSize: Double) {
    let font = UIFont.systemFont(ofSize: CGFloat(pointSize))
    let label = UILabel()
    label.font = font
    label.numberOfLines = 0
    label.text = text
    let expected = label.intrinsicContentSize
    #expect(expected.width > 0)
    #expect((text as NSString).size(withAttributes: [.font: font]) == expected)
    #expect(text.size(withAttributes: [.font: font]) == expected)
    let unbounded = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
    #expect(
      text.boundingRect(
        with: unbounded, options: .usesLineFragmentOrigin, attributes: [.font: font],
        context: nil
      ).size == expected)
    let attributed = NSAttributedString(string: text, attributes: [.font: font])
    #expect(attributed.size() == expected)
    label.attributedText = attributed
    #expect(label.intrinsicContentSize == expected)
  }

  @Test("[DOC] With .usesLineFragmentOrigin, text wraps to the width and grows taller")
  func wrappingIncreasesHeight() {
    let font = UIFont.systemFont(ofSize: 17)
    let text = "The quick brown fox jumps over the lazy dog"
    let oneLine = (text as NSString).size(withAttributes: [.font: font])
    let context = NSStringDrawingContext()
    let wrapped = (text as NSString).boundingRect(
      with: CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude),
      options: [.usesLineFragmentOrigin, .usesFontLeading], attributes: [.font: font],
      context: context)
    #expect(wrapped.height > oneLine.height)
    #expect(wrapped.width <= 100)
    #expect(context.totalBounds == wrapped)
    // Without the option, lines break only at line breaks.
    let unwrapped = (text as NSString).boundingRect(
      with: CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude), options: [],
      attributes: [.font: font], context: nil)
    #expect(unwrapped.size == oneLine)
    // A label wraps the same way to its preferred width, or to the width it is offered.
    let label = UILabel()
    label.font = font
    label.numberOfLines = 0
    label.text = text
    label.preferredMaxLayoutWidth = 100
    #expect(label.intrinsicContentSize == wrapped.size)
    #expect(label.sizeThatFits(CGSize(width: 100, height: 1000)) == wrapped.size)
  }

  @Test("[DOC] The font comes from .font, Helvetica 12 when absent; each range has its own")
  func fontSizesComeFromAttributes() {
    let twelve = UILabel()
    twelve.font = .systemFont(ofSize: 12)
    twelve.text = "abc"
    #expect(("abc" as NSString).size(withAttributes: nil) == twelve.intrinsicContentSize)
    let big = UIFont.systemFont(ofSize: 34)
    let small = UIFont.systemFont(ofSize: 17)
    let mixed = NSMutableAttributedString(string: "ab", attributes: [.font: small])
    mixed.append(NSAttributedString(string: "cd", attributes: [.font: big]))
    let size = mixed.size()
    let smallPart = ("ab" as NSString).size(withAttributes: [.font: small])
    let bigPart = ("cd" as NSString).size(withAttributes: [.font: big])
    #expect(size.width == smallPart.width + bigPart.width)
    #expect(size.height == bigPart.height)
  }

  @Test("[INF] A label subclass's textRect override changes its intrinsic size")
  func textRectOverrideChangesSize() {
    let label = PaddedLabel()
    label.text = "Hi"
    let plain = UILabel()
    plain.text = "Hi"
    #expect(label.intrinsicContentSize.width == plain.intrinsicContentSize.width + 20)
    #expect(label.intrinsicContentSize.height == plain.intrinsicContentSize.height + 10)
  }

  @Test("Paragraph styles copy their settings; inert extras keep their values")
  func inertValuesRoundTrip() throws {
    let style = try #require(NSParagraphStyle.default.mutableCopy() as? NSMutableParagraphStyle)
    #expect(style.alignment == .natural && style.lineBreakMode == .byWordWrapping)
    style.alignment = .center
    style.lineSpacing = 4
    let frozen = try #require(style.copy() as? NSParagraphStyle)
    style.lineSpacing = 8
    #expect(frozen.alignment == .center && frozen.lineSpacing == 4)
    #expect(!(frozen is NSMutableParagraphStyle))

    let label = UILabel()
    #expect(label.shadowOffset == CGSize(width: 0, height: -1))
    #expect(label.baselineAdjustment == .alignBaselines)
    label.shadowColor = .black
    #expect(label.shadowColor != nil)

    let imageView = UIImageView()
    #expect(!imageView.isAnimating)
    imageView.startAnimating()
    #expect(imageView.isAnimating)
    imageView.stopAnimating()
    #expect(!imageView.isAnimating)

    let frame = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 5)).image { _ in }
    let animated = try #require(UIImage.animatedImage(with: [frame, frame], duration: 1))
    #expect(animated.size == CGSize(width: 10, height: 5))
    #expect(animated.scale == frame.scale)
    #expect(animated.images?.count == 2 && animated.duration == 1)
    #expect(UIImage.animatedImage(with: [], duration: 1) == nil)
    #expect(UIImage().size == .zero)

    let view = UIView()
    let effect = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
    view.addMotionEffect(effect)
    #expect(view.motionEffects.count == 1)
    view.removeMotionEffect(effect)
    #expect(view.motionEffects.isEmpty)
    #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
    view.semanticContentAttribute = .forceRightToLeft
    #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(view.appliedContentSizeCategoryLimitsDescription.isEmpty)
    view.maximumContentSizeCategory = .extraLarge
    #expect(view.appliedContentSizeCategoryLimitsDescription.contains("UICTContentSizeCategoryXL"))
  }
}

// MARK: - Fixtures

/// A label with insets, as apps write one.
private final class PaddedLabel: UILabel {
  let insets = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)

  override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int)
    -> CGRect
  {
    let rect = super.textRect(forBounds: bounds.inset(by: insets), limitedToNumberOfLines: 0)
    return rect.inset(by: UIEdgeInsets(top: -5, left: -10, bottom: -5, right: -10))
  }

  override func drawText(in rect: CGRect) {
    super.drawText(in: rect.inset(by: insets))
  }
}
