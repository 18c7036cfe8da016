import PresentationHierarchy

extension UIApplication {
  /// Taps the tab bar item with a title, as a finger would: the centre of its slot on the
  /// front-most tab bar that shows it (items take equal slots across the bar).
  ///
  /// The touch goes through UIKit's hit testing like any tap, so a tab bar under a cover, a
  /// dimming view or a window that takes touches doesn't get it. When the bar gets it, the tab
  /// bar controller asks its delegate and selects the tab (a SwiftUI `TabView`'s selection
  /// follows), and SwiftUI content is evaluated again.
  ///
  /// - Parameter title: The item's title, as `UITabBarItem.title` or SwiftUI's tab label has it.
  /// - Returns: The tab bar that received the touch.
  /// - Throws: ``GestureError`` when no tab bar on screen has the item, or something in front
  ///   of the bar receives the touch, naming what did.
  @discardableResult
  public func tapTab(_ title: String) throws -> UITabBar {
    let bars = windowScenes.flatMap { scene in
      scene.windowsBackToFront.reversed().flatMap { window in
        Self.tabBars(in: window).map { (scene, $0) }
      }
    }
    guard
      let (scene, bar, index) = bars.lazy.compactMap({ scene, bar in
        bar.items?.firstIndex { $0.title == title }.map { (scene, bar, $0) }
      }).first,
      let point = bar.slots?.center(of: index)
    else {
      let titles = bars.flatMap { $0.1.items?.compactMap(\.title) ?? [] }
      throw GestureError(
        message: "No tab bar item titled '\(title)' is on screen. Tab bar items on screen: "
          + (titles.isEmpty ? "none" : titles.map { "'\($0)'" }.joined(separator: ", ")) + ".")
    }
    let place = "The tap on tab '\(title)' at \(describe(point))"
    guard let hit = touch(at: point, in: scene) else {
      throw GestureError(message: "\(place) reached no view: no window there takes touches.")
    }
    guard hit === bar else {
      var capture = HierarchyCapture.hitTesting(in: self)
      let hierarchy = capture.capture(scene.windowsBackToFront)
      let described = capture.views.firstIndex { $0 === hit }.map { describe($0, in: hierarchy) }
      throw GestureError(
        message: "\(place) landed on \(described ?? hit.engine.typeName) instead: it is in "
          + "front of the tab bar.")
    }
    try runTapAction(from: hit, at: point)
    return bar
  }

  /// The visible tab bars in a view's tree, front-most first.
  private static func tabBars(in view: UIView) -> [UITabBar] {
    guard !view.isHidden else { return [] }
    let inside = view.subviews.reversed().flatMap { tabBars(in: $0) }
    return (view as? UITabBar).map { [$0] + inside } ?? inside
  }
}
