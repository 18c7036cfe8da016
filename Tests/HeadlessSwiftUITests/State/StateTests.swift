import HeadlessSwiftUI
import HeadlessUIKit
import PresentationHierarchy
import Testing

/// `@State` lives in the view graph by structural identity: it survives every evaluation of the
/// body, follows `ForEach` ids, and resets when its view leaves the tree.
@MainActor
struct StateTests {
  /// A counter whose button shows its count in its title.
  struct Counter: View {
    let name: String
    @State private var count = 0

    var body: some View {
      Button("\(name) \(count)") { count += 1 }.accessibilityIdentifier(name)
    }
  }

  /// The titles of the buttons on screen, in order.
  private func titles(_ app: UIApplication) -> [String] {
    let hierarchy = app.captureHierarchy()
    return hierarchy.nodes.filter { $0.typeName == "Button" }.compactMap { node in
      node.attributes.extra.first { $0.key == "label" }?.value
    }
  }

  @Test("State survives evaluations and resets when an if/else branch replaces its view")
  func survivesAndResets() async throws {
    struct Screen: View {
      @State private var showsCounter = true

      var body: some View {
        VStack {
          if showsCounter {
            Counter(name: "a")
          } else {
            Text("gone")
          }
          Button("toggle") { showsCounter.toggle() }.accessibilityIdentifier("toggle")
        }
      }
    }
    let app = await UIApplication.launch(Screen())
    try app.tap("a")
    try app.tap("a")
    await app.settle()
    #expect(titles(app) == ["a 2", "toggle"], "kept through every evaluation")

    try app.tap("toggle")
    try app.tap("toggle")
    #expect(titles(app) == ["a 0", "toggle"], "the counter left the tree, so it starts again")
  }

  @Test("ForEach keeps each element's state by its id when the order changes")
  func forEachFollowsIDs() async throws {
    struct Screen: View {
      @State private var names = ["x", "y"]

      var body: some View {
        VStack {
          ForEach(names, id: \.self) { name in Counter(name: name) }
          Button("swap") { names.reverse() }.accessibilityIdentifier("swap")
        }
      }
    }
    let app = await UIApplication.launch(Screen())
    try app.tap("y")
    #expect(titles(app) == ["x 0", "y 1", "swap"])
    try app.tap("swap")
    #expect(titles(app) == ["y 1", "x 0", "swap"])
  }

  @Test("A tab's views appear when it is selected and disappear when another is")
  func tabsAppearWhenSelected() async throws {
    @MainActor final class Log {
      var events: [String] = []
    }
    struct Screen: View {
      let log: Log
      @State private var tab = 0

      var body: some View {
        TabView(selection: $tab) {
          Button("second") { tab = 1 }
            .accessibilityIdentifier("toSecond")
            .onAppear { log.events.append("first appeared") }
            .onDisappear { log.events.append("first disappeared") }
            .tag(0)
          Text("Second")
            .onAppear { log.events.append("second appeared") }
            .tag(1)
        }
      }
    }
    let log = Log()
    let app = await UIApplication.launch(Screen(log: log))
    #expect(log.events == ["first appeared"])
    try app.tap("toSecond")
    await app.settle()
    // SwiftUI doesn't document the order of one tab's disappearing and the other's appearing.
    #expect(log.events.first == "first appeared")
    #expect(
      log.events.dropFirst().sorted() == ["first disappeared", "second appeared"])
  }
}
