public import Foundation
import PresentationHierarchy

/// A container that shows one page's controller at a time, like `UIPageViewController`.
///
/// Modelled: the shown page's controller is a child whose view fills the container (above a
/// page indicator, when there is one) and is the only page in the hierarchy;
/// ``setViewControllers(_:direction:animated:completion:)`` swaps it with UIKit's containment
/// and appearance callbacks [DOC: `uikit/uipageviewcontroller`, a container whose pages are
/// child controllers; INF: one page on screen at rest]. The page curl and scroll animations,
/// the spine and the inter-page spacing are inert: two-page spreads aren't modelled.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
  /// How pages change, as UIKit's `UIPageViewController.TransitionStyle`.
  public enum TransitionStyle: Int, Sendable {
    /// Pages curl like a book's.
    case pageCurl = 0
    /// Pages scroll.
    case scroll = 1
  }

  /// Along which axis pages follow each other, as UIKit's
  /// `UIPageViewController.NavigationOrientation`.
  public enum NavigationOrientation: Int, Sendable {
    /// Pages follow each other left to right.
    case horizontal = 0
    /// Pages follow each other top to bottom.
    case vertical = 1
  }

  /// Where a page curl's spine is, as UIKit's `UIPageViewController.SpineLocation`.
  public enum SpineLocation: Int, Sendable {
    /// No spine: the scroll style's value.
    case none = 0
    /// At the leading or top edge.
    case min = 1
    /// In the middle, between two pages.
    case mid = 2
    /// At the trailing or bottom edge.
    case max = 3
  }

  /// Which way a change of pages goes, as UIKit's `UIPageViewController.NavigationDirection`.
  public enum NavigationDirection: Int, Sendable {
    /// To the next page.
    case forward = 0
    /// To the previous page.
    case reverse = 1
  }

  /// The keys of the options a page view controller is created with, as UIKit's
  /// `UIPageViewController.OptionsKey`.
  public struct OptionsKey: RawRepresentable, Hashable, Sendable {
    /// The key's raw value.
    public let rawValue: String

    /// Creates a key from its raw value.
    ///
    /// - Parameter rawValue: The raw value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The space between pages, in points, for the scroll style; inert.
    public static let interPageSpacing = Self(
      rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    /// The spine's location, a ``UIPageViewController/SpineLocation`` raw value, for the page
    /// curl style.
    public static let spineLocation = Self(rawValue: "UIPageViewControllerOptionSpineLocationKey")
  }

  /// The object that gives the pages before and after the shown one, held weakly.
  public weak var dataSource: (any UIPageViewControllerDataSource)?
  /// The object told about swipes between pages, held weakly.
  public weak var delegate: (any UIPageViewControllerDelegate)?
  /// The shown pages' controllers; `nil` until
  /// ``setViewControllers(_:direction:animated:completion:)`` sets them.
  public private(set) var viewControllers: [UIViewController]?
  /// Whether content is on the back of a curled page; inert.
  public var isDoubleSided = false
  /// How pages change, fixed when created.
  public let transitionStyle: UIPageViewController.TransitionStyle
  /// Along which axis pages follow each other, fixed when created.
  public let navigationOrientation: UIPageViewController.NavigationOrientation
  /// Where the spine is: the option given for the page curl style, else `.min`; `.none` for the
  /// scroll style [DOC: `uikit/uipageviewcontroller/optionskey/spinelocation`].
  public private(set) var spineLocation: UIPageViewController.SpineLocation
  /// The gesture recognizers of the page curl style, to coordinate others with; the scroll
  /// style's are in its scroll view, so this is empty then [DOC:
  /// `uikit/uipageviewcontroller/gesturerecognizers`]; inert: swipes come from the test
  /// control.
  public var gestureRecognizers: [UIGestureRecognizer] { recognizers }
  private let recognizers: [UIGestureRecognizer]
  private let pages = UIView("_UIQueuingScrollView")
  private let pageControl = UIPageControl()

  /// Creates a page view controller.
  ///
  /// - Parameters:
  ///   - style: How pages change.
  ///   - navigationOrientation: Along which axis pages follow each other.
  ///   - options: ``OptionsKey/spineLocation`` (a location, its raw value or an `NSNumber`) and
  ///     ``OptionsKey/interPageSpacing``.
  public init(
    transitionStyle style: UIPageViewController.TransitionStyle,
    navigationOrientation: UIPageViewController.NavigationOrientation,
    options: [UIPageViewController.OptionsKey: Any]? = nil
  ) {
    transitionStyle = style
    self.navigationOrientation = navigationOrientation
    let option = options?[.spineLocation]
    let raw = (option as? Int) ?? (option as? NSNumber)?.intValue
    let given = (option as? SpineLocation) ?? raw.flatMap(SpineLocation.init(rawValue:))
    spineLocation = style == .scroll ? .none : given ?? .min
    recognizers =
      style == .pageCurl
      ? [
        UIPanGestureRecognizer(target: nil, action: nil),
        UITapGestureRecognizer(target: nil, action: nil),
      ] : []
    super.init(nibName: nil, bundle: nil)
  }

  /// The model loads no archives, so this returns `nil`, as ``UIViewController/init(coder:)``.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Shows pages: the new ones become children, the old ones leave, and the appearance
  /// callbacks follow, the old page's first [INF: as a push].
  ///
  /// - Parameters:
  ///   - viewControllers: The pages to show: one, or two for a spread; `nil` shows none.
  ///   - direction: Which way the change goes; inert.
  ///   - animated: Whether the change animates, the callbacks' argument; the tree is the same.
  ///   - completion: Called with `true` once the pages are shown.
  public func setViewControllers(
    _ viewControllers: [UIViewController]?,
    direction: UIPageViewController.NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)? = nil
  ) {
    replaceChildren(self.viewControllers ?? [], with: viewControllers ?? [])
    self.viewControllers = viewControllers
    if isViewLoaded { showPages() }
    application?.updateAppearance(animated: animated)
    application?.verifyInvariantsAfterOperation("setViewControllers")
    completion?(true)
  }

  /// `_UIPageViewControllerContentView[ _UIQueuingScrollView[ page ], UIPageControl ]` for
  /// the scroll style, the page directly in the content view for the page curl [INF].
  open override func loadView() {
    let container = UIView("_UIPageViewControllerContentView")
    container.engine.layoutHandler = { [weak self] in self?.layOut() }
    if transitionStyle == .scroll {
      pages.clipsToBounds = true
      container.addSubview(pages)
    }
    view = container
  }

  open override func viewDidLoad() {
    showPages()
  }

  /// Puts the shown pages' views in the hierarchy, and the page indicator when the data source
  /// answers for it.
  private func showPages() {
    let host: UIView = transitionStyle == .scroll ? pages : view
    for page in viewControllers ?? [] { host.addSubview(page.view) }
    if let (count, index) = indicator() {
      pageControl.numberOfPages = count
      pageControl.currentPage = index
      if pageControl.superview == nil { view.addSubview(pageControl) }
    } else {
      pageControl.removeFromSuperview()
    }
    layOut()
  }

  /// The page indicator's count and index, when the data source implements both methods and
  /// the style scrolls [DOC: `uikit/uipageviewcontrollerdatasource`].
  private func indicator() -> (count: Int, index: Int)? {
    guard transitionStyle == .scroll, let dataSource else { return nil }
    PageIndicatorQuery.answeredByDefault = false
    let count = dataSource.presentationCount(for: self)
    let index = dataSource.presentationIndex(for: self)
    return PageIndicatorQuery.answeredByDefault ? nil : (count, index)
  }

  /// Lays out the pages over the container, above the page indicator when shown.
  ///
  /// The indicator takes a strip at the bottom and the pages the rest [INF: the indicator sits
  /// under the pages, not over them]. Two pages share the width, side by side.
  private func layOut() {
    guard let frame = view.screenFrame else { return }
    let indicatorHeight: Double = pageControl.superview == nil ? 0 : 28
    let pageArea = Rect(
      x: frame.x, y: frame.y, width: frame.width, height: frame.height - indicatorHeight)
    pages.screenFrame = pageArea
    let shown = viewControllers ?? []
    let width = shown.isEmpty ? pageArea.width : pageArea.width / Double(shown.count)
    for (index, page) in shown.enumerated() where page.isViewLoaded {
      page.view.screenFrame = Rect(
        x: pageArea.x + Double(index) * width, y: pageArea.y, width: width,
        height: pageArea.height)
    }
    if indicatorHeight > 0 {
      pageControl.screenFrame = Rect(
        x: frame.x, y: frame.y + pageArea.height, width: frame.width, height: indicatorHeight)
      pageControl.hasOpaqueBackground = true
    }
  }
}

/// Whether the data source's page indicator methods were answered by their defaults, so left
/// out, as UIKit tells from whether an optional method is implemented.
@MainActor
enum PageIndicatorQuery {
  /// Set by the defaults of the data source's page indicator methods.
  static var answeredByDefault = false
}
