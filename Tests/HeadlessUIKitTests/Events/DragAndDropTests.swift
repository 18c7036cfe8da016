import Foundation
import HeadlessUIKit
import Testing

/// Drag and drop in the model: interactions are recorded on their views and keep their values,
/// and nothing ever starts a drag or delivers a drop.
@MainActor
struct DragAndDropTests {
  final class Source: NSObject, UIDragInteractionDelegate, UIDropInteractionDelegate {
    var asked = 0
    func dragInteraction(
      _ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession
    ) -> [UIDragItem] {
      asked += 1
      return []
    }
  }

  @Test(
    "A drag interaction is enabled by default on iPad, not on iPhone",
    arguments: [(FidelityProfile.iPhone, false), (FidelityProfile.iPad, true)])
  func enabledByDefault(profile: FidelityProfile, enabled: Bool) {
    // Evidence: uikit/uidraginteraction/isenabledbydefault ("device-dependent"); UIKit's header
    // gives YES on iPad and NO on iPhone [INF].
    let app = UIApplication(profile: profile)
    app.asShared {
      #expect(UIDragInteraction.isEnabledByDefault == enabled)
      #expect(UIDragInteraction(delegate: Source()).isEnabled == enabled)
    }
  }

  @Test("Adding drag and drop interactions records them; a tap asks for no drag items")
  func interactionsAreInert() throws {
    // Evidence: uikit/uiview/addinteraction(_:) records the interaction; the model drives none
    // (how-faithful-is-the-model: drag and drop).
    let app = UIApplication(profile: .iPhone)
    let scene = app.connectScene()
    let source = Source()
    try app.asShared {
      let window = UIWindow(windowScene: scene)
      let controller = UIViewController()
      window.rootViewController = controller
      window.makeKeyAndVisible()
      let card = UIButton(type: .system)
      card.accessibilityIdentifier = "card"
      card.frame = CGRect(x: 20, y: 100, width: 100, height: 100)
      controller.view.addSubview(card)
      let drag = UIDragInteraction(delegate: source)
      drag.isEnabled = true
      card.addInteraction(drag)
      card.addInteraction(UIDropInteraction(delegate: source))
      #expect(card.interactions.count == 2)
      #expect(drag.view === card)
      _ = try app.tap("card")
      #expect(source.asked == 0)
      card.removeInteraction(drag)
      #expect(drag.view == nil)
      #expect(card.interactions.count == 1)
    }
  }

  /// An app's own model object that travels in a drag as JSON-free plain bytes.
  final class Card: NSObject, NSItemProviderWriting, NSItemProviderReading {
    let title: String

    init(title: String) {
      self.title = title
      super.init()
    }

    static var writableTypeIdentifiersForItemProvider: [String] { ["com.example.card"] }
    static var readableTypeIdentifiersForItemProvider: [String] { ["com.example.card"] }

