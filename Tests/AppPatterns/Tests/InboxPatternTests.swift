import HeadlessUIKit
import PresentationHierarchy
import Testing

@testable import AppPatterns

/// An inbox written with iOS 14+ UIKit list APIs (diffable data source, list layout, cell
/// registrations, search controller, menus, a SwiftUI sheet), compiled unchanged in Swift 5 mode
/// and driven through its own controls.
@MainActor
@Suite struct InboxPatternTests {
  private func launch() async -> UIApplication {
    let app = UIApplication(profile: .iPhone)
    app.connectScene(delegate: InboxSceneDelegate())
    await app.settle()
    return app
  }

  @Test func aListPlacedOverTheViewsBoundsInViewDidLoadFillsTheScreen() async throws {
    let app = await launch()
    let hierarchy = app.captureHierarchy()
    let list = try #require(hierarchy.nodes.first { $0.typeName == "UICollectionView" })
    // A frame equal to its parent's is left out of the capture: the list fills the controller's
    // view, which fills the screen, as on a device (it had a zero size before).
    #expect(list.attributes.frame == nil)
    let cell = try #require(hierarchy.nodes.first { $0.typeName == "UICollectionViewListCell" })
    #expect(cell.attributes.frame?.width == 390, "rows span the list's width")
    // The rows the diffable data source applied are laid out across the list, so taps reach them.
    let text = SnapshotFormat.write(Recording(steps: [.init("launch", hierarchy)]))
    #expect(text.contains("label=\"Subject 1\"") && text.contains("label=\"Subject 3\""))
  }

  @Test func selectingAMessagePushesItsDetailAndComposePresentsTheSwiftUISheet() async throws {
    let app = await launch()
    try app.tap("Subject 3")
    await app.settle()
    let detail = SnapshotFormat.write(Recording(steps: [.init("detail", app.captureHierarchy())]))
    #expect(detail.contains("label=Archive"), "the pushed detail shows its button")
    try app.tap("Archive")
    await app.settle()
    let root = try #require(app.windowsBackToFront.first?.rootViewController)
    #expect(root.presentedViewController is UIAlertController, "an action sheet asks first")
    #expect(app.exceptions.isEmpty)
  }
}
