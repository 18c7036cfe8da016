/// A rectangle in the picture's pixels.
struct PixelRect: Hashable, Sendable {
  var x: Double
  var y: Double
  var width: Double
  var height: Double

  var maxX: Double { x + width }
  var maxY: Double { y + height }

  /// Whether two rectangles overlap by more than an edge.
  func overlaps(_ other: PixelRect) -> Bool {
    x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
  }
}

/// How a rectangle is painted.
struct ShapeStyle: Hashable, Sendable {
  var fill = "none"
  var fillOpacity: Double?
  var stroke: String?
  var strokeWidth: Double = 1
  var dash: String?
  var cornerRadius: Double?
}

/// A run of text with its own colour and weight, inside one `<text>` element.
struct TextRun: Hashable, Sendable {
  var text: String
  var color: String? = nil
  var bold = false
}

/// The elements of an SVG document, one per line in the order they paint, each attribute in a
/// fixed order so that the same picture always has the same bytes.
struct SVGCanvas {
  /// The monospaced fonts the picture asks for, the first one present wins.
  static let fontFamily = "DejaVu Sans Mono, Menlo, Consolas, monospace"
  /// The width of one character cell of the monospaced font, as a fraction of its size.
  static let cellWidth = 0.61

  private(set) var lines: [String] = []
  private var indentation = "  "

  /// Adds a rectangle, with an optional tooltip and class (which checks in a browser find).
  mutating func rect(
    _ frame: PixelRect, _ style: ShapeStyle, title: String? = nil, className: String? = nil
  ) {
    var element = "<rect"
    if let className { element += " class=\"\(className)\"" }
    element += " x=\"\(n(frame.x))\" y=\"\(n(frame.y))\""
    element += " width=\"\(n(max(0, frame.width)))\" height=\"\(n(max(0, frame.height)))\""
    if let radius = style.cornerRadius { element += " rx=\"\(n(radius))\"" }
    element += " fill=\"\(style.fill)\""
    if let opacity = style.fillOpacity { element += " fill-opacity=\"\(n(opacity))\"" }
    if let stroke = style.stroke {
      element += " stroke=\"\(stroke)\" stroke-width=\"\(n(style.strokeWidth))\""
      if let dash = style.dash { element += " stroke-dasharray=\"\(dash)\"" }
    }
    if let title {
      lines.append(indentation + element + "><title>\(SVGText.escape(title))</title></rect>")
    } else {
      lines.append(indentation + element + "/>")
    }
  }

  /// Adds a straight line.
  mutating func line(
    from start: (x: Double, y: Double), to end: (x: Double, y: Double), color: String
  ) {
    lines.append(
      indentation
        + "<line x1=\"\(n(start.x))\" y1=\"\(n(start.y))\" x2=\"\(n(end.x))\" y2=\"\(n(end.y))\""
        + " stroke=\"\(color)\" stroke-width=\"1\"/>")
  }

  /// Adds one line of text whose baseline starts at a point.
  mutating func text(
    _ runs: [TextRun], x: Double, y: Double, size: Double, color: String = "#1a1a1a",
    bold: Bool = false, className: String? = nil
  ) {
    var element = "<text"
    if let className { element += " class=\"\(className)\"" }
    element += " x=\"\(n(x))\" y=\"\(n(y))\" font-size=\"\(n(size))\" fill=\"\(color)\""
    if bold { element += " font-weight=\"bold\"" }
    element += ">"
    for run in runs {
      if run.color == nil && run.bold == bold {
        element += SVGText.escape(run.text)
      } else {
        element += "<tspan"
        if let color = run.color { element += " fill=\"\(color)\"" }
        if run.bold != bold { element += " font-weight=\"\(run.bold ? "bold" : "normal")\"" }
        element += ">" + SVGText.escape(run.text) + "</tspan>"
      }
    }
    lines.append(indentation + element + "</text>")
  }

  /// Adds one line of plain text.
  mutating func text(
    _ text: String, x: Double, y: Double, size: Double, color: String = "#1a1a1a",
    bold: Bool = false
  ) {
    self.text([TextRun(text: text, bold: bold)], x: x, y: y, size: size, color: color, bold: bold)
  }

  /// Opens a group that paints its content at an opacity; close it with ``endGroup()``.
  mutating func beginGroup(opacity: Double) {
    lines.append(indentation + "<g opacity=\"\(n(opacity))\">")
    indentation += "  "
  }

  /// Closes the group opened last.
  mutating func endGroup() {
    indentation.removeLast(2)
    lines.append(indentation + "</g>")
  }

  /// Returns the document: an XML declaration, the `svg` element of the given size in pixels
  /// with a white background, the elements, and a final newline.
  func document(width: Double, height: Double) -> String {
    let width = n(width.rounded(.up))
    let height = n(height.rounded(.up))
    var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    text += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\""
    text += " viewBox=\"0 0 \(width) \(height)\" font-family=\"\(Self.fontFamily)\""
    text += " xml:space=\"preserve\">\n"
    text += "  <rect x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\" fill=\"#ffffff\"/>\n"
    for line in lines {
      text += line + "\n"
    }
    return text + "</svg>\n"
  }

  private func n(_ value: Double) -> String { SVGText.number(value) }
}
