import HeadlessSwiftUI
import HeadlessUIKit
import PresentationHierarchy
import Testing

/// The modifiers and entry points not covered by the scenario tests, each through an app's own
/// code and taps.
@MainActor
struct ModifierTests {
  /// Things the views report, for the test to read.
  @MainActor final class Log {
    var events: [String] = []
  }

  /// The root view controller of the app's first window.
  private func root(_ app: UIApplication) throws -> UIViewController {
    try #require(app.windowsBackToFront.first?.rootViewController)
  }

  @Test("sheet(item:) presents for an item and sets it back to nil when swiped away")
  func sheetForAnItem() async throws {
    struct Item: Identifiable {
      let id: Int
    }
    struct Screen: View {
      @State private var item: Item?

      var body: some View {
        Button("Open 7") { item = Item(id: 7) }
          .accessibilityIdentifier("open")
          .sheet(item: $item) { item in Text("Item \(item.id)").accessibilityIdentifier("item") }
      }
    }
    let app = await UIApplication.launch(Screen())
    try app.tap("open")
    await app.settle()
    let sheet = try #require(try root(app).presentedViewController)
    #expect(sheet.resolvedPresentationStyle == .formSheet)
    #expect(try app.captureHierarchy().visibility(of: "item").isVisible)
    try app.swipeDownToDismiss()
    await app.settle()
    #expect(try root(app).presentedViewController == nil)
    try app.tap("open")
    #expect(try root(app).presentedViewController != nil, "the item went back to nil")
  }

  @Test("An alert's buttons become actions with their roles, its message the alert's message")
  func alertActionsAndMessage() async throws {
    struct Screen: View {
      let log: Log
      @State private var asking = false

      var body: some View {
        Button("Delete") { asking = true }
          .accessibilityIdentifier("delete")
          .alert("Delete?", isPresented: $asking) {
            Button("Delete", role: .destructive) { log.events.append("deleted") }
            Button("Cancel", role: .cancel) {}
          } message: {
            Text("This can't be undone.")
          }
      }
    }
    let log = Log()
    let app = await UIApplication.launch(Screen(log: log))
    try app.tap("delete")
    await app.settle()
    let alert = try #require(try root(app).presentedViewController as? UIAlertController)
    #expect(alert.typeName == "SwiftUI.PlatformAlertController")
    #expect(alert.title == "Delete?" && alert.message == "This can't be undone.")
    #expect(alert.actions.map(\.title) == ["Delete", "Cancel"])
    #expect(alert.actions.map(\.style) == [.destructive, .cancel])
    // The two actions sit side by side; the destructive one is found by its title.
    try app.tap("Delete")
    await app.settle()
    #expect(log.events == ["deleted"])
    #expect(try root(app).presentedViewController == nil)
  }

  @Test("onChange runs with the old and new value, and once at first with initial: true")
  func onChange() async throws {
    struct Screen: View {
      let log: Log
      @State private var count = 0

      var body: some View {
        Button("Add") { count += 1 }
          .accessibilityIdentifier("add")
          .onChange(of: count) { old, new in log.events.append("\(old)→\(new)") }
          .onChange(of: count, initial: true) { log.events.append("now \(count)") }
      }
    }
    let log = Log()
    let app = await UIApplication.launch(Screen(log: log))
    #expect(log.events == ["now 0"])
    try app.tap("add")
    try app.tap("add")
    #expect(log.events == ["now 0", "0→1", "now 1", "1→2", "now 2"])
  }

  @Test("allowsHitTesting(false) lets a tap through to the button behind")
  func allowsHitTesting() async throws {
    struct Screen: View {
      let log: Log
      let blocks: Bool

      var body: some View {
        ZStack {
          Button("Behind") { log.events.append("tapped") }.accessibilityIdentifier("behind")
          Color.red.opacity(0.5).allowsHitTesting(blocks).accessibilityIdentifier("veil")
        }
      }
    }
    let log = Log()
    let blocked = await UIApplication.launch(Screen(log: log, blocks: true))
    #expect(throws: GestureError.self) { try blocked.tap("behind") }
    let open = await UIApplication.launch(Screen(log: log, blocks: false))
    try open.tap("behind")
    #expect(log.events == ["tapped"])
  }

