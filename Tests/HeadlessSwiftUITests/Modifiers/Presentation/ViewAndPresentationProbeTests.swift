import Foundation
import HeadlessSwiftUI
import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// Compile probes for the view initializers, presentation overloads and toolbar values the
/// other suites don't call, each written as an app writes it and checked for what it does.
@MainActor
struct ViewAndPresentationProbeTests {
  private struct Failure: LocalizedError {
    var errorDescription: String? { "Upload failed" }
  }

  private struct Track: Identifiable, Hashable {
    let id: Int
    let title: String
  }

  private func presented(in app: UIApplication) throws -> UIViewController {
    try #require(app.windowsBackToFront.first?.rootViewController?.presentedViewController)
  }

  private struct DataScreen: View {
    @State private var asking = false
    @State private var track: Track?
    @State private var failed = false
    @State private var error: Failure?
    @State private var choosing = false
    @State private var sheetTrack: Track?

    var body: some View {
      VStack {
        Button("Ask") {
          track = Track(id: 3, title: "Intro")
          asking = true
        }
        .accessibilityIdentifier("ask")
        Button("Fail") {
          error = Failure()
          failed = true
        }
        .accessibilityIdentifier("fail")
        Button("Choose") {
          track = Track(id: 4, title: "Outro")
          choosing = true
        }
        .accessibilityIdentifier("choose")
        Button("Sheet") { sheetTrack = Track(id: 5, title: "Bonus") }.accessibilityIdentifier(
          "sheet")
      }
      .alert("Remove track?", isPresented: $asking, presenting: track) { track in
        Button("Remove \(track.title)", role: .destructive) {}
      }
      .alert(isPresented: $failed, error: error) {
        Button("OK") {}
      }
      .confirmationDialog(
        Text("Move"), isPresented: $choosing, titleVisibility: .visible, presenting: track
      ) {
        track in
        Button("Move \(track.title)") {}
      } message: { track in
        Text("\(track.title) moves to the end.")
      }
      .confirmationDialog("Share", isPresented: .constant(false), presenting: track) { track in
        Button("Send \(track.title)") {}
      }
      .actionSheet(item: $sheetTrack) { track in
        ActionSheet(title: Text(track.title), buttons: [.cancel(Text("Close"), action: {})])
      }
    }
  }

