import PresentationHierarchy

/// Draws recordings as SVG pictures: a step per row, a window per panel.
enum SnapshotPicture {
  static let margin = 16.0
  static let rowGap = 20.0
  static let headingHeight = 24.0

  /// Returns the SVG of a recording's steps, one under another.
  ///
  /// - Parameters:
  ///   - recording: The recording.
  ///   - steps: The step numbers to draw, from 1, each within the recording.
  ///   - heading: The picture's first line, such as the recording's test.
  /// - Returns: The SVG document.
  static func svg(of recording: Recording, steps: [Int], heading: String) -> String {
    let count = recording.steps.count
    let scale = ScreenScale(recording.steps.map(\.hierarchy))
    let rows = steps.map {
      StepRow(step: recording.steps[$0 - 1], number: $0, count: count, scale: scale)
    }
    let legendWidth =
      PictureStyle.legend.map { PictureStyle.width($0, size: PictureStyle.bodySize) }
      .max() ?? 0
    let contentWidth = max(rows.map(\.width).max() ?? StepRow.minimumWidth, legendWidth)
    var canvas = SVGCanvas()
    var y = margin
    drawHeading([heading], width: contentWidth, y: &y, into: &canvas)
    if rows.isEmpty {
      canvas.text(
        "no steps", x: margin, y: y + 12, size: PictureStyle.bodySize,
        color: PictureStyle.quietText)
      y += 20
    }
    for (position, row) in rows.enumerated() {
      if position > 0 {
        canvas.line(
          from: (margin, y - rowGap / 2), to: (margin + contentWidth, y - rowGap / 2),
          color: PictureStyle.panelStroke)
      }
      row.draw(into: &canvas, at: (margin, y), width: contentWidth)
      y += row.height() + rowGap
    }
    drawLegend(y: &y, into: &canvas)
    return canvas.document(width: contentWidth + 2 * margin, height: y + margin)
  }

  /// Draws heading lines, the first bold, each wrapped to the width (a heading names a test or
  /// a file, and a change: nothing of it is cut), and moves `y` below them.
  static func drawHeading(
    _ lines: [String], width: Double, y: inout Double, into canvas: inout SVGCanvas
  ) {
    for (position, line) in lines.enumerated() {
      let size = position == 0 ? PictureStyle.titleSize : PictureStyle.bodySize
      let cells = PictureStyle.cells(fitting: width, size: size)
      for part in SVGText.wrapped(line, toCells: cells) {
        canvas.text(
          part, x: margin, y: y + size, size: size,
          color: position == 0 ? PictureStyle.text : PictureStyle.quietText, bold: position == 0)
        y += position == 0 ? headingHeight - 6 : 16
      }
      if position == 0 { y += 6 }
    }
    y += 4
  }

  /// Draws the key to the marks, with more lines after it, and moves `y` below it.
  static func drawLegend(y: inout Double, into canvas: inout SVGCanvas, more: [String] = []) {
    for line in PictureStyle.legend + more {
      canvas.text(
        line, x: margin, y: y + 10, size: PictureStyle.bodySize, color: PictureStyle.quietText)
      y += 14
    }
  }
}
