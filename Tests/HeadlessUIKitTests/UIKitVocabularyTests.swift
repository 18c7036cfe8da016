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
    let app = UIApplication(profile: .iPhone)
    let window = UIWindow(windowScene: app.connectScene())
    let root = UIViewController(identifier: "root")
    window.rootViewController = root
    window.makeKeyAndVisible()
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
