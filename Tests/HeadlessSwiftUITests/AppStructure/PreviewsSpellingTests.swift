import HeadlessSwiftUI
import HeadlessUIKit
import PresentationSnapshotTesting
import Testing

/// A view with its previews, in Swift 6 mode: every preview symbol used as apps write it.
private struct Greeting: View {
  var body: some View {
    Text("Hello").accessibilityIdentifier("hello")
  }
}

#Preview {
  Greeting()
}

#Preview("Named", traits: .defaultLayout, .portraitUpsideDown, .landscapeRight) {
  @Previewable @State var count = 0
  Button("\(count)") { count += 1 }
  Greeting()
}

#Preview(traits: .fixedLayout(width: 320, height: 80)) {
  UIView()
}

private struct Greeting_Previews: PreviewProvider {
  static var previews: some View {
    ForEach(InterfaceOrientation.allCases) { orientation in
      Greeting()
        .previewInterfaceOrientation(orientation)
        .previewDisplayName(orientation.id)
    }
    Greeting()
      .previewDevice(nil)
      .previewDisplayName(nil)
      .previewLayout(.fixed(width: 320, height: 80))
  }

  static var platform: PreviewPlatform? { PreviewPlatform.tvOS }
}

/// Previews' spellings compile in Swift 6 mode and are inert: a view launched with the preview
/// modifiers captures as the same view without them.
@MainActor
@Suite struct PreviewsSpellingTests {
  @Test func previewModifiersAreInert() async throws {
    let plain = await UIApplication.launch(Greeting()).captureHierarchy()
    #expect(try plain.visibility(of: "hello").isVisible)
    let previewed = await UIApplication.launch(
      Greeting()
        .previewDisplayName("Greeting")
        .previewDevice(PreviewDevice(rawValue: "iPad Pro (11-inch)"))
        .previewLayout(.device)
        .previewInterfaceOrientation(.portrait)
    ).captureHierarchy()
    #expect(previewed == plain)
  }

  @Test func previewValues() {
    let device: PreviewDevice = "iPhone SE (3rd generation)"
    #expect(device.rawValue == "iPhone SE (3rd generation)")
    #expect(InterfaceOrientation.allCases.map(\.id).count == 4)
    #expect(Greeting_Previews.platform == .tvOS)
    #expect([PreviewPlatform.iOS, .macOS, .watchOS].count == 3)
  }
}
