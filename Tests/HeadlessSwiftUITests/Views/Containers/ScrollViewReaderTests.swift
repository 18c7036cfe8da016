import HeadlessSwiftUI
import HeadlessUIKit
import PresentationHierarchy
import Testing

/// `ScrollViewReader` and `ScrollViewProxy.scrollTo(_:anchor:)` move a scroll view's content,
/// and with it what a tap reaches, inside a 390×844 iPhone's 763-point safe area.
@MainActor
struct ScrollViewReaderTests {
  /// A 100-point bar of jump buttons above a scroll view of thirty 60-point rows (68 points a
  /// row with the spacing): the viewport runs from 147 to 810, the content is 2,032 long.
  private struct Jumps: View {
    var body: some View {
      ScrollViewReader { proxy in
        VStack(spacing: 0) {
          HStack {
            Button("Top") { proxy.scrollTo(20, anchor: .top) }.accessibilityIdentifier("top")
            Button("Least") { proxy.scrollTo(15) }.accessibilityIdentifier("least")
            Button("End") { proxy.scrollTo(29, anchor: .top) }.accessibilityIdentifier("end")
            Button("Footer") { proxy.scrollTo("footer", anchor: .bottom) }
              .accessibilityIdentifier("footer-button")
          }
          .frame(height: 100)
          ScrollView {
            ForEach(0..<30, id: \.self) { index in
              Color.gray.frame(height: 60).accessibilityIdentifier("row\(index)")
            }
          }
        }
      }
    }
  }

  private func frame(of name: String, in app: UIApplication) throws -> Rect? {
    let hierarchy = app.captureHierarchy()
    return hierarchy[try hierarchy.index(of: name)].attributes.frame
  }

  @Test("Scrolling to a ForEach element with a top anchor puts it at the viewport's top")
  func topAnchor() async throws {
    let app = await UIApplication.launch(Jumps())
    #expect(try app.tap("row2").accessibilityIdentifier == "row2")
    try app.tap("top")
    await app.settle()
    #expect(try frame(of: "row20", in: app) == Rect(x: 0, y: 147, width: 390, height: 60))
    #expect(try app.tap("row20").accessibilityIdentifier == "row20")
    // Row 2 is now far above the viewport, so a tap can't reach it.
    #expect(throws: GestureError.self) { try app.tap("row2") }
    #expect(app.hitTestDisagreements().isEmpty)
  }

  @Test("With no anchor, it scrolls the least that shows the whole view")
  func leastScroll() async throws {
    let app = await UIApplication.launch(Jumps())
    try app.tap("least")
    await app.settle()
    // Row 15's bottom meets the viewport's bottom at 810.
    #expect(try frame(of: "row15", in: app) == Rect(x: 0, y: 750, width: 390, height: 60))
  }

  @Test("The offset is clamped so the content never scrolls past its end")
  func clamped() async throws {
    let app = await UIApplication.launch(Jumps())
    try app.tap("end")
    await app.settle()
    // The most it can scroll is 2,032 − 663 = 1,369: row 29 ends at the viewport's bottom.
    #expect(try frame(of: "row29", in: app) == Rect(x: 0, y: 750, width: 390, height: 60))
  }

  /// A reader inside its scroll view that scrolls when it appears, to a view given an `.id`.
  private struct Inside: View {
    var body: some View {
      ScrollView {
        ScrollViewReader { proxy in
          ForEach(0..<30, id: \.self) { index in
            Color.gray.frame(height: 60).accessibilityIdentifier("row\(index)")
          }
          Color.red.frame(height: 60).id("footer").accessibilityIdentifier("footer")
            .onAppear { proxy.scrollTo("footer", anchor: .bottom) }
        }
      }
    }
  }

  @Test("A reader inside a scroll view scrolls it, to a view identified with .id")
  func readerInside() async throws {
    let app = await UIApplication.launch(Inside())
    // The footer's bottom meets the viewport's bottom (47 + 763 = 810).
    #expect(try frame(of: "footer", in: app) == Rect(x: 0, y: 750, width: 390, height: 60))
    #expect(try app.tap("footer").accessibilityIdentifier == "footer")
    #expect(throws: GestureError.self) { try app.tap("row0") }
  }

  @Test("An identifier no view has scrolls nothing")
  func unknownIdentifier() async throws {
    let app = await UIApplication.launch(Jumps())
    try app.tap("footer-button")
    await app.settle()
    #expect(try frame(of: "row0", in: app) == Rect(x: 0, y: 147, width: 390, height: 60))
  }
}
