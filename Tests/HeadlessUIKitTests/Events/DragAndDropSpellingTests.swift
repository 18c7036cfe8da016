import Foundation
import HeadlessUIKit
import Testing

/// Calls the drag-and-drop members as apps write them: a view with a drag and a drop
/// interaction, and a collection view and a table with drag and drop delegates.
@MainActor
@Suite struct DragAndDropSpellingTests {
  final class Handler: NSObject, UIDragInteractionDelegate, UIDropInteractionDelegate,
    UICollectionViewDragDelegate, UICollectionViewDropDelegate, UITableViewDragDelegate,
    UITableViewDropDelegate
  {
    var dropped: [String] = []

    func dragInteraction(
      _ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession
    ) -> [UIDragItem] {
      let item = UIDragItem(itemProvider: NSItemProvider(object: "dolphin" as NSString))
      item.localObject = "dolphin"
      session.localContext = "from the card"
      return [item]
    }

    func dragInteraction(
      _ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession
    ) {
      _ = session.items.count
      _ = session.location(in: UIView())
      _ = session.allowsMoveOperation
      _ = session.isRestrictedToDraggingApplication
      _ = session.hasItemsConforming(toTypeIdentifiers: ["public.plain-text"])
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession)
      -> Bool
    {
      session.canLoadObjects(ofClass: NSString.self)
    }

    func dropInteraction(
      _ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession
    ) {}

    func dropInteraction(
      _ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession
    ) -> UIDropProposal {
      UIDropProposal(operation: session.localDragSession == nil ? .copy : .move)
    }

    func dropInteraction(
      _ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession
    ) {}

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
      _ = session.progress
      _ = session.loadObjects(ofClass: NSString.self) { objects in
        self.dropped = objects.compactMap { ($0 as? NSString).map { $0 as String } }
      }
    }

    func collectionView(
      _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession,
      at indexPath: IndexPath
    ) -> [UIDragItem] {
      [UIDragItem(itemProvider: NSItemProvider())]
    }

    func collectionView(
      _ collectionView: UICollectionView,
      performDropWith coordinator: any UICollectionViewDropCoordinator
    ) {
      let destination = coordinator.destinationIndexPath ?? IndexPath(item: 0, section: 0)
      for item in coordinator.items {
        _ = item.sourceIndexPath
        _ = item.previewSize
        _ = item.dragItem.localObject as? String
      }
      _ = (destination, coordinator.proposal.intent, coordinator.session.items)
    }

    func collectionView(
      _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
      withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal {
      if collectionView.hasActiveDrag {
        return UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
      }
      _ = UICollectionViewDropProposal(operation: .copy, intent: .insertIntoDestinationIndexPath)
      return UICollectionViewDropProposal(operation: .forbidden)
    }

    func tableView(
      _ tableView: UITableView, itemsForBeginning session: any UIDragSession,
      at indexPath: IndexPath
    ) -> [UIDragItem] { [] }

    func tableView(
      _ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator
    ) {
      for item in coordinator.items {
        _ = (item.dragItem, item.sourceIndexPath, item.previewSize)
      }
      _ = (coordinator.destinationIndexPath, coordinator.proposal.intent, coordinator.session)
    }

    func tableView(
      _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
      withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal {
      guard tableView.hasActiveDrag || tableView.hasActiveDrop else {
        return UITableViewDropProposal(operation: .cancel)
      }
      _ = UITableViewDropProposal(operation: .copy, intent: .automatic)
      _ = UITableViewDropProposal(operation: .copy, intent: .insertIntoDestinationIndexPath)
      _ = UITableViewDropProposal(operation: .copy, intent: .unspecified)
      return UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }
  }

  @Test func interactions() {
    let handler = Handler()
    let card = UIView()
    let drag = UIDragInteraction(delegate: handler)
    drag.isEnabled = UIDragInteraction.isEnabledByDefault || true
    card.addInteraction(drag)
    card.addInteraction(UIDropInteraction(delegate: handler))
    #expect(drag.view === card)
    #expect(drag.delegate === handler)
    let drop = card.interactions.compactMap { $0 as? UIDropInteraction }.first
    #expect(drop?.delegate === handler)
    #expect(drop?.view === card)
    let items = handler.dragInteraction(drag, itemsForBeginning: NoSession())
    #expect(
      items.first?.itemProvider.registeredTypeIdentifiers.contains("public.utf8-plain-text") == true
    )
    #expect(items.first?.itemProvider.canLoadObject(ofClass: NSString.self) == true)
    #expect(items.first?.localObject as? String == "dolphin")
    let provider = NSItemProvider()
    provider.suggestedName = "Dolphin"
    #expect(provider.registeredTypeIdentifiers.isEmpty)
    #expect(UIDropProposal(operation: .forbidden).operation == .forbidden)
  }

  @Test func collectionAndTableViews() {
    let handler = Handler()
    let collectionView = UICollectionView(
      frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    collectionView.dragDelegate = handler
    collectionView.dropDelegate = handler
    collectionView.dragInteractionEnabled = true
    #expect(!collectionView.hasActiveDrop)
    if collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)) {
      collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 10, y: 10))
      collectionView.endInteractiveMovement()
    } else {
      collectionView.cancelInteractiveMovement()
    }
    let tableView = UITableView()
    tableView.dragDelegate = handler
    tableView.dropDelegate = handler
    tableView.dragInteractionEnabled = false
    #expect(tableView.dragDelegate === handler)
    #expect(collectionView.dropDelegate === handler)
  }

  /// A drag session an app's test might make to call its delegate directly; the model makes none.
  final class NoSession: NSObject, UIDragSession {
    var localContext: Any?
    var items: [UIDragItem] { [] }
    var allowsMoveOperation: Bool { true }
    var isRestrictedToDraggingApplication: Bool { false }
    func location(in view: UIView) -> CGPoint { .zero }
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool { false }
    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool { false }
  }
}
