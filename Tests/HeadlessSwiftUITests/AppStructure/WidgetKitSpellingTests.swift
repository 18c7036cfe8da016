import Foundation
import HeadlessSwiftUI
import HeadlessUIKit
import HeadlessWidgetKit
import Testing

// A widget extension in Swift 6 mode, with every WidgetKit spelling the model declares used as
// widget code writes it: compile probes for scripts/api/check-probes.py.

private struct ScoreEntry: TimelineEntry {
  let date: Date
  let score: Int
  var relevance: TimelineEntryRelevance? {
    TimelineEntryRelevance(score: Float(score), duration: 60 * 60)
  }
}

private struct ScoreProvider: TimelineProvider {
  func placeholder(in context: Context) -> ScoreEntry {
    ScoreEntry(date: Date(), score: context.family == .systemSmall ? 0 : 1)
  }

  func getSnapshot(in context: Context, completion: @escaping @Sendable (ScoreEntry) -> Void) {
    let size = context.displaySize
    completion(ScoreEntry(date: Date(), score: context.isPreview ? Int(size.width) : 0))
  }

  func getTimeline(
    in context: Context, completion: @escaping @Sendable (Timeline<ScoreEntry>) -> Void
  ) {
    let now = Date()
    let entries = [ScoreEntry(date: now, score: 1), ScoreEntry(date: now + 60, score: 2)]
    completion(Timeline(entries: entries, policy: .after(now + 15 * 60)))
  }
}

private struct ScoreView: View {
  let entry: ScoreEntry
  @Environment(\.widgetFamily) private var family
  @Environment(\.widgetRenderingMode) private var renderingMode
  @Environment(\.showsWidgetContainerBackground) private var showsBackground
  @Environment(\.widgetContentMargins) private var margins

  var body: some View {
    VStack {
      switch renderingMode {
      case .accented:
        Text("\(entry.score)").widgetAccentable(true)
      case .vibrant:
        Text("\(entry.score)").widgetAccentable()
      default:
        Text("\(entry.score)")
      }
      Image(systemName: "star").widgetAccentedRenderingMode(.accented)
      Image(systemName: "star").widgetAccentedRenderingMode(.accentedDesaturated)
      Image(systemName: "star").widgetAccentedRenderingMode(.desaturated)
      Image(systemName: "star").widgetAccentedRenderingMode(.fullColor)
      Image(systemName: "star").widgetAccentedRenderingMode(nil)
    }
    .padding(.top, margins.top)
    .opacity(showsBackground ? 1 : 0.5)
    .accessibilityIdentifier(family == .accessoryInline ? "inline" : "score")
    .containerBackground(for: .widget) { Color.blue }
    .widgetURL(nil)
  }
}

private struct ScoreLockScreenView: View {
  let entry: ScoreEntry

  var body: some View {
    ZStack {
      AccessoryWidgetBackground()
      Text("\(entry.score)")
    }
    .widgetLabel { Text("Score") }
    .widgetLabel("Score")
    .widgetLabel(String(entry.score))
  }
}

private enum SampleKey: PreviewContextKey {
  static var defaultValue: Int { 7 }
}

private struct ScoreView_Previews: PreviewProvider {
  static var previews: some View {
    ScoreLockScreenView(entry: ScoreEntry(date: Date(), score: 1))
      .previewContext(WidgetPreviewContext(family: .accessoryRectangular))
  }
}

#Preview("Scores", as: .systemSmall) {
  ScoreWidget()
} timeline: {
  for score in 0..<3 {
    ScoreEntry(date: Date(), score: score)
  }
  ScoreEntry(date: Date(), score: 9)
}

private struct ScoreWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "score", provider: ScoreProvider()) { entry in
      ScoreView(entry: entry)
    }
    .configurationDisplayName(Text("Score"))
    .description(Text("The latest score"))
    .supportedFamilies(WidgetFamily.allCases)
    .containerBackgroundRemovable(false)
  }
}

private struct NamedScoreWidget: Widget {
  let name = "Score"
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "named", provider: ScoreProvider()) { _ in EmptyView() }
      .configurationDisplayName(name)
      .description(name)
      .contentMarginsDisabled()
      .containerBackgroundRemovable()
  }
}

private struct NoWidget: Widget {
  var body: some WidgetConfiguration {
    EmptyWidgetConfiguration()
  }
}

private struct ScoreWidgets: WidgetBundle {
  @WidgetBundleBuilder
  var body: some Widget {
    ScoreWidget()
    NamedScoreWidget()
    NoWidget()
  }
}

private struct NoWidgets: WidgetBundle {
  var body: some Widget {}
}

/// WidgetKit's spellings compile in Swift 6 mode, and the values the model gives are WidgetKit's
/// defaults outside a widget.
@MainActor
@Suite struct WidgetKitSpellingTests {
  @Test func familiesPoliciesAndModes() {
    #expect(WidgetFamily.allCases.count == 7)
    #expect(
      [WidgetFamily.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge]
        .allSatisfy { WidgetFamily.allCases.contains($0) })
    #expect(
      [WidgetFamily.accessoryCircular, .accessoryRectangular, .accessoryInline]
        .allSatisfy { WidgetFamily.allCases.contains($0) })
    #expect(TimelineReloadPolicy.atEnd != .never)
    let date = Date()
    #expect(TimelineReloadPolicy.after(date) == .after(date))
    #expect(WidgetRenderingMode.fullColor.description == "fullColor")
    #expect(WidgetRenderingMode.vibrant != .accented)
    #expect(ContainerBackgroundPlacement.widget != .navigation)
  }

  @Test func aWidgetPreviewContextDefinesNoValues() {
    #expect(WidgetPreviewContext(family: .systemMedium)[SampleKey.self] == 7)
  }

  @Test func entriesKeepTheirRelevance() {
    let entry = ScoreEntry(date: Date(), score: 3)
    #expect(entry.relevance?.score == 3)
    #expect(entry.relevance?.duration == 3600)
    #expect(TimelineEntryRelevance(score: 1).duration == 0)
    let timeline = Timeline(entries: [entry], policy: .never)
    #expect(timeline.entries.count == 1 && timeline.policy == .never)
  }

  @Test func environmentDefaultsOutsideAWidget() {
    let values = EnvironmentValues()
    #expect(values.widgetFamily == .systemSmall)
    #expect(values.widgetRenderingMode == .fullColor)
    #expect(values.showsWidgetContainerBackground)
    #expect(values.widgetContentMargins == EdgeInsets())
    var set = values
    set.widgetRenderingMode = .vibrant
    #expect(set.widgetRenderingMode == .vibrant)
  }

  @Test func theWidgetCenterListsNoWidgets() async throws {
    WidgetCenter.shared.reloadAllTimelines()
    WidgetCenter.shared.reloadTimelines(ofKind: "score")
    let listed = await withCheckedContinuation { continuation in
      WidgetCenter.shared.getCurrentConfigurations { result in
        continuation.resume(returning: try? result.get())
      }
    }
    #expect(listed?.isEmpty == true)
    let current = try await WidgetCenter.shared.currentConfigurations()
    #expect(current.map(\.kind).isEmpty && current.map(\.family).isEmpty)
    _ = ScoreWidgets().body
    _ = NoWidgets().body
    ScoreWidgets.main()
    ScoreWidget.main()
  }
}
