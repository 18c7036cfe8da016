import HeadlessSwiftUI
import HeadlessUIKit
import PresentationHierarchy
import Testing

/// `background(_:ignoresSafeAreaEdges:)` with a style that is not a view — a material, the
/// background style — draws "the specified style behind" the view: a rectangle that takes the
/// taps on it, as a mini player's `.bar` background does over the list behind it.
@MainActor
@Suite struct StyleBackgroundTests {
  /// A list with a bar over its bottom: a button on a material background, as mini players are.
  struct Player: View {
    let background: Int
    @State private var taps: [String] = []

    var body: some View {
      ZStack(alignment: .bottom) {
        List {
          ForEach(0..<12) { row in
            Button("Row \(row)") { taps.append("row \(row)") }
              .accessibilityIdentifier("row-\(row)")
          }
        }
        bar
      }
      .overlay(alignment: .top) {
        Text(taps.joined(separator: ", "))
          .accessibilityIdentifier("tapped-" + (taps.last ?? "none"))
      }
    }

    @ViewBuilder private var bar: some View {
      let content = HStack {
        Spacer()
        Button("Pause") { taps.append("pause") }.accessibilityIdentifier("pause")
      }
      .frame(height: 56)
      .accessibilityIdentifier("bar")
      switch background {
      case 0: content.background(.bar)
      case 1: content.background(.ultraThinMaterial)
      case 2: content.background(.thinMaterial, ignoresSafeAreaEdges: [])
      case 3: content.background(.regularMaterial).background(.thickMaterial)
      case 4: content.background(.ultraThickMaterial)
      case 5: content.background()
      default: content.background(ignoresSafeAreaEdges: [])
      }
    }
  }

  @Test(
    "A style's background takes the taps on it; the views in front keep theirs", arguments: 0..<7)
  func backgroundTakesTaps(background: Int) async throws {
    let app = await UIApplication.launch(Player(background: background))
    let hierarchy = app.captureHierarchy()
    let bar = try #require(hierarchy[try hierarchy.index(of: "bar")].attributes.frame)
    let behind = try #require(
      hierarchy.hitTest(Point(x: bar.x + 20, y: bar.y + bar.height / 2)).map { hierarchy[$0] })
    #expect(behind.typeName == "Rectangle", "the bar's background, not a row behind it")
    #expect(!behind.attributes.isOpaque, "a material shows what is behind it")
    try app.tap("pause")
    await app.settle()
    #expect(throws: Never.self) { try app.captureHierarchy().index(of: "tapped-pause") }
    #expect(try app.captureHierarchy().visibility(of: "row-0").isVisible)
  }

  /// A navigation stack with a material behind it.
  struct Stack: View {
    @State private var tapped = false

    var body: some View {
      NavigationStack {
        List {
          Button("Go") { tapped = true }.accessibilityIdentifier(tapped ? "went" : "go")
        }
      }
      .background(.ultraThinMaterial)
    }
  }

  @Test("A background behind a navigation stack stays behind the stack's controller")
  func backgroundStaysBehindAContainer() async throws {
    let app = await UIApplication.launch(Stack())
    let hierarchy = app.captureHierarchy(detail: .full)
    let background = try #require(hierarchy.nodes.firstIndex { $0.typeName == "Rectangle" })
    let stack = try #require(
      hierarchy.nodes.firstIndex { $0.typeName == "SwiftUI.UIKitNavigationController" })
    #expect(background < stack, "painted before, so behind, the stack")
    try app.tap("go")
    await app.settle()
    #expect(throws: Never.self) { try app.captureHierarchy().index(of: "went") }
  }
}
