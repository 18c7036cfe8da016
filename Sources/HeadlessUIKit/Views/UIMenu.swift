/// An element of a menu, as UIKit's `UIMenuElement`: the superclass of ``UIAction`` and
/// ``UIMenu``.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
  override init() {}
}

/// A menu, as UIKit's `UIMenu`: a titled group of actions and submenus.
///
/// The model keeps menus so code that attaches them (to a ``UIBarButtonItem``, a button or a
/// context menu) compiles; it never shows one, so a tap on an item with a menu and no primary
/// action does nothing. Options, identifiers and element sizes are kept and inert.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
  /// A name that tells menus apart, as UIKit's `UIMenu.Identifier`.
  public struct Identifier: Hashable, Sendable, RawRepresentable {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates an identifier.
    ///
    /// - Parameter rawValue: The name.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// How a menu shows, as UIKit's `UIMenu.Options`; inert.
  public struct Options: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The menu shows inline in its parent, not as a submenu.
    public static let displayInline = Options(rawValue: 1 << 0)
    /// The menu's actions are destructive.
    public static let destructive = Options(rawValue: 1 << 1)
    /// At most one of the menu's actions is on.
    public static let singleSelection = Options(rawValue: 1 << 5)
    /// The menu shows as a row of icons.
    public static let displayAsPalette = Options(rawValue: 1 << 7)
  }

  /// The size of a menu's elements, as UIKit's `UIMenu.ElementSize`; inert.
  public enum ElementSize: Int, Sendable {
    /// Small elements, several in a row.
    case small = 0
    /// Medium elements.
    case medium = 1
    /// Large elements, one in a row.
    case large = 2
    /// The system's choice.
    case automatic = -1
  }

  /// The menu's title.
  public let title: String
  /// The menu's subtitle; inert.
  public let subtitle: String?
  /// The menu's image.
  public let image: UIImage?
  /// The menu's identifier; a unique one when created with `nil`.
  public let identifier: UIMenu.Identifier
  /// How the menu shows; inert.
  public let options: UIMenu.Options
  /// The size of the menu's elements; inert.
  open var preferredElementSize: UIMenu.ElementSize
  /// The menu's actions and submenus, in order.
  public let children: [UIMenuElement]

  /// Creates a menu.
  ///
  /// - Parameters:
  ///   - title: The menu's title.
  ///   - subtitle: The menu's subtitle.
  ///   - image: The menu's image.
  ///   - identifier: The menu's identifier, or `nil` for a unique one.
  ///   - options: How the menu shows.
  ///   - preferredElementSize: The size of its elements.
  ///   - children: The menu's actions and submenus.
  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil,
    identifier: UIMenu.Identifier? = nil, options: UIMenu.Options = [],
    preferredElementSize: UIMenu.ElementSize = .automatic, children: [UIMenuElement] = []
  ) {
    self.title = title
    self.subtitle = subtitle
    self.image = image
    self.identifier = identifier ?? UIMenu.Identifier(UUID().uuidString)
    self.options = options
    self.preferredElementSize = preferredElementSize
    self.children = children
  }
}
