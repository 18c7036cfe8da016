import SwiftUI
// An inbox written as UIKit apps written since iOS 14 are: a compositional list layout with a
// diffable data source, cell and header registrations and list content configurations, a search
// controller in the navigation item, bar button items with a primary action and a menu, swipe
// actions from the list configuration, a SwiftUI composer in a sheet with detents, a pushed
// detail built with a stack view and a button configuration, an action sheet, Auto Layout
// anchors; its table-like list is placed over `view.bounds` in `viewDidLoad` with flexible
// width and height, as such code has been written since iOS 2. Swift 5 mode, untouched imports.
import UIKit

final class InboxViewController: UIViewController, UICollectionViewDelegate, UISearchResultsUpdating
{
  enum Section: Int, CaseIterable { case pinned, all }
  struct Message: Hashable {
    let id: Int
    let subject: String
    let sender: String
  }

  // Made in viewDidLoad, as apps declare them.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  private var collectionView: UICollectionView!
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  private var dataSource: UICollectionViewDiffableDataSource<Section, Message>!
  private let searchController = UISearchController(searchResultsController: nil)
  private let emptyLabel = UILabel()
  private var messages = (1...20).map {
    Message(id: $0, subject: "Subject \($0)", sender: "Sender \($0)")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Inbox"
    view.backgroundColor = .systemBackground
    navigationController?.navigationBar.prefersLargeTitles = true
    navigationItem.largeTitleDisplayMode = .always
    navigationItem.searchController = searchController
    navigationItem.hidesSearchBarWhenScrolling = false
    searchController.searchResultsUpdater = self
    searchController.obscuresBackgroundDuringPresentation = false
    searchController.searchBar.placeholder = "Search"
    navigationItem.rightBarButtonItems = [
      UIBarButtonItem(
        systemItem: .compose, primaryAction: UIAction { [weak self] _ in self?.compose() }),
      UIBarButtonItem(
        image: UIImage(systemName: "line.3.horizontal.decrease.circle"), menu: makeFilterMenu()),
    ]
    configureCollectionView()
    configureDataSource()
    applySnapshot(animatingDifferences: false)

    emptyLabel.text = "No messages"
    emptyLabel.font = .preferredFont(forTextStyle: .headline)
    emptyLabel.adjustsFontForContentSizeCategory = true
    emptyLabel.textAlignment = .center
    emptyLabel.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(emptyLabel)
    NSLayoutConstraint.activate([
      emptyLabel.centerXAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerXAnchor),
      emptyLabel.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
      emptyLabel.leadingAnchor.constraint(
        greaterThanOrEqualTo: view.layoutMarginsGuide.leadingAnchor),
    ])
    emptyLabel.isHidden = true
  }

  private func configureCollectionView() {
    var config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    config.headerMode = .supplementary
    config.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
      let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
        self?.delete(at: indexPath)
        completion(true)
      }
      delete.image = UIImage(systemName: "trash")
      return UISwipeActionsConfiguration(actions: [delete])
    }
    config.leadingSwipeActionsConfigurationProvider = { _ in
      let read = UIContextualAction(style: .normal, title: "Read") { _, _, completion in
        completion(true)
      }
      return UISwipeActionsConfiguration(actions: [read])
    }
    let layout = UICollectionViewCompositionalLayout.list(using: config)
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.delegate = self
    collectionView.keyboardDismissMode = .onDrag
    collectionView.refreshControl = UIRefreshControl()
    collectionView.refreshControl?.addAction(
      UIAction { [weak self] _ in
        self?.collectionView.refreshControl?.endRefreshing()
      }, for: .valueChanged)
    view.addSubview(collectionView)
  }

  private func configureDataSource() {
    let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Message> {
      cell, _, message in
      var content = cell.defaultContentConfiguration()
      content.text = message.subject
      content.secondaryText = message.sender
      content.image = UIImage(systemName: "envelope")
      content.imageProperties.tintColor = .systemBlue
      cell.contentConfiguration = content
      cell.accessories = [.disclosureIndicator(), .delete(), .reorder()]
    }
    let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { header, _, indexPath in
      var content = header.defaultContentConfiguration()
      content.text = Section(rawValue: indexPath.section) == .pinned ? "Pinned" : "All"
      header.contentConfiguration = content
    }
    dataSource = UICollectionViewDiffableDataSource<Section, Message>(
      collectionView: collectionView
    ) { collectionView, indexPath, message in
      collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration, for: indexPath, item: message)
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(
        using: headerRegistration, for: indexPath)
    }
  }

  private func applySnapshot(animatingDifferences: Bool = true, filter: String = "") {
    var snapshot = NSDiffableDataSourceSnapshot<Section, Message>()
    snapshot.appendSections(Section.allCases)
    let shown = messages.filter {
      filter.isEmpty || $0.subject.localizedCaseInsensitiveContains(filter)
    }
    snapshot.appendItems(Array(shown.prefix(2)), toSection: .pinned)
    snapshot.appendItems(Array(shown.dropFirst(2)), toSection: .all)
    dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
    emptyLabel.isHidden = !shown.isEmpty
  }

  private func makeFilterMenu() -> UIMenu {
    UIMenu(
      title: "Filter", options: .displayInline,
      children: [
        UIAction(title: "Unread", image: UIImage(systemName: "envelope.badge"), state: .on) { _ in
        },
        UIAction(title: "Flagged", attributes: .destructive) { _ in },
        UIDeferredMenuElement.uncached { completion in
          completion([UIAction(title: "Later") { _ in }])
        },
      ])
  }

  private func delete(at indexPath: IndexPath) {
    guard let message = dataSource.itemIdentifier(for: indexPath) else { return }
    messages.removeAll { $0 == message }
    applySnapshot()
  }

  private func compose() {
    let composer = UIHostingController(
      rootView: ComposeView { [weak self] in self?.dismiss(animated: true) })
    composer.modalPresentationStyle = .pageSheet
    if let sheet = composer.sheetPresentationController {
      sheet.detents = [.medium(), .large()]
      sheet.prefersGrabberVisible = true
      sheet.preferredCornerRadius = 16
    }
    present(composer, animated: true)
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    collectionView.deselectItem(at: indexPath, animated: true)
    guard let message = dataSource.itemIdentifier(for: indexPath) else { return }
    let detail = MessageViewController(message: message.subject)
    navigationController?.pushViewController(detail, animated: true)
  }

  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
      UIMenu(children: [UIAction(title: "Reply") { _ in }])
    }
  }

  func updateSearchResults(for searchController: UISearchController) {
    applySnapshot(filter: searchController.searchBar.text ?? "")
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
      view.setNeedsLayout()
    }
  }
}

