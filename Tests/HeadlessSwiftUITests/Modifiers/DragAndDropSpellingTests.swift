import Foundation
import HeadlessSwiftUI
import HeadlessUIKit
import PresentationHierarchy
import Testing

/// Drag and drop modifiers compile as apps write them and change nothing a capture shows: the
/// model never starts a drag, so no payload is evaluated and no drop action runs.
@MainActor
struct DragAndDropSpellingTests {
  @Test("Drag sources and drop destinations compile; no payload or drop action runs")
  func dragAndDropSpellings() async throws {
    let log = DropLog()
    let app = await UIApplication.launch(Board(log: log))
    let names = app.captureHierarchy().nodes.map(\.typeName)
    #expect(names.filter { $0 == "Text" }.count == 6)
    // No drag ever targets the view, so the binding stays false (and the drag preview, the
    // seventh Text, is never built: six Texts above).
    let identifiers = app.captureHierarchy().nodes.compactMap(\.identifier)
    #expect(identifiers.contains("idle"))
    #expect(!identifiers.contains("targeted"))
    #expect(log.events.isEmpty)
    let proposal = DropProposal(operation: .move)
    #expect(proposal.operation == .move)
  }
}

@MainActor
private final class DropLog {
  var events: [String] = []
}

private struct CardDropDelegate: DropDelegate {
  let log: DropLog

  func dropUpdated(info: DropInfo) -> DropProposal? {
    DropProposal(operation: info.hasItemsConforming(to: [UTType.url]) ? .forbidden : .copy)
  }

  func performDrop(info: DropInfo) -> Bool {
    guard validateDrop(info: info), info.location.y >= 0 else { return false }
    dropEntered(info: info)
    _ = dropUpdated(info: info)?.operation
    dropExited(info: info)
    let providers = info.itemProviders(for: [UTType.plainText])
    return !providers.isEmpty
  }
}

private struct Board: View {
  let log: DropLog
  @State private var isTargeted = false

  var body: some View {
    VStack {
      Text("Dolphin")
        .draggable("dolphin")
      Text("Whale")
        .draggable(URL(fileURLWithPath: "/whale")) {
          Text("Whale preview")
        }
      Text("Shark")
        .onDrag {
          log.events.append("drag")
          return NSItemProvider(object: "shark" as NSString)
        }
      Text("Drop here")
        .onDrop(of: [.plainText], isTargeted: $isTargeted) { providers in
          log.events.append("drop \(providers.count)")
          return true
        }
        .onDrop(of: [.url], isTargeted: nil) { providers, location in
          log.events.append("drop at \(location.x)")
          return false
        }
      Text("Delegate")
        .onDrop(of: [.plainText], delegate: CardDropDelegate(log: log))
      Text(isTargeted ? "Targeted" : "Idle")
        .accessibilityIdentifier(isTargeted ? "targeted" : "idle")
        .dropDestination(for: String.self) { items, location in
          log.events.append("destination \(items.count)")
          return true
        } isTargeted: { targeted in
          log.events.append("targeted \(targeted)")
        }
        .dropDestination(for: URL.self, action: { _, _ in false })
    }
    .onAppear {
      _ = [DropOperation.cancel, .forbidden]
    }
  }
}
