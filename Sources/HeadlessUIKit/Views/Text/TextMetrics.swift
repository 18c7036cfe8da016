import Foundation

/// The model's approximation of the size text takes: it has no fonts to measure with.
///
/// Each character is 8/17 of the font's point size wide, the width the SwiftUI model gives a
/// character of 17-point body text, and each line is 1.2 times the point size high, close to
/// the 20.3-point line height of the 17-point system font [INF: an average advance, not a
/// measurement; widths are rounded up to whole points, as UIKit rounds label sizes up].
///
/// This is the one text-size rule of the model: labels, buttons, text fields and text views
/// use it, and so do the string-measuring methods (`NSString.size(withAttributes:)`,
/// `boundingRect(with:options:attributes:context:)`, `NSAttributedString.size()` …), so a
/// string measured by an app agrees with a label showing it. Text in several fonts is
/// measured character by character in its own font; a line is as high as its largest font.
enum TextMetrics {
  /// The average advance of one character, as a fraction of the point size.
  static let characterWidthPerPoint = 8.0 / 17
  /// The height of one line, as a multiple of the point size.
  static let lineHeightPerPoint = 1.2

  /// A stretch of text in one font size.
  struct Run {
    /// The text.
    var text: String
    /// The font's point size.
    var pointSize: CGFloat
  }

  /// The size of text in a font, on at most a number of lines (0 for no limit): lines are
  /// broken only where the text has line breaks.
  static func size(of text: String, pointSize: CGFloat, numberOfLines: Int) -> CGSize {
    size(of: [Run(text: text, pointSize: pointSize)], numberOfLines: numberOfLines)
  }

  /// The size of text in runs of fonts, on at most a number of lines (0 for no limit): lines
  /// are broken where the text has line breaks and, given a width, between words where a line
  /// would be wider (inside a word only when the word alone is wider) [INF: greedy word
  /// wrapping; spaces at a wrap don't count towards the line's width].
  static func size(of runs: [Run], numberOfLines: Int, wrappingTo width: CGFloat? = nil)
    -> CGSize
  {
    var lines = self.lines(of: runs, wrappingTo: width.flatMap { $0 > 0 ? Double($0) : nil })
    guard !lines.isEmpty else { return .zero }
    if numberOfLines > 0 { lines = Array(lines.prefix(numberOfLines)) }
    let longest = lines.map(\.width).max() ?? 0
    // Lines of one height are summed as a count times the height, so that one font gives
    // exactly the size of the single-font rule.
    var linesPerSize: [Double: Int] = [:]
    for line in lines { linesPerSize[line.pointSize, default: 0] += 1 }
    let height = linesPerSize.sorted { $0.key < $1.key }.reduce(0) {
      $0 + Double($1.value) * $1.key * lineHeightPerPoint
    }
    return CGSize(width: longest.rounded(.up), height: height.rounded(.up))
  }

  /// One character's font size and whether it is a space a wrapped line may end with.
  private struct Glyph {
    let pointSize: Double
    let isSpace: Bool
  }

  /// A laid-out line: its glyphs and, for an empty line, the size of the line break's font.
  private struct Line {
    var glyphs: [Glyph] = []
    var breakPointSize: Double

    var pointSize: Double { glyphs.map(\.pointSize).max() ?? breakPointSize }

    /// The line's width: per font size, the count of characters times their width.
    var width: Double {
      var counts: [Double: Int] = [:]
      for glyph in glyphs { counts[glyph.pointSize, default: 0] += 1 }
      return counts.sorted { $0.key < $1.key }.reduce(0) {
        $0 + Double($1.value) * $1.key * characterWidthPerPoint
      }
    }

    mutating func dropTrailingSpaces() {
      while glyphs.last?.isSpace == true { glyphs.removeLast() }
    }
  }

  /// The text's lines: one per paragraph, or more where a paragraph is wrapped to a width.
  private static func lines(of runs: [Run], wrappingTo width: Double?) -> [Line] {
    guard runs.contains(where: { !$0.text.isEmpty }) else { return [] }
    var paragraphs: [Line] = [Line(breakPointSize: Double(runs.first?.pointSize ?? 17))]
    for run in runs {
      let size = Double(run.pointSize)
      for character in run.text {
        if character.isNewline {
          paragraphs.append(Line(breakPointSize: size))
        } else {
          paragraphs[paragraphs.count - 1].glyphs.append(
            Glyph(pointSize: size, isSpace: character.isWhitespace))
        }
      }
    }
    guard let width else { return paragraphs }
    return paragraphs.flatMap { wrap($0, to: width) }
  }

  /// Breaks a paragraph into lines no wider than a width, between words where it can.
  private static func wrap(_ paragraph: Line, to width: Double) -> [Line] {
    var lines: [Line] = []
    var line = Line(breakPointSize: paragraph.breakPointSize)
    var lineWidth = 0.0
    var index = paragraph.glyphs.startIndex
    let glyphs = paragraph.glyphs
    func advance(_ glyph: Glyph) -> Double { glyph.pointSize * characterWidthPerPoint }
    while index < glyphs.endIndex {
      // The next word: its letters, then the spaces after it.
      var end = index
      while end < glyphs.endIndex, !glyphs[end].isSpace { end += 1 }
      let letters = glyphs[index..<end]
      while end < glyphs.endIndex, glyphs[end].isSpace { end += 1 }
      let lettersWidth = letters.reduce(0) { $0 + advance($1) }
      if !line.glyphs.isEmpty, lineWidth + lettersWidth > width {
        line.dropTrailingSpaces()
        lines.append(line)
        line = Line(breakPointSize: paragraph.breakPointSize)
        lineWidth = 0
      }
      for glyph in glyphs[index..<end] {
        // A word wider than the whole width breaks between its characters.
        if !glyph.isSpace, !line.glyphs.isEmpty, lineWidth + advance(glyph) > width,
          lettersWidth > width
        {
          lines.append(line)
          line = Line(breakPointSize: paragraph.breakPointSize)
          lineWidth = 0
        }
        line.glyphs.append(glyph)
        lineWidth += advance(glyph)
      }
      index = end
    }
    lines.append(line)
    return lines
  }
}
