public import Foundation
import PresentationHierarchy

/// A button in a navigation bar, as UIKit's `UIBarButtonItem`.
///
/// Put it in a controller's ``UIViewController/navigationItem``: while that controller is the
/// top of a ``UINavigationController``, the bar shows the item as a view of its own, which
/// takes taps (a tap runs the ``primaryAction``) and anchors popovers
/// (``UIPopoverPresentationController/sourceItem``). Captures show the view as
/// `_UIButtonBarButton` [INF: the class UIKit's bars use from iOS 11 is not recorded in the
/// UIKit reference], labelled with the item's title.
///
/// The target-action initialisers take a `Selector`, which Linux can't send: a tap on such an
/// item reports a model issue naming the selector; give the item a ``UIAction`` to have code
/// run. An item made with ``init(customView:)`` shows the custom view instead of its own. A
/// disabled item (``UIBarItem/isEnabled``) still receives taps and runs nothing, as a disabled
/// ``UIControl`` does.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
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

  /// The looks of a plain item, as UIKit's `UIBarButtonItem.Style`; inert.
  public enum Style: Int, Sendable {
    /// A plain item.
    case plain = 0
    /// An item for a Done button, bold.
    case done = 2
  }

  /// The item's title; the view's accessibility label, so ``UIApplication/tap(_:)`` finds it.
  open override var title: String? {
    didSet { updateView() }
  }
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
  /// The identifier tests use for the item's view.
  open override var accessibilityIdentifier: String? {
    didSet { updateView() }
  }
  /// The text VoiceOver reads for the item; the view's label when the item has no title.
  open override var accessibilityLabel: String? {
    didSet { updateView() }
  }
  /// The item's looks; inert.
  public var style: UIBarButtonItem.Style = .plain
  /// The object the item's ``action`` is sent to, held weakly.
  public weak var target: AnyObject?
  /// The selector a tap sends to ``target`` when the item has no ``primaryAction``; Linux
  /// can't send it, so a tap reports a model issue.
  public var action: Selector?
  /// The view the bar shows instead of the item's own, as it lays it out.
  public var customView: UIView?
  /// The item's width; inert: the model's bars give items a fixed size.
  public var width: CGFloat = 0
  /// The item's tint colour; inert.
  public var tintColor: UIColor?
  /// The system item the item was made as, if any.
  let systemItem: SystemItem?

  /// The view a navigation bar shows for the item: its custom view, else its own, made on
  /// first use.
  var barView: UIView { customView ?? ownView }
  private lazy var ownView: UIView = makeView()

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
    super.init()
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
    super.init()
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// Creates an item with a title that sends a selector to a target when tapped.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - style: The looks.
  ///   - target: The object whose method the selector names.
  ///   - action: The selector.
  public convenience init(
    title: String?, style: UIBarButtonItem.Style, target: Any?, action: Selector?
  ) {
    self.init(title: title)
    configure(style: style, target: target, action: action)
  }

  /// Creates an item with an image that sends a selector to a target when tapped.
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - style: The looks.
  ///   - target: The object whose method the selector names.
  ///   - action: The selector.
  public convenience init(
    image: UIImage?, style: UIBarButtonItem.Style, target: Any?, action: Selector?
  ) {
    self.init(image: image)
    configure(style: style, target: target, action: action)
  }

  /// Creates a plain item with a title and an image that sends a selector to a target when
  /// tapped, and a menu (iOS 16).
  ///
  /// Built on ``init(title:image:primaryAction:menu:)`` with no action: a tap sends `action`,
  /// which Linux can't send, so it reports a model issue naming the selector, as the other
  /// target-action initialisers' items do. The image and the menu are kept, and inert.
  ///
  /// - Parameters:
  ///   - title: The item's title, or `nil` for none.
  ///   - image: The item's image, or `nil` for none.
  ///   - target: The object whose method the selector names.
  ///   - action: The selector.
  ///   - menu: The item's menu.
  public convenience init(
    title: String?, image: UIImage?, target: AnyObject?, action: Selector?, menu: UIMenu? = nil
  ) {
    self.init(title: title, image: image, menu: menu)
    configure(style: .plain, target: target, action: action)
  }

  /// Creates a system item that sends a selector to a target when tapped.
  ///
  /// - Parameters:
  ///   - systemItem: The system item.
  ///   - target: The object whose method the selector names.
  ///   - action: The selector.
  public convenience init(
    barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Any?, action: Selector?
  ) {
    self.init(systemItem: systemItem)
    configure(style: .plain, target: target, action: action)
  }

  /// Creates an item that shows a view of the app's own, which takes the taps [DOC:
  /// `uikit/uibarbuttonitem/init(customview:)`].
  ///
  /// - Parameter customView: The view.
  public convenience init(customView: UIView) {
    self.init()
    self.customView = customView
  }

  private func configure(style: UIBarButtonItem.Style, target: Any?, action: Selector?) {
    self.style = style
    if let target, type(of: target) is AnyClass { self.target = target as AnyObject }
    self.action = action
  }

  /// Whether the item is blank space rather than a button; bars leave it out [INF].
  var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

  private func makeView() -> UIView {
    let view = UIView(UIKitClassName.buttonBarButton)
    view.engine.tapAction = { [weak self] in self?.performPrimaryAction() }
    return view
  }

  /// Copies the item's label and identifier to its view (not to a custom view).
  func updateView() {
    guard customView == nil else { return }
    barView.accessibilityLabel = title ?? accessibilityLabel
    barView.accessibilityIdentifier = accessibilityIdentifier
  }

  /// Runs the primary action when the item is enabled, as a tap on it does; else sends the
  /// item's ``action``, which on Linux reports a model issue.
  private func performPrimaryAction() {
    guard isEnabled else { return }
    if let primaryAction {
      primaryAction.handler(primaryAction)
    } else if let action {
      let name = "UIBarButtonItem" + (title.map { " '\($0)'" } ?? "")
      TargetActions.reportUnsent(
        action, to: target, from: name,
        fix: "Give the item a primaryAction (UIBarButtonItem(title:image:primaryAction:menu:) "
          + "or UIBarButtonItem(systemItem:primaryAction:menu:)) instead of target:action:.")
    }
  }
}

extension UIAction {
  /// The action's title, or `nil` when it is empty.
  fileprivate var nonEmptyTitle: String? { title.isEmpty ? nil : title }
}