  @Test("An App's first WindowGroup is launched, and a ViewModifier keeps its own state")
  func appAndViewModifier() async throws {
    struct Badge: ViewModifier {
      @State private var taps = 0

      func body(content: Content) -> some View {
        VStack {
          content
          Button("Badge \(taps)") { taps += 1 }.accessibilityIdentifier("badge")
        }
      }
    }
    struct DemoApp: App {
      var body: some Scene {
        WindowGroup {
          Text("Hello").accessibilityIdentifier("hello").modifier(Badge())
        }
      }
    }
    let app = await UIApplication.launch(DemoApp.self)
    #expect(try root(app).typeName == "UIHostingController<ModifiedContent<AnyView, RootModifier>>")
    #expect(try app.captureHierarchy().visibility(of: "hello").isVisible)
    try app.tap("badge")
    try app.tap("badge")
    let hierarchy = app.captureHierarchy()
    let badge = hierarchy[try hierarchy.index(of: "badge")]
    #expect(badge.attributes.extra.contains { $0.key == "label" && $0.value == "Badge 2" })
  }

  @Test("A custom environment value reaches the views below, and a presented sheet's")
  func customEnvironment() async throws {
    struct Themed: View {
      @Environment(\.theme) private var theme

      var body: some View { Text(theme).accessibilityIdentifier(theme) }
    }
    struct Screen: View {
      @State private var showSheet = false

      var body: some View {
        VStack {
          Themed()
          Button("Sheet") { showSheet = true }.accessibilityIdentifier("sheet")
        }
        .sheet(isPresented: $showSheet) { Themed() }
        .environment(\.theme, "dark")
      }
    }
    let app = await UIApplication.launch(Screen())
    #expect(try app.captureHierarchy().visibility(of: "dark").isVisible)
    try app.tap("sheet")
    await app.settle()
    let hierarchy = app.captureHierarchy()
    #expect(hierarchy.nodes.filter { $0.identifier == "dark" }.count == 2)
    #expect(!hierarchy.nodes.contains { $0.identifier == "plain" })
  }
}

/// A custom environment value, declared as apps declare theirs.
private struct ThemeKey: EnvironmentKey {
  static var defaultValue: String { "plain" }
}

extension EnvironmentValues {
  /// The theme's name.
  fileprivate var theme: String {
    get { self[ThemeKey.self] }
    set { self[ThemeKey.self] = newValue }
  }
}

/// Content that presents itself without end fails clearly instead of hanging.
@MainActor
struct SelfPresentingContentTests {
  struct Endless: View {
    @State private var showSheet = true

    var body: some View {
      Text("Again").sheet(isPresented: $showSheet) { Endless() }
    }
  }

  @Test("A sheet whose content has the same sheet, up, stops and says why")
  func endlessSheets() async {
    let app = await UIApplication.launch(Endless())
    let failure = app.exceptions.first { $0.name == "HeadlessSwiftUI.ContentDidNotSettle" }
    #expect(failure?.reason.contains("did not settle after 16 passes") == true)
    #expect(failure?.reason.contains("PresentationHostingController<AnyView>") == true)
  }
}

/// `.presentationDetents` sets the sheet's detents: it rests at the smallest.
@MainActor
struct PresentationDetentTests {
  struct Screen: View {
    @State private var showSheet = false

    var body: some View {
      Button("Open") { showSheet = true }
        .accessibilityIdentifier("open")
        .sheet(isPresented: $showSheet) {
          Text("Half").accessibilityIdentifier("half").presentationDetents([.medium, .large])
        }
    }
  }

  @Test("A sheet with the medium and large detents opens at half height")
  func mediumDetent() async throws {
    let app = await UIApplication.launch(Screen())
    try app.tap("open")
    await app.settle()
    let root = try #require(app.windowsBackToFront.first?.rootViewController)
    let sheet = try #require(root.presentedViewController)
    #expect(sheet.sheetPresentationController?.detents == [.large(), .medium()])
    let frame = sheet.view.convert(sheet.view.bounds, to: nil)
    #expect(frame == CGRect(x: 0, y: 442, width: 390, height: 402))
  }
}
