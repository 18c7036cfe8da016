import HeadlessSwiftUI
import HeadlessUIKit
import PresentationHierarchy
import Testing

/// `LabeledContent` and `DisclosureGroup` whose label (and value) are any views, as forms write
/// them: the leaf or row shows the views' texts, and the group expands when tapped [DOC:
/// `swiftui/labeledcontent`, `swiftui/disclosuregroup`].
@MainActor
struct ViewLabelControlTests {
  private struct Settings: View {
    @State private var expanded = false

    var body: some View {
      VStack {
        LabeledContent {
          Text("1.0")
        } label: {
          Text("Version")
        }
        .fixedSize()
        .accessibilityIdentifier("version")
        LabeledContent("Build") { Text("42") }.fixedSize().accessibilityIdentifier("build")
        DisclosureGroup(isExpanded: $expanded) {
          Text("Shown").accessibilityIdentifier("shown")
        } label: {
          Label("Advanced", systemImage: "gear")
        }
        DisclosureGroup {
          Text("Hidden").accessibilityIdentifier("hidden")
        } label: {
          Text("More")
        }
      }
    }
  }

  /// The width a captured node has.
  private func width(of name: String, in app: UIApplication) -> Double? {
    app.captureHierarchy().nodes.first { $0.identifier == name }?.attributes.frame?.width
  }

  @Test("The labels' texts size the leaves, and a tap on the group's row expands it")
  func labelsAndExpansion() async throws {
    let app = await UIApplication.launch(Settings())
    // At its ideal width a LabeledContent is its texts (8 points a character) and a spacing.
    #expect(width(of: "version", in: app) == Double(11 * 8 + 8))
    #expect(width(of: "build", in: app) == Double(8 * 8 + 8))
    #expect(!app.captureHierarchy().nodes.contains { $0.identifier == "shown" })
    try app.tap("Advanced")
    await app.settle()
    #expect(app.captureHierarchy().nodes.contains { $0.identifier == "shown" })
    // Without a binding the group stays collapsed (its own state is not modelled).
    #expect(!app.captureHierarchy().nodes.contains { $0.identifier == "hidden" })
  }
}
