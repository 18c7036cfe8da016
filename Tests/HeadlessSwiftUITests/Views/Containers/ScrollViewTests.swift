import HeadlessSwiftUI
import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// `ScrollView`: a viewport that takes the space offered, content at its ideal length along the
/// scroll axis, and nothing past the viewport's end reachable by a tap.
@MainActor
struct ScrollViewTests {
  /// Thirty 60-point rows, taller than the 763-point safe area.
  private struct Rows: View {
    var body: some View {
      ScrollView {
        ForEach(0..<30, id: \.self) { index in
          Color.gray.frame(height: 60).accessibilityIdentifier("row\(index)")
        }
      }
      .accessibilityIdentifier("scroll")
    }
  }

  @Test("The viewport fills the safe area and the rows stack from its top at their own height")
  func rowsStackFromTheTop() async throws {
    let app = await UIApplication.launch(Rows())
    // The viewport fills the screen's view, `Rows`, so captures write no frame of its own.
    let screen = try app.capturedFrame(of: "ScrollViewTests.Rows")
    #expect(screen == Rect(x: 0, y: 47, width: 390, height: 763))
    #expect(try app.capturedFrame(of: "scroll") == nil)
    #expect(try app.capturedFrame(of: "row0") == Rect(x: 0, y: 47, width: 390, height: 60))
    // 68 points a row: 60 and the stack's 8-point spacing.
    #expect(try app.capturedFrame(of: "row1") == Rect(x: 0, y: 115, width: 390, height: 60))
    #expect(try app.capturedFrame(of: "row29")?.y == 47 + 29 * 68)
  }

  @Test("A row inside the viewport takes a tap; one past its end can't be reached")
  func rowsPastTheEndTakeNoTaps() async throws {
    let app = await UIApplication.launch(Rows())
    #expect(try app.tap("row2").accessibilityIdentifier == "row2")
    #expect(throws: GestureError.self) { try app.tap("row20") }
    #expect(app.hitTestDisagreements().isEmpty)
  }

  @Test("A horizontal scroll view lays its views out side by side, centred vertically")
  func horizontalContent() async throws {
    let app = await UIApplication.launch(
      ScrollView(.horizontal, showsIndicators: false) {
        Color.red.frame(width: 300, height: 100).accessibilityIdentifier("first")
        Color.blue.frame(width: 300, height: 100).accessibilityIdentifier("second")
      })
    #expect(try app.capturedFrame(of: "first") == Rect(x: 0, y: 378.5, width: 300, height: 100))
    #expect(try app.capturedFrame(of: "second") == Rect(x: 308, y: 378.5, width: 300, height: 100))
  }
}
