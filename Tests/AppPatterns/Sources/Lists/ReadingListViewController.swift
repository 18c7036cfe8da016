import UIKit

/// A reading list as apps write one with diffable data: a table view controller whose data
/// source is a `UITableViewDiffableDataSource` subclass that titles its sections, fed by
/// snapshots built from the model.
final class ReadingListViewController: UITableViewController {
  enum Section: String, CaseIterable {
    case unread = "Unread"
    case archived = "Archived"
  }

  struct Article: Hashable {
    let id: Int
    let title: String
  }

  final class DataSource: UITableViewDiffableDataSource<Section, Article> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
      -> String?
    {
      sectionIdentifier(for: section)?.rawValue
    }
  }

  private static let cellIdentifier = "ArticleCell"
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  private var dataSource: DataSource!
  private(set) var opened: [Article] = []
  var unread: [Article] = []
  var archived: [Article] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Reading List"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
    tableView.rowHeight = 56
    dataSource = DataSource(tableView: tableView) { tableView, indexPath, article in
      let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
      var content = cell.defaultContentConfiguration()
      content.text = article.title
      cell.contentConfiguration = content
      cell.accessoryType = .disclosureIndicator
      return cell
    }
    dataSource.defaultRowAnimation = .fade
    reload(animated: false)
  }

  func reload(animated: Bool = true) {
    var snapshot = NSDiffableDataSourceSnapshot<Section, Article>()
    snapshot.appendSections(Section.allCases)
    snapshot.appendItems(unread, toSection: .unread)
    snapshot.appendItems(archived, toSection: .archived)
    dataSource.apply(snapshot, animatingDifferences: animated)
  }

  func archive(_ article: Article) {
    unread.removeAll { $0 == article }
    archived.insert(article, at: 0)
    reload()
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    guard let article = dataSource.itemIdentifier(for: indexPath) else { return }
    opened.append(article)
  }
}
