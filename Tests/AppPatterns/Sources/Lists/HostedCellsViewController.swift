import SwiftUI
import UIKit

/// A UIKit table whose cells show SwiftUI rows through `UIHostingConfiguration`, as apps adopt
/// SwiftUI one cell at a time: each row has a star button that toggles a favourite.
final class HostedCellsViewController: UITableViewController {
  private(set) var favourites: Set<String> = []
  let names = ["Ada", "Grace", "Katherine"]

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "People"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "person")
    tableView.rowHeight = 60
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    names.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "person", for: indexPath)
    let name = names[indexPath.row]
    let isFavourite = favourites.contains(name)
    cell.contentConfiguration = UIHostingConfiguration {
      HStack {
        Text(name)
        Spacer()
        Button {
          self.toggle(name)
        } label: {
          Image(systemName: isFavourite ? "star.fill" : "star")
        }
        .accessibilityIdentifier("star-\(name)")
      }
    }
    .margins(.horizontal, 20)
    .background(.thinMaterial)
    return cell
  }

  private func toggle(_ name: String) {
    if favourites.contains(name) { favourites.remove(name) } else { favourites.insert(name) }
    tableView.reloadData()
  }
}
