import Foundation
import HeadlessUIKit
import HierarchyTestSupport
import Testing

/// UIKit vocabulary real apps use beyond presentation: context menus, swipe actions, button
/// configurations, appearance proxies and small layout and text members, called as apps call
/// them; inert ones leave captures unchanged.
@MainActor
struct UIKitVocabularyTests {
  /// An app whose root controller's view is returned, 390 × 844, in a key window.
  private func appWithRoot() -> (app: UIApplication, root: UIViewController) {
    let root = UIViewController(identifier: "root")
    let (app, _) = launchKeyWindow(root: root, profile: .iPhone)
    return (app, root)
  }

  @Test("[DOC] addInteraction records a context menu interaction on the view, inert otherwise")
  func contextMenuInteractionIsRecorded() throws {
    let (app, root) = appWithRoot()
    let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 80))
    card.accessibilityIdentifier = "card"
    root.view.addSubview(card)
    let before = app.captureHierarchy(detail: .full)
    let delegate = MenuDelegate()
    let interaction = UIContextMenuInteraction(delegate: delegate)
    card.addInteraction(interaction)
    #expect(card.interactions.count == 1)
    #expect(interaction.view === card)
    #expect(interaction.delegate === delegate)
    #expect(app.captureHierarchy(detail: .full) == before)
    let other = UIView()
    other.addInteraction(interaction)
    #expect(card.interactions.isEmpty && other.interactions.count == 1)
    other.removeInteraction(interaction)
    #expect(other.interactions.isEmpty && interaction.view == nil)
    interaction.dismissMenu()
    interaction.updateVisibleMenu { menu in menu }
  }

  @Test("An app's own UIInteraction is told when it moves onto a view and off it")
  func customInteractionMoves() {
    let view = UIView()
    let tracker = MoveTracker()
    view.addInteraction(tracker)
    view.removeInteraction(tracker)
    #expect(tracker.moves == ["will UIView", "did UIView", "will nil", "did nil"])
  }

  @Test("Context menu and swipe action types compile as apps call them")
  func contextMenuAndSwipeSpelling() {
    let configuration = UIContextMenuConfiguration(
      identifier: "row-0" as NSString, previewProvider: nil,
      actionProvider: { suggested in
        UIMenu(title: "", children: suggested + [UIAction(title: "Copy") { _ in }])
      })
    _ = configuration.identifier
    _ = UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in nil }
    _ = UIContextMenuConfiguration()
    let parameters = UIPreviewParameters()
    parameters.backgroundColor = .clear
    parameters.visiblePath = UIBezierPath(roundedRect: .zero, cornerRadius: 8)
    _ = UITargetedPreview(view: UIView(), parameters: parameters)
    _ = UITargetedPreview(view: UIView()).parameters
    let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
      done(true)
    }
    delete.image = UIImage(systemName: "trash")
    delete.backgroundColor = .systemRed
    let swipe = UISwipeActionsConfiguration(actions: [delete])
    #expect(swipe.performsFirstActionWithFullSwipe)
    swipe.performsFirstActionWithFullSwipe = false
    #expect(swipe.actions.first?.style == .destructive)
    let controller = ListController(style: .plain)
    #expect(
      controller.tableView(
        controller.tableView,
        trailingSwipeActionsConfigurationForRowAt: IndexPath(
          row: 0, section: 0))?.actions.count == 1)
  }

  @Test("A configured button shows its configuration's title, sizes to it and takes taps")
  func buttonConfiguration() throws {
    let (app, root) = appWithRoot()
    var config = UIButton.Configuration.filled()
    config.title = "Save"
    config.image = UIImage(systemName: "tray")
    config.imagePadding = 8
    config.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
    config.baseForegroundColor = .white
    config.baseBackgroundColor = .systemBlue
    config.cornerStyle = .capsule
    config.buttonSize = .large
    var saved = 0
    let button = UIButton(configuration: config, primaryAction: UIAction { _ in saved += 1 })
    button.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
    root.view.addSubview(button)
    #expect(button.titleLabel?.text == "Save")
    #expect(button.intrinsicContentSize.width > 0)
    #expect(try app.tap("Save") === button)
    #expect(saved == 1)
    var updates = 0
    button.configurationUpdateHandler = { button in
      updates += 1
      var updated = button.configuration
      updated?.title = button.isEnabled ? "Save" : "Saving"
      button.configuration = updated
    }
    #expect(updates == 1)
    button.isEnabled = false
    #expect(updates == 2 && button.titleLabel?.text == "Saving")
    button.setNeedsUpdateConfiguration()
    #expect(updates == 3)
    _ = [
      UIButton.Configuration.plain(), .tinted(), .gray(), .borderless(), .bordered(),
      .borderedTinted(), .borderedProminent(),
    ]
    var attributed = UIButton.Configuration.plain()
    attributed.attributedTitle = AttributedString("Open")
    attributed.subtitle = "now"
    attributed.showsActivityIndicator = true
    let plain = UIButton(configuration: attributed)
    #expect(plain.titleLabel?.text == "Open")
    #expect(plain.configuration?.updated(for: plain) == attributed)
  }

  @Test("[DOC] setCustomSpacing(_:after:) replaces the spacing after one arranged view")
  func stackCustomSpacing() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let a = UIView()
    let b = UIView()
    let c = UIView()
    for view in [a, b, c] {
      view.widthAnchor.constraint(equalToConstant: 40).isActive = true
    }
    let stack = UIStackView(arrangedSubviews: [a, b, c])
    stack.spacing = 10
    stack.alignment = .center
    stack.setCustomSpacing(30, after: a)
    root.addSubview(stack)
    stack.frame = root.bounds
    root.layoutIfNeeded()
    #expect(b.frame.minX - a.frame.maxX == 30)
    #expect(c.frame.minX - b.frame.maxX == 10)
    #expect(stack.customSpacing(after: a) == 30)
    #expect(stack.customSpacing(after: b) == UIStackView.spacingUseDefault)
    stack.setCustomSpacing(UIStackView.spacingUseDefault, after: a)
    root.layoutIfNeeded()
    #expect(b.frame.minX - a.frame.maxX == 10)
  }

  @Test("An alert's text fields are in the presented alert and take typing")
  func alertTextFields() throws {
    let (app, root) = appWithRoot()
    let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
    alert.addTextField { field in
      field.placeholder = "Name"
      field.accessibilityIdentifier = "name"
    }
    var entered: String?
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(
      UIAlertAction(title: "OK", style: .default) { _ in
        entered = alert.textFields?.first?.text
      })
    #expect(alert.textFields?.count == 1)
    root.present(alert, animated: false)
    let field = try #require(alert.textFields?.first)
    #expect(field.superview === alert.view)
    try app.typeText("Notes", into: "name")
    try app.tap("OK")
    #expect(entered == "Notes")
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    sheet.addTextField()
    #expect(sheet.textFields == nil)
  }

  @Test("Menus, scroll and sheet members compile as apps call them")
  func smallMembersSpelling() {
    let menu = UIMenu(
      title: "Sort", image: UIImage(systemName: "arrow.up.arrow.down"),
      identifier: UIMenu.Identifier("sort"), options: [.displayInline, .singleSelection],
      children: [UIAction(title: "Name") { _ in }])
    _ = UIMenu(title: "", options: .displayInline, children: [menu])
    _ = UIMenu(options: [.destructive, .displayAsPalette], children: [])
    #expect(menu.options.contains(.displayInline) && menu.identifier.rawValue == "sort")
    menu.preferredElementSize = .small
    let table = UITableView(frame: .zero, style: .plain)
    table.keyboardDismissMode = .onDrag
    table.contentInsetAdjustmentBehavior = .never
    #expect(table.keyboardDismissMode == .onDrag)
    let modes: [UIScrollView.KeyboardDismissMode] = [
      .interactiveWithAccessory, .onDragWithAccessory,
    ]
    #expect(!modes.contains(table.keyboardDismissMode))
    table.contentInsetAdjustmentBehavior = .scrollableAxes
    #expect(table.contentInsetAdjustmentBehavior == .scrollableAxes)
    var configuration = UIButton.Configuration.filled()
    configuration.cornerStyle = .dynamic
    configuration.titlePadding = 4
    let button = UIButton(configuration: configuration)
    button.automaticallyUpdatesConfiguration = false
    var updates = 0
    button.configurationUpdateHandler = { _ in updates += 1 }
    let before = updates
    button.updateConfiguration()
    #expect(updates == before + 1 && button.configuration?.titlePadding == 4)
    let sheet = UIViewController().sheetPresentationController
    sheet?.animateChanges { sheet?.selectedDetentIdentifier = .medium }
  }
}

