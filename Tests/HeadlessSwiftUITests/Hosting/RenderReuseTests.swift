import HeadlessSwiftUI
import HeadlessUIKit
import Observation
import PresentationHierarchy
import Testing

/// A hosting controller whose render inputs didn't change since its last render reuses it
/// instead of evaluating every body again: what a capture shows is the same as when every
/// evaluation renders everything, and the views are evaluated fewer times.
@MainActor
struct RenderReuseTests {
  /// A podcast app's shape: tabs, a list that pushes, a toolbar button that opens a sheet with
  /// detents, a cover, an `@Observable` library shared through the environment, and actions
  /// that run on appear.
  @Observable final class Library {
    var episodes = ["first", "second"]
    var playing: String?

    var isPlaying: Bool {
      get { playing != nil }
      set { if !newValue { playing = nil } }
    }
  }

  struct PodcastApp: View {
    @State private var library = Library()
    @State private var showsSettings = false
    @State private var appearances = 0

    var body: some View {
      TabView {
        NavigationStack {
          List(library.episodes, id: \.self) { episode in
            NavigationLink(episode, value: episode).accessibilityIdentifier(episode)
          }
          .navigationDestination(for: String.self) { episode in
            EpisodeScreen(name: episode)
          }
          .toolbar {
            Button("Settings") { showsSettings = true }.accessibilityIdentifier("settings")
          }
          .navigationTitle("Episodes \(appearances)")
        }
        .tabItem { Label("Library", systemImage: "books.vertical") }
        Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }
      }
      .environment(library)
      .sheet(isPresented: $showsSettings) {
        SettingsScreen().presentationDetents([.medium, .large])
      }
      .fullScreenCover(isPresented: $library.isPlaying) {
        PlayerScreen(name: library.playing ?? "")
      }
      .onAppear { appearances += 1 }
    }
  }

  struct EpisodeScreen: View {
    let name: String
    @Environment(Library.self) private var library

    var body: some View {
      VStack {
        Text(name)
        Button("Play") { library.playing = name }.accessibilityIdentifier("play")
        Button("Nothing") {}.accessibilityIdentifier("nothing")
      }
    }
  }

  struct PlayerScreen: View {
    let name: String
    @Environment(\.dismiss) private var dismiss
    @State private var seconds = 0

    var body: some View {
      VStack {
        Text(name)
        Button("Close at \(seconds)s") { dismiss() }.accessibilityIdentifier("close")
      }
      .task { seconds = 30 }
    }
  }

  struct SettingsScreen: View {
    @Environment(Library.self) private var library
    @Environment(\.dismiss) private var dismiss

    var body: some View {
      VStack {
        Button("Add episode") { library.episodes.append("third") }
          .accessibilityIdentifier("addEpisode")
        Button("Done") { dismiss() }.accessibilityIdentifier("done")
      }
    }
  }

  /// The snapshot text of every step of a walk through the app, and how many renders it took.
  private func walk(reusing: Bool) async throws -> (text: String, renders: Int) {
    let app = await UIApplication.launch(PodcastApp())
    app.reusesContentRenders = reusing
    let before = app.contentRenders
    var steps = [Recording.Step("launch", app.captureHierarchy())]
    func step(_ label: String, _ action: () throws -> Void) async rethrows {
      try action()
      await app.settle()
      steps.append(Recording.Step(label, app.captureHierarchy()))
    }
    try await step("settings") { try app.tap("settings") }
    try await step("add") { try app.tap("addEpisode") }
    try await step("done") { try app.tap("done") }
    try await step("push") { try app.tap("third") }
    try await step("nothing") { try app.tap("nothing") }
    try await step("play") { try app.tap("play") }
    try await step("close") { try app.tap("close") }
    return (SnapshotFormat.write(Recording(steps: steps)), app.contentRenders - before)
  }

  @Test("Reusing unchanged renders changes nothing a capture shows, at every step of a walk")
  func capturesAreTheSame() async throws {
    let reused = try await walk(reusing: true)
    let rendered = try await walk(reusing: false)
    #expect(reused.text == rendered.text)
    #expect(reused.text.contains("third"), "the sheet's write reached the list behind it")
    #expect(reused.text.contains("Close at 30s"), "the cover's task's write reached its button")
  }

  @Test("A walk through the app renders the views at most half as often as rendering all")
  func rendersLess() async throws {
    let reused = try await walk(reusing: true)
    let rendered = try await walk(reusing: false)
    #expect(reused.renders > 0)
    #expect(reused.renders * 2 <= rendered.renders, "\(reused.renders) vs \(rendered.renders)")
  }

  @Test("A button whose action writes nothing SwiftUI tracks evaluates no body; a back button does")
  func idleTapRendersNothing() async throws {
    let app = await UIApplication.launch(PodcastApp())
    try app.tap("second")
    await app.settle()
    let before = app.contentRenders
    try app.tap("nothing")
    #expect(app.contentRenders == before, "as SwiftUI: no dependency of a body changed")
    app.reusesContentRenders = false
    let unreused = app.contentRenders
    try app.tap("nothing")
    #expect(app.contentRenders > unreused, "rendering every body would have rendered")
  }

  /// A model of each kind SwiftUI tracks, and one it doesn't.
  final class Headline: ObservableObject {
    @Published var title = "before"
  }

  @Observable final class Tracked {
    var title = "before"
  }

  final class Plain {
    var title = "before"
  }

  struct Titles: View {
    @ObservedObject var published: Headline
    let tracked: Tracked
    let plain: Plain

    var body: some View {
      VStack {
        Button(published.title) {}.accessibilityIdentifier("published")
        Button(tracked.title) {}.accessibilityIdentifier("tracked")
        Button(plain.title) {}.accessibilityIdentifier("plain")
        Button("Tap") {}.accessibilityIdentifier("tap")
      }
    }
  }

  /// The title of the button with an identifier.
  private func title(_ id: String, in app: UIApplication) -> String? {
    app.captureHierarchy().nodes.first { $0.identifier == id }?.attributes.extra
      .first { $0.key == "label" }?.value
  }

  @Test(
    "A test's write shows at the next settle when SwiftUI tracks it, else after a tracked change")
  func writesOutsideActions() async throws {
    let (published, tracked, plain) = (Headline(), Tracked(), Plain())
    let app = await UIApplication.launch(
      Titles(published: published, tracked: tracked, plain: plain))
    plain.title = "after"
    await app.settle()
    #expect(title("plain", in: app) == "before", "nothing observes it, as on a device")
    try app.tap("tap")
    #expect(title("plain", in: app) == "before", "a button whose action writes nothing neither")
    published.title = "after"
    await app.settle()
    #expect(title("plain", in: app) == "after", "the body read it again with the published one")
    #expect(title("published", in: app) == "after")
    tracked.title = "after"
    await app.settle()
    #expect(title("tracked", in: app) == "after")
  }

  /// A screen with a sheet: the root reads `count`, the sheet its own `taps` and, through a
  /// binding, the root's `count`.
  struct Counters: View {
    @State private var count = 0
    @State private var showsSheet = true

    var body: some View {
      Button("Count \(count)") {}.accessibilityIdentifier("root")
        .sheet(isPresented: $showsSheet) { CounterSheet(count: $count) }
    }
  }

  struct CounterSheet: View {
    @Binding var count: Int
    @State private var taps = 0

    var body: some View {
      VStack {
        Button("Taps \(taps)") { taps += 1 }.accessibilityIdentifier("taps")
        Button("Count") { count += 1 }.accessibilityIdentifier("count")
      }
    }
  }

  @Test("A write renders again only the hosting controllers whose views read what was written")
  func rendersOnlyReaders() async throws {
    let app = await UIApplication.launch(Counters())
    var before = app.contentRenders
    try app.tap("taps")
    #expect(app.contentRenders - before == 1, "the sheet alone read its own state")
    #expect(title("taps", in: app) == "Taps 1")
    before = app.contentRenders
    try app.tap("count")
    #expect(app.contentRenders - before == 2, "the root reads count; the sheet's binding reads it")
    #expect(title("root", in: app) == "Count 1")
    app.reusesContentRenders = false
    before = app.contentRenders
    try app.tap("taps")
    #expect(app.contentRenders - before > 2, "rendering everything renders both, in every pass")
  }

  struct TabsWithStack: View {
    var body: some View {
      TabView {
        NavigationStack { Text("Home").navigationTitle("Home") }
          .tabItem { Label("Home", systemImage: "house") }
        Text("Settings").tabItem { Label("Settings", systemImage: "gear") }
      }
    }
  }

  @Test(
    "A launch renders each hosting controller once: the containers a render makes aren't a change")
  func launchRendersOnce() async {
    let app = await UIApplication.launch(TabsWithStack())
    // The root, the two tabs' controllers, and the navigation stack's root.
    #expect(app.contentRenders == 4)
  }

  /// A sheet whose content reads the presenter's state directly, not through a binding.
  struct CapturingSheet: View {
    @State private var count = 0
    @State private var showsSheet = true
    @State private var model = Tracked()

    var body: some View {
      Text("Root")
        .sheet(isPresented: $showsSheet) {
          VStack {
            Button("Count \(count)") { count += 1 }.accessibilityIdentifier("count")
            Button(model.title) { model.title = "after" }.accessibilityIdentifier("model")
          }
        }
    }
  }

  @Test("A sheet's content that reads the presenter's state or model shows its change")
  func sheetContentReadsPresenterState() async throws {
    let app = await UIApplication.launch(CapturingSheet())
    try app.tap("count")
    await app.settle()
    #expect(title("count", in: app) == "Count 1")
    try app.tap("count")
    await app.settle()
    #expect(title("count", in: app) == "Count 2")
    try app.tap("model")
    await app.settle()
    #expect(title("model", in: app) == "after", "an @Observable property the content read")
  }

  struct StackWithDismiss: View {
    var body: some View {
      NavigationStack {
        NavigationLink("Open") { PoppingScreen(level: 1) }.accessibilityIdentifier("open0")
      }
    }
  }

  struct PoppingScreen: View {
    let level: Int
    @Environment(\.dismiss) private var dismiss

    var body: some View {
      VStack {
        NavigationLink("Open") { PoppingScreen(level: level + 1) }
          .accessibilityIdentifier("open\(level)")
        Button("Done") { dismiss() }.accessibilityIdentifier("pop\(level)")
      }
      .navigationTitle("Level \(level)")
    }
  }

  @Test(
    "A pop, by dismiss() or the back button, renders the stack's controller and the screen shown")
  func popRendersOnlyTheContainer() async throws {
    let app = await UIApplication.launch(StackWithDismiss())
    for level in 0...1 {
      try app.tap("open\(level)")
      await app.settle()
    }
    let before = app.contentRenders
    try app.tap("pop2")
    await app.settle()
    // The controller embedding the stack, to follow the pop, and the screen back in the
    // window; the stack's root, still covered, is handed the same view and doesn't render.
    #expect(app.contentRenders - before == 2)
    #expect(app.captureHierarchy().nodes.contains { $0.identifier == "pop1" })
    #expect(!app.captureHierarchy().nodes.contains { $0.identifier == "pop2" })
    // UIKit's back button pops the same way: no render of what it didn't change.
    try app.tap("open1")
    await app.settle()
    let beforeBack = app.contentRenders
    try app.tap("Level 1")
    await app.settle()
    #expect(app.contentRenders - beforeBack == 2)
    #expect(!app.captureHierarchy().nodes.contains { $0.identifier == "pop2" })
  }
}
