import PresentationHierarchy

/// The screen a picture draws and the scale it draws it at, shared by every step and both
/// sides of a before/after pair so that their panels compare at a glance.
struct ScreenScale: Hashable, Sendable {
  /// The screen in points: the union of the windows' frames.
  var screen: Rect
  /// Pixels per point.
  var scale: Double

  /// The screen when no window states a frame: an iPhone's 390 × 844 points.
  static let defaultScreen = Rect(x: 0, y: 0, width: 390, height: 844)
  /// The largest screen drawing, in pixels.
  static let maximumSize = (width: 420.0, height: 600.0)
  /// The scales tried, largest first, so coordinates stay short.
  private static let niceScales = [1, 0.75, 2.0 / 3, 0.5, 0.4, 1.0 / 3, 0.25, 0.2, 0.1]

  /// Finds the screen of some hierarchies and the largest simple scale that fits it in
  /// ``maximumSize``.
  init(_ hierarchies: [Hierarchy]) {
    var union: Rect?
    for hierarchy in hierarchies {
      for window in hierarchy.windowIndices {
        guard let frame = Self.usable(hierarchy[window].attributes.frame) else { continue }
        union = union.map { Self.union($0, frame) } ?? frame
      }
    }
    let screen = union.flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil } ?? Self.defaultScreen
    self.screen = screen
    let fitting = min(
      Self.maximumSize.width / screen.width, Self.maximumSize.height / screen.height)
    scale = Self.niceScales.first { $0 <= fitting } ?? fitting
  }

  /// Returns a frame the picture can draw: finite, within ±10⁷ points, with no negative size.
  static func usable(_ frame: Rect?) -> Rect? {
    guard let frame else { return nil }
    let values = [frame.x, frame.y, frame.width, frame.height]
    guard values.allSatisfy({ $0.isFinite && abs($0) <= 1e7 }) else { return nil }
    return Rect(x: frame.x, y: frame.y, width: max(0, frame.width), height: max(0, frame.height))
  }

  private static func union(_ a: Rect, _ b: Rect) -> Rect {
    let left = min(a.x, b.x)
    let top = min(a.y, b.y)
    return Rect(
      x: left, y: top, width: max(a.maxX, b.maxX) - left, height: max(a.maxY, b.maxY) - top)
  }

  /// The screen's size in pixels.
  var pixelSize: (width: Double, height: Double) {
    (screen.width * scale, screen.height * scale)
  }

  /// Converts a frame in points to pixels, for a screen drawn with its top-left corner at a
  /// point of the picture.
  func pixels(_ frame: Rect, origin: (x: Double, y: Double)) -> PixelRect {
    PixelRect(
      x: origin.x + (frame.x - screen.x) * scale, y: origin.y + (frame.y - screen.y) * scale,
      width: frame.width * scale, height: frame.height * scale)
  }
}
