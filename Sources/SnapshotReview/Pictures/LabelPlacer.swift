/// Places labels inside a screen drawing so that they don't overlap: each goes at its node's
/// top-left corner, or as far below it as it takes to clear the labels placed before.
struct LabelPlacer {
  /// The height of one label line.
  static let lineHeight = 11.0

  private let bounds: PixelRect
  private var placed: [PixelRect] = []

  init(bounds: PixelRect) {
    self.bounds = bounds
  }

  /// Returns the box of a label of a width anchored at a node's top-left corner, and keeps it.
  mutating func place(width: Double, at anchor: (x: Double, y: Double)) -> PixelRect {
    let x = max(bounds.x, min(anchor.x, bounds.maxX - width))
    var box = PixelRect(
      x: x, y: max(bounds.y, min(anchor.y, bounds.maxY - Self.lineHeight)), width: width,
      height: Self.lineHeight)
    // A bounded number of tries: past it, a label may overlap rather than leave the screen.
    var tries = 0
    while tries < 200, placed.contains(where: { $0.overlaps(box) }) {
      box.y += Self.lineHeight
      tries += 1
      if box.maxY > bounds.maxY { box.y = bounds.y }
    }
    placed.append(box)
    return box
  }
}
