internal import HeadlessSwiftUI

/// A SwiftUI app of a chosen size for the explorer.
///
/// Every screen holds `breadth` buttons, each opening a sheet, a full-screen cover, an alert or
/// a pushed screen (in turn), down to `depth` levels; presented screens have a close button.
/// The number of states grows with both.
struct GeneratedExplorerApp: View {
  /// Buttons per screen.
  let breadth: Int
  /// Levels of screens below the root.
  let depth: Int

  var body: some View {
    NavigationStack {
      GeneratedScreen(shape: self, level: 0, path: "s")
    }
  }
}

/// One screen of a generated app: its buttons, while levels remain.
struct GeneratedScreen: View {
  let shape: GeneratedExplorerApp
  let level: Int
  /// The screen's place, which names its buttons.
  let path: String

  var body: some View {
    VStack {
      if level < shape.depth {
        ForEach(0..<shape.breadth, id: \.self) { index in
          GeneratedOpener(
            shape: shape, level: level, id: "\(path)-\(index)",
            kind: GeneratedOpener.Kind.allCases[index % GeneratedOpener.Kind.allCases.count])
        }
      }
    }
  }
}

/// A presented screen of a generated app: its buttons and a close button.
struct GeneratedPresentedScreen: View {
  let shape: GeneratedExplorerApp
  let level: Int
  let path: String
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    NavigationStack {
      VStack {
        GeneratedScreen(shape: shape, level: level, path: path)
        Button("Close") { dismiss() }.accessibilityIdentifier("\(path)-close")
      }
    }
  }
}

/// A button that opens what its kind names.
struct GeneratedOpener: View {
  /// What the button opens.
  enum Kind: CaseIterable {
    case sheet, cover, alert, push
  }

  let shape: GeneratedExplorerApp
  let level: Int
  let id: String
  let kind: Kind
  @State private var isOpen = false

  var body: some View {
    let button = Button(id) { isOpen = true }.accessibilityIdentifier(id)
    switch kind {
    case .sheet:
      button.sheet(isPresented: $isOpen) {
        GeneratedPresentedScreen(shape: shape, level: level + 1, path: id)
      }
    case .cover:
      button.fullScreenCover(isPresented: $isOpen) {
        GeneratedPresentedScreen(shape: shape, level: level + 1, path: id)
      }
    case .alert:
      button.alert(id, isPresented: $isOpen) {
        Button("OK") {}
      }
    case .push:
      button.navigationDestination(isPresented: $isOpen) {
        GeneratedScreen(shape: shape, level: level + 1, path: id)
      }
    }
  }
}
