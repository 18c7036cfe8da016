import SwiftUI
import UIKit

/// Where an app shows its mini player, if it has one.
enum MiniPlayerPlacement: Sendable {
  /// No mini player.
  case none
  /// In the root view's overlay, above the tab bar: under anything presented full screen.
  case overlay
  /// In a window of its own, shown after the app's: in front of everything the app presents.
  case window
}

/// A podcast library as small apps write it, in the variants the format article's churn table
/// compares: tabs, a list of episodes in a navigation stack, a sheet per episode, and, in two
/// variants, a mini player and a "now playing" screen that covers the tabs.
struct EpisodeShelf: View {
  /// How many episodes the list shows.
  var episodes = 3
  /// Whether the newest episode comes first.
  var newestFirst = false
  /// The library screen's title.
  var title = "Library"
  /// The detents of an episode's sheet.
  var detents: Set<PresentationDetent> = [.large]
  /// Whether the search tab comes first.
  var searchFirst = false
  /// Where the mini player is.
  var miniPlayer = MiniPlayerPlacement.none

  @State private var showsEpisode = false
  @State private var showsNowPlaying = false
  @State private var tab = "library"
  @State private var playerWindow: UIWindow?

  var body: some View {
    TabView(selection: $tab) {
      if searchFirst { search }
      library
      if !searchFirst { search }
    }
    .overlay(alignment: .bottom) {
      if miniPlayer == .overlay {
        MiniPlayerBar().padding(.bottom, 49)
      }
    }
    .fullScreenCover(isPresented: $showsNowPlaying) {
      VStack {
        Text("Now playing")
        Button("Close") { showsNowPlaying = false }.accessibilityIdentifier("closeNowPlaying")
      }
      .accessibilityIdentifier("nowPlaying")
    }
    .task {
      if miniPlayer == .window { showPlayerWindow() }
    }
  }

  private var library: some View {
    NavigationStack {
      List {
        ForEach(newestFirst ? Array((1...episodes).reversed()) : Array(1...episodes), id: \.self) {
          number in
          Button("Episode \(number)") { showsEpisode = true }
            .accessibilityIdentifier("episode-\(number)")
        }
      }
      .navigationTitle(title)
      .toolbar {
        if miniPlayer != .none {
          Button("Now playing") { showsNowPlaying = true }.accessibilityIdentifier("openNowPlaying")
        }
      }
      .sheet(isPresented: $showsEpisode) {
        VStack {
          Text("Episode")
          Button("Play") { showsEpisode = false }.accessibilityIdentifier("play")
        }
        .presentationDetents(detents)
      }
    }
    .tabItem { Label("Library", systemImage: "books.vertical") }
    .tag("library")
  }

  private var search: some View {
    Text("Search").accessibilityIdentifier("search")
      .tabItem { Label("Search", systemImage: "magnifyingglass") }
      .tag("search")
  }

  /// Shows the mini player in a window of its own along the bottom, above the tab bar.
  private func showPlayerWindow() {
    guard playerWindow == nil,
      let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
    else { return }
    let window = UIWindow(windowScene: scene)
    let bounds = scene.coordinateSpace.bounds
    window.frame = CGRect(x: 0, y: bounds.height - 83 - 56, width: bounds.width, height: 56)
    let host = UIHostingController(rootView: MiniPlayerBar())
    host.view.backgroundColor = .clear
    window.rootViewController = host
    window.isHidden = false
    playerWindow = window
  }
}

/// The mini player: the episode playing and a pause button.
struct MiniPlayerBar: View {
  var body: some View {
    HStack {
      Text("Episode 1")
      Spacer()
      Button("Pause") {}.accessibilityIdentifier("pause")
    }
    .padding(.horizontal)
    .frame(height: 56)
    .background(.bar)
    .accessibilityIdentifier("miniPlayer")
  }
}
