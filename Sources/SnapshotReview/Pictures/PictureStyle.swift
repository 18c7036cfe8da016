/// The colours, sizes and words a picture uses, in one place.
enum PictureStyle {
  /// A layer's colour: its outline and translucent fill, and the solid fill of its opaque views.
  struct LayerColor {
    var tint: String
    var solid: String
  }

  /// The layers' colours, back to front, repeating after the last.
  static let layerColors = [
    LayerColor(tint: "#4a6fa5", solid: "#d2dbe9"),
    LayerColor(tint: "#d9822b", solid: "#f6e0ca"),
    LayerColor(tint: "#2e9e6a", solid: "#cbe7da"),
    LayerColor(tint: "#8e5bb5", solid: "#e3d6ed"),
    LayerColor(tint: "#c0392b", solid: "#efcdca"),
    LayerColor(tint: "#7f8c8d", solid: "#dfe2e3"),
  ]

  /// The colour of the layer at a position among a window's children, from 0.
  static func layerColor(_ position: Int) -> LayerColor {
    layerColors[position % layerColors.count]
  }

  static let text = "#1a1a1a"
  static let quietText = "#666666"
  static let hiddenStroke = "#9a9a9a"
  static let coveredStroke = "#555555"
  static let reachesItself = "#1e8449"
  static let reachesOther = "#b03a2e"
  static let panelFill = "#fafafa"
  static let panelStroke = "#c8c8c8"
  static let screenFill = "#eeeeee"
  /// The outline of a node the step's headline names, and its label's fill.
  static let changed = "#d4006a"
  static let changedLabelFill = "#fff3b0"

  /// Font sizes in pixels.
  static let titleSize = 13.0
  static let stepTitleSize = 12.0
  static let headerSize = 11.0
  static let bodySize = 10.0
  static let labelSize = 9.0

  /// The width in pixels of a text in the monospaced font at a size.
  static func width(_ text: String, size: Double) -> Double {
    Double(SVGText.cells(text)) * size * SVGCanvas.cellWidth
  }

  /// How many characters of a size fit a width, at least 1.
  static func cells(fitting width: Double, size: Double) -> Int {
    max(1, Int((width / (size * SVGCanvas.cellWidth)).rounded(.down)))
  }

  /// The key to the marks, three lines under every picture.
  static let legend = [
    "✓  a tap at the node's centre reaches it (or a node inside it)",
    "taps → X  a tap at its centre reaches X instead",
    "dashed  hidden, or covered by an opaque view in front",
  ]

  /// The key's line for the mark of the node a headline names, under before/after pictures.
  static let changedLegend = "thick outline, highlighted label  the node the step's headline names"

}
