/// A button in a navigation bar, as UIKit's `UIBarButtonItem`.
///
/// Put it in a controller's ``UIViewController/navigationItem``: while that controller is the
/// top of a ``UINavigationController``, the bar shows the item as a view of its own, which
/// takes taps (a tap runs the ``primaryAction``) and anchors popovers
/// (``UIPopoverPresentationController/sourceItem``). Captures show the view as
/// `_UIButtonBarButton` [INF: the class UIKit's bars use from iOS 11 is not recorded in the
/// UIKit reference], labelled with the item's title.
///
/// The target-action initialisers need Objective-C selectors and are absent; use a
/// ``UIAction``.
@preconcurrency @MainActor
open class UIBarButtonItem {
  /// The items UIKit draws itself, as UIKit's `UIBarButtonItem.SystemItem`.
  public enum SystemItem: Int, Sendable {
    /// A Done button.
    case done = 0
    /// A Cancel button.
    case cancel = 1
    /// An Edit button.
    case edit = 2
    /// A Save button.
    case save = 3
    /// An add button (a plus sign).
    case add = 4
    /// Flexible blank space between items.
    case flexibleSpace = 5
    /// Blank space of a fixed width.
    case fixedSpace = 6
    /// A compose button.
    case compose = 7
    /// A reply button.
    case reply = 8
    /// An action (share) button.
    case action = 9
    /// An organize button.
    case organize = 10
    /// A bookmarks button.
    case bookmarks = 11
    /// A search button.
    case search = 12
    /// A refresh button.
    case refresh = 13
    /// A stop button.
    case stop = 14
    /// A camera button.
    case camera = 15
    /// A trash button.
    case trash = 16
    /// A play button.
    case play = 17
    /// A pause button.
    case pause = 18
    /// A rewind button.
    case rewind = 19
    /// A fast-forward button.
    case fastForward = 20
    /// An undo button.
    case undo = 21
    /// A redo button.
    case redo = 22
    /// A close button.
    case close = 24
  }

  /// The item's title; the view's accessibility label, so ``UIApplication/tap(_:)`` finds it.
  public var title: String? {
    didSet { updateView() }
  }
  /// The item's image; never drawn.
  public var image: UIImage?
  /// The action a tap on the item runs.
  ///
  /// Assigning an action makes its title the item's, unless the item is a system item [DOC:
  /// `UIBarButtonItem.primaryAction`; the model's actions have no image, and an action with an
  /// empty title leaves the item's title alone, INF].
  public var primaryAction: UIAction? {
    didSet {
      if let title = primaryAction?.nonEmptyTitle, systemItem == nil { self.title = title }
    }
  }
  /// The menu of the item; kept, never shown.
  public var menu: UIMenu?
  /// Whether the item responds to taps; a disabled item still receives them and runs nothing,
  /// as a disabled ``UIControl`` does.
  public var isEnabled = true
  /// The identifier tests use for the item's view.
  public var accessibilityIdentifier: String? {
    didSet { updateView() }
  }
  /// The text VoiceOver reads for the item; the view's label when the item has no title.
  public var accessibilityLabel: String? {
    didSet { updateView() }
  }
  /// The system item the item was made as, if any.
  let systemItem: SystemItem?

  /// The view a navigation bar shows for the item, made on first use.
  private(set) lazy var barView: UIView = makeView()

  /// Creates a plain item with a title, an image, an action and a menu.
  ///
  /// An action's title takes precedence over `title` [DOC:
  /// `init(title:image:primaryAction:menu:)`].
  ///
  /// - Parameters:
  ///   - title: The item's title.
  ///   - image: The item's image.
  ///   - primaryAction: The action a tap runs.
  ///   - menu: The item's menu.
  public init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
    menu: UIMenu? = nil
  ) {
    systemItem = nil
    self.title = primaryAction?.nonEmptyTitle ?? title
    self.image = image
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// Creates a system item with an action and a menu; the action's title is not used [DOC:
  /// `init(systemItem:primaryAction:menu:)`].
  ///
  /// - Parameters:
  ///   - systemItem: The system item.
  ///   - primaryAction: The action a tap runs.
  ///   - menu: The item's menu.
  public init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
    self.systemItem = systemItem
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// Whether the item is blank space rather than a button; bars leave it out [INF].
  var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

  private func makeView() -> UIView {
    let view = UIView("_UIButtonBarButton")
    view.tapAction = { [weak self] in self?.performPrimaryAction() }
    return view
  }

  /// Copies the item's label and identifier to its view.
  func updateView() {
    barView.accessibilityLabel = title ?? accessibilityLabel
    barView.accessibilityIdentifier = accessibilityIdentifier
  }

  /// Runs the primary action when the item is enabled, as a tap on it does.
  private func performPrimaryAction() {
    guard isEnabled, let primaryAction else { return }
    primaryAction.handler(primaryAction)
  }
}

extension UIAction {
  /// The action's title, or `nil` when it is empty.
  fileprivate var nonEmptyTitle: String? { title.isEmpty ? nil : title }
}
