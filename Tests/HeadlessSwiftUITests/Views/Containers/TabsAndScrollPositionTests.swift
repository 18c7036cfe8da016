import HeadlessSwiftUI
import HeadlessUIKit
import PresentationHierarchy
import Testing

/// The iOS 18 `Tab` API lowers onto the same tab bar controller as `TabView` + `.tabItem` +
/// `.tag`, and the iOS 17/18 scroll vocabulary scrolls the model's scroll views or is inert.
@MainActor
@Suite(.serialized)
struct TabsAndScrollPositionTests {
  private enum Section: Hashable, Identifiable {
    case home, inbox, search
    var id: Self { self }
  }

  /// One tab view in either spelling, with a button on the first tab that selects the second.
  private struct Tabs: View {
    let usesTab: Bool
    @State private var selection = Section.home
    @State private var unread = 3

    var body: some View {
      if usesTab {
        TabView(selection: $selection) {
          Tab("Home", systemImage: "house", value: .home) {
            Button("Go to inbox") { selection = .inbox }.accessibilityIdentifier("go")
          }
          Tab(value: Section.inbox) {
            Text("Inbox").accessibilityIdentifier("inbox")
          } label: {
            Label("Inbox", systemImage: "tray")
          }
          .badge(unread)
          .tabPlacement(.pinned)
        }
      } else {
        TabView(selection: $selection) {
          Button("Go to inbox") { selection = .inbox }.accessibilityIdentifier("go")
            .tabItem { Label("Home", systemImage: "house") }
            .tag(Section.home)
          Text("Inbox").accessibilityIdentifier("inbox")
            .tabItem { Label("Inbox", systemImage: "tray") }
            .badge(unread)
            .tag(Section.inbox)
        }
      }
    }
  }

  private func tabBarController(in app: UIApplication) throws -> UITabBarController {
    func find(_ controller: UIViewController) -> UITabBarController? {
      if let tabs = controller as? UITabBarController { return tabs }
      return controller.children.lazy.compactMap(find).first
    }
    return try #require(app.keyWindow?.rootViewController.flatMap(find))
  }

  @Test("Tab and the tabItem spelling capture alike, and selection switches tabs in both")
  func spellingsAgree() async throws {
    let old = await UIApplication.launch(Tabs(usesTab: false))
    let new = await UIApplication.launch(Tabs(usesTab: true))
    #expect(old.captureHierarchy() == new.captureHierarchy())
    for app in [old, new] {
      let tabs = try tabBarController(in: app)
      #expect(tabs.selectedIndex == 0)
      #expect(tabs.tabBar.items?.map(\.title) == ["Home", "Inbox"])
      #expect(tabs.tabBar.items?.map(\.badgeValue) == [nil, "3"])
      #expect(throws: GestureError.self) { try app.tap("inbox") }
      try app.tap("go")
      await app.settle()
      #expect(tabs.selectedIndex == 1)
      #expect(try app.tap("inbox").accessibilityIdentifier == "inbox")
    }
    #expect(old.captureHierarchy() == new.captureHierarchy())
  }

  @Test(
    "A tap on a tab bar item selects the tab and writes the selection binding, in both spellings")
  func tappedTabWritesSelection() async throws {
    for usesTab in [false, true] {
      let app = await UIApplication.launch(Tabs(usesTab: usesTab))
      let tabs = try tabBarController(in: app)
      try app.tapTab("Inbox")
      await app.settle()
      #expect(tabs.selectedIndex == 1)
      #expect(try app.tap("inbox").accessibilityIdentifier == "inbox")
      try app.tapTab("Home")
      await app.settle()
      #expect(tabs.selectedIndex == 0)
      // The binding followed the taps: the button's write to it changes the tab again.
      try app.tap("go")
      await app.settle()
      #expect(tabs.selectedIndex == 1)
    }
  }

  @Test("A TabView without a selection binding keeps the tab a tap selected")
  func unboundTabViewKeepsTappedTab() async throws {
    struct Unbound: View {
      @State private var count = 0

      var body: some View {
        TabView {
          Button("Count \(count)") { count += 1 }.accessibilityIdentifier("count")
            .tabItem { Label("First", systemImage: "1.circle") }
          Button("Count \(count)") { count += 1 }.accessibilityIdentifier("second")
            .tabItem { Label("Second", systemImage: "2.circle") }
        }
      }
    }
    let app = await UIApplication.launch(Unbound())
    let tabs = try tabBarController(in: app)
    try app.tapTab("Second")
    try app.tap("second")
    await app.settle()
    #expect(tabs.selectedIndex == 1)
  }

  /// Evidence: swiftui/view/tag(_:includeoptional:).
  @Test("An optional selection matches a tag unless the tag says includeOptional: false")
  func optionalSelectionMatchesTagsThatIncludeOptional() async throws {
    struct OptionalSelection: View {
      let includesOptional: Bool
      @State private var selection: Int? = 2

      var body: some View {
        TabView(selection: $selection) {
          Text("one").tabItem { Text("One") }.tag(1)
          Text("two").tabItem { Text("Two") }.tag(2, includeOptional: includesOptional)
        }
      }
    }
    for (includesOptional, shown) in [(true, 1), (false, 0)] {
      let app = await UIApplication.launch(OptionalSelection(includesOptional: includesOptional))
      #expect(try tabBarController(in: app).selectedIndex == shown)
    }
  }