    func loadData(
      withTypeIdentifier typeIdentifier: String,
      forItemProviderCompletionHandler completionHandler:
        @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
      completionHandler(Data(title.utf8), nil)
      return nil
    }

    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
      Self(title: String(decoding: data, as: UTF8.self))
    }
  }

  @Test("An item provider reports its object's type identifiers and which classes can load it")
  func itemProviderTypes() {
    // Evidence: foundation/nsitemprovider/init(object:) (the object's type identifiers become
    // the provider's), foundation/nsitemprovider/canloadobject(ofclass:)-3eig9.
    let text = NSItemProvider(object: "dolphin" as NSString)
    #expect(text.registeredTypeIdentifiers == ["public.utf8-plain-text", "public.plain-text"])
    #expect(text.canLoadObject(ofClass: NSString.self))
    #expect(!text.canLoadObject(ofClass: Card.self))
    let card = NSItemProvider(object: Card(title: "Whale"))
    #expect(card.registeredTypeIdentifiers == ["com.example.card"])
    #expect(card.canLoadObject(ofClass: Card.self))
    #expect(!card.canLoadObject(ofClass: NSString.self))
    let empty = NSItemProvider()
    #expect(empty.registeredTypeIdentifiers.isEmpty)
    #expect(empty.suggestedName == nil)
    #expect(!empty.canLoadObject(ofClass: NSString.self))
    #expect(UIDragItem(itemProvider: card).itemProvider === card)
  }

  @Test("A string writes and reads UTF-8 plain text")
  func stringRoundTrip() throws {
    // Evidence: foundation/nsitemproviderwriting/loaddata(withtypeidentifier:foritemprovidercompletionhandler:),
    // foundation/nsitemproviderreading/object(withitemproviderdata:typeidentifier:).
    #expect(NSString.writableTypeIdentifiersForItemProvider.contains("public.utf8-plain-text"))
    #expect(NSString.readableTypeIdentifiersForItemProvider.contains("public.plain-text"))
    nonisolated(unsafe) var loaded: Data?
    let progress = ("Orca" as NSString).loadData(withTypeIdentifier: "public.utf8-plain-text") {
      data, error in
      #expect(error == nil)
      loaded = data
    }
    #expect(progress == nil)
    #expect(loaded == Data("Orca".utf8))
    let read = try NSString.object(
      withItemProviderData: Data("Narwhal".utf8), typeIdentifier: "public.utf8-plain-text")
    #expect(read as String == "Narwhal")
    #expect(throws: (any Error).self) {
      _ = try NSString.object(
        withItemProviderData: Data([0xFF, 0xFE]), typeIdentifier: "public.plain-text")
    }
    let card = try Card.object(
      withItemProviderData: Data("Seal".utf8), typeIdentifier: "com.example.card")
    #expect(card.title == "Seal")
  }

  @Test("Drop proposals keep their operation and intent; an intent left out is unspecified")
  func proposals() {
    // Evidence: uikit/uidropproposal/init(operation:), uikit/uicollectionviewdropproposal/
    // init(operation:intent:); UIKit's header gives the operations' raw values (0 to 3).
    #expect(UIDropProposal(operation: .copy).operation == .copy)
    #expect(UIDropOperation.cancel.rawValue == 0)
    #expect(UIDropOperation.move.rawValue == 3)
    let collection = UICollectionViewDropProposal(operation: .move)
    #expect(collection.operation == .move)
    #expect(collection.intent == .unspecified)
    let into = UICollectionViewDropProposal(
      operation: .copy, intent: .insertIntoDestinationIndexPath)
    #expect(into.intent == .insertIntoDestinationIndexPath)
    #expect(into.operation == .copy)
    #expect(UITableViewDropProposal(operation: .forbidden).intent == .unspecified)
    #expect(UITableViewDropProposal(operation: .move, intent: .automatic).intent == .automatic)
  }

  final class Mover: NSObject, UICollectionViewDataSource, UICollectionViewDropDelegate,
    UITableViewDropDelegate
  {
    var moved = 0

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    {
      3
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      UICollectionViewCell(frame: .zero)
    }

    /// UIKit's optional data source method for interactive movement; the model never calls it.
    func collectionView(
      _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      moved += 1
    }

    func collectionView(
      _ collectionView: UICollectionView,
      performDropWith coordinator: any UICollectionViewDropCoordinator
    ) {}

    func tableView(
      _ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator
    ) {}
  }

  @Test(
    "Collection views and tables keep their drag settings and never move an item or take a drop")
  func collectionAndTableViewsAreInert() {
    // Evidence: uikit/uicollectionview/draginteractionenabled ("The default value is true"),
    // uikit/uicollectionview/begininteractivemovementforitem(at:); the model moves no item
    // (how-faithful-is-the-model: drag and drop).
    let mover = Mover()
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480),
      collectionViewLayout: UICollectionViewFlowLayout())
    collectionView.dataSource = mover
    collectionView.dropDelegate = mover
    #expect(collectionView.dragInteractionEnabled)
    #expect(collectionView.dragDelegate == nil)
    #expect(collectionView.dropDelegate === mover)
    #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 10, y: 300))
    collectionView.endInteractiveMovement()
    collectionView.cancelInteractiveMovement()
    #expect(mover.moved == 0)
    #expect(!collectionView.hasActiveDrag)
    #expect(!collectionView.hasActiveDrop)
    let tableView = UITableView()
    tableView.dropDelegate = mover
    #expect(tableView.dragInteractionEnabled)
    tableView.dragInteractionEnabled = false
    #expect(!tableView.dragInteractionEnabled)
    #expect(!tableView.hasActiveDrag)
    #expect(!tableView.hasActiveDrop)
  }

  @Test("A delegate that leaves out the optional methods gets UIKit's answers")
  func delegateDefaults() {
    // Evidence: uikit/uidropinteractiondelegate (every method optional; a view that proposes
    // no operation takes no drop [INF]).
    let source = Source()
    let interaction = UIDropInteraction(delegate: source)
    let session = Session()
    #expect(source.dropInteraction(interaction, canHandle: session))
    #expect(source.dropInteraction(interaction, sessionDidUpdate: session).operation == .cancel)
    let mover = Mover()
    let collectionView = UICollectionView(
      frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let proposal = mover.collectionView(
      collectionView, dropSessionDidUpdate: session, withDestinationIndexPath: nil)
    #expect(proposal.operation == .cancel)
    #expect(proposal.intent == .unspecified)
    let row = mover.tableView(
      UITableView(), dropSessionDidUpdate: session,
      withDestinationIndexPath: IndexPath(row: 0, section: 0))
    #expect(row.operation == .cancel)
  }

  /// A drop session a test makes to call a delegate itself; the model hands out none.
  final class Session: NSObject, UIDropSession {
    /// `ProgressReporting`'s requirement is nonisolated, as in Foundation.
    nonisolated var progress: Progress { Progress(totalUnitCount: 1) }
    var items: [UIDragItem] { [] }
    var allowsMoveOperation: Bool { false }
    var isRestrictedToDraggingApplication: Bool { false }
    var localDragSession: (any UIDragSession)? { nil }
    func location(in view: UIView) -> CGPoint { .zero }
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool { false }
    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool { false }
    func loadObjects(
      ofClass aClass: any NSItemProviderReading.Type,
      completion: @escaping ([any NSItemProviderReading]) -> Void
    ) -> Progress {
      completion([])
      return Progress(totalUnitCount: 0)
    }
  }
}
