import Foundation
import HeadlessSwiftUI
import HeadlessUIKit
import HeadlessWidgetKit
import Observation
import PresentationHierarchy
import Testing

// Spellings the API-demand census (`../shared/api-demand/census.py`) cannot see in the model:
// it counts `#Preview`, `@Environment(Type.self)`, `@Observable` and the global functions as
// absent whatever the model declares, and looks modifiers up on `View` only, so members of
// `DynamicViewContent`, `Gesture`, `InsettableShape`, `Binding`, `GraphicsContext` and
// HeadlessWidgetKit's environment values read as missing. Each `// census: KEY` names the
// census's key for the spelling on the next line, written as the apps write it; this file
// compiles and runs in CI, and `scripts/api/census-corrected.py` counts only the keys named
// here as present.

@Observable
// census: @Observable
private final class Playlist {
  var titles = ["One", "Two", "Three"]
  var playing = false
}

// census: #Preview
#Preview {
  PlaylistScreen().environment(Playlist())
}

/// A list that edits, animates and reads its model from the environment, as apps write it.
private struct PlaylistScreen: View {
  // census: @Environment(Type.self)
  @Environment(Playlist.self) private var playlist
  @State private var compact = false
  @State private var finished = 0

  var body: some View {
    List {
      ForEach(playlist.titles, id: \.self) { title in
        Text(title).accessibilityIdentifier(title)
          // census: .deleteDisabled(_:)
          .deleteDisabled(title == "One")
      }
      // census: .onDelete{}
      .onDelete { playlist.titles.remove(atOffsets: $0) }
      // census: .onMove{}
      .onMove { playlist.titles.move(fromOffsets: $0, toOffset: $1) }
      ForEach(playlist.titles, id: \.self) { Text("again \($0)") }
        // census: .onDelete(perform:)
        .onDelete(perform: delete)
        // census: .onMove(perform:)
        .onMove(perform: move)
      // census: .animation()
      Toggle("Compact", isOn: $compact.animation())
      Button("play \(playlist.playing) \(finished)") {
        // census: withAnimation{}
        withAnimation { playlist.playing.toggle() }
        // census: withAnimation(_:){}
        withAnimation(.easeInOut) { playlist.playing.toggle() }
        // census: withAnimation(_:){}{}
        withAnimation(.spring) {
          playlist.playing.toggle()
        } completion: {
          finished += 1
        }
        // census: withTransaction(_:){}
        withTransaction(Transaction(animation: nil)) { playlist.playing.toggle() }
      }
      .accessibilityIdentifier("play")
    }
    // census: .transaction{}
    .transaction { $0.animation = nil }
    .transaction(value: compact) { $0.disablesAnimations = true }
  }

  private func delete(_ offsets: IndexSet) { playlist.titles.remove(atOffsets: offsets) }

  private func move(_ source: IndexSet, _ destination: Int) {
    playlist.titles.move(fromOffsets: source, toOffset: destination)
  }
}

/// A card that measures itself, drags, and draws a border, as apps write it.
private struct DraggableCard: View {
  @GestureState private var pressing = false
  @State private var offset = CGSize.zero
  @State private var height = 0.0

  var body: some View {
    GeometryReader { reader in
      RoundedRectangle(cornerRadius: 8)
        // census: .strokeBorder(_:lineWidth:)
        .strokeBorder(Color.accentColor, lineWidth: 1)
        .overlay {
          // census: .strokeBorder(_:)
          Circle().strokeBorder(.secondary)
        }
        // census: Material.thickMaterial
        .background(Material.thickMaterial)
        .frame(height: 100)
        .offset(offset)
        .gesture(
          DragGesture()
            // census: .updating(_:){}
            .updating($pressing) { _, state, _ in state = true }
            // census: .onChanged{}
            .onChanged { offset = $0.translation }
            // census: .onEnded{}
            .onEnded { _ in offset = .zero }
        )
        .gesture(
          LongPressGesture()
            // census: .updating(_:body:)
            .updating($pressing, body: { value, state, _ in state = value })
            // census: .onChanged(_:)
            .onChanged(pressed)
            // census: .onEnded(_:)
            .onEnded(pressed)
        )
        .onAppear {
          // census: GeometryProxy.frame(in:)
          height = reader.frame(in: .local).size.height
        }
    }
    .frame(height: 100)
    .accessibilityIdentifier("card \(Int(height))")
  }

  private func pressed(_ value: Bool) {}
}

/// A widget view that reads WidgetKit's environment values, as widget extensions write it.
private struct NowPlayingWidgetView: View {
  // census: @Environment(\.widgetFamily)
  @Environment(\.widgetFamily) private var family
  // census: @Environment(\.widgetRenderingMode)
  @Environment(\.widgetRenderingMode) private var renderingMode
  // census: @Environment(\.showsWidgetContainerBackground)
  @Environment(\.showsWidgetContainerBackground) private var showsBackground

  var body: some View {
    Canvas { context, size in
      let path = Path(CGRect(origin: .zero, size: size))
      // census: .fill(_:with:)
      context.fill(path, with: .color(.red))
      // census: .stroke(_:with:lineWidth:)
      context.stroke(path, with: .color(.blue), lineWidth: 2)
    }
    .accessibilityIdentifier("\(family) \(showsBackground)")
    // census: .widgetURL(_:)
    .widgetURL(URL(string: "podcasts://now-playing"))
  }
}

/// The census's blind spots, run: each spelling above does what the model documents.
@MainActor
struct CensusSpellingTests {
  @Test("An @Observable model from the environment edits a List and animates at once")
  func playlist() async throws {
    let playlist = Playlist()
    let app = await UIApplication.launch(PlaylistScreen().environment(playlist))
    #expect(try app.captureHierarchy().index(of: "Two") > 0)
    try app.tap("play")
    await app.settle()
    #expect(playlist.playing == false, "four toggles, each run at once")
    let button = try app.captureHierarchy().index(of: "play")
    #expect(
      app.captureHierarchy().nodes[button].attributes.extra.first { $0.key == "label" }?.value
        == "play false 1", "the completion ran once")
  }

  @Test("GeometryProxy.frame(in: .local) reads the reader's size; the gestures compile inert")
  func card() async throws {
    let app = await UIApplication.launch(DraggableCard())
    await app.settle()
    #expect(try app.captureHierarchy().index(of: "card 100") >= 0)
  }

  @Test("WidgetKit's environment values read their defaults in a widget view")
  func widget() async throws {
    let app = await UIApplication.launch(NowPlayingWidgetView())
    #expect(try app.captureHierarchy().index(of: "systemSmall true") >= 0)
  }

  @Test("CaseIterable settings and TimelineSchedule's animation schedule")
  func values() {
    // census: DynamicTypeSize.allCases
    #expect(DynamicTypeSize.allCases.count == 12)
    // census: ColorScheme.allCases
    #expect(ColorScheme.allCases == [.light, .dark])
    // census: .animation(minimumInterval:paused:)
    let paused: AnimationTimelineSchedule = .animation(minimumInterval: 1, paused: true)
    let start = Date(timeIntervalSince1970: 0)
    #expect(Array(paused.entries(from: start, mode: .normal).prefix(2)).isEmpty)
    let running: AnimationTimelineSchedule = .animation(minimumInterval: 1)
    #expect(Array(running.entries(from: start, mode: .normal).prefix(2)) == [start, start + 1])
  }
}
