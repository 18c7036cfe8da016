public import Foundation

extension UIButton {
  /// What a button shows and how, as UIKit's `UIButton.Configuration`
  /// [DOC: `uikit/uibutton/configuration-swift.struct`].
  ///
  /// Partial: the title (or attributed title) and the image are shown in the button's title
  /// label and image view, as its per-state title and image are, so they give the button its
  /// size and its accessibility label; every other property (colours, insets, padding, corner
  /// style, size, activity indicator) is kept and inert.
  public struct Configuration: Hashable {
    /// The shape of a configured button's corners, as UIKit's `CornerStyle`; inert.
    public enum CornerStyle: Hashable, Sendable {
      /// The background's own corner radius.
      case fixed
      /// A radius that follows the Dynamic Type size.
      case dynamic
      /// A small radius.
      case small
      /// A medium radius.
      case medium
      /// A large radius.
      case large
      /// Fully rounded ends.
      case capsule
    }

    /// The size of a configured button, as UIKit's `Size`; inert.
    public enum Size: Hashable, Sendable {
      /// The smallest size.
      case mini
      /// A small size.
      case small
      /// The default size.
      case medium
      /// A large size.
      case large
    }

    /// The title; shown in the button's title label.
    public var title: String?
    /// The attributed title; its characters are shown when set, in place of ``title``.
    public var attributedTitle: AttributedString?
    /// The subtitle; inert.
    public var subtitle: String?
    /// The image; shown in the button's image view.
    public var image: UIImage?
    /// The space between the image and the title; inert.
    public var imagePadding: CGFloat = 0
    /// The space between the title and the subtitle; inert.
    public var titlePadding: CGFloat = 0
    /// The space around the content; inert.
    public var contentInsets = NSDirectionalEdgeInsets()
    /// The colour of the title and image; inert.
    public var baseForegroundColor: UIColor?
    /// The colour of the background; inert.
    public var baseBackgroundColor: UIColor?
    /// The background; inert.
    public var background = UIBackgroundConfiguration.clear()
    /// The shape of the corners; inert.
    public var cornerStyle: UIButton.Configuration.CornerStyle = .dynamic
    /// The size of the button; inert.
    public var buttonSize: UIButton.Configuration.Size = .medium
    /// Whether an activity indicator shows in place of the image; inert.
    public var showsActivityIndicator = false
    /// What makes the title's attributes for the button's state; inert: the model shows the
    /// title's characters only.
    public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer? {
      get { titleTransformerSlot.value }
      set { titleTransformerSlot.value = newValue }
    }
    /// What makes the image's colour for the button's state; inert: the model draws no image.
    public var imageColorTransformer: UIConfigurationColorTransformer? {
      get { imageTransformerSlot.value }
      set { imageTransformerSlot.value = newValue }
    }
    /// The title transformer, equal to another configuration's when it is the same one.
    private var titleTransformerSlot = TransformerSlot<UIConfigurationTextAttributesTransformer>()
    /// The image colour transformer, compared the same way.
    private var imageTransformerSlot = TransformerSlot<UIConfigurationColorTransformer>()

    /// A configuration with no background; inert styling.
    ///
    /// - Returns: The configuration.
    public static func plain() -> UIButton.Configuration { UIButton.Configuration() }
    /// A configuration with a tinted background; inert styling.
    ///
    /// - Returns: The configuration.
    public static func tinted() -> UIButton.Configuration { UIButton.Configuration() }
    /// A configuration with a gray background; inert styling.
    ///
    /// - Returns: The configuration.
    public static func gray() -> UIButton.Configuration { UIButton.Configuration() }
    /// A configuration with a filled background; inert styling.
    ///
    /// - Returns: The configuration.
    public static func filled() -> UIButton.Configuration { UIButton.Configuration() }
    /// A configuration with no background or border; inert styling.
    ///
    /// - Returns: The configuration.
    public static func borderless() -> UIButton.Configuration { UIButton.Configuration() }
    /// A bordered configuration; inert styling.
    ///
    /// - Returns: The configuration.
    public static func bordered() -> UIButton.Configuration { UIButton.Configuration() }
    /// A bordered, tinted configuration; inert styling.
    ///
    /// - Returns: The configuration.
    public static func borderedTinted() -> UIButton.Configuration { UIButton.Configuration() }
    /// A bordered, prominent configuration; inert styling.
    ///
    /// - Returns: The configuration.
    public static func borderedProminent() -> UIButton.Configuration {
      UIButton.Configuration()
    }

    /// The configuration for a button's current state; unchanged, as the styling is inert.
    ///
    /// - Parameter button: The button.
    /// - Returns: The configuration.
    @MainActor
    public func updated(for button: UIButton) -> UIButton.Configuration { self }

    /// The text shown: the attributed title's characters, else the title.
    var shownTitle: String? {
      attributedTitle.map { String($0.characters) } ?? title
    }
  }

  /// What updates a button's configuration when its state changes, as UIKit's
  /// `UIButton.ConfigurationUpdateHandler`.
  public typealias ConfigurationUpdateHandler = (UIButton) -> Void

  /// Creates a button with a configuration and an action that runs when it is tapped.
  ///
  /// - Parameters:
  ///   - configuration: The configuration.
  ///   - primaryAction: The action, or `nil`.
  public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
    self.init(frame: .zero, primaryAction: primaryAction)
    buttonType = .system
    self.configuration = configuration
  }

  /// Asks the button to update its configuration: the model does it at once [INF: UIKit
  /// coalesces the request to the next update], calling ``updateConfiguration()``.
  public func setNeedsUpdateConfiguration() {
    updateConfiguration()
  }
}
