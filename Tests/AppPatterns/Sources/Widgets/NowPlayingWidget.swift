import SwiftUI
import WidgetKit

// A widget extension's code as pocket-casts-ios (WidgetExtension/) and IceCubesApp
// (IceCubesAppWidgetsExtension/) write it: a timeline entry, a provider with completion
// handlers, a static configuration with WidgetKit's modifiers, an entry view that lays out by
// `widgetFamily` and sets `widgetURL`, an `if #available` configuration, and a bundle. In an app
// these live in the widget extension target; `@main` stays there.

struct NowPlayingEntry: TimelineEntry {
  let date: Date
  let episodeTitle: String?
}

struct NowPlayingProvider: TimelineProvider {
  typealias Entry = NowPlayingEntry

  func placeholder(in context: Context) -> NowPlayingEntry {
    NowPlayingEntry(date: Date(), episodeTitle: "Episode")
  }

  func getSnapshot(in context: Context, completion: @escaping (NowPlayingEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
    let entry = NowPlayingEntry(date: Date(), episodeTitle: context.isPreview ? "Episode" : nil)
    let policy: TimelineReloadPolicy = entry.episodeTitle == nil ? .never : .atEnd
    completion(Timeline(entries: [entry], policy: policy))
  }
}

struct NowPlayingWidget: Widget {
  let kind: String = "Now_Playing_Widget"

  var body: some WidgetConfiguration {
    StaticConfiguration(kind: kind, provider: NowPlayingProvider()) { entry in
      NowPlayingEntryView(entry: entry)
        .containerBackground(.clear, for: .widget)
    }
    .contentMarginsDisabled()
    .configurationDisplayName("Now Playing")
    .description("Shows the episode that's playing")
    .supportedFamilies([.systemSmall, .systemMedium])
  }
}

struct NowPlayingEntryView: View {
  var entry: NowPlayingProvider.Entry

  @Environment(\.widgetFamily) var family
  @Environment(\.widgetRenderingMode) private var renderingMode

  var body: some View {
    Group {
      if family == .systemMedium {
        HStack(spacing: 12) {
          artwork
          Text(entry.episodeTitle ?? "Nothing playing")
            .lineLimit(2)
          Spacer()
        }
        .accessibilityIdentifier("mediumLayout")
      } else {
        VStack(alignment: .leading) {
          artwork
          Spacer()
          Text(entry.episodeTitle ?? "Nothing playing")
            .font(.caption)
        }
        .accessibilityIdentifier("smallLayout")
      }
    }
    .widgetURL(URL(string: "pktc://last_opened"))
  }

  private var artwork: some View {
    RoundedRectangle(cornerRadius: 8)
      .fill(renderingMode == .fullColor ? Color.orange : Color.white)
      .frame(width: 56, height: 56)
      .widgetAccentable()
  }
}

struct AppIconWidget: Widget {
  var body: some WidgetConfiguration {
    if #available(iOSApplicationExtension 16.0, *) {
      return StaticConfiguration(kind: "App_Icon_Widget", provider: NowPlayingProvider()) { _ in
        Image(systemName: "play.circle")
          .widgetURL(URL(string: "pktc://last_opened"))
      }
      .configurationDisplayName("Pocket Casts")
      .supportedFamilies([.accessoryCircular])
    } else {
      return EmptyWidgetConfiguration()
    }
  }
}

struct PodcastWidgetBundle: WidgetBundle {
  var body: some Widget {
    NowPlayingWidget()
    AppIconWidget()
  }
}

/// The app's side: after playback changes, it asks WidgetKit to redraw its widgets.
final class PlaybackWidgetUpdater {
  func playbackDidChange() {
    WidgetCenter.shared.reloadTimelines(ofKind: "Now_Playing_Widget")
  }

  func userDidSignOut() {
    WidgetCenter.shared.reloadAllTimelines()
  }
}

/// A Lock Screen widget's view, as pocket-casts-ios' UpNextLockScreenWidget writes one.
struct UpNextLockScreenView: View {
  let count: Int

  var body: some View {
    ZStack {
      AccessoryWidgetBackground()
        .accessibilityIdentifier("accessoryBackground")
      Text("\(count)")
        .font(.title)
        .widgetAccentable()
        .accessibilityIdentifier("upNextCount")
    }
    .widgetLabel("Up Next")
  }
}

struct NowPlayingEntryView_Previews: PreviewProvider {
  static var previews: some View {
    NowPlayingEntryView(entry: NowPlayingEntry(date: Date(), episodeTitle: "Episode"))
      .previewContext(WidgetPreviewContext(family: .systemSmall))
    UpNextLockScreenView(count: 3)
      .previewContext(WidgetPreviewContext(family: .accessoryCircular))
  }
}

#Preview(as: .systemMedium) {
  NowPlayingWidget()
} timeline: {
  NowPlayingEntry(date: .now, episodeTitle: "Episode 1")
  NowPlayingEntry(date: .now, episodeTitle: nil)
}

#Preview(
  as: .systemSmall,
  widget: {
    NowPlayingWidget()
  },
  timeline: {
    NowPlayingEntry(date: .now, episodeTitle: "Episode 2")
  })
