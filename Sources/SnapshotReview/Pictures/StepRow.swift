import PresentationHierarchy

/// One step of a recording, drawn as a row: its title, the front-to-back order of its
/// identified nodes, then its windows' panels left to right, back to front.
struct StepRow {
  static let gap = 12.0
  /// The height of one title line and one front-to-back line; each further line adds
  /// ``titleLineHeight`` or ``frontToBackLineHeight``.
  static let titleHeight = 40.0
  static let titleLineHeight = 16.0
  static let frontToBackLineHeight = 14.0
  static let minimumWidth = 300.0
  /// The most windows a row draws: the front-most ones; a note stands for the rest.
  static let maximumPanels = 12
  static let noteWidth = 150.0

  /// The step's number, count and label, wrapped to the row's width.
  let title: [String]
  /// The front-to-back order of the step's identified nodes, wrapped to the row's width.
  let frontToBack: [String]
  let panels: [WindowPanel]
  /// How many windows, the back-most, are not drawn.
  let omittedWindows: Int
  let headerHeight: Double
  let legendLines: Int

  /// Lays out step `number` of a recording with `count` steps, marking the node `subject`
  /// names (see ``WindowPanel/init(facts:position:scale:subject:)``).
  init(
    step: Recording.Step, number: Int, count: Int, scale: ScreenScale, subject: String? = nil
  ) {
    let facts = HierarchyFacts(step.hierarchy)
    let identifiers = step.hierarchy.identifiersFrontToBack()
    let order =
      "front to back: "
      + (identifiers.isEmpty ? "(no identified nodes)" : identifiers.joined(separator: ", "))
    omittedWindows = max(0, facts.windows.count - Self.maximumPanels)
    panels = facts.windows.indices.dropFirst(omittedWindows).map {
      WindowPanel(facts: facts, position: $0 + 1, scale: scale, subject: subject)
    }
    headerHeight = WindowPanel.headerHeight(badgeLines: panels.map(\.badgeLines).max() ?? 1)
    legendLines = panels.map(\.legendLines).max() ?? 1
    let panelsWidth =
      panels.map(\.width).reduce(0, +) + Self.gap * Double(max(0, panels.count - 1))
      + (omittedWindows > 0 ? Self.noteWidth : 0)
    let width = max(Self.minimumWidth, panelsWidth)
    title = SVGText.wrapped(
      "step \(number) of \(count): \(step.label)",
      toCells: PictureStyle.cells(fitting: width, size: PictureStyle.stepTitleSize))
    frontToBack = SVGText.wrapped(
      order, toCells: PictureStyle.cells(fitting: width, size: PictureStyle.bodySize))
  }

  /// The title's and the front-to-back order's lines, as many as this row's or `other`'s,
  /// whichever has more: rows side by side put their panels at the same height.
  private func headLines(beside other: StepRow?) -> (title: Int, order: Int) {
    (
      max(title.count, other?.title.count ?? 0),
      max(frontToBack.count, other?.frontToBack.count ?? 0)
    )
  }

  /// The height of the title and the front-to-back lines, beside another row.
  private func headHeight(beside other: StepRow?) -> Double {
    let lines = headLines(beside: other)
    return Self.titleHeight + Self.titleLineHeight * Double(lines.title - 1)
      + Self.frontToBackLineHeight * Double(lines.order - 1)
  }

  var width: Double {
    let panelsWidth = panels.map(\.width).reduce(0, +) + Self.gap * Double(max(0, panels.count - 1))
    return max(Self.minimumWidth, panelsWidth + (omittedWindows > 0 ? Self.noteWidth : 0))
  }

  /// The row's height, its head as tall as `other`'s when that is taller (see
  /// ``draw(into:at:width:beside:)``).
  func height(beside other: StepRow? = nil) -> Double {
    let panelHeight = panels.map {
      $0.height(headerHeight: headerHeight, legendLines: legendLines)
    }.max()
    return headHeight(beside: other) + (panelHeight ?? 20)
  }

  /// Draws the row with its top-left corner at a point, its text wrapped to its own width
  /// (which a column's `width` is at least), its head as tall as `other`'s when that is taller.
  func draw(
    into canvas: inout SVGCanvas, at origin: (x: Double, y: Double), width: Double,
    beside other: StepRow? = nil
  ) {
    let headHeight = headHeight(beside: other)
    for (line, text) in title.enumerated() {
      canvas.text(
        text, x: origin.x, y: origin.y + 14 + Self.titleLineHeight * Double(line),
        size: PictureStyle.stepTitleSize, bold: true)
    }
    let orderTop = origin.y + 30 + Self.titleLineHeight * Double(headLines(beside: other).title - 1)
    for (line, text) in frontToBack.enumerated() {
      canvas.text(
        text, x: origin.x, y: orderTop + Self.frontToBackLineHeight * Double(line),
        size: PictureStyle.bodySize, color: PictureStyle.quietText)
    }
    guard !panels.isEmpty else {
      canvas.text(
        "no windows", x: origin.x, y: origin.y + headHeight + 12,
        size: PictureStyle.bodySize, color: PictureStyle.quietText)
      return
    }
    var x = origin.x
    if omittedWindows > 0 {
      let noun = omittedWindows == 1 ? "window" : "windows"
      for (line, text) in ["\(omittedWindows) \(noun) further", "back not drawn"].enumerated() {
        canvas.text(
          text, x: x, y: origin.y + headHeight + 19 + 14 * Double(line),
          size: PictureStyle.bodySize, color: PictureStyle.quietText)
      }
      x += Self.noteWidth
    }
    for panel in panels {
      panel.draw(
        into: &canvas, at: (x, origin.y + headHeight), headerHeight: headerHeight,
        legendLines: legendLines)
      x += panel.width + Self.gap
    }
  }
}
