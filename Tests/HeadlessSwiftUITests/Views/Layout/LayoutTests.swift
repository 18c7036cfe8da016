import HeadlessSwiftUI
import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// The layout pass: frames come from the views' code, as SwiftUI's propose–size–place gives
/// them, inside the safe area of a 390×844 iPhone (47 points on top, 34 below).
@MainActor
struct LayoutTests {
  /// The frame of the only content node of a type, or with an identifier.
  @Test("The article's dolphin lands 16 points from the trailing edge, 50 above the safe area")
  func dolphinCorner() async throws {
    struct Overlay: View {
      var body: some View {
        VStack(alignment: .trailing) {
          Spacer()
            .frame(maxWidth: .infinity)
          Image(systemName: "fish")
            .resizable()
            .frame(width: 100, height: 100)
            .padding()
            .accessibilityIdentifier("dolphin")
        }
        .safeAreaPadding(.bottom, 50)
      }
    }
    let app = await UIApplication.launch(Overlay())
    // x = 390 - 16 - 100; bottom = 844 - 34 (safe area) - 50 - 16.
    #expect(try app.capturedFrame(of: "dolphin") == Rect(x: 274, y: 644, width: 100, height: 100))
  }

  @Test("A VStack centres children of their ideal size with 8 points between them")
  func vStackSpacing() async throws {
    let app = await UIApplication.launch(
      VStack {
        Color.red.frame(width: 100, height: 50).accessibilityIdentifier("top")
        Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("bottom")
      })
    // Height 108, centred in the safe area (47 + (763 - 108) / 2 = 374.5).
    #expect(try app.capturedFrame(of: "top") == Rect(x: 145, y: 374.5, width: 100, height: 50))
    #expect(try app.capturedFrame(of: "bottom") == Rect(x: 170, y: 432.5, width: 50, height: 50))
  }

  @Test("A spacer pushes the rest of an HStack to the trailing edge")
  func spacerInHStack() async throws {
    let app = await UIApplication.launch(
      HStack(spacing: 0) {
        Spacer()
        Color.red.frame(width: 40, height: 40).accessibilityIdentifier("badge")
      })
    let badge = try #require(try app.capturedFrame(of: "badge"))
    #expect(badge.x == 350)
  }

  @Test("Padding, an overlay's alignment and zIndex")
  func paddingOverlayZIndex() async throws {
    let app = await UIApplication.launch(
      ZStack {
        Color.red.accessibilityIdentifier("back").zIndex(1)
        Color.blue.frame(width: 100, height: 100)
          .overlay(alignment: .topLeading) {
            Color.green.frame(width: 10, height: 10).accessibilityIdentifier("corner")
          }
          .padding(20)
          .accessibilityIdentifier("front")
      }
      .ignoresSafeArea())
    let hierarchy = app.captureHierarchy()
    // zIndex(1) draws the red color in front of the later blue one.
    #expect(try hierarchy.isInFront("back", of: "front"))
    #expect(try app.capturedFrame(of: "front") == Rect(x: 145, y: 372, width: 100, height: 100))
    #expect(try app.capturedFrame(of: "corner") == Rect(x: 145, y: 372, width: 10, height: 10))
  }

  @Test("Lengths are CGFloat, as SwiftUI declares them: an app's CGFloat sizes lay out as literals")
  func cgFloatLengths() async throws {
    let side: CGFloat = 40
    let gap: CGFloat = 10
    let inset: CGFloat = 5
    let app = await UIApplication.launch(
      VStack(spacing: gap) {
        Color.red.frame(width: side, height: side).accessibilityIdentifier("top")
        Color.blue.frame(minWidth: side, maxWidth: side, minHeight: side, maxHeight: side)
          .padding(inset)
          .accessibilityIdentifier("middle")
        Color.gray.frame(width: side, height: side)
          .padding(EdgeInsets(top: inset, leading: 0, bottom: 0, trailing: 0))
          .cornerRadius(inset)
          .shadow(color: .black, radius: inset, x: 0, y: inset)
          .accessibilityIdentifier("bottom")
        HStack(spacing: 0) {
          Spacer(minLength: gap)
          Color.green.frame(width: side, height: side).accessibilityIdentifier("badge")
        }
      })
    // The rows are 40, 50 and 45 tall and the HStack 40, with 10 between: 205, centred in the
    // safe area at 47 + (763 - 205) / 2 = 326; the stack is as wide as the screen (the HStack
    // takes it all), so the rows are centred at x = (390 - 40) / 2. Each identifier is the
    // padded view's, inside its padding.
    #expect(try app.capturedFrame(of: "top") == Rect(x: 175, y: 326, width: 40, height: 40))
    #expect(try app.capturedFrame(of: "middle") == Rect(x: 175, y: 381, width: 40, height: 40))
    #expect(try app.capturedFrame(of: "bottom") == Rect(x: 175, y: 441, width: 40, height: 40))
    #expect(try app.capturedFrame(of: "badge") == Rect(x: 350, y: 491, width: 40, height: 40))
  }

  @Test("Text is measured at 8 points a character and wraps to the width it is offered")
  func textWraps() async throws {
    let app = await UIApplication.launch(
      Text("0123456789").frame(width: 40).accessibilityIdentifier("text"))
    let text = try #require(try app.capturedFrame(of: "text"))
    #expect(text.width == 40 && text.height == 40)
  }
}
