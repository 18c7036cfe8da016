import SwiftUI

/// An episode of a podcast.
struct Episode: Identifiable, Hashable {
  let id: Int
  var title: String
  var minutes: Int

  static let samples = [
    Episode(id: 1, title: "Windows and scenes", minutes: 42),
    Episode(id: 2, title: "Sheets all the way down", minutes: 37),
    Episode(id: 3, title: "The mini player", minutes: 51),
  ]
}

/// The app's model, shared through the environment: `import SwiftUI` alone brings `@Observable`.
@Observable
final class PodcastLibrary {
  var episodes = Episode.samples
  var nowPlaying: Episode?
  var playCount = 0

  func play(_ episode: Episode) {
    nowPlaying = episode
    playCount += 1
  }

  func delete(at offsets: IndexSet) {
    episodes.remove(atOffsets: offsets)
  }
}
