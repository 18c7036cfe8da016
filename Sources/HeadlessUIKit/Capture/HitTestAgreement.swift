import Foundation
import PresentationHierarchy

extension UIApplication {
  /// Where the live hit testing and the captured snapshot's `Hierarchy.hitTest(_:)` disagree.
  ///
  /// Both are asked at a grid of points over each scene (every `spacing` points, edges
  /// included), the live answer mapped to the captured node that holds the view (its nearest
  /// ancestor a presentation-detail capture keeps). Empty when they agree everywhere, as they
  /// must for views that don't override `hitTest(_:with:)` or `point(inside:with:)`: the
  /// snapshot files' queries answer for the app that recorded them.
  ///
  /// - Parameter spacing: The grid's spacing, in points.
  /// - Returns: One line per point where they differ, naming both answers.
  package func hitTestDisagreements(spacing: Double = 20) -> [String] {
    var found: [String] = []
    for scene in windowScenes {
      var capture = HierarchyCapture(detail: .presentation)
      let hierarchy = capture.capture(scene.windowsBackToFront)
      let screen = profile.device.screen
      for y in stride(from: screen.y, through: screen.y + screen.height, by: spacing) {
        for x in stride(from: screen.x, through: screen.x + screen.width, by: spacing) {
          let captured = hierarchy.hitTest(Point(x: x, y: y))
          var live = HitTesting.view(at: CGPoint(x: x, y: y), in: scene, with: nil)
          while let view = live, !capture.views.contains(where: { $0 === view }) {
            live = view.superview
          }
          let liveNode = live.flatMap { view in capture.views.firstIndex { $0 === view } }
          if liveNode != captured {
            let name = { (index: Int?) in
              index.map { hierarchy.nodes[$0].displayName } ?? "nothing"
            }
            found.append("(\(x), \(y)): live \(name(liveNode)), captured \(name(captured))")
          }
        }
      }
    }
    return found
  }
}
