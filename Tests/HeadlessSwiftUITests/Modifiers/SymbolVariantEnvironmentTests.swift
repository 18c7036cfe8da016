import HeadlessSwiftUI
import HeadlessUIKit
import Testing

/// The environment's symbol variants, which `symbolVariant(_:)` sets [DOC:
/// `swiftui/environmentvalues/symbolvariants`]; symbol images are drawn the same whatever they
/// say.
@MainActor
struct SymbolVariantEnvironmentTests {
  @Test("symbolVariant(_:) sets the environment's symbol variants; a nearer one replaces it")
  func symbolVariantWritesTheEnvironment() async throws {
    _ = await UIApplication.launch(
      VStack {
        VariantReader(name: "outer")
        VariantReader(name: "inner").symbolVariant(.circle)
        VariantReader(name: "none").environment(\.symbolVariants, .none)
      }
      .symbolVariant(.fill.circle))
    #expect(VariantReader.seen["outer"] == SymbolVariants.fill.circle)
    #expect(VariantReader.seen["inner"] == SymbolVariants.circle)
    #expect(VariantReader.seen["none"] == SymbolVariants.none)
    #expect(VariantReader.seen["outer"]?.contains(.fill) == true)
  }
}

// MARK: - Fixtures

/// Reads the environment's symbol variants, as a custom symbol view does.
private struct VariantReader: View {
  static var seen: [String: SymbolVariants] = [:]
  let name: String
  @Environment(\.symbolVariants) private var variants

  var body: some View {
    Self.seen[name] = variants
    return Image(systemName: "heart")
  }
}
