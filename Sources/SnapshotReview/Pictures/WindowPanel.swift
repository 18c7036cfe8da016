import PresentationHierarchy

/// One window of a step, drawn as a panel: a header with its place and badges, the screen with
/// its layers and views to scale, labels with tap marks, and a key to the layers.
struct WindowPanel {
  /// A badge in the header.
  struct Badge {
    var text: String
    var style: ShapeStyle
    var textColor: String
  }

  static let padding = 8.0
  static let minimumInnerWidth = 236.0
  static let badgeLineHeight = 18.0
  static let legendLineHeight = 13.0

  let facts: HierarchyFacts
  /// The window's node index.
  let window: Int
  /// Its place among the step's windows, back to front, from 1.
  let position: Int
  let scale: ScreenScale

  /// The most labels a panel draws and the most layers its key lists: past them a picture is
  /// unreadable anyway, and placing labels costs time that grows with their square.
  static let maximumLabels = 150
  static let maximumLegendLayers = 12

  /// The window's children: its layers, back to front.
  let layers: [Int]
  /// The nodes that get a label: the changed ones, then identified ones and unidentified views
  /// with a frame of their own and no subviews, in paint order.
  let labeled: [Int]
  /// The nodes the step's headline names, which the panel marks.
  let changed: Set<Int>
  /// The labels that found room on the screen, the changed nodes' first.
  let labels: [Label]
  /// How many labels were left out: past ``maximumLabels``, or with no room on the screen.
  let labelsLeftOut: Int

  /// A label laid out on the screen, its box relative to the screen's top-left corner.
  struct Label {
    var index: Int
    var runs: [TextRun]
    var box: PixelRect
  }

  /// Lays out window `position` (from 1, back to front) of a step.
  ///
  /// - Parameters:
  ///   - facts: The step's hierarchy, read for drawing.
  ///   - position: The window's place among the step's windows, from 1.
  ///   - scale: The picture's scale.
  ///   - subject: The node the step's headline names, as the diff names it (`#` and its
  ///     identifier, or its type name), to mark; `nil` marks nothing.
  init(facts: HierarchyFacts, position: Int, scale: ScreenScale, subject: String? = nil) {
    self.facts = facts
    let window = facts.windows[position - 1]
    self.window = window
    self.position = position
    self.scale = scale
    let hierarchy = facts.hierarchy
    layers = hierarchy.children(of: window)
    let subtree = hierarchy.subtree(of: window).dropFirst()
    let changed = subtree.filter { Self.isNamed(hierarchy[$0], subject) }
    self.changed = Set(changed)
    labeled =
      changed
      + subtree.filter { index in
        !changed.contains(index)
          && (hierarchy[index].identifier != nil
            || (ScreenScale.usable(hierarchy[index].attributes.frame) != nil
              && hierarchy.subtree(of: index).count == 1))
      }
    let innerWidth = max(scale.pixelSize.width, Self.minimumInnerWidth)
    var placer = LabelPlacer(bounds: scale.pixels(scale.screen, origin: (0, 0)))
    var labels: [Label] = []
    for index in labeled.prefix(Self.maximumLabels) {
      let runs = Self.labelRuns(index, facts: facts, scale: scale, innerWidth: innerWidth)
      let frame = scale.pixels(facts.frames[index] ?? scale.screen, origin: (0, 0))
      let width = PictureStyle.width(runs.map(\.text).joined(), size: PictureStyle.labelSize) + 4
      if let box = placer.place(width: width, at: (frame.x + 2, frame.y + 1)) {
        labels.append(Label(index: index, runs: runs, box: box))
      }
    }
    self.labels = labels
    labelsLeftOut = labeled.count - labels.count
  }

  /// Whether a node is the one a headline's subject names.
  private static func isNamed(_ node: Node, _ subject: String?) -> Bool {
    guard let subject else { return false }
    if subject.hasPrefix("#") { return node.identifier.map { "#" + $0 } == subject }
    return node.identifier == nil && node.typeName == subject
  }

