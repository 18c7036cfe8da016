import UIKit

/// A maps-style UIKit app written the way such apps are.
///
/// A map screen with a places sheet that rests at a small custom "peek" detent over the map,
/// which stays usable under it, grows to full height when dragged, and pushes a place's
/// details inside the sheet. Nothing here is written for the model.
final class MapViewController: UIViewController {
  private(set) var recenterCount = 0
  let placesSheet = PlacesSheetViewController()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Map"
    view.backgroundColor = .systemBackground
    let recenter = UIButton(type: .system)
    recenter.setTitle("Recenter", for: .normal)
    recenter.accessibilityIdentifier = "recenter"
    recenter.addAction(UIAction { [weak self] _ in self?.recenterCount += 1 }, for: .touchUpInside)
    recenter.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(recenter)
    NSLayoutConstraint.activate([
      recenter.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      recenter.trailingAnchor.constraint(
        equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
      recenter.widthAnchor.constraint(equalToConstant: 100),
      recenter.heightAnchor.constraint(equalToConstant: 44),
    ])
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    // The places sheet comes up with the map, once.
    if isMovingToParent { showPlaces() }
  }

  private func showPlaces() {
    let navigation = UINavigationController(rootViewController: placesSheet)
    navigation.modalPresentationStyle = .pageSheet
    navigation.isModalInPresentation = true
    if let sheet = navigation.sheetPresentationController {
      let peek = UISheetPresentationController.Detent.Identifier("peek")
      sheet.detents = [
        .custom(identifier: peek) { context in
          min(160, context.maximumDetentValue * 0.25)
        },
        .large(),
      ]
      sheet.largestUndimmedDetentIdentifier = peek
      sheet.prefersGrabberVisible = true
      sheet.prefersScrollingExpandsWhenScrolledToEdge = false
      sheet.delegate = placesSheet
    }
    present(navigation, animated: false)
  }
}

/// The places list inside the sheet; it follows the sheet's detent.
final class PlacesSheetViewController: UITableViewController,
  UISheetPresentationControllerDelegate
{
  private let places = ["Bakery", "Library", "Park"]
  private(set) var expanded = false

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Places"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "place")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    places.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "place", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = places[indexPath.row]
    cell.contentConfiguration = content
    cell.accessibilityIdentifier = "place-\(places[indexPath.row])"
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    navigationController?.sheetPresentationController?.animateChanges {
      navigationController?.sheetPresentationController?.selectedDetentIdentifier = .large
    }
    navigationController?.pushViewController(
      PlaceDetailViewController(name: places[indexPath.row]), animated: true)
  }

  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {
    expanded = sheetPresentationController.selectedDetentIdentifier == .large
  }
}

/// A place's details, pushed in the sheet; it notes when the user goes back.
final class PlaceDetailViewController: UIViewController {
  let name: String
  static var closed: [String] = []

  init(name: String) {
    self.name = name
    super.init(nibName: nil, bundle: nil)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = name
    view.backgroundColor = .secondarySystemBackground
    view.accessibilityIdentifier = "detail-\(name)"
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    if isMovingFromParent {
      Self.closed.append(name)
    }
  }
}
