/// Places labels inside a screen drawing so that no two overlap: each goes at its node's
/// top-left corner, or on the first free line below it (wrapping to the top); a label with no
/// free line anywhere is left out, for the panel's key to count.
struct LabelPlacer {
  /// The height of one label line.
  static let lineHeight = 11.0

  private let bounds: PixelRect
  private var placed: [PixelRect] = []

  init(bounds: PixelRect) {
    self.bounds = bounds
  }

  /// Returns the box of a label of a width anchored at a node's top-left corner and keeps it,
  /// or `nil` when every line of the screen already holds a label where this one would go.
  mutating func place(width: Double, at anchor: (x: Double, y: Double)) -> PixelRect? {
    let x = max(bounds.x, min(anchor.x, bounds.maxX - width))
    let top = max(bounds.y, min(anchor.y, bounds.maxY - Self.lineHeight))
    let lines = max(1, Int((bounds.height / Self.lineHeight).rounded(.down)))
    var box = PixelRect(x: x, y: top, width: width, height: Self.lineHeight)
    for _ in 0..<lines {
      if !placed.contains(where: { $0.overlaps(box) }) {
        placed.append(box)
        return box
      }
      box.y += Self.lineHeight
      if box.maxY > bounds.maxY { box.y = bounds.y }
    }
    return nil
  }
}