  var innerWidth: Double { max(scale.pixelSize.width, Self.minimumInnerWidth) }
  var width: Double { innerWidth + 2 * Self.padding }
  /// The number of lines under the screen: a heading, one line per layer (up to
  /// ``maximumLegendLayers``, then one for the rest) and one for labels left out, if any.
  var legendLines: Int {
    let layerLines =
      layers.count > Self.maximumLegendLayers ? Self.maximumLegendLayers + 1 : max(1, layers.count)
    return 1 + layerLines + (labelsLeftOut > 0 ? 1 : 0)
  }

  /// The header's height for a number of badge lines.
  static func headerHeight(badgeLines: Int) -> Double {
    43 + badgeLineHeight * Double(badgeLines)
  }

  /// The panel's height for a row's header height and legend lines.
  func height(headerHeight: Double, legendLines: Int) -> Double {
    headerHeight + scale.pixelSize.height + 8 + Self.legendLineHeight * Double(legendLines) + 4
  }

  /// The header's badges: level, key, interaction, and hidden or alpha when they apply.
  var badges: [Badge] {
    let attributes = facts.hierarchy[window].attributes
    let level = attributes.level.map(Self.levelName) ?? "normal"
    var badges = [
      Badge(
        text: "level " + level,
        style: ShapeStyle(fill: "#eef2f8", stroke: "#4a6fa5", cornerRadius: 7),
        textColor: "#2c4a75"),
      attributes.isKey
        ? Badge(
          text: "key", style: ShapeStyle(fill: "#1a1a1a", stroke: "#1a1a1a", cornerRadius: 7),
          textColor: "#ffffff")
        : Badge(
          text: "not key", style: ShapeStyle(fill: "#ffffff", stroke: "#9a9a9a", cornerRadius: 7),
          textColor: PictureStyle.quietText),
      attributes.isUserInteractionEnabled
        ? Badge(
          text: "interaction on",
          style: ShapeStyle(fill: "#eaf6f0", stroke: "#2e9e6a", cornerRadius: 7),
          textColor: "#1e6b47")
        : Badge(
          text: "interaction off",
          style: ShapeStyle(fill: "#fbe9e7", stroke: "#c0392b", cornerRadius: 7),
          textColor: "#a93226"),
    ]
    if attributes.isHidden {
      badges.append(
        Badge(
          text: "hidden",
          style: ShapeStyle(fill: "#eeeeee", stroke: "#9a9a9a", dash: "3,2", cornerRadius: 7),
          textColor: PictureStyle.quietText))
    }
    if attributes.alpha != 1 {
      badges.append(
        Badge(
          text: "alpha " + SVGText.number(attributes.alpha),
          style: ShapeStyle(fill: "#ffffff", stroke: "#9a9a9a", cornerRadius: 7),
          textColor: PictureStyle.quietText))
    }
    return badges
  }

  private static func levelName(_ level: WindowLevel) -> String {
    switch level {
    case .normal: "normal"
    case .statusBar: "statusBar"
    case .alert: "alert"
    default: SVGText.number(level.rawValue)
    }
  }

  private static func badgeWidth(_ badge: Badge) -> Double {
    PictureStyle.width(badge.text, size: PictureStyle.labelSize) + 8
  }

  /// The badges' offsets from the header's badge area, wrapped to the panel's width.
  var badgeOffsets: [(x: Double, line: Int)] {
    var offsets: [(x: Double, line: Int)] = []
    var x = 0.0
    var line = 0
    for badge in badges {
      let width = Self.badgeWidth(badge)
      if x > 0 && x + width > innerWidth {
        x = 0
        line += 1
      }
      offsets.append((x, line))
      x += width + 4
    }
    return offsets
  }

  /// The number of lines the badges take.
  var badgeLines: Int { (badgeOffsets.map(\.line).max() ?? 0) + 1 }

