import Foundation
import HeadlessSwiftUI
import HeadlessUIKit
import PresentationHierarchy
import Testing

/// The layout, geometry and scrolling vocabulary written as apps write it, implicit members
/// included: it compiles, and the inert modifiers leave the captured hierarchy as it was.
@MainActor
struct LayoutVocabularySpellingTests {
  @Namespace private var namespace

  private struct Screen: View {
    let decorated: Bool
    @Namespace private var namespace

    var body: some View {
      if decorated {
        content
          .scrollBounceBehavior(.basedOnSize)
          .scrollBounceBehavior(.always, axes: .horizontal)
          .scrollIndicators(.hidden)
          .scrollIndicators(.never, axes: .vertical)
          .scrollClipDisabled()
          .scrollDisabled(true)
          .geometryGroup()
          .matchedGeometryEffect(id: "hero", in: namespace)
          .matchedGeometryEffect(
            id: 1, in: namespace, properties: .position, anchor: .top, isSource: false)
      } else {
        content
      }
    }

    private var content: some View {
      ScrollView {
        Color.gray.frame(height: 60).accessibilityIdentifier("row")
      }
      .accessibilityIdentifier("scroll")
    }
  }

  @Test("The inert scroll and geometry modifiers change no frame in the capture")
  func inertModifiersChangeNothing() async throws {
    let plain = await UIApplication.launch(Screen(decorated: false))
    let decorated = await UIApplication.launch(Screen(decorated: true))
    let row = { (app: UIApplication) throws -> Rect? in
      let hierarchy = app.captureHierarchy()
      return hierarchy[try hierarchy.index(of: "row")].attributes.frame
    }
    #expect(try row(plain) == row(decorated))
    #expect(try row(decorated) == Rect(x: 0, y: 47, width: 390, height: 60))
  }

  @Test("Every symbol compiles as apps call it")
  func spellings() async throws {
    let visibility: [ScrollIndicatorVisibility] = [.automatic, .visible, .hidden, .never]
    let bounce: [ScrollBounceBehavior] = [.automatic, .always, .basedOnSize]
    let properties: MatchedGeometryProperties = [.position, .size]
    #expect(properties == .frame)
    #expect(visibility.count == 4 && bounce.count == 3)
    #expect(GlobalCoordinateSpace().coordinateSpace == .global)
    #expect(LocalCoordinateSpace().coordinateSpace == .local)
    #expect(NamedCoordinateSpace.named("a") == .named("a"))
    #expect(HorizontalEdge.allCases == [.leading, .trailing])
    let view = VStack {
      Text("Title").layoutPriority(1)
      ViewThatFits { Text("Long") }
      ViewThatFits(in: .horizontal) { Text("Long") }
      GeometryReader { proxy in
        Color.clear.preference(key: HeightKey.self, value: proxy.frame(in: .local).height)
      }
    }
    .safeAreaInset(edge: .bottom) { Text("Bar") }
    .safeAreaInset(edge: .top, alignment: .leading, spacing: 4) { Text("Top") }
    .safeAreaInset(edge: .trailing) { Text("Rail") }
    .safeAreaInset(edge: .leading, alignment: .top, spacing: 2) { Text("Rail") }
    .coordinateSpace(name: "screen")
    .coordinateSpace(.named("scroll"))
    .matchedGeometryEffect(id: "x", in: namespace)
    _ = UIHostingController(rootView: view)
  }
}

/// A preference key as apps declare one.
private struct HeightKey: PreferenceKey {
  static let defaultValue: CGFloat = 0

  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
    value = max(value, nextValue())
  }
}
