import SwiftUI
import UIKit

/// A film catalogue laid out as older SwiftUI apps are: a tab per section of an enum that builds
/// each section's screen itself, outside any actor (`@ViewBuilder var contentView` on a plain
/// enum, legal in Swift 5 mode against SwiftUI's builders), a `View.if` helper returning a
/// `TupleView` of optionals, bar button titles styled through `UIBarButtonItem.appearance()`,
/// and a paged carousel with an always-visible page index.
struct CinemaApp: App {
  init() {
    UIBarButtonItem.appearance().setTitleTextAttributes(
      [NSAttributedString.Key.foregroundColor: UIColor.orange], for: .normal)
  }

  var body: some Scene {
    WindowGroup {
      CinemaTabs()
    }
  }
}

/// The catalogue's sections, each of which knows its screen.
enum CinemaSection: Int, CaseIterable, Identifiable {
  case showing, upcoming, watchlist

  var id: Int { rawValue }

  var title: String {
    switch self {
    case .showing: return "Showing"
    case .upcoming: return "Upcoming"
    case .watchlist: return "Watchlist"
    }
  }

  private func filmList(_ films: [String]) -> some View {
    NavigationView { FilmList(films: films, title: title) }
  }

  @ViewBuilder
  var contentView: some View {
    switch self {
    case .showing: filmList(["Alien", "Heat"])
    case .upcoming: UpcomingCarousel()
    case .watchlist: filmList([])
    }
  }
}

/// One tab per section.
struct CinemaTabs: View {
  @State private var selection = CinemaSection.showing

  var body: some View {
    TabView(selection: $selection) {
      ForEach(CinemaSection.allCases) { section in
        section.contentView
          .tabItem { Text(section.title) }
          .tag(section)
      }
    }
  }
}

/// A section's films, with a badge on the first one only.
struct FilmList: View {
  let films: [String]
  let title: String

  var body: some View {
    List {
      ForEach(Array(films.enumerated()), id: \.offset) { index, film in
        Text(film)
          .accessibilityIdentifier("film-\(film)")
          .if(index == 0) { $0.overlay(Text("New").accessibilityIdentifier("new-badge")) }
      }
      if films.isEmpty {
        Text("Nothing saved yet").accessibilityIdentifier("empty-\(title)")
      }
    }
    .navigationBarTitle(title)
  }
}

/// Upcoming films as pages swiped sideways.
struct UpcomingCarousel: View {
  var body: some View {
    TabView {
      Text("Dune").accessibilityIdentifier("upcoming-Dune")
      Text("Arrival")
    }
    .tabViewStyle(PageTabViewStyle())
    .indexViewStyle(.page(backgroundDisplayMode: .always))
  }
}

extension View {
  /// The view changed by `content` when `conditional` holds, else the view itself.
  func `if`<Content: View>(_ conditional: Bool, content: (Self) -> Content) -> TupleView<
    (Self?, Content?)
  > {
    if conditional {
      return TupleView((nil, content(self)))
    } else {
      return TupleView((self, nil))
    }
  }
}
