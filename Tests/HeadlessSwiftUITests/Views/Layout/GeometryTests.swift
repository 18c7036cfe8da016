import Foundation
import HeadlessSwiftUI
import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// `GeometryReader`, `.offset`, `.position`, `.fixedSize` and `.aspectRatio` decide frames and
/// the hits that follow them, inside a 390×844 iPhone's safe area (47 points on top, 34 below).
@MainActor
struct GeometryTests {
  @Test("A geometry reader's content sees its size and sits at its top leading corner")
  func geometryReaderSize() async throws {
    let app = await UIApplication.launch(
      GeometryReader { proxy in
        Color.red
          .frame(width: proxy.size.width / 2, height: proxy.size.height / 4)
          .accessibilityIdentifier("quarter")
      })
    // Half of 390 by a quarter of the 763-point safe area.
    #expect(try app.capturedFrame(of: "quarter") == Rect(x: 0, y: 47, width: 195, height: 190.75))
  }

  @Test("A geometry reader's frame and safe area insets come from where it is laid out")
  func geometryReaderFrame() async throws {
    final class Seen {
      var frame = CGRect.zero
      var insets = EdgeInsets()

      func record(_ proxy: GeometryProxy) {
        frame = proxy.frame(in: .global)
        insets = proxy.safeAreaInsets
      }
    }
    let seen = Seen()
    let app = await UIApplication.launch(
      VStack(spacing: 0) {
        Color.blue.frame(height: 100)
        GeometryReader { proxy in
          let _ = seen.record(proxy)
          Color.green.accessibilityIdentifier("fill")
        }
      }
      .ignoresSafeArea())
    _ = app
    #expect(seen.frame == CGRect(x: 0, y: 100, width: 390, height: 744))
    #expect(seen.insets.bottom == 34 && seen.insets.top == 0)
    #expect(seen.frame.size == CGSize(width: 390, height: 744))
  }

  @Test("An offset moves the view and its hits, and its neighbours stay where they were")
  func offsetMovesHits() async throws {
    let app = await UIApplication.launch(
      VStack(spacing: 0) {
        Color.red.frame(width: 100, height: 100).offset(x: 50, y: 20)
          .accessibilityIdentifier("moved")
        Color.blue.frame(width: 100, height: 100).accessibilityIdentifier("below")
      })
    // The stack is 200 high, centred: y = 47 + (763 - 200) / 2 = 328.5.
    #expect(try app.capturedFrame(of: "moved") == Rect(x: 195, y: 348.5, width: 100, height: 100))
    #expect(try app.capturedFrame(of: "below") == Rect(x: 145, y: 428.5, width: 100, height: 100))
    // Where it moved to, inside the stack's frame (past the stack's edge is a known gap).
    #expect(app.captureHierarchy().hitTestName(Point(x: 230, y: 420)) == "moved")
    #expect(app.hitTestDisagreements().isEmpty)
  }

  @Test("A position centres the view on a point of the space offered")
  func position() async throws {
    let app = await UIApplication.launch(
      Color.red.frame(width: 40, height: 40).position(x: 100, y: 50)
        .accessibilityIdentifier("dot"))
    #expect(try app.capturedFrame(of: "dot") == Rect(x: 80, y: 77, width: 40, height: 40))
  }

  @Test("fixedSize keeps text at its ideal width; aspectRatio fits a ratio in the space")
  func fixedSizeAndAspectRatio() async throws {
    let app = await UIApplication.launch(
      VStack {
        Text("A line far longer than the frame it is given").fixedSize()
          .frame(width: 100).accessibilityIdentifier("line")
        Color.red.aspectRatio(2, contentMode: .fit).frame(width: 200, height: 200)
          .accessibilityIdentifier("wide")
      })
    #expect(try app.capturedFrame(of: "line")?.width == 44 * 8)
    #expect(try app.capturedFrame(of: "wide")?.height == 100)
    #expect(try app.capturedFrame(of: "wide")?.width == 200)
  }
}
