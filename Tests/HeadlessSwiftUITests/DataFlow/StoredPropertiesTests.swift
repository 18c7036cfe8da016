import Foundation
import HeadlessSwiftUI
import HeadlessUIKit
import PresentationHierarchy
import Testing

/// `@AppStorage` and `@SceneStorage` keep values in memory per app, keyed by name;
/// `@FocusState` is state its bindings write (focus itself is inert); `@Namespace` keeps its
/// identifier by the view's place; `@GestureState` and `@ScaledMetric` give their base values.
@MainActor
struct StoredPropertiesTests {
  enum Theme: String {
    case light, dark
  }

  enum Level: Int {
    case low = 1
    case high = 2
  }

  /// The buttons' labels on screen, in order.
  private func labels(_ app: UIApplication) -> [String] {
    app.captureHierarchy().nodes.compactMap { node in
      node.attributes.extra.first { $0.key == "label" }?.value
    }
  }

  /// The capture, line by line.
  private func layering(_ hierarchy: Hierarchy) -> [String] {
    zip(hierarchy.depths, hierarchy.nodes).map { depth, node in
      "\(depth) \(node.role) \(node.identifier ?? "-") \(node.attributes)"
    }
  }

  /// Two views that read one key, and every value type apps store.
  struct Preferences: View {
    @AppStorage("launches") private var launches = 0
    @AppStorage("theme") private var theme: Theme = .light
    @AppStorage("theme") private var themeName = "none"
    @AppStorage("level") private var level: Level = .low
    @AppStorage("volume") private var volume = 0.5
    @AppStorage("onboarded") private var onboarded = false
    @AppStorage("site") private var site = URL(fileURLWithPath: "/")
    @AppStorage("blob") private var blob = Data()
    @AppStorage("nickname") private var nickname: String?
    @AppStorage("lastLevel") private var lastLevel: Level?
    @AppStorage("count", store: .standard) private var count: Int?
    @SceneStorage("tab") private var tab = "home"

    var body: some View {
      VStack {
        Button("launches \(launches)") { launches += 1 }.accessibilityIdentifier("launch")
        Button("theme \(theme.rawValue) \(themeName)") { theme = .dark }
          .accessibilityIdentifier("theme")
        Button("level \(level.rawValue) \(nickname ?? "-") \(lastLevel?.rawValue ?? 0)") {
          level = .high
          nickname = "ada"
          lastLevel = .low
          volume = 1
          onboarded = true
          site = URL(fileURLWithPath: "/tmp")
          blob = Data([1])
          count = 3
        }
        .accessibilityIdentifier("level")
        Button("tab \(tab)") { tab = "settings" }.accessibilityIdentifier("tab")
        Counter(value: $launches)
      }
    }
  }

  /// A child that writes the stored value through `$launches`.
  struct Counter: View {
    @Binding var value: Int

    var body: some View {
      Button("child \(value)") { value += 10 }.accessibilityIdentifier("child")
    }
  }

  @Test("@AppStorage shares a key's value, stores raw values, and starts empty in each app")
  func appStorage() async throws {
    let app = await UIApplication.launch(Preferences())
    #expect(
      labels(app) == ["launches 0", "theme light none", "level 1 - 0", "tab home", "child 0"])
    try app.tap("launch")
    try app.tap("child")
    try app.tap("theme")
    try app.tap("level")
    try app.tap("tab")
    #expect(
      labels(app) == [
        "launches 11", "theme dark dark", "level 2 ada 1", "tab settings", "child 11",
      ], "the String property reads the enum's raw value under the same key")

    let other = await UIApplication.launch(Preferences())
    #expect(labels(other).first == "launches 0", "another app has its own store")
  }

  @Test("@FocusState is state its bindings write; .focused is inert for the capture")
  func focusState() async throws {
    enum Field: Hashable {
      case name, email
    }
    struct Screen: View {
      @FocusState private var isFocused: Bool
      @FocusState private var field: Field?
      @Namespace private var namespace
      @GestureState private var dragging = false
      @ScaledMetric(relativeTo: .body) private var size = 20.0
      @ScaledMetric private var inset: CGFloat = 8
      let focuses: Bool

      var body: some View {
        VStack {
          let name = Text("name").accessibilityIdentifier("name")
          if focuses {
            name.focused($isFocused).focused($field, equals: .name)
          } else {
            name
          }
          Button("focus \(isFocused) \(field == .email) \(dragging) \(size) \(inset)") {
            isFocused = true
            field = .email
          }
          .accessibilityIdentifier("focus")
        }
      }
    }
    let app = await UIApplication.launch(Screen(focuses: true))
    let plain = await UIApplication.launch(Screen(focuses: false))
    #expect(
      layering(app.captureHierarchy()) == layering(plain.captureHierarchy()),
      "the focus modifiers change nothing in the capture")
    #expect(labels(app) == ["focus false false false 20.0 8.0"])
    try app.tap("focus")
    #expect(labels(app) == ["focus true true false 20.0 8.0"])
  }

  @Test("@Namespace keeps its identifier across evaluations; two namespaces differ")
  func namespace() async throws {
    final class Seen {
      var ids: [Namespace.ID] = []
    }
    struct Screen: View {
      @Namespace private var first
      @Namespace private var second
      @State private var taps = 0
      let seen: Seen

      var body: some View {
        seen.ids.append(first)
        seen.ids.append(second)
        return Button("tap \(taps)") { taps += 1 }.accessibilityIdentifier("tap")
      }
    }
    let seen = Seen()
    let app = await UIApplication.launch(Screen(seen: seen))
    try app.tap("tap")
    let firsts = Set(stride(from: 0, to: seen.ids.count, by: 2).map { seen.ids[$0] })
    let seconds = Set(stride(from: 1, to: seen.ids.count, by: 2).map { seen.ids[$0] })
    #expect(seen.ids.count >= 4)
    #expect(firsts.count == 1 && seconds.count == 1 && firsts != seconds)
  }
}