  @Test(
    "alert(presenting:), alert(error:), confirmationDialog(presenting:) and actionSheet(item:) present"
  )
  func dataPresentations() async throws {
    let app = await UIApplication.launch(DataScreen())
    try app.tap("ask")
    await app.settle()
    let alert = try #require(try presented(in: app) as? UIAlertController)
    #expect(alert.title == "Remove track?" && alert.actions.map(\.title) == ["Remove Intro"])
    try app.tap("Remove Intro")
    await app.settle()
    try app.tap("fail")
    await app.settle()
    let failure = try #require(try presented(in: app) as? UIAlertController)
    #expect(failure.title == "Upload failed" && failure.actions.map(\.title) == ["OK"])
    try app.tap("OK")
    await app.settle()
    try app.tap("choose")
    await app.settle()
    let dialog = try #require(try presented(in: app) as? UIAlertController)
    #expect(dialog.preferredStyle == .actionSheet && dialog.title == "Move")
    #expect(
      dialog.actions.map(\.title).contains("Move Outro")
        && dialog.message == "Outro moves to the end.")
    try app.tap("Move Outro")
    await app.settle()
    try app.tap("sheet")
    await app.settle()
    let sheet = try #require(try presented(in: app) as? UIAlertController)
    #expect(sheet.preferredStyle == .actionSheet && sheet.title == "Bonus")
  }

  private struct CoverScreen: View {
    @State private var playing: Track?
    @State private var dismissals = 0

    var body: some View {
      Button("Play") { playing = Track(id: 1, title: "Now") }
        .accessibilityIdentifier("play")
        .fullScreenCover(item: $playing, onDismiss: dismissed) { track in
          Text(track.title)
            .presentationBackground(alignment: .bottom) { Color.black }
        }
    }

    private func dismissed() { dismissals += 1 }
  }

  @Test("fullScreenCover(item:) covers the whole screen (over full screen) while the item is set")
  func coverForItem() async throws {
    let app = await UIApplication.launch(CoverScreen())
    try app.tap("play")
    await app.settle()
    // SwiftUI presents a cover over full screen (UIKit reference §5.3, a fidelity switch).
    #expect(try presented(in: app).modalPresentationStyle == .overFullScreen)
  }

  @Test("hidden() keeps its space and takes no taps; position(_:) centres on a point")
  func hiddenAndPositioned() async throws {
    let app = await UIApplication.launch(
      VStack(spacing: 0) {
        Button("Ghost") {}.frame(width: 80, height: 30).hidden().accessibilityIdentifier("ghost")
        Color.red.frame(width: 20, height: 20)
          .position(CGPoint(x: 50, y: 60))
          .frame(width: 200, height: 100)
          .accessibilityIdentifier("placed")
        Text("A long label").fixedSize(horizontal: true, vertical: false).frame(width: 10)
        Image("cover").resizable().scaledToFit().frame(width: 60, height: 40)
        Image("cover").resizable().scaledToFill().frame(width: 60, height: 40).clipped()
        Button("Info") {}.popover(isPresented: .constant(false), attachmentAnchor: .point(.top)) {
          Text("Tip")
        }
      })
    #expect(throws: (any Error).self) { try app.tap("Ghost") }
    // Centred on (50, 60) of a 200-point-wide frame centred on the 390-point screen.
    let placed = try #require(try app.capturedFrame(of: "placed"))
    #expect(placed.x == 95 + 50 - 10 && placed.width == 20)
  }

  private struct Library: View {
    let tracks = [Track(id: 1, title: "One"), Track(id: 2, title: "Two")]
    @State private var selected: Int?
    @State private var picks = Set<Int>()
    @State private var sort = 0
    @State private var query = ""
    @State private var searching = false

    var body: some View {
      NavigationStack {
        VStack {
          List(tracks, id: \.id) { track in
            NavigationLink(value: track) { Label(track.title, image: "note") }
          }
          List(selection: $selected) {
            Section {
              Text("Body")
            } header: {
              Text("Header")
            } footer: {
              Text("Footer")
            }
          }
          List(selection: $picks) { Text("Many") }
          Picker(selection: $sort, label: Text("Sort")) { Text("Title").tag(0) }
          Menu {
            Button("Delete", role: .destructive) {}
          } label: {
            Label("More", image: "ellipsis")
          }
          Button(role: .cancel) {
          } label: {
            Text(NSNumber(value: 3), formatter: NumberFormatter())
          }
          ModifiedContent(content: Text("Modified"), modifier: Bold())
        }
        .navigationDestination(for: Track.self) { track in
          Text(track.title).accessibilityIdentifier("detail-\(track.id)")
        }
        .searchable(text: $query, isPresented: $searching)
        .toolbarBackgroundVisibility(.visible, for: .navigationBar)
        .toolbarRole(.browser)
        .toolbar {
          ToolbarItem(id: "done", placement: .confirmationAction) {
            Button("Done") {}.accessibilityIdentifier("done")
          }
          ToolbarItem(placement: .destructiveAction) { Button("Delete") {} }
          ToolbarItem(placement: .navigationBarLeading) { Button("Edit") {} }
          ToolbarItem(placement: .navigationBarTrailing) { Button("Add") {} }
          ToolbarItem(placement: .principal) { Text("Library") }
          ToolbarItem(placement: .secondaryAction) { Button("Sort") {} }
          ToolbarItem(placement: .topBarLeading) { Button("Back") {} }
        }
      }
      .toolbarRole(.navigationStack)
    }
  }

  private struct Bold: ViewModifier {
    func body(content: Content) -> some View { content.bold() }
  }

  @Test("List, Section, Menu, Picker and toolbar initializers build a screen whose links push")
  func libraryScreen() async throws {
    let app = await UIApplication.launch(Library())
    try app.tap("done")
    try app.tap("One")
    await app.settle()
    #expect(try app.captureHierarchy().index(of: "detail-1") > 0)
  }

  private struct Player: View {
    @State private var volume: Double
    @GestureState private var dragging: Bool
    @Binding private var title: String

    init(title: Binding<String>) {
      _volume = State(initialValue: 0.5)
      _dragging = GestureState(initialValue: false)
      _title = Binding(projectedValue: title)
    }

    var body: some View {
      Text("\(volume, format: .number)")
        .accessibilityIdentifier(dragging ? "dragging" : title)
        .animation(.linear(duration: 0.3), value: volume)
        .animation(.easeOut(duration: 0.2), value: dragging)
        .animation(.snappy(duration: 0.4, extraBounce: 0.1), value: title)
        .sheet(isPresented: .constant(false)) {
          Text("Queue")
            .presentationDetents([.fraction(0.3)])
            .presentationContentInteraction(.resizes)
        }
    }
  }

  @Test("Wrappers built explicitly in an initializer hold what they were given")
  func explicitWrappers() async throws {
    let app = await UIApplication.launch(Player(title: .constant("player")))
    #expect(try app.captureHierarchy().index(of: "player") > 0)
    withAnimation(.easeOut(duration: 0.1), completionCriteria: .logicallyComplete) {
    } completion: {
    }
  }

  @Observable final class Queue {
    var name = "Queue"
  }

  private final class Settings: ObservableObject {
    @Published var name = "Settings"
  }

  private struct Editor: View {
    @Bindable private var queue: Queue
    @ObservedObject private var settings: Settings
    @ObservedObject private var previous: Settings

    init(queue: Queue, settings: Settings) {
      _queue = Bindable(wrappedValue: queue)
      _settings = ObservedObject(wrappedValue: settings)
      _previous = ObservedObject(initialValue: settings)
    }

    var body: some View {
      VStack {
        Renamer(queue: $queue)
        TextField("Name", text: $settings.name).accessibilityIdentifier("name")
        Text(previous.name)
      }
    }
  }

  private struct Renamer: View {
    @Bindable var queue: Queue

    init(queue: Bindable<Queue>) {
      _queue = Bindable(projectedValue: queue)
    }

    var body: some View {
      TextField("Queue", text: $queue.name).accessibilityIdentifier("queue")
    }
  }

  @Test("Bindable and ObservedObject built from values or projections bind the same model")
  func projectedWrappers() async throws {
    let queue = Queue()
    let settings = Settings()
    let app = await UIApplication.launch(Editor(queue: queue, settings: settings))
    try app.typeText("Up next", into: "queue")
    try app.typeText("Prefs", into: "name")
    await app.settle()
    #expect(queue.name == "QueueUp next" || queue.name == "Up next")
    #expect(settings.name.hasSuffix("Prefs"))
  }

  /// A representable controller that proposes its own size.
  private struct Badge: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
    func sizeThatFits(
      _ proposal: ProposedViewSize, uiViewController: UIViewController, context: Context
    ) -> CGSize? {
      CGSize(width: 120, height: 40)
    }
  }

  @Test("A representable controller's sizeThatFits decides its frame")
  func representableSize() async throws {
    let app = await UIApplication.launch(Badge().fixedSize().accessibilityIdentifier("badge"))
    let frame = try #require(try app.capturedFrame(of: "badge"))
    #expect(frame.width == 120 && frame.height == 40)
  }

  @Test("UIHostingConfiguration, sized and updated, makes a content view showing it")
  func hostingConfiguration() {
    let configuration = UIHostingConfiguration { Text("Row") }.minSize(width: 0, height: 60)
    let updated = configuration.updated(for: UICellConfigurationState(traitCollection: .current))
    let view = updated.makeContentView()
    #expect(view.configuration is UIHostingConfiguration<Text, EmptyView>)
  }

  /// What a share button accepts: anything transferable.
  private func shareCount<Item: Transferable>(_ items: [Item]) -> Int { items.count }

  @MainActor private final class Log {
    var shared = false
  }

  @ToolbarContentBuilder private func extraItems(_ log: Log) -> some ToolbarContent {
    ToolbarItem(placement: .primaryAction) { Button("Share") { log.shared = true } }
  }

  @Test(
    "Transferable, ToolbarContentBuilder and a progress style's current value label compile as apps write them"
  )
  func builderAndProtocolSpellings() async throws {
    #expect(shareCount(["a", "b"]) == 2)
    let log = Log()
    let app = await UIApplication.launch(
      NavigationStack {
        ProgressView(value: 0.4)
          .progressViewStyle(Percent())
          .toolbar { extraItems(log) }
      })
    try app.tap("Share")
    #expect(log.shared)
  }

  private struct Percent: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack {
        configuration.label
        configuration.currentValueLabel
      }
    }
  }
}
