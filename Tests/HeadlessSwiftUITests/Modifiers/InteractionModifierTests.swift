import HeadlessSwiftUI
import HeadlessUIKit
import PresentationHierarchy
import Testing

/// `.disabled`, `.onTapGesture` and the deprecated `NavigationView`.
@MainActor
struct InteractionModifierTests {
  private final class Log {
    var entries: [String] = []
  }

  private struct Controls: View {
    let log: Log

    var body: some View {
      VStack {
        Button("Save") { log.entries.append("save") }.accessibilityIdentifier("save")
        VStack {
          Button("Delete") { log.entries.append("delete") }.accessibilityIdentifier("delete")
          Text("Row").onTapGesture { log.entries.append("disabledRow") }
            .accessibilityIdentifier("disabledRow")
        }
        .disabled(true)
        Text("Open").onTapGesture { log.entries.append("open") }.accessibilityIdentifier("open")
        Text("Twice").onTapGesture(count: 2) { log.entries.append("twice") }
          .accessibilityIdentifier("twice")
      }
    }
  }

  @Test("A disabled button takes the tap and runs nothing; an enabled one and a tap gesture run")
  func disabledAndTapGestures() async throws {
    let log = Log()
    let app = await UIApplication.launch(Controls(log: log))
    try app.tap("save")
    try app.tap("delete")  // It lands on the button: the tap isn't refused, nothing runs.
    try app.tap("disabledRow")
    try app.tap("open")
    try app.tap("twice")
    #expect(log.entries == ["save", "open"])
    #expect(app.hitTestDisagreements().isEmpty)
  }

  @Test("@Environment(\\.isEnabled) reads false under .disabled(true)")
  func isEnabledEnvironment() async throws {
    struct Reader: View {
      @Environment(\.isEnabled) private var isEnabled
      var body: some View {
        Text(isEnabled ? "on" : "off").accessibilityIdentifier(isEnabled ? "on" : "off")
      }
    }
    let app = await UIApplication.launch(
      VStack {
        Reader()
        Reader().disabled(true)
      })
    let hierarchy = app.captureHierarchy()
    #expect(try hierarchy.index(of: "on") < hierarchy.index(of: "off"))
  }

  @Test("NavigationView is a navigation stack on iPhone")
  func navigationViewIsAStack() async throws {
    let app = await UIApplication.launch(
      NavigationView {
        Text("Home").accessibilityIdentifier("home")
      })
    let hierarchy = app.captureHierarchy()
    #expect(hierarchy.nodes.contains { $0.typeName == "SwiftUI.UIKitNavigationController" })
    #expect(try hierarchy.index(of: "home") > 0)
  }
}
