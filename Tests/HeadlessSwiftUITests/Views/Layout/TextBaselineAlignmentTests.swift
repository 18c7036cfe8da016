import HeadlessSwiftUI
import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// Text baselines and list row separator guides, as apps align on them.
///
/// The model measures no baselines: a text baseline guide is at the view's bottom, where SwiftUI
/// puts it in a view with no text [DOC: `swiftui/verticalalignment/firsttextbaseline`]. The
/// screen is the model's 390×844 iPhone, content in the safe area from y = 47 to 810.
@MainActor
struct TextBaselineAlignmentTests {
  @Test(
    "An HStack on the first or last text baseline lines its views' bottoms up",
    arguments: [VerticalAlignment.firstTextBaseline, .lastTextBaseline])
  func baselineIsTheBottom(alignment: VerticalAlignment) async throws {
    let app = await UIApplication.launch(
      HStack(alignment: alignment) {
        Color.red.frame(width: 10, height: 40).accessibilityIdentifier("tall")
        Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("short")
      })
    let tall = try #require(try app.capturedFrame(of: "tall"))
    let short = try #require(try app.capturedFrame(of: "short"))
    #expect(tall.y + tall.height == short.y + short.height)
  }

  @Test("The baselines are guides of their own: an alignmentGuide for one moves only it")
  func baselinesAreDistinctGuides() async throws {
    #expect(VerticalAlignment.firstTextBaseline != .bottom)
    #expect(VerticalAlignment.firstTextBaseline != .lastTextBaseline)
    let app = await UIApplication.launch(
      HStack(alignment: .firstTextBaseline) {
        Color.red.frame(width: 10, height: 40).accessibilityIdentifier("tall")
        Color.blue.frame(width: 10, height: 10)
          .alignmentGuide(.firstTextBaseline) { $0[.top] }
          .alignmentGuide(.lastTextBaseline) { $0[.bottom] }
          .accessibilityIdentifier("short")
      })
    let tall = try #require(try app.capturedFrame(of: "tall"))
    let short = try #require(try app.capturedFrame(of: "short"))
    // The short view's top sits on the tall view's bottom.
    #expect(short.y == tall.y + tall.height)
  }

  @Test("Alignments of an edge and a baseline combine the two guides")
  func baselineAlignments() async throws {
    #expect(Alignment.leadingFirstTextBaseline.horizontal == .leading)
    #expect(Alignment.leadingFirstTextBaseline.vertical == .firstTextBaseline)
    #expect(Alignment.leadingLastTextBaseline.vertical == .lastTextBaseline)
    let app = await UIApplication.launch(
      ZStack(alignment: .leadingFirstTextBaseline) {
        Color.red.frame(width: 40, height: 40).accessibilityIdentifier("big")
        Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("small")
      }
      .overlay(alignment: .leadingLastTextBaseline) {
        Color.green.frame(width: 5, height: 5).accessibilityIdentifier("dot")
      })
    // The big view fills the stack, so the capture gives the stack's frame only.
    let big = try #require(
      app.captureHierarchy().nodes.first { $0.typeName == "ZStack" }?.attributes.frame)
    let small = try #require(try app.capturedFrame(of: "small"))
    let dot = try #require(try app.capturedFrame(of: "dot"))
    #expect(small.x == big.x)
    #expect(small.y + small.height == big.y + big.height)
    #expect(dot.y + dot.height == big.y + big.height)
  }

  @Test("A list row's separator guides take an alignmentGuide and change no frame")
  func listRowSeparatorGuides() async throws {
    let guided = await UIApplication.launch(
      List {
        HStack {
          Text("🍕")
          Text("Pizza").alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }
        }
        .accessibilityIdentifier("row")
        Text("Pasta").alignmentGuide(.listRowSeparatorTrailing) { $0[.trailing] }
      })
    let plain = await UIApplication.launch(
      List {
        HStack {
          Text("🍕")
          Text("Pizza")
        }
        .accessibilityIdentifier("row")
        Text("Pasta")
      })
    #expect(guided.captureHierarchy(detail: .full) == plain.captureHierarchy(detail: .full))
    #expect(HorizontalAlignment.listRowSeparatorLeading != .leading)
    #expect(HorizontalAlignment.listRowSeparatorTrailing != .trailing)
  }
}
