/// The order in which UIKit composites windows (UIKit reference §4.1–§4.2, §9 "Scenes").
package enum LiveWindowOrder {
  /// Sorts windows back to front: by scene, then level, then their order in the application's
  /// window list.
  ///
  /// Each window scene is its own region of the screen, so windows of different scenes never
  /// interleave: a scene's windows all come before the next scene's (§9 [INF]). Within a scene a
  /// higher level is in front [DOC: `UIWindow.Level`], and within a level the order of
  /// `UIApplication.windows`, which Apple documents as back to front, decides [DOC:
  /// `UIApplication.windows`]. A window missing from that list (it shouldn't be) goes after
  /// the listed ones of its level, in its scene's order.
  ///
  /// - Parameters:
  ///   - scenes: Each scene's windows, scenes in the order they are captured.
  ///   - applicationWindows: The application's windows, back to front (`UIApplication.windows`).
  ///   - level: A window's level's raw value.
  /// - Returns: Every window of the scenes, back to front.
  package static func backToFront<Window: AnyObject>(
    scenes: [[Window]], applicationWindows: [Window], level: (Window) -> Double
  ) -> [Window] {
    var positions: [ObjectIdentifier: Int] = [:]
    for (index, window) in applicationWindows.enumerated() {
      positions[ObjectIdentifier(window)] = index
    }
    var keyed: [(window: Window, scene: Int, level: Double, order: Int)] = []
    for (sceneIndex, windows) in scenes.enumerated() {
      for (index, window) in windows.enumerated() {
        let order = positions[ObjectIdentifier(window)] ?? applicationWindows.count + index
        keyed.append((window, sceneIndex, level(window), order))
      }
    }
    return keyed.sorted { ($0.scene, $0.level, $0.order) < ($1.scene, $1.level, $1.order) }
      .map(\.window)
  }
}