  /// Draws the panel with its top-left corner at a point.
  func draw(
    into canvas: inout SVGCanvas, at origin: (x: Double, y: Double), headerHeight: Double,
    legendLines: Int
  ) {
    let hierarchy = facts.hierarchy
    let node = hierarchy[window]
    let left = origin.x + Self.padding
    canvas.rect(
      PixelRect(
        x: origin.x, y: origin.y, width: width,
        height: height(headerHeight: headerHeight, legendLines: legendLines)),
      ShapeStyle(
        fill: PictureStyle.panelFill, stroke: PictureStyle.panelStroke, cornerRadius: 4))
    let count = facts.windows.count
    let place = count < 2 ? "" : position == 1 ? " · back" : position == count ? " · front" : ""
    canvas.text(
      "window \(position) of \(count)" + place, x: left, y: origin.y + 19,
      size: PictureStyle.headerSize, bold: true)
    let name = node.typeName + (node.identifier.map { " #" + $0 } ?? "")
    canvas.text(
      SVGText.truncated(name, toCells: PictureStyle.cells(fitting: innerWidth, size: 10)),
      x: left, y: origin.y + 33, size: PictureStyle.bodySize, color: PictureStyle.quietText)
    for (badge, offset) in zip(badges, badgeOffsets) {
      let top = origin.y + 39 + Self.badgeLineHeight * Double(offset.line)
      canvas.rect(
        PixelRect(x: left + offset.x, y: top, width: Self.badgeWidth(badge), height: 14),
        badge.style)
      canvas.text(
        badge.text, x: left + offset.x + 4, y: top + 10, size: PictureStyle.labelSize,
        color: badge.textColor)
    }
    let screenOrigin = (x: left, y: origin.y + headerHeight)
    drawScreen(into: &canvas, at: screenOrigin)
    drawLegend(
      into: &canvas,
      at: (left, screenOrigin.y + scale.pixelSize.height + 8 + Self.legendLineHeight - 3))
  }

  /// The layer (position among the window's children) of each node of the window's subtree.
  private func layerPositions() -> [Int: Int] {
    var positions: [Int: Int] = [:]
    for (position, layer) in layers.enumerated() {
      for index in facts.hierarchy.subtree(of: layer) {
        positions[index] = position
      }
    }
    return positions
  }

  private func drawScreen(into canvas: inout SVGCanvas, at origin: (x: Double, y: Double)) {
    let hierarchy = facts.hierarchy
    let screenPixels = scale.pixels(scale.screen, origin: origin)
    canvas.rect(screenPixels, ShapeStyle(fill: PictureStyle.screenFill))
    let windowHidden = facts.hidden[window]
    if windowHidden { canvas.beginGroup(opacity: 0.45) }
    let windowFrame = facts.frames[window] ?? scale.screen
    canvas.rect(
      scale.pixels(windowFrame, origin: origin),
      ShapeStyle(
        fill: "#ffffff", stroke: "#333333", strokeWidth: 1.5, dash: windowHidden ? "4,3" : nil),
      title: Self.tooltip(hierarchy[window]))
    let positions = layerPositions()
    let subtree = hierarchy.subtree(of: window)
    for index in subtree.dropFirst() {
      drawNode(index, layer: positions[index] ?? 0, into: &canvas, origin: origin)
    }
    drawLabels(into: &canvas, origin: origin)
    if windowHidden { canvas.endGroup() }
  }

  private func drawNode(
    _ index: Int, layer: Int, into canvas: inout SVGCanvas, origin: (x: Double, y: Double)
  ) {
    let hierarchy = facts.hierarchy
    let node = hierarchy[index]
    let color = PictureStyle.layerColor(layer)
    let isLayer = hierarchy.parent(of: index) == window
    let ownFrame = ScreenScale.usable(node.attributes.frame)
    guard isLayer || ownFrame != nil || node.attributes.isOpaque else { return }
    let frame = facts.frames[index] ?? scale.screen
    let style: ShapeStyle
    if facts.hidden[index] {
      style = ShapeStyle(stroke: PictureStyle.hiddenStroke, dash: "3,2")
    } else if node.attributes.isOpaque {
      style = ShapeStyle(fill: color.solid, stroke: color.tint, strokeWidth: isLayer ? 1.5 : 0.75)
    } else if isLayer {
      style = ShapeStyle(fill: color.tint, fillOpacity: 0.08, stroke: color.tint, strokeWidth: 1.5)
    } else {
      style = ShapeStyle(stroke: color.tint, strokeWidth: 0.75)
    }
    canvas.rect(scale.pixels(frame, origin: origin), style, title: Self.tooltip(node))
  }

