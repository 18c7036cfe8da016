public import Foundation

/// A controller that shows search results as the user types in its search bar, as UIKit's
/// `UISearchController`.
///
/// Modelled: activating it (``isActive`` set to `true`, or editing beginning in its
/// ``searchBar``) presents it, `.overCurrentContext` by default, from the controller whose
/// ``UINavigationItem/searchController`` it is (else the controller whose view holds the bar),
/// so it covers the nearest controller that defines the presentation context [DOC:
/// `uikit/uiviewcontroller/definespresentationcontext`; INF: UIKit's search presentation
/// covers that context, which is why Apple's guide has the searchable controller set
/// `definesPresentationContext`]. While presented, its view holds the search bar at its top,
/// below the safe area's top edge, and the results controller's view below it [INF: the bar
/// moves up as the navigation bar hides]. The results controller's view shows while
/// ``showsSearchResultsController`` is `true`, which by default is while the text isn't empty
/// [DOC: `uikit/uisearchcontroller/automaticallyshowssearchresultscontroller`]. The
/// ``searchResultsUpdater`` is told when editing begins and whenever the text changes [DOC:
/// `uikit/uisearchresultsupdating/updatesearchresults(for:)`]. Cancel empties the text and
/// dismisses it [INF].
@preconcurrency @MainActor
open class UISearchController: UIViewController {
  private let bar = UISearchBar(frame: .zero)
  private let resultsController: UIViewController?
  private var active = false
  private var shownResults: Bool?
  /// The navigation item whose search controller this is.
  weak var navigationItemHolder: UINavigationItem?
  /// Where the bar was before the search controller took it, to put it back.
  private var barHome: (superview: UIView, frame: CGRect)?

  /// The search bar; install it in your interface, or set the controller as a navigation
  /// item's ``UINavigationItem/searchController``.
  public var searchBar: UISearchBar { bar }
  /// The controller that shows the results; `nil` when the searched controller shows them.
  public var searchResultsController: UIViewController? { resultsController }
  /// The object told to update the results.
  public weak var searchResultsUpdater: (any UISearchResultsUpdating)?
  /// The object told when the controller is presented and dismissed.
  public weak var delegate: (any UISearchControllerDelegate)?
  /// Whether the search interface is presented; setting it presents or dismisses it.
  public var isActive: Bool {
    get { active }
    set { newValue ? activate() : deactivate() }
  }
  /// Whether the searched content is obscured while searching; kept, as the model's view
  /// covers the context either way.
  public var obscuresBackgroundDuringPresentation = true
  /// Whether the navigation bar hides while searching; `true` by default; kept, as the model
  /// always shows the bar at the top of the search controller's view.
  public var hidesNavigationBarDuringPresentation = true
  /// Whether the controller shows the bar's Cancel button while searching; `true` by default.
  public var automaticallyShowsCancelButton = true
  /// Whether the controller shows its results controller while the text isn't empty; setting
  /// ``showsSearchResultsController`` turns it off.
  public var automaticallyShowsSearchResultsController: Bool {
    get { shownResults == nil }
    set {
      shownResults = newValue ? nil : showsSearchResultsController
      updateResultsVisibility()
    }
  }
  /// Whether the results controller's view shows while searching.
  public var showsSearchResultsController: Bool {
    get { shownResults ?? !(bar.text ?? "").isEmpty }
    set {
      shownResults = newValue
      updateResultsVisibility()
    }
  }

  /// Creates a search controller whose results another controller shows.
  ///
  /// - Parameter searchResultsController: The controller that shows the results, or `nil` to
  ///   show them in the searched controller.
  public init(searchResultsController: UIViewController?) {
    resultsController = searchResultsController
    super.init(nibName: nil, bundle: nil)
    bar.searchController = self
    modalPresentationStyle = .overCurrentContext
  }

  /// Creates a search controller with no results controller.
  ///
  /// - Parameters:
  ///   - nibNameOrNil: The nib's name; the model loads no nibs.
  ///   - nibBundleOrNil: The nib's bundle.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    resultsController = nil
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    bar.searchController = self
    modalPresentationStyle = .overCurrentContext
  }

  /// Creates one from an archive: the model loads no archives, so this returns `nil`.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Places the search bar at the top of the view and the results controller's view below.
  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let bounds = view.bounds
    let top = bounds.minY + view.safeAreaInsets.top
    if bar.superview === view {
      bar.frame = CGRect(x: bounds.minX, y: top, width: bounds.width, height: 56)
    }
    resultsController?.view.frame = CGRect(
      x: bounds.minX, y: top + 56, width: bounds.width,
      height: max(bounds.maxY - top - 56, 0))
  }

  /// Presents the controller as UIKit's default presentation does.
  func presentAutomatically() {
    guard let presenter = searchingController(), presenter.view.window != nil else { return }
    if let holder = bar.superview { barHome = (holder, bar.frame) }
    if let resultsController, resultsController.parent !== self {
      addChild(resultsController)
      view.addSubview(resultsController.view)
      resultsController.didMove(toParent: self)
    }
    view.addSubview(bar)
    updateResultsVisibility()
    presenter.present(self, animated: false) { [self] in
      delegate?.didPresentSearchController(self)
    }
  }

  /// Activates the search, as editing beginning in the bar does, and tells the updater.
  func searchBarDidBeginEditing() {
    isActive = true
    searchResultsUpdater?.updateSearchResults(for: self)
  }

  /// Tells the updater and shows or hides the results after the text changed.
  func searchTextDidChange() {
    updateResultsVisibility()
    searchResultsUpdater?.updateSearchResults(for: self)
  }

  /// Ends the search as the Cancel button does: empties the text and dismisses.
  func cancel() {
    bar.text = ""
    isActive = false
    searchResultsUpdater?.updateSearchResults(for: self)
  }

  private func activate() {
    guard !active else { return }
    active = true
    if automaticallyShowsCancelButton { bar.showCancelButton(true) }
    delegate?.willPresentSearchController(self)
    if let delegate {
      delegate.presentSearchController(self)
    } else {
      presentAutomatically()
    }
  }

  private func deactivate() {
    guard active else { return }
    active = false
    delegate?.willDismissSearchController(self)
    bar.field.resignFirstResponder()
    if automaticallyShowsCancelButton { bar.showCancelButton(false) }
    let restore = { [self] in
      bar.removeFromSuperview()
      if let home = barHome {
        home.superview.addSubview(bar)
        bar.frame = home.frame
      }
      barHome = nil
    }
    if presentingViewController != nil {
      dismiss(animated: false) { [self] in
        restore()
        delegate?.didDismissSearchController(self)
      }
    } else {
      restore()
    }
  }

  private func updateResultsVisibility() {
    resultsController?.view.isHidden = !showsSearchResultsController
  }

  /// The controller the search is presented from: the owner of the navigation item that
  /// holds this controller, else the controller whose view holds the bar.
  private func searchingController() -> UIViewController? {
    if let owner = navigationItemHolder?.owner { return owner }
    var responder = bar.next
    while let current = responder {
      if let controller = current as? UIViewController { return controller }
      responder = current.next
    }
    return nil
  }
}
