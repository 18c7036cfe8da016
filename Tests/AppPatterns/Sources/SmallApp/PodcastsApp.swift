import SwiftUI

/// A typical small SwiftUI app, written as a new project is: an `App` with a tab view, a list in
/// a navigation stack with a toolbar, a sheet with detents, an alert, a mini player inset at the
/// bottom, an `@Observable` model in the environment, and previews. (`@main` sits in the app's
/// executable target; here the app is a library the tests launch.)
struct PodcastsApp: App {
  @State private var library = PodcastLibrary()

  var body: some Scene {
    WindowGroup {
      PodcastsRootView()
        .environment(library)
    }
  }
}

/// The tabs, with the mini player above the tab bar while an episode plays.
struct PodcastsRootView: View {
  @Environment(PodcastLibrary.self) private var library

  var body: some View {
    TabView {
      EpisodesScreen()
        .tabItem { Label("Episodes", systemImage: "list.bullet") }
      PodcastSettingsScreen()
        .tabItem { Label("Settings", systemImage: "gear") }
    }
    .safeAreaInset(edge: .bottom) {
      if let episode = library.nowPlaying {
        MiniPlayer(episode: episode)
      }
    }
  }
}

/// What's playing, as a bar the user can tap to pause.
struct MiniPlayer: View {
  let episode: Episode
  @Environment(PodcastLibrary.self) private var library

  var body: some View {
    HStack {
      Image(systemName: "waveform")
      Text(episode.title)
        .font(.subheadline.weight(.semibold))
        .lineLimit(1)
      Spacer()
      Button {
        library.nowPlaying = nil
      } label: {
        Image(systemName: "pause.fill")
      }
      .accessibilityIdentifier("pause")
    }
    .padding(.horizontal)
    .frame(height: 56)
    .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 12))
    .padding(.horizontal, 8)
    .accessibilityIdentifier("miniPlayer")
  }
}

/// The episodes, each opening a sheet; a toolbar button clears them after an alert.
struct EpisodesScreen: View {
  @Environment(PodcastLibrary.self) private var library
  @State private var selected: Episode?
  @State private var confirmingClear = false

  var body: some View {
    NavigationStack {
      List {
        ForEach(library.episodes) { episode in
          Button {
            selected = episode
          } label: {
            HStack {
              Text(episode.title)
              Spacer()
              Text("\(episode.minutes) min")
                .foregroundStyle(.secondary)
            }
          }
          .accessibilityIdentifier("episode-\(episode.id)")
        }
        .onDelete { offsets in
          library.delete(at: offsets)
        }
      }
      .navigationTitle("Episodes")
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) {
          Button("Clear", role: .destructive) {
            confirmingClear = true
          }
          .accessibilityIdentifier("clear")
        }
      }
      .sheet(item: $selected) { episode in
        EpisodeSheet(episode: episode)
          .presentationDetents([.medium, .large])
          .presentationDragIndicator(.visible)
      }
      .alert("Clear all episodes?", isPresented: $confirmingClear) {
        Button("Clear", role: .destructive) {
          library.episodes.removeAll()
        }
        Button("Cancel", role: .cancel) {}
      } message: {
        Text("This can't be undone.")
      }
    }
  }
}

/// An episode's details, with a button that plays it and closes the sheet.
struct EpisodeSheet: View {
  let episode: Episode
  @Environment(PodcastLibrary.self) private var library
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack(spacing: 16) {
      Text(episode.title)
        .font(.title2.bold())
      Text("\(episode.minutes) minutes")
        .foregroundStyle(.secondary)
      Button("Play") {
        library.play(episode)
        dismiss()
      }
      .buttonStyle(.borderedProminent)
      .accessibilityIdentifier("play")
    }
    .padding()
  }
}

/// Settings bound to the model with `@Bindable`.
struct PodcastSettingsScreen: View {
  @Environment(PodcastLibrary.self) private var library

  var body: some View {
    @Bindable var library = library
    NavigationStack {
      Form {
        Section("Playback") {
          LabeledContent("Episodes played", value: "\(library.playCount)")
        }
      }
      .navigationTitle("Settings")
    }
  }
}

#Preview {
  EpisodesScreen()
    .environment(PodcastLibrary())
}

#Preview("Mini player") {
  MiniPlayer(episode: Episode.samples[0])
    .environment(PodcastLibrary())
}
