import Foundation
import HeadlessSwiftUI
import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// Alignment guides move a view in its stack as SwiftUI documents.
///
/// The stack lines its children's values of its alignment guide up, and grows to hold them all
/// [DOC: `swiftui/view/alignmentguide(_:computevalue:)-9mdoh` and `-6y3u2`]. The screen is the
/// model's 390×844 iPhone, content in the safe area from y = 47 to 810.
@MainActor
struct AlignmentGuideTests {
  @Test("In a centred VStack, a child's center guide at 0 puts its leading edge under the centre")
  func vStackCenterGuide() async throws {
    // Apple's example: an HStack whose center guide is 50 sits with x = 50 under the title's
    // centre. Here the guide is 0, so the row's leading edge is under the title's centre.
    let app = await UIApplication.launch(
      VStack {
        Color.red.frame(width: 200, height: 40).accessibilityIdentifier("title")
        Color.blue.frame(width: 100, height: 40)
          .alignmentGuide(HorizontalAlignment.center) { _ in 0 }
          .accessibilityIdentifier("row")
      })
    // Span: 100 before the guide line (the title's half), 100 after → 200, centred: line 195.
    #expect(try app.capturedFrame(of: "title") == Rect(x: 95, y: 384.5, width: 200, height: 40))
    #expect(try app.capturedFrame(of: "row") == Rect(x: 195, y: 432.5, width: 100, height: 40))
  }

  @Test("A leading-aligned VStack grows to hold a child moved by d[.trailing]")
  func vStackLeadingGuideUsesDimensions() async throws {
    let app = await UIApplication.launch(
      VStack(alignment: .leading) {
        Color.red.frame(width: 100, height: 40).accessibilityIdentifier("body")
        Color.blue.frame(width: 60, height: 40)
          .alignmentGuide(.leading) { d in d[.trailing] }
          .accessibilityIdentifier("hanging")
      }
      .accessibilityIdentifier("stack"))
    // The hanging view's trailing edge lines up with the body's leading edge: 60 + 100 wide.
    let stack = try #require(try app.capturedFrame(of: "stack"))
    #expect(stack.width == 160 && stack.x == 115)
    #expect(try app.capturedFrame(of: "body")?.x == 175)
    #expect(try app.capturedFrame(of: "hanging")?.x == 115)
  }

  @Test("A later guide sees an earlier one through ViewDimensions[explicit:]")
  func explicitSubscript() async throws {
    let app = await UIApplication.launch(
      VStack(alignment: .leading, spacing: 0) {
        Color.red.frame(width: 100, height: 10).accessibilityIdentifier("base")
        Color.blue.frame(width: 100, height: 10)
          .alignmentGuide(.leading) { _ in 10 }
          .alignmentGuide(.leading) { d in (d[explicit: .leading] ?? 0) + d.width / 4 }
          .accessibilityIdentifier("moved")
      })
    // The guide is 10 + 25 = 35: the moved view sits 35 points left of the base.
    let base = try #require(try app.capturedFrame(of: "base"))
    let moved = try #require(try app.capturedFrame(of: "moved"))
    #expect(base.x - moved.x == 35)
  }

  @Test("In a top-aligned HStack, a child's top guide at d[.bottom] sits above the others")
  func hStackTopGuide() async throws {
    let app = await UIApplication.launch(
      HStack(alignment: .top) {
        Color.red.frame(width: 50, height: 40).accessibilityIdentifier("tall")
        Color.blue.frame(width: 30, height: 20)
          .alignmentGuide(.top) { d in d[.bottom] }
          .accessibilityIdentifier("raised")
      })
    // Height 20 + 40 = 60, centred: y = 47 + (763 - 60) / 2 = 398.5; guide line at 418.5.
    #expect(try app.capturedFrame(of: "tall") == Rect(x: 151, y: 418.5, width: 50, height: 40))
    #expect(try app.capturedFrame(of: "raised") == Rect(x: 209, y: 398.5, width: 30, height: 20))
  }