struct ComposeView: View {
  var onSend: () -> Void
  @State private var text = ""
  var body: some View {
    NavigationStack {
      TextEditor(text: $text)
        .toolbar { Button("Send", action: onSend) }
    }
  }
}

final class MessageViewController: UIViewController {
  private let message: String
  private let stack = UIStackView()
  init(message: String) {
    self.message = message
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .secondarySystemBackground
    stack.axis = .vertical
    stack.spacing = 8
    stack.alignment = .fill
    stack.isLayoutMarginsRelativeArrangement = true
    stack.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 16, leading: 16, bottom: 16, trailing: 16)
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    let label = UILabel()
    label.text = message
    label.numberOfLines = 0
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Archive"
    configuration.image = UIImage(systemName: "archivebox")
    configuration.imagePadding = 8
    configuration.cornerStyle = .capsule
    let button = UIButton(
      configuration: configuration,
      primaryAction: UIAction { [weak self] _ in
        let alert = UIAlertController(title: "Archive?", message: nil, preferredStyle: .actionSheet)
        alert.addAction(
          UIAlertAction(title: "Archive", style: .destructive) { _ in
            self?.navigationController?.popViewController(animated: true)
          })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.popoverPresentationController?.sourceView = self?.view
        self?.present(alert, animated: true)
      })
    stack.addArrangedSubview(label)
    stack.addArrangedSubview(button)
    stack.setCustomSpacing(24, after: label)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    ])
    UIView.animate(
      withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
      options: [.curveEaseOut]
    ) {
      self.stack.alpha = 1
    }
  }
}

final class InboxSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    let tabs = UITabBarController()
    let inbox = UINavigationController(rootViewController: InboxViewController())
    inbox.tabBarItem = UITabBarItem(
      title: "Inbox", image: UIImage(systemName: "tray"),
      selectedImage: UIImage(systemName: "tray.fill"))
    tabs.viewControllers = [inbox]
    tabs.tabBar.standardAppearance = UITabBarAppearance()
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    self.window = window
  }
}
