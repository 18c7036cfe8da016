import Foundation
import HeadlessSwiftUI
import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// `AsyncImage` stays in the phase before its image loads: the model loads nothing, so what a
/// screen shows never depends on a network [DOC: `swiftui/asyncimage`: until the image loads,
/// a placeholder that fills the available space].
@MainActor
struct AsyncImageTests {
  private static let url = URL(string: "https://example.com/icon.png")

  @Test("The default placeholder fills its frame and is captured as AsyncImage")
  func defaultPlaceholder() async throws {
    let app = await UIApplication.launch(
      AsyncImage(url: Self.url).frame(width: 200, height: 120).accessibilityIdentifier("icon"))
    let node = try #require(app.captureHierarchy().nodes.first { $0.identifier == "icon" })
    #expect(node.typeName == "AsyncImage")
    #expect(node.attributes.frame?.width == 200 && node.attributes.frame?.height == 120)
  }

  @Test("A custom placeholder shows; a phase closure gets .empty")
  func placeholderAndPhase() async throws {
    let app = await UIApplication.launch(
      VStack {
        AsyncImage(url: Self.url, scale: 2) { image in
          image.resizable().accessibilityIdentifier("loaded")
        } placeholder: {
          ProgressView().accessibilityIdentifier("spinner")
        }
        AsyncImage(url: Self.url, transaction: Transaction(animation: .default)) { phase in
          if let image = phase.image {
            image.accessibilityIdentifier("phaseImage")
          } else if phase.error != nil {
            Color.red.accessibilityIdentifier("failed")
          } else {
            Color.gray.accessibilityIdentifier("empty")
          }
        }
      })
    let names = app.captureHierarchy().nodes.compactMap(\.identifier)
    #expect(names.contains("spinner") && names.contains("empty"))
    #expect(!names.contains("loaded") && !names.contains("phaseImage") && !names.contains("failed"))
  }
}
