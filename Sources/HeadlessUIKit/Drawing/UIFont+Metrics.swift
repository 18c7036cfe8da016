public import Foundation

// A font's vertical metrics, which apps read to size text views and align views to text. The
// model has no font files, so every font has the system font's proportions: the line height
// is the one the model's text sizing uses (`TextMetrics`, 1.2 times the point size), and the
// others are the system font's, scaled by the point size [OBS: the 20-point system font
// reports an ascender of 19.04, a descender of -4.82, a cap height of 14.09, an x-height of
// 10.44 and a leading of 0, cloud.tencent.com/developer/article/2052942]. The descender is the
// ascender less the line height, so the two span a line, as the system font's do.

extension UIFont {
  /// The distance from the baseline to the top of the tallest glyphs, in points.
  public var ascender: CGFloat { pointSize * 0.952 }
  /// The distance from the baseline to the bottom of the lowest glyphs, in points; negative.
  public var descender: CGFloat { ascender - lineHeight }
  /// The height of capital letters above the baseline, in points.
  public var capHeight: CGFloat { pointSize * 0.7046 }
  /// The height of lowercase letters without ascenders (the x-height), in points.
  public var xHeight: CGFloat { pointSize * 0.522 }
  /// The height of one line of text, in points: the height the model's labels give each line.
  public var lineHeight: CGFloat { pointSize * TextMetrics.lineHeightPerPoint }
  /// The extra space between lines, in points; 0, as the system font's.
  public var leading: CGFloat { 0 }
}
