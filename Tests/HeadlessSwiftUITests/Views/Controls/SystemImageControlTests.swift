import HeadlessSwiftUI
import HeadlessUIKit
import PresentationHierarchy
import Testing

/// `Button`, `Menu` and `Toggle` made with a title and an SF Symbol, as iOS 14+ apps write
/// them: the label is a `Label`, and the control acts when tapped [DOC:
/// `swiftui/button/init(_:systemimage:action:)`, `swiftui/menu/init(_:systemimage:content:)`,
/// `swiftui/toggle`].
@MainActor
struct SystemImageControlTests {
  /// A screen with the three controls, titled by literals and by a string variable.
  private struct Screen: View {
    let shareTitle: String
    @State private var deleted = false
    @State private var shared = false
    @State private var isOn = false

    var body: some View {
      VStack {
        Button("Delete", systemImage: "trash", role: .destructive) { deleted = true }
          .accessibilityIdentifier("delete")
        Button(shareTitle, systemImage: "square.and.arrow.up") { shared = true }
          .accessibilityIdentifier("share")
        Button(shareTitle, systemImage: "square.and.arrow.up", role: nil) { shared = true }
        Button("Plain", systemImage: "circle") {}
        Menu("More", systemImage: "ellipsis") { Button("Rename") {} }
          .accessibilityIdentifier("more")
        Menu(shareTitle, systemImage: "ellipsis") { Button("Rename") {} }
        Toggle("Wi-Fi", systemImage: "wifi", isOn: $isOn).accessibilityIdentifier("wifi")
        Toggle(shareTitle, systemImage: "wifi", isOn: $isOn)
        Button(deleted ? "deleted" : "kept") {}.accessibilityIdentifier("deleted")
        Button(shared ? "shared" : "unshared") {}.accessibilityIdentifier("shared")
        Button(isOn ? "on" : "off") {}.accessibilityIdentifier("isOn")
      }
    }
  }

  /// The title a captured button shows (the status lines are buttons: captures keep a
  /// button's title as its label).
  private func label(of name: String, in app: UIApplication) -> String? {
    app.captureHierarchy().nodes.filter { $0.identifier == name }
      .compactMap { node in node.attributes.extra.first { $0.key == "label" }?.value }.first
  }

  @Test("The controls show their titles and act when tapped")
  func titlesAndActions() async throws {
    let app = await UIApplication.launch(Screen(shareTitle: "Share"))
    #expect(label(of: "delete", in: app) == "Delete")
    #expect(label(of: "share", in: app) == "Share")
    _ = try app.tap("delete")
    _ = try app.tap("share")
    _ = try app.tap("wifi")
    await app.settle()
    #expect(label(of: "deleted", in: app) == "deleted")
    #expect(label(of: "shared", in: app) == "shared")
    #expect(label(of: "isOn", in: app) == "on")
    #expect(app.captureHierarchy().nodes.contains { $0.identifier == "more" })
  }
}
