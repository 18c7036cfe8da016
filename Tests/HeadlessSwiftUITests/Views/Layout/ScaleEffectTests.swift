import HeadlessSwiftUI
import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// `.scaleEffect`: the drawn frame and the hit area scale around the anchor, the layout doesn't.
@MainActor
struct ScaleEffectTests {
  private final class Log {
    var taps = 0
  }

  /// The frame of the only content node with an identifier.
  @Test("A doubled view is drawn twice as large around its centre; its neighbour doesn't move")
  func scaleAroundCentre() async throws {
    let log = Log()
    let app = await UIApplication.launch(
      VStack {
        Button {
          log.taps += 1
        } label: {
          Color.red.frame(width: 100, height: 100)
        }
        .scaleEffect(2)
        .accessibilityIdentifier("big")
        Color.blue.frame(width: 100, height: 50).accessibilityIdentifier("below")
      })
    // Laid out at (145, 349.5, 100, 100); drawn around its centre (195, 399.5).
    #expect(try app.capturedFrame(of: "big") == Rect(x: 95, y: 299.5, width: 200, height: 200))
    #expect(try app.capturedFrame(of: "below") == Rect(x: 145, y: 457.5, width: 100, height: 50))
    // In the stack's gap under the button's layout frame, inside its drawn frame.
    try app.tap(at: Point(x: 150, y: 453))
    #expect(log.taps == 1)
  }

  @Test("An anchor stays put: halved at the top leading corner, as a size or as x and y")
  func scaleAroundAnchor() async throws {
    let app = await UIApplication.launch(
      VStack {
        Color.red.frame(width: 100, height: 100)
          .scaleEffect(x: 0.5, y: 0.5, anchor: .topLeading)
          .accessibilityIdentifier("corner")
        Color.red.frame(width: 100, height: 100)
          .scaleEffect(CGSize(width: 1, height: 0.5), anchor: .bottom)
          .accessibilityIdentifier("flat")
      })
    // The stack is 208 tall: it starts at 47 + (763 - 208) / 2 = 324.5.
    #expect(try app.capturedFrame(of: "corner") == Rect(x: 145, y: 324.5, width: 50, height: 50))
    #expect(try app.capturedFrame(of: "flat") == Rect(x: 145, y: 482.5, width: 100, height: 50))
  }
}
