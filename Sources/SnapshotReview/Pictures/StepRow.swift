import PresentationHierarchy

/// One step of a recording, drawn as a row: its title, the front-to-back order of its
/// identified nodes, then its windows' panels left to right, back to front.
struct StepRow {
  static let gap = 12.0
  static let titleHeight = 40.0
  static let minimumWidth = 300.0
  /// The most windows a row draws: the front-most ones; a note stands for the rest.
  static let maximumPanels = 12
  static let noteWidth = 150.0

  let title: String
  let frontToBack: String
  let panels: [WindowPanel]
  /// How many windows, the back-most, are not drawn.
  let omittedWindows: Int
  let headerHeight: Double
  let legendLines: Int

  /// Lays out step `number` of a recording with `count` steps.
  init(step: Recording.Step, number: Int, count: Int, scale: ScreenScale) {
    title = "step \(number) of \(count): \(step.label)"
    let facts = HierarchyFacts(step.hierarchy)
    let identifiers = step.hierarchy.identifiersFrontToBack()
    frontToBack =
      "front to back: "
      + (identifiers.isEmpty ? "(no identified nodes)" : identifiers.joined(separator: ", "))
    omittedWindows = max(0, facts.windows.count - Self.maximumPanels)
    panels = facts.windows.indices.dropFirst(omittedWindows).map {
      WindowPanel(facts: facts, position: $0 + 1, scale: scale)
    }
    headerHeight = WindowPanel.headerHeight(badgeLines: panels.map(\.badgeLines).max() ?? 1)
    legendLines = panels.map(\.legendLines).max() ?? 1
  }

  var width: Double {
    let panelsWidth = panels.map(\.width).reduce(0, +) + Self.gap * Double(max(0, panels.count - 1))
    return max(Self.minimumWidth, panelsWidth + (omittedWindows > 0 ? Self.noteWidth : 0))
  }

  var height: Double {
    let panelHeight = panels.map {
      $0.height(headerHeight: headerHeight, legendLines: legendLines)
    }.max()
    return Self.titleHeight + (panelHeight ?? 20)
  }

  /// Draws the row with its top-left corner at a point, its text fitted to a width.
  func draw(into canvas: inout SVGCanvas, at origin: (x: Double, y: Double), width: Double) {
    canvas.text(
      SVGText.truncated(
        title, toCells: PictureStyle.cells(fitting: width, size: PictureStyle.stepTitleSize)),
      x: origin.x, y: origin.y + 14, size: PictureStyle.stepTitleSize, bold: true)
    canvas.text(
      SVGText.truncated(
        frontToBack, toCells: PictureStyle.cells(fitting: width, size: PictureStyle.bodySize)),
      x: origin.x, y: origin.y + 30, size: PictureStyle.bodySize, color: PictureStyle.quietText)
    guard !panels.isEmpty else {
      canvas.text(
        "no windows", x: origin.x, y: origin.y + Self.titleHeight + 12,
        size: PictureStyle.bodySize, color: PictureStyle.quietText)
      return
    }
    var x = origin.x
    if omittedWindows > 0 {
      let noun = omittedWindows == 1 ? "window" : "windows"
      for (line, text) in ["\(omittedWindows) \(noun) further", "back not drawn"].enumerated() {
        canvas.text(
          text, x: x, y: origin.y + Self.titleHeight + 19 + 14 * Double(line),
          size: PictureStyle.bodySize, color: PictureStyle.quietText)
      }
      x += Self.noteWidth
    }
    for panel in panels {
      panel.draw(
        into: &canvas, at: (x, origin.y + Self.titleHeight), headerHeight: headerHeight,
        legendLines: legendLines)
      x += panel.width + Self.gap
    }
  }
}
