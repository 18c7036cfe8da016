import Foundation
import HeadlessSwiftUI
import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// `containerRelativeFrame` sizes a view from its nearest container.
///
/// The container is the nearest scroll view's viewport, else the screen's safe area [DOC:
/// `swiftui/view/containerrelativeframe(_:count:span:spacing:alignment:)`, whose examples the
/// scroll view tests are]. The screen is the model's 390×844 iPhone, content in the safe area
/// from y = 47 to 810 (390×763).
@MainActor
struct ContainerRelativeFrameTests {
  @Test("Each page of a horizontal scroll view takes the whole viewport")
  func fullScreenPages() async throws {
    let app = await UIApplication.launch(
      ScrollView(.horizontal) {
        LazyHStack(spacing: 0.0) {
          ForEach(0..<3) { index in
            Rectangle()
              .fill(.purple)
              .containerRelativeFrame([.horizontal, .vertical])
              .accessibilityIdentifier("page\(index)")
          }
        }
      })
    #expect(try app.capturedFrame(of: "page0") == Rect(x: 0, y: 47, width: 390, height: 763))
    #expect(try app.capturedFrame(of: "page1") == Rect(x: 390, y: 47, width: 390, height: 763))
  }

  @Test("count, span and spacing divide the viewport as Apple's formula says")
  func columnsOfTheViewport() async throws {
    let app = await UIApplication.launch(
      ScrollView(.horizontal) {
        LazyHStack(spacing: 10.0) {
          ForEach(0..<3) { index in
            Rectangle()
              .fill(.purple)
              .aspectRatio(3.0 / 2.0, contentMode: .fit)
              .containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 10.0)
              .accessibilityIdentifier("item\(index)")
          }
        }
      }
      .safeAreaPadding(.horizontal, 20.0))
    // The viewport is 390 - 40 = 350 wide: ((350 - 30) / 4) * 3 + 2 * 10 = 260.
    let first = try #require(try app.capturedFrame(of: "item0"))
    let second = try #require(try app.capturedFrame(of: "item1"))
    #expect(first.width == 260)
    #expect(first.x == 20)
    #expect(second.x == 290)
  }

  @Test("Outside a scroll view the container is the safe area, not the parent")
  func safeAreaIsTheContainer() async throws {
    let app = await UIApplication.launch(
      VStack {
        Color.red.frame(height: 10)
          .containerRelativeFrame(.horizontal, count: 2, spacing: 10)
          .accessibilityIdentifier("half")
        Color.blue.frame(width: 10, height: 10)
      }
      .padding(50))
    // (390 - 10) / 2 = 190, though the padded stack offers only 290.
    #expect(try app.capturedFrame(of: "half")?.width == 190)
  }

  @Test("The closure form gets the container's length along each axis")
  func closureForm() async throws {
    let app = await UIApplication.launch(
      Color.red
        .containerRelativeFrame([.horizontal, .vertical], alignment: .topLeading) {
          length, axis in
          axis == .vertical ? length / 3.0 : length / 5.0
        }
        .accessibilityIdentifier("box"))
    let box = try #require(try app.capturedFrame(of: "box"))
    #expect(box.width == 78)
    #expect(abs(box.height - 763.0 / 3.0) < 0.001)
  }
}
