public import Foundation

/// An item of a bar, as UIKit's `UIBarItem`: the superclass of ``UITabBarItem`` and
/// ``UIBarButtonItem``.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
  /// The title.
  open var title: String?
  /// The image.
  open var image: UIImage?
  /// The image in landscape on iPhone; inert.
  open var landscapeImagePhone: UIImage?
  /// The image the large content viewer shows; inert.
  open var largeContentSizeImage: UIImage?
  /// The image's insets; inert.
  open var imageInsets: UIEdgeInsets = .zero
  /// Whether the item is enabled.
  open var isEnabled = true
  /// The app's tag.
  open var tag = 0
  /// The accessibility identifier.
  open var accessibilityIdentifier: String?
  /// The accessibility label; inert.
  open var accessibilityLabel: String?

  /// Creates an item.
  public override init() {}

  /// The title's text attributes by state, kept for ``titleTextAttributes(for:)``.
  private var titleAttributes: [UIControl.State.RawValue: [NSAttributedString.Key: Any]] = [:]

  /// Sets the title's text attributes for a state; kept, and not drawn.
  ///
  /// - Parameters:
  ///   - attributes: The attributes; `nil` removes them.
  ///   - state: The state.
  open func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) {
    titleAttributes[state.rawValue] = attributes
  }

  /// The title's text attributes set for a state, or `nil`.
  ///
  /// - Parameter state: The state.
  /// - Returns: The attributes.
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    titleAttributes[state.rawValue]
  }
}

/// An item of a tab bar, as UIKit's `UITabBarItem`: each controller's
/// ``UIViewController/tabBarItem``; kept, and not drawn (the tab bar's buttons are not modelled).
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
  /// The system items, as UIKit's `UITabBarItem.SystemItem`.
  public enum SystemItem: Int, Hashable, Sendable {
    /// More.
    case more = 0
    /// Favorites.
    case favorites
    /// Featured.
    case featured
    /// Top rated.
    case topRated
    /// Recents.
    case recents
    /// Contacts.
    case contacts
    /// History.
    case history
    /// Bookmarks.
    case bookmarks
    /// Search.
    case search
    /// Downloads.
    case downloads
    /// Most recent.
    case mostRecent
    /// Most viewed.
    case mostViewed
  }

  /// The image when selected.
  open var selectedImage: UIImage?
  /// The badge's text, `nil` for none; kept, not drawn.
  open var badgeValue: String?
  /// The badge's colour; inert.
  open var badgeColor: UIColor?
  /// The appearance; inert.
  open var standardAppearance: UITabBarAppearance?
  /// The appearance at the scroll edge; inert.
  open var scrollEdgeAppearance: UITabBarAppearance?

  /// Creates an item.
  public override init() {}

  /// Creates an item with a title, an image and a tag.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image.
  ///   - tag: The app's tag.
  public init(title: String?, image: UIImage?, tag: Int) {
    super.init()
    self.title = title
    self.image = image
    self.tag = tag
  }

  /// Creates an item with a title, an image and a selected image.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image.
  ///   - selectedImage: The image when selected.
  public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    super.init()
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
  }

  /// Creates a system item.
  ///
  /// - Parameters:
  ///   - systemItem: The system item.
  ///   - tag: The app's tag.
  public init(tabBarSystemItem systemItem: UITabBarItem.SystemItem, tag: Int) {
    super.init()
    self.tag = tag
  }

  /// Sets the badge's text attributes for a state; inert.
  ///
  /// - Parameters:
  ///   - textAttributes: The attributes.
  ///   - state: The state.
  open func setBadgeTextAttributes(
    _ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) {}
}
