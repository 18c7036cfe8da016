import Foundation
import HeadlessUIKit
import Testing

/// A font's metrics, as apps read them to size text: they agree with the height the model's
/// labels give a line, and have the system font's proportions [OBS: the 20-point system font's
/// ascender 19.04, descender -4.82, cap height 14.09, x-height 10.44, leading 0].
@MainActor
struct FontMetricsTests {
  @Test("A label's one line is as high as its font's lineHeight; three lines three times that")
  func lineHeightAgreesWithLabels() {
    let font = UIFont.systemFont(ofSize: 20)
    let label = UILabel()
    label.font = font
    label.text = "Inbox"
    #expect(label.intrinsicContentSize.height == font.lineHeight)
    label.numberOfLines = 0
    label.text = "One\nTwo\nThree"
    #expect(label.intrinsicContentSize.height == 3 * font.lineHeight)
  }

  @Test("Metrics scale with the point size and keep the system font's proportions")
  func proportions() {
    let font = UIFont.systemFont(ofSize: 20)
    #expect(abs(font.ascender - 19.04) < 0.01)
    #expect(abs(font.capHeight - 14.09) < 0.01)
    #expect(abs(font.xHeight - 10.44) < 0.01)
    #expect(font.descender < 0)
    #expect(font.ascender - font.descender == font.lineHeight)
    #expect(font.leading == 0)
    let large = font.withSize(40)
    #expect(large.capHeight == 2 * font.capHeight)
    #expect(large.lineHeight == 2 * font.lineHeight)
  }
}
