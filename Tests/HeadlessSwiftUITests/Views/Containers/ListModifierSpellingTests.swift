import HeadlessSwiftUI
import HeadlessUIKit
import PresentationHierarchy
import Testing

/// `.id`, lazy stacks, the deprecated overlay/background/edgesIgnoringSafeArea spellings, and
/// the inert list and scroll modifiers, written as apps write them.
@MainActor
struct ListModifierSpellingTests {
  private struct Counter: View {
    @State private var taps = 0

    var body: some View {
      Button("Tap") { taps += 1 }.accessibilityIdentifier(taps > 0 ? "tapped" : "fresh")
    }
  }

  private struct Identified: View {
    @State private var generation = 0

    var body: some View {
      VStack {
        Counter().id(generation)
        Button("Reset") { generation += 1 }.accessibilityIdentifier("reset")
      }
    }
  }

  @Test("Changing .id gives the view a new identity: its state starts afresh")
  func idResetsState() async throws {
    let app = await UIApplication.launch(Identified())
    try app.tap("fresh")
    await app.settle()
    #expect(try app.captureHierarchy().index(of: "tapped") > 0)
    try app.tap("reset")
    await app.settle()
    #expect(try app.captureHierarchy().index(of: "fresh") > 0)
  }

  private struct Styled: View {
    let inert: Bool

    var body: some View {
      List {
        Section("Rows") {
          Text("One").accessibilityIdentifier("one")
            .modifier(InertRowModifiers(on: inert))
        }
      }
      .modifier(InertListModifiers(on: inert))
    }
  }

  private struct InertRowModifiers: ViewModifier {
    let on: Bool
    func body(content: Content) -> some View {
      if on {
        content
          .listRowBackground(Color.clear)
          .listRowInsets(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
          .listRowSeparator(.hidden)
          .listRowSeparator(.hidden, edges: .bottom)
          .moveDisabled(true)
          .selectionDisabled()
          .selectionDisabled(false)
      } else {
        content
      }
    }
  }

  private struct InertListModifiers: ViewModifier {
    let on: Bool
    func body(content: Content) -> some View {
      if on {
        content
          .scrollContentBackground(.hidden)
          .scrollDismissesKeyboard(.interactively)
          .presentationDragIndicator(.visible)
          .navigationBarBackButtonHidden()
      } else {
        content
      }
    }
  }

  @Test("The inert list and scroll modifiers leave the capture as it was")
  func inertModifiersChangeNothing() async throws {
    let plain = await UIApplication.launch(Styled(inert: false)).captureHierarchy()
    let styled = await UIApplication.launch(Styled(inert: true)).captureHierarchy()
    #expect(plain.nodes.map(\.attributes.frame) == styled.nodes.map(\.attributes.frame))
    #expect(plain.nodes.count == styled.nodes.count)
  }

  @Test("Lazy stacks lay out as stacks under their own names; deprecated spellings still work")
  func lazyStacksAndDeprecatedSpellings() async throws {
    let app = await UIApplication.launch(
      ScrollView {
        LazyVStack(alignment: .leading, spacing: 4, pinnedViews: [.sectionHeaders]) {
          Color.red.frame(width: 50, height: 50).accessibilityIdentifier("first")
            .overlay(Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("dot"))
          LazyHStack { Color.green.frame(width: 20, height: 20).accessibilityIdentifier("chip") }
        }
      }
      .edgesIgnoringSafeArea(.all))
    let hierarchy = app.captureHierarchy()
    #expect(hierarchy.nodes.contains { $0.typeName == "LazyVStack" })
    #expect(hierarchy.nodes.contains { $0.typeName == "LazyHStack" })
    #expect(hierarchy[try hierarchy.index(of: "dot")].attributes.frame?.x == 170 + 20)
    // Under the first view and the 4-point spacing, at the leading edge.
    #expect(hierarchy.hitTestName(Point(x: 180, y: 64)) == "chip")
  }
}
