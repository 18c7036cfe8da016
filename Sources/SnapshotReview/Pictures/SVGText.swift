/// Text and numbers as an SVG file writes them: escaped for XML, one line, fixed number format.
///
/// Everything here depends only on the input's Unicode scalars, never on the locale or on the
/// Unicode tables of the standard library in use, so a picture has the same bytes on every
/// platform.
enum SVGText {
  /// Returns text safe inside an XML element or a double-quoted attribute.
  ///
  /// `&`, `<`, `>`, `"` and `'` become entities. Characters XML 1.0 forbids (most controls)
  /// and characters that would hide or reorder text (line breaks, tabs, zero-width and bidi
  /// controls) become a visible `\u{HEX}`, as a snapshot file quotes them, so a label stays on
  /// one line and shows what the file holds.
  static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default:
        if isShownEscaped(scalar.value) {
          result += "\\u{" + hex(scalar.value) + "}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// Whether a scalar is shown as `\u{HEX}`.
  ///
  /// C0 and C1 controls, DEL, zero-width and direction controls, line and paragraph separators,
  /// the byte order mark, interlinear annotation characters and the noncharacters U+FFFE and
  /// U+FFFF: a fixed list, so the result does not depend on the Unicode version of the
  /// standard library.
  private static func isShownEscaped(_ value: UInt32) -> Bool {
    switch value {
    case 0x00...0x1F, 0x7F...0x9F: return true
    case 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x206F: return true
    case 0xFEFF, 0xFFF9...0xFFFB, 0xFFFE, 0xFFFF: return true
    default: return false
    }
  }

  private static func hex(_ value: UInt32) -> String {
    String(value, radix: 16, uppercase: true)
  }

  /// Returns the first scalars of a text that fit a number of character cells.
  ///
  /// Counts Unicode scalars, not grapheme clusters, so the cut is the same whatever the
  /// standard library's Unicode version.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - cells: The most character cells it may take; at least 1.
  /// - Returns: The text, or its start ending in `…` when it had to be cut.
  static func truncated(_ text: String, toCells cells: Int) -> String {
    let scalars = text.unicodeScalars
    guard scalars.count > cells else { return text }
    var result = String.UnicodeScalarView()
    result.append(contentsOf: scalars.prefix(max(0, cells - 1)))
    return String(result) + "…"
  }

  /// Breaks a text into lines of at most a number of character cells, after a space or a `/`
  /// where one falls in the line's second half, else at the limit: a heading wraps, never cut.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - cells: The most character cells a line may take; at least 1.
  /// - Returns: The lines, at least one.
  static func wrapped(_ text: String, toCells cells: Int) -> [String] {
    let width = max(1, cells)
    var rest = Array(text.unicodeScalars)
    var lines: [String] = []
    while rest.count > width {
      let window = rest.prefix(width)
      let breakAfter = window.lastIndex { $0 == " " || $0 == "/" }.flatMap {
        $0 >= width / 2 ? $0 + 1 : nil
      }
      let cut = breakAfter ?? width
      var line = String.UnicodeScalarView()
      line.append(contentsOf: rest.prefix(cut))
      lines.append(String(line))
      rest.removeFirst(cut)
    }
    var last = String.UnicodeScalarView()
    last.append(contentsOf: rest)
    return lines + [String(last)]
  }

  /// The number of character cells a text takes in the picture's monospaced font.
  static func cells(_ text: String) -> Int {
    text.unicodeScalars.count
  }

  /// Writes a coordinate with at most two decimals and no trailing zeros.
  ///
  /// For example `12`, `12.5` and `-0.25`. Values that are not finite are written as `0`;
  /// values beyond ±10⁹ are clamped.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let clamped = min(max(value, -1e9), 1e9)
    let hundredths = Int64((clamped * 100).rounded())
    if hundredths == 0 { return "0" }
    let sign = hundredths < 0 ? "-" : ""
    let magnitude = hundredths.magnitude
    let whole = magnitude / 100
    let fraction = magnitude % 100
    if fraction == 0 { return sign + String(whole) }
    if fraction % 10 == 0 { return sign + String(whole) + "." + String(fraction / 10) }
    return sign + String(whole) + "." + (fraction < 10 ? "0" : "") + String(fraction)
  }
}
