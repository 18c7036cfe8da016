import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// Sheet detents as UIKit apps use them: custom detents and their resolution context, a user
/// dragging a sheet between detents and the delegate that hears it, and a sheet that moves when
/// the app changes its detent while it is up (UIKit reference §9 [DOC]).
@MainActor
struct SheetDetentTests {
  /// A view controller that is its sheet's delegate, as apps write it, logging detent changes.
  final class PlayerViewController: UIViewController, UISheetPresentationControllerDelegate {
    var changes: [String] = []

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
      _ sheetPresentationController: UISheetPresentationController
    ) {
      changes.append(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil")
    }
  }

  private func launch() -> (UIApplication, UIViewController) {
    let root = UIViewController(identifier: "root")
    let (app, _) = launchKeyWindow(root: root, profile: .iPhone)
    return (app, root)
  }

  private func frame(of controller: UIViewController) -> CGRect {
    controller.view.convert(controller.view.bounds, to: nil)
  }

  @Test("[DOC] A custom detent's value is a height within the sheet's safe area")
  func customDetentHeight() throws {
    let (_, root) = launch()
    let sheet = UIViewController(identifier: "sheet")
    let controller = try #require(sheet.sheetPresentationController)
    var maximum: CGFloat = 0
    controller.detents = [
      .custom(identifier: .init("peek")) { context in
        maximum = context.maximumDetentValue
        return 200
      },
      .large(),
    ]
    root.present(sheet, animated: false)
    // The iPhone profile: 844 tall, sheets 40 below the top, a 34-point bottom safe area. The
    // full sheet is 804 tall, so the largest value within its safe area is 770; the sheet is
    // 200 plus the 34-point inset tall, attached to the bottom edge.
    #expect(maximum == 770)
    #expect(frame(of: sheet) == CGRect(x: 0, y: 610, width: 390, height: 234))
  }

  @Test("[DOC] A custom detent that resolves to nil is inactive; the sheet rests at the next one")
  func inactiveCustomDetent() throws {
    let (app, root) = launch()
    let sheet = UIViewController(identifier: "sheet")
    let controller = try #require(sheet.sheetPresentationController)
    controller.detents = [.custom { _ in nil }, .medium(), .large()]
    root.present(sheet, animated: false)
    #expect(frame(of: sheet).height == 402)
    #expect(throws: GestureError.self) { try app.dragSheet(to: controller.detents[0].identifier) }
  }

  @Test("[DOC] Dragging a sheet to a detent moves it there and tells its delegate once")
  func dragTellsTheDelegate() throws {
    let (app, root) = launch()
    let player = PlayerViewController(identifier: "player")
    let controller = try #require(player.sheetPresentationController)
    controller.detents = [.medium(), .large()]
    controller.delegate = player
    root.present(player, animated: false)
    #expect(frame(of: player).height == 402)
    try app.dragSheet(to: .large)
    #expect(frame(of: player) == CGRect(x: 0, y: 40, width: 390, height: 804))
    #expect(controller.selectedDetentIdentifier == .large)
    // Dragging to where it rests changes nothing.
    try app.dragSheet(to: .large)
    #expect(player.changes == ["com.apple.UIKit.large"])
    // The app setting the detent moves the sheet without telling the delegate [DOC].
    controller.selectedDetentIdentifier = .medium
    #expect(frame(of: player).height == 402)
    #expect(player.changes == ["com.apple.UIKit.large"])
  }

  @Test("Dragging to a detent the sheet lacks, or with nothing presented, names why")
  func dragErrors() throws {
    let (app, root) = launch()
    let nothing = #expect(throws: GestureError.self) { try app.dragSheet(to: .large) }
    #expect(nothing?.message.contains("nothing is presented") == true)
    let sheet = UIViewController(identifier: "sheet")
    root.present(sheet, animated: false)
    let missing = #expect(throws: GestureError.self) { try app.dragSheet(to: .medium) }
    #expect(missing?.message.contains("has no active detent 'com.apple.UIKit.medium'") == true)
    #expect(missing?.message.contains("'com.apple.UIKit.large'") == true)
    let cover = UIViewController(identifier: "cover")
    cover.modalPresentationStyle = .fullScreen
    sheet.present(cover, animated: false)
    let notSheet = #expect(throws: GestureError.self) { try app.dragSheet(to: .large) }
    #expect(notSheet?.message.contains("which has no detents") == true)
  }

  @Test("[DOC] Dragging above the largest undimmed detent dims the background and blocks it")
  func dragAboveUndimmed() throws {
    let (app, root) = launch()
    let sheet = UIViewController(identifier: "sheet")
    let controller = try #require(sheet.sheetPresentationController)
    controller.detents = [.medium(), .large()]
    controller.largestUndimmedDetentIdentifier = .medium
    root.present(sheet, animated: false)
    #expect(app.hitTest(Point(x: 195, y: 200)) === root.view)
    try app.dragSheet(to: .large)
    #expect(app.captureHierarchy().nodes.contains { $0.typeName == "UIDimmingView" })
    #expect(app.hitTest(Point(x: 195, y: 20)) !== root.view)
    try app.dragSheet(to: .medium)
    #expect(!app.captureHierarchy().nodes.contains { $0.typeName == "UIDimmingView" })
    #expect(app.hitTest(Point(x: 195, y: 200)) === root.view)
  }

  @Test("[DOC] Identifiers and resolved values as apps spell them")
  func spellings() throws {
    #expect(UISheetPresentationController.Detent.Identifier("x") == .init(rawValue: "x"))
    let (_, root) = launch()
    let sheet = UIViewController(identifier: "sheet")
    let controller = try #require(sheet.sheetPresentationController)
    var medium: CGFloat?
    controller.detents = [
      .custom(identifier: .init("half")) { context in
        medium = UISheetPresentationController.Detent.medium().resolvedValue(in: context)
        return context.containerTraitCollection.verticalSizeClass == .compact ? nil : 300
      }
    ]
    controller.prefersScrollingExpandsWhenScrolledToEdge = false
    controller.widthFollowsPreferredContentSizeWhenEdgeAttached = true
    controller.preferredCornerRadius = 24
    root.present(sheet, animated: false)
    #expect(medium == 385)
    #expect(frame(of: sheet).height == 334)
    controller.invalidateDetents()
    #expect(frame(of: sheet).height == 334)
  }

  @Test("A sheet controller an app keeps after its view controller is gone can still be set")
  func outlivedSheetController() {
    var sheet: UISheetPresentationController?
    do { sheet = UIViewController().sheetPresentationController }
    sheet?.detents = [.medium()]
    sheet?.selectedDetentIdentifier = .medium
    sheet?.invalidateDetents()
    #expect(sheet?.selectedDetentIdentifier == .medium)
  }
}