  /// Draws the labels with their tap marks.
  ///
  /// A hidden or covered node gets a dashed outline on top; a changed one a thick outline and a
  /// highlighted label, and the others recede.
  private func drawLabels(into canvas: inout SVGCanvas, origin: (x: Double, y: Double)) {
    for label in labels {
      let isHidden = facts.hidden[label.index]
      guard isHidden || facts.isCovered(label.index),
        ScreenScale.usable(facts.hierarchy[label.index].attributes.frame) != nil
      else { continue }
      let frame = scale.pixels(facts.frames[label.index] ?? scale.screen, origin: origin)
      canvas.rect(frame, ShapeStyle(stroke: PictureStyle.coveredStroke, dash: "2,2"))
    }
    for index in changed.sorted() {
      let frame = scale.pixels(facts.frames[index] ?? scale.screen, origin: origin)
      canvas.rect(
        frame, ShapeStyle(stroke: PictureStyle.changed, strokeWidth: 2.5), className: "changed")
    }
    let others = labels.filter { !changed.contains($0.index) }
    for label in labels where changed.contains(label.index) {
      let box = PixelRect(
        x: label.box.x + origin.x, y: label.box.y + origin.y, width: label.box.width,
        height: label.box.height)
      canvas.rect(
        box, ShapeStyle(fill: PictureStyle.changedLabelFill, stroke: PictureStyle.changed))
      canvas.text(
        label.runs, x: box.x + 2, y: box.y + 8.5, size: PictureStyle.labelSize,
        className: "label changed")
    }
    if !changed.isEmpty && !others.isEmpty { canvas.beginGroup(opacity: 0.55) }
    for label in others {
      let box = PixelRect(
        x: label.box.x + origin.x, y: label.box.y + origin.y, width: label.box.width,
        height: label.box.height)
      canvas.rect(box, ShapeStyle(fill: "#ffffff", fillOpacity: 0.85))
      canvas.text(
        label.runs, x: box.x + 2, y: box.y + 8.5, size: PictureStyle.labelSize, className: "label")
    }
    if !changed.isEmpty && !others.isEmpty { canvas.endGroup() }
  }

  /// A node's label: its name, its tap mark and whether it is hidden or covered, fitted to the
  /// panel's width.
  private static func labelRuns(
    _ index: Int, facts: HierarchyFacts, scale: ScreenScale, innerWidth: Double
  ) -> [TextRun] {
    let node = facts.hierarchy[index]
    let isHidden = facts.hidden[index]
    let isCovered = !isHidden && facts.isCovered(index)
    let mark = facts.tapMark(for: index, screen: scale.screen)
    let suffix = isHidden ? " (hidden)" : isCovered ? " (covered)" : ""
    let fit = PictureStyle.cells(fitting: innerWidth - 4, size: PictureStyle.labelSize)
    let (name, markText) = fitted(
      name: HierarchyFacts.name(of: node), mark: mark, cells: fit - SVGText.cells(suffix))
    let identified = node.identifier != nil
    let seen = !isHidden && !isCovered
    return [
      TextRun(
        text: name, color: seen ? (identified ? nil : PictureStyle.quietText) : "#888888",
        bold: identified),
      TextRun(
        text: " " + markText,
        color: mark == .reachesItself ? PictureStyle.reachesItself : PictureStyle.reachesOther),
      TextRun(text: suffix, color: PictureStyle.quietText),
    ].filter { !$0.text.isEmpty }
  }