  @Test("In a ZStack, guides move a child on both axes")
  func zStackGuides() async throws {
    let app = await UIApplication.launch(
      ZStack(alignment: .topLeading) {
        Color.red.frame(width: 100, height: 100).accessibilityIdentifier("card")
        Color.blue.frame(width: 20, height: 20)
          .alignmentGuide(.leading) { _ in -10 }
          .alignmentGuide(.top) { _ in -10 }
          .accessibilityIdentifier("badge")
      })
    // The card is centred (x 145, y 47 + 331.5), so captured with its stack's frame (a capture
    // leaves out a frame equal to the parent's); the badge is inset by 10 on each axis.
    let hierarchy = app.captureHierarchy()
    let card = hierarchy.effectiveFrames()[try hierarchy.index(of: "card")]
    #expect(card == Rect(x: 145, y: 378.5, width: 100, height: 100))
    #expect(try app.capturedFrame(of: "badge") == Rect(x: 155, y: 388.5, width: 20, height: 20))
  }

  @Test("A guide reaches the stack through padding, moved by the inset (the model's rule)")
  func guideThroughPadding() async throws {
    let app = await UIApplication.launch(
      VStack(alignment: .leading, spacing: 0) {
        Color.red.frame(width: 200, height: 10).accessibilityIdentifier("base")
        Color.blue.frame(width: 100, height: 10)
          .alignmentGuide(.leading) { _ in 30 }
          .padding(.leading, 10)
          .accessibilityIdentifier("padded")
      })
    // The padded view's guide is 30 + 10 = 40: it starts 40 left of the base, the color 10 in.
    let base = try #require(try app.capturedFrame(of: "base"))
    let padded = try #require(try app.capturedFrame(of: "padded"))
    #expect(base.x - padded.x == 30)
  }

  @Test("A guide on a view of the app's own reaches its stack")
  func guideInsideAppView() async throws {
    struct Hanging: View {
      var body: some View {
        Color.blue.frame(width: 60, height: 10).alignmentGuide(.leading) { d in d[.trailing] }
      }
    }
    let app = await UIApplication.launch(
      VStack(alignment: .leading, spacing: 0) {
        Color.red.frame(width: 100, height: 10).accessibilityIdentifier("base")
        Hanging().accessibilityIdentifier("hanging")
      })
    let base = try #require(try app.capturedFrame(of: "base"))
    let hanging = try #require(try app.capturedFrame(of: "hanging"))
    #expect(base.x - hanging.x == 60)
  }

  @Test("A guide other than the stack's alignment leaves the layout as without it")
  func otherGuideIsIgnored() async throws {
    let plain = await UIApplication.launch(
      VStack(alignment: .leading) {
        Color.red.frame(width: 100, height: 40)
        Color.blue.frame(width: 60, height: 40).accessibilityIdentifier("row")
      })
    let guided = await UIApplication.launch(
      VStack(alignment: .leading) {
        Color.red.frame(width: 100, height: 40)
        Color.blue.frame(width: 60, height: 40)
          .alignmentGuide(.trailing) { _ in 0 }
          .alignmentGuide(.top) { _ in 5 }
          .accessibilityIdentifier("row")
      })
    #expect(try plain.capturedFrame(of: "row") == guided.capturedFrame(of: "row"))
  }

  @Test("onGeometryChange runs after the first layout and when the value changes")
  func onGeometryChange() async throws {
    let log = WidthLog()
    let app = await UIApplication.launch(Resizing(log: log))
    await app.settle()
    #expect(log.widths == [100])
    try app.tap("grow")
    await app.settle()
    #expect(log.widths == [100, 200])
    try app.tap("noop")
    await app.settle()
    #expect(log.widths == [100, 200])
  }
}

// MARK: - Fixtures

/// The widths an `onGeometryChange` action saw.
@MainActor private final class WidthLog {
  var widths: [CGFloat] = []
}

/// A box whose width a button doubles, watched with `onGeometryChange`.
private struct Resizing: View {
  let log: WidthLog
  @State private var wide = false
  @State private var taps = 0

  var body: some View {
    VStack {
      Color.red
        .frame(width: wide ? 200 : 100, height: 20)
        .onGeometryChange(for: CGFloat.self) { proxy in
          proxy.size.width
        } action: { width in
          log.widths.append(width)
        }
      Button("Grow") { wide = true }.accessibilityIdentifier("grow")
      Button("Again \(taps)") { taps += 1 }.accessibilityIdentifier("noop")
    }
  }
}
