import HeadlessSwiftUI
import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// Modifiers IceCubes and MovieSwiftUI call that change no frame: symbol variants, focus,
/// masks and the iOS 13 accessibility spellings compile as the apps write them and leave the
/// capture as without them; a style overlay is drawn in front, as a `Color` overlay is.
@MainActor
struct AppVocabularyGapTests {
  @Test("Symbol variants, focus, masks and deprecated accessibility leave the capture unchanged")
  func inertModifiersLeaveTheCaptureUnchanged() async throws {
    let styled = await UIApplication.launch(Poster(styled: true))
    let plain = await UIApplication.launch(Poster(styled: false))
    #expect(styled.captureHierarchy(detail: .full) == plain.captureHierarchy(detail: .full))
    #expect(try styled.captureHierarchy().visibility(of: "poster").isVisible)
  }

  @Test("A style overlay is drawn in front of the view, at its size, and takes its taps")
  func styleOverlayIsInFront() async throws {
    let app = await UIApplication.launch(
      Button("Play") {}
        .frame(width: 100, height: 40)
        .accessibilityIdentifier("play")
        .overlay(.black.opacity(0.3))
        .overlay(.ultraThinMaterial, ignoresSafeAreaEdges: []))
    let hierarchy = app.captureHierarchy()
    let overlays = hierarchy.nodes.filter { ["Color", "Rectangle"].contains($0.typeName) }
    #expect(overlays.map(\.typeName) == ["Color", "Rectangle"])
    let frames = overlays.compactMap(\.attributes.frame)
    #expect(frames.count == 2 && frames.allSatisfy { $0.width == 100 && $0.height == 40 })
    let centre = try #require(frames.first.map { Point(x: $0.x + 50, y: $0.y + 20) })
    #expect(hierarchy.hitTestName(centre) != "play")
  }
}

// MARK: - Fixtures

/// A poster with every inert modifier applied, or none.
private struct Poster: View {
  let styled: Bool

  var body: some View {
    if styled {
      content
        .symbolVariant(.fill)
        .symbolVariant(.slash.square)
        .symbolVariant(.rectangle)
        .focusable()
        .focusable(false)
        .focusable(interactions: .activate)
        .focusable(true, interactions: .automatic)
        .mask(Rectangle().opacity(0.5))
        .accessibility(label: Text("Poster"))
        .accessibility(value: Text("4 stars"))
        .accessibility(hint: Text("Opens the film"))
        .accessibility(hidden: false)
        .accessibility(addTraits: .isImage)
    } else {
      content
    }
  }

  private var content: some View {
    Image(systemName: "film")
      .frame(width: 120, height: 180)
      .accessibilityIdentifier("poster")
  }
}