  /// Tabs from a `ForEach` in a `TabSection`, with a role, an `if`, and no selection.
  private struct Sections: View {
    let sections: [Section] = [.home, .inbox]
    let showsSearch: Bool

    var body: some View {
      TabView {
        TabSection("Main") {
          ForEach(["A", "B"], id: \.self) { name in
            Tab(name, systemImage: "circle") { Text(name).accessibilityIdentifier(name) }
          }
        }
        .tabPlacement(.sidebarOnly)
        if showsSearch {
          Tab(role: .search) { Text("Find").accessibilityIdentifier("find") }
        }
      }
    }
  }

  @Test("Sections, ForEach and if list their tabs in order; the first is shown")
  func sectionsListTabs() async throws {
    let app = await UIApplication.launch(Sections(showsSearch: true))
    let tabs = try tabBarController(in: app)
    #expect(tabs.viewControllers?.count == 3)
    #expect(tabs.tabBar.items?.map(\.title) == ["A", "B", "Search"])
    #expect(try app.tap("A").accessibilityIdentifier == "A")
    let without = await UIApplication.launch(Sections(showsSearch: false))
    #expect(try tabBarController(in: without).viewControllers?.count == 2)
  }

  @Test("A badge outside a tab view changes no capture")
  func inertBadge() async throws {
    let plain = await UIApplication.launch(
      List {
        Text("Recents")
        Text("Favorites")
      })
    let badged = await UIApplication.launch(
      List {
        Text("Recents").badge(4)
        Text("Favorites").badge("New")
      })
    #expect(plain.captureHierarchy() == badged.captureHierarchy())
  }

  /// A scroll view of thirty 60-point rows whose position follows a binding.
  private final class Log {
    var entries: [String] = []
  }

  private struct Positioned: View {
    let log: Log
    @State private var position: Int? = nil

    var body: some View {
      VStack(spacing: 0) {
        Button("Jump") { position = 12 }.accessibilityIdentifier("jump").frame(height: 100)
        ScrollView {
          LazyVStack(spacing: 0) {
            ForEach(0..<30, id: \.self) { index in
              Color.gray.frame(height: 60).accessibilityIdentifier("row\(index)")
            }
          }
          .scrollTargetLayout()
        }
        .scrollPosition(id: $position, anchor: .top)
        .scrollTargetBehavior(.viewAligned)
        .scrollIndicatorsFlash(onAppear: true)
        .onScrollGeometryChange(for: Double.self) { geometry in
          geometry.contentOffset.y
        } action: { old, new in
          log.entries.append("\(old)->\(new)")
        }
      }
    }
  }

  private func frame(of name: String, in app: UIApplication) throws -> Rect? {
    let hierarchy = app.captureHierarchy()
    return hierarchy[try hierarchy.index(of: name)].attributes.frame
  }

  @Test("Setting the scrollPosition binding scrolls the row to the viewport's top")
  func scrollPositionScrolls() async throws {
    let log = Log()
    let app = await UIApplication.launch(Positioned(log: log))
    let top = try #require(try frame(of: "row0", in: app)).y
    #expect(throws: GestureError.self) { try app.tap("row12") }
    try app.tap("jump")
    await app.settle()
    #expect(try frame(of: "row12", in: app)?.y == top)
    #expect(try app.tap("row12").accessibilityIdentifier == "row12")
    #expect(log.entries == ["0.0->720.0"])
  }

  @Test("The compile probe: every new symbol, called as apps call it")
  func compileProbe() async throws {
    var selection = Section.home
    let binding = Binding(get: { selection }, set: { selection = $0 })
    let view = TabView(selection: binding) {
      ForEach([Section.home, .inbox]) { section in
        TabSection {
          Tab(value: section, role: section == .inbox ? .search : nil) {
            Text("content")
          } label: {
            Label("label", systemImage: "house")
          }
          .badge(Text("1"))
          .badge("key")
        }
      }
      TabSection(
        content: {
          Tab("Image", image: "photo", value: Section.search) { Text("image") }
        }, header: { Text("Header") })
      Tab(value: Section.search) { Text("plain") }
      Tab(value: Section.search, role: .prominent) { Text("role") }
      Tab("Title", systemImage: "star", value: Section.search, role: .search) { Text("t") }
        .tabPlacement(.automatic)
    }
    let never = TabView {
      Tab("One", systemImage: "1.circle") { Text("1") }
      Tab("Two", image: "two") { Text("2") }
      Tab {
        Text("3")
      } label: {
        Text("Three")
      }
      Tab { Text("4") }
    }
    var id: String? = "a"
    let scroll = ScrollView { Text("a").id("a") }
      .scrollPosition(id: Binding(get: { id }, set: { id = $0 }))
      .scrollTargetBehavior(.paging)
      .scrollTargetLayout(isEnabled: false)
      .badge(Text("x"))
      .badge(nil as LocalizedStringKey?)
      .badge(nil as String?)
    let geometry = ScrollGeometry(
      contentOffset: .zero, contentSize: .zero, contentInsets: EdgeInsets(), containerSize: .zero)
    #expect(geometry.visibleRect == .zero)
    #expect(TabPlacement.pinned != TabPlacement.sidebarOnly)
    let app = await UIApplication.launch(
      VStack {
        view
        never
        scroll
      })
    #expect(!app.captureHierarchy().nodes.isEmpty)
  }
}
