import Foundation

/// The model's approximation of the size text takes: it has no fonts to measure with.
///
/// Each character is 8/17 of the font's point size wide, the width the SwiftUI model gives a
/// character of 17-point body text, and each line is 1.2 times the point size high, close to
/// the 20.3-point line height of the 17-point system font [INF: an average advance, not a
/// measurement; widths are rounded up to whole points, as UIKit rounds label sizes up].
enum TextMetrics {
  /// The average advance of one character, as a fraction of the point size.
  static let characterWidthPerPoint = 8.0 / 17
  /// The height of one line, as a multiple of the point size.
  static let lineHeightPerPoint = 1.2

  /// The size of text in a font, on at most a number of lines (0 for no limit): lines are
  /// broken only where the text has line breaks.
  static func size(of text: String, pointSize: CGFloat, numberOfLines: Int) -> CGSize {
    guard !text.isEmpty else { return .zero }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if numberOfLines > 0 { lines = Array(lines.prefix(numberOfLines)) }
    let longest = lines.map(\.count).max() ?? 0
    let size = Double(pointSize)
    return CGSize(
      width: (Double(longest) * size * characterWidthPerPoint).rounded(.up),
      height: (Double(lines.count) * size * lineHeightPerPoint).rounded(.up))
  }
}