private final class MenuDelegate: NSObject, UIContextMenuInteractionDelegate {
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration? {
    UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
      UIMenu(title: "", children: [UIAction(title: "Share") { _ in }])
    }
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) {
    animator.preferredCommitStyle = .pop
    animator.addCompletion { _ = animator.previewViewController }
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    interaction.view.map { UITargetedPreview(view: $0) }
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    nil
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willDisplayMenuFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    animator?.addAnimations {}
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}
}

/// An app's own interaction, recording the moves UIKit tells it about.
@MainActor private final class MoveTracker: NSObject, UIInteraction {
  private(set) var view: UIView?
  var moves: [String] = []

  func willMove(to view: UIView?) {
    moves.append("will \(view.map { String(describing: type(of: $0)) } ?? "nil")")
  }

  func didMove(to view: UIView?) {
    self.view = view
    moves.append("did \(view.map { String(describing: type(of: $0)) } ?? "nil")")
  }
}

private final class ListController: UITableViewController {
  override func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    UISwipeActionsConfiguration(actions: [
      UIContextualAction(style: .normal, title: "Archive") { _, _, completion in
        completion(true)
      }
    ])
  }

  override func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    nil
  }

  override func tableView(
    _ tableView: UITableView,
    previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    nil
  }

  override func tableView(
    _ tableView: UITableView,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) {}

  override func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    nil
  }

  override func tableView(
    _ tableView: UITableView,
    previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    nil
  }
}
