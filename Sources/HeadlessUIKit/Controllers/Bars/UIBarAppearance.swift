public import Foundation

/// The look of a bar, as UIKit's `UIBarAppearance`; inert: kept, never drawn.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject {
  /// The background colour.
  open var backgroundColor: UIColor?
  /// The background image.
  open var backgroundImage: UIImage?
  /// How the background image fills the bar.
  open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
  /// The shadow's colour.
  open var shadowColor: UIColor?
  /// The shadow's image.
  open var shadowImage: UIImage?

  /// Creates an appearance with the default background.
  public required override init() {}

  /// Creates an appearance for an idiom.
  ///
  /// - Parameter idiom: The idiom.
  public required init(idiom: UIUserInterfaceIdiom) {}

  /// Creates an appearance with another's values.
  ///
  /// - Parameter barAppearance: The appearance to copy.
  public required init(barAppearance: UIBarAppearance) {
    backgroundColor = barAppearance.backgroundColor
    backgroundImage = barAppearance.backgroundImage
    backgroundImageContentMode = barAppearance.backgroundImageContentMode
    shadowColor = barAppearance.shadowColor
    shadowImage = barAppearance.shadowImage
  }

  /// Returns a copy.
  ///
  /// - Returns: The copy.
  open func copy() -> Self { Self(barAppearance: self) }

  /// Configures the system's default, translucent background; inert.
  open func configureWithDefaultBackground() {}
  /// Configures an opaque background of the system's colour; inert.
  open func configureWithOpaqueBackground() {}
  /// Configures a transparent background with no shadow; inert.
  open func configureWithTransparentBackground() {
    backgroundColor = nil
    shadowColor = nil
  }
}

/// The look of a navigation bar, as UIKit's `UINavigationBarAppearance`; inert.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
  /// The title's text attributes.
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The large title's text attributes.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The look of plain bar button items.
  open var buttonAppearance = UIBarButtonItemAppearance()
  /// The look of done-style bar button items.
  open var doneButtonAppearance = UIBarButtonItemAppearance()
  /// The look of the back button.
  open var backButtonAppearance = UIBarButtonItemAppearance()

  /// Sets the back indicator's images; inert.
  ///
  /// - Parameters:
  ///   - backIndicatorImage: The image.
  ///   - backIndicatorTransitionMaskImage: The mask during transitions.
  open func setBackIndicatorImage(
    _ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?
  ) {}
}

/// The look of a toolbar, as UIKit's `UIToolbarAppearance`; inert.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
  /// The look of plain bar button items.
  open var buttonAppearance = UIBarButtonItemAppearance()
  /// The look of done-style bar button items.
  open var doneButtonAppearance = UIBarButtonItemAppearance()
}

/// The look of a tab bar, as UIKit's `UITabBarAppearance`; inert.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
  /// The look of items stacked (icon above title).
  open var stackedLayoutAppearance = UITabBarItemAppearance()
  /// The look of items inline (icon beside title) on regular width.
  open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
  /// The look of items inline on compact width.
  open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
  /// The selection indicator's tint.
  open var selectionIndicatorTintColor: UIColor?
  /// The selection indicator's image.
  open var selectionIndicatorImage: UIImage?
}

/// The look of bar button items, as UIKit's `UIBarButtonItemAppearance`; inert.
@preconcurrency @MainActor
open class UIBarButtonItemAppearance: NSObject {
  /// The look when normal.
  open var normal = UIBarButtonItemStateAppearance()
  /// The look when highlighted.
  open var highlighted = UIBarButtonItemStateAppearance()
  /// The look when disabled.
  open var disabled = UIBarButtonItemStateAppearance()
  /// The look when focused.
  open var focused = UIBarButtonItemStateAppearance()

  /// Creates the look of plain items.
  public override init() {}

}

/// The look of bar button items in one state, as UIKit's `UIBarButtonItemStateAppearance`; inert.
@preconcurrency @MainActor
open class UIBarButtonItemStateAppearance: NSObject {
  /// The title's text attributes.
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The background image.
  open var backgroundImage: UIImage?

  override init() {}
}

/// The look of tab bar items, as UIKit's `UITabBarItemAppearance`; inert.
@preconcurrency @MainActor
open class UITabBarItemAppearance: NSObject {
  /// The look when normal.
  open var normal = UITabBarItemStateAppearance()
  /// The look when selected.
  open var selected = UITabBarItemStateAppearance()
  /// The look when disabled.
  open var disabled = UITabBarItemStateAppearance()
  /// The look when focused.
  open var focused = UITabBarItemStateAppearance()

  /// Creates the look of stacked items.
  public override init() {}

  /// Creates the look of items laid out in a style.
  ///
  /// - Parameter style: The layout.
  public init(style: UITabBarItemAppearance.Style) {}

  /// Resets to the system's look for a layout; inert.
  ///
  /// - Parameter style: The layout.
  open func configureWithDefault(for style: UITabBarItemAppearance.Style) {}

  /// How tab bar items lay out, as UIKit's `UITabBarItemAppearance.Style`.
  public enum Style: Int, Hashable, Sendable {
    /// Icon above title.
    case stacked = 0
    /// Icon beside title.
    case inline = 1
    /// Icon beside title, compact.
    case compactInline = 2
  }
}

/// The look of tab bar items in one state, as UIKit's `UITabBarItemStateAppearance`; inert.
@preconcurrency @MainActor
open class UITabBarItemStateAppearance: NSObject {
  /// The title's text attributes.
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The icon's colour.
  open var iconColor: UIColor?
  /// The badge's background colour.
  open var badgeBackgroundColor: UIColor?
  /// The badge's text attributes.
  open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]

  override init() {}
}

/// The style of a bar, as UIKit's `UIBarStyle`; inert.
public enum UIBarStyle: Int, Hashable, Sendable {
  /// The default style.
  case `default` = 0
  /// Black.
  case black = 1
}

/// Where a bar sits, as UIKit's `UIBarPosition`.
public enum UIBarPosition: Int, Hashable, Sendable {
  /// Not known.
  case any = 0
  /// At the bottom of its view.
  case bottom = 1
  /// At the top of its view.
  case top = 2
  /// At the top of the screen, under the status bar.
  case topAttached = 3
}

/// The metrics a bar's images are for, as UIKit's `UIBarMetrics`; inert.
public enum UIBarMetrics: Int, Hashable, Sendable {
  /// The default.
  case `default` = 0
  /// Compact (landscape on iPhone).
  case compact = 1
  /// The default, with a prompt.
  case defaultPrompt = 101
  /// Compact, with a prompt.
  case compactPrompt = 102
}