  /// Shortens a label's name and its mark's target to fit a number of cells.
  ///
  /// The name comes first: it keeps all it can while leaving the target 8 cells, and is cut to
  /// no fewer than 8.
  static func fitted(
    name: String, mark: HierarchyFacts.TapMark, cells: Int
  ) -> (name: String, mark: String) {
    let nameCells = SVGText.cells(name)
    guard case .reaches(let target, let window) = mark else {
      let markCells = SVGText.cells(mark.text)
      return (SVGText.truncated(name, toCells: max(8, cells - 1 - markCells)), mark.text)
    }
    let markFixed = SVGText.cells(HierarchyFacts.TapMark.reaches("", window: window).text)
    let kept = min(nameCells, max(8, cells - 1 - markFixed - 8))
    let targetCells = max(8, cells - kept - 1 - markFixed)
    let markText = HierarchyFacts.TapMark.reaches(
      SVGText.truncated(target, toCells: targetCells), window: window
    ).text
    return (SVGText.truncated(name, toCells: kept), markText)
  }

  private func drawLegend(into canvas: inout SVGCanvas, at origin: (x: Double, y: Double)) {
    let hierarchy = facts.hierarchy
    canvas.text(
      "layers, back to front:", x: origin.x, y: origin.y, size: PictureStyle.labelSize,
      color: PictureStyle.quietText)
    if layers.isEmpty {
      canvas.text(
        "none", x: origin.x, y: origin.y + Self.legendLineHeight, size: PictureStyle.labelSize,
        color: PictureStyle.quietText)
    }
    let fit = PictureStyle.cells(fitting: innerWidth - 12, size: PictureStyle.labelSize)
    var notes: [String] = []
    if layers.count > Self.maximumLegendLayers {
      notes.append("… and \(layers.count - Self.maximumLegendLayers) more layers")
    }
    if labelsLeftOut > 0 {
      let noun = labelsLeftOut == 1 ? "label" : "labels"
      notes.append("\(labelsLeftOut) more \(noun) left out: no room")
    }
    for (line, note) in notes.enumerated() {
      let y = Double(max(1, min(layers.count, Self.maximumLegendLayers)) + 1 + line)
      canvas.text(
        note, x: origin.x, y: origin.y + Self.legendLineHeight * y, size: PictureStyle.labelSize,
        color: PictureStyle.quietText)
    }
    for (position, layer) in layers.prefix(Self.maximumLegendLayers).enumerated() {
      let y = origin.y + Self.legendLineHeight * Double(position + 1)
      let color = PictureStyle.layerColor(position)
      canvas.rect(
        PixelRect(x: origin.x, y: y - 8, width: 8, height: 8),
        ShapeStyle(fill: color.tint, fillOpacity: 0.35, stroke: color.tint))
      let node = hierarchy[layer]
      var words = ["\(position + 1)", node.typeName]
      if let identifier = node.identifier { words.append("#" + identifier) }
      if let style = node.attributes.presentationStyle { words.append(style) }
      if let presenter = node.attributes.presenter { words.append("from " + presenter) }
      if node.attributes.alpha != 1 {
        words.append("(alpha " + SVGText.number(node.attributes.alpha) + ")")
      }
      if !node.attributes.isUserInteractionEnabled { words.append("(interaction off)") }
      if facts.hidden[layer] { words.append("(hidden)") }
      canvas.text(
        SVGText.truncated(words.joined(separator: " "), toCells: fit), x: origin.x + 12, y: y,
        size: PictureStyle.labelSize)
    }
  }

  /// A node's tooltip: its role, type name, identifier and the attributes a picture can't show.
  static func tooltip(_ node: Node) -> String {
    var words = [node.role.rawValue, node.typeName]
    if let identifier = node.identifier { words.append("#" + identifier) }
    let attributes = node.attributes
    if attributes.isOpaque { words.append("opaque") }
    if attributes.alpha != 1 { words.append("alpha=" + SVGText.number(attributes.alpha)) }
    if !attributes.isUserInteractionEnabled { words.append("interaction=off") }
    if let frame = attributes.frame {
      let numbers = [frame.x, frame.y, frame.width, frame.height].map(SVGText.number)
      words.append("frame=" + numbers.joined(separator: ","))
    }
    for extra in attributes.extra { words.append(extra.key + "=" + extra.value) }
    return words.joined(separator: " ")
  }
}
