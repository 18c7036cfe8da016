import PresentationHierarchy

/// Where a tab bar's items are: each takes an equal share of the bar's width, in the bar's
/// top part above the bottom safe area (the home indicator's strip), as on an iPhone
/// [INF: UIKit reference §2.3; a regular-width iPad's centred items and iOS 18's floating
/// tab bar are not modelled, listed in "How faithful is the model"].
struct TabBarSlots {
  /// The bar's frame on screen.
  let barFrame: Rect
  /// The number of items.
  let count: Int
  /// The height of the bottom safe area the bar extends over.
  let bottomInset: Double

  /// The index of the item whose slot holds a point of the screen, if any.
  func index(at point: Point) -> Int? {
    guard count > 0, barFrame.width > 0, point.x >= barFrame.x,
      point.x < barFrame.x + barFrame.width, point.y >= barFrame.y,
      point.y < barFrame.y + itemHeight
    else { return nil }
    return min(count - 1, Int((point.x - barFrame.x) / slotWidth))
  }

  /// The centre of an item's slot on screen.
  func center(of index: Int) -> Point {
    Point(
      x: barFrame.x + slotWidth * (Double(index) + 0.5), y: barFrame.y + itemHeight / 2)
  }

  private var slotWidth: Double { barFrame.width / Double(count) }
  private var itemHeight: Double { max(barFrame.height - bottomInset, 0) }
}
