public import Foundation

/// The content of a list cell, header or footer — text, secondary text and an image — as
/// UIKit's `UIListContentConfiguration`.
///
/// Modelled: its view (``UIListContentView``) shows the texts in labels and the image in an
/// image view, which fill it [INF: the model doesn't lay out the standard list content]. The
/// styles of the factory methods, the text and image properties and the paddings are inert.
public struct UIListContentConfiguration: UIContentConfiguration {
  /// How a list's text looks, as `UIListContentConfiguration.TextProperties`; inert.
  public struct TextProperties {
    /// How a text's colour follows the cell's tint, as `TextProperties.TextTransform`.
    public enum TextTransform: Int, Sendable {
      /// The text as given.
      case none = 0
      /// All capitals.
      case uppercase = 1
      /// All lowercase.
      case lowercase = 2
      /// Each word capitalised.
      case capitalized = 3
    }

    /// The font; inert.
    public var font: UIFont = .systemFont(ofSize: 17)
    /// The colour; inert.
    public var color: UIColor = .black
    /// What makes the text's colour from ``color``; inert.
    public var colorTransformer: UIConfigurationColorTransformer?
    /// The alignment; inert.
    public var alignment: NSTextAlignment = .natural
    /// How lines break; inert.
    public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// The most lines; 0 for no limit; inert.
    public var numberOfLines = 0
    /// Whether the font shrinks to fit the width; inert.
    public var adjustsFontSizeToFitWidth = false
    /// The smallest scale the font shrinks to; inert.
    public var minimumScaleFactor: CGFloat = 0
    /// Whether the font follows the content size category; inert.
    public var adjustsFontForContentSizeCategory = true
    /// The case transform; inert.
    public var transform: TextTransform = .none
  }

  /// How a list's image looks, as `UIListContentConfiguration.ImageProperties`; inert.
  public struct ImageProperties {
    /// The image's size when it's smaller than the reserved size, as `standardDimension`.
    public static let standardDimension: CGFloat = -1
    /// The tint colour; inert.
    public var tintColor: UIColor?
    /// What makes the image's tint from ``tintColor``; inert.
    public var tintColorTransformer: UIConfigurationColorTransformer?
    /// The corner radius; inert.
    public var cornerRadius: CGFloat = 0
    /// The largest size the image is shown at; `.zero` for none; inert.
    public var maximumSize: CGSize = .zero
    /// The space reserved for the image; inert.
    public var reservedLayoutSize: CGSize = .zero
    /// Whether the image takes part in accessibility; inert.
    public var accessibilityIgnoresInvertColors = false
  }

  /// The main text.
  public var text: String?
  /// The main text, with attributes; its characters show as ``text``.
  public var attributedText: NSAttributedString?
  /// The secondary text.
  public var secondaryText: String?
  /// The secondary text, with attributes.
  public var secondaryAttributedText: NSAttributedString?
  /// The image.
  public var image: UIImage?
  /// How the main text looks; inert.
  public var textProperties = TextProperties()
  /// How the secondary text looks; inert.
  public var secondaryTextProperties = TextProperties()
  /// How the image looks; inert.
  public var imageProperties = ImageProperties()
  /// The margins around the content; inert.
  public var directionalLayoutMargins = NSDirectionalEdgeInsets(
    top: 11, leading: 16, bottom: 11, trailing: 16)
  /// Whether the texts are side by side when they fit; inert.
  public var prefersSideBySideTextAndSecondaryText = false
  /// The padding between the image and the texts; inert.
  public var imageToTextPadding: CGFloat = 16
  /// The horizontal padding between the texts; inert.
  public var textToSecondaryTextHorizontalPadding: CGFloat = 8
  /// The vertical padding between the texts; inert.
  public var textToSecondaryTextVerticalPadding: CGFloat = 3

  private init() {}

  /// Returns the content of a list cell; inert style.
  ///
  /// - Returns: The configuration.
  public static func cell() -> Self { Self() }
  /// Returns the content of a list cell with secondary text below its text; inert style.
  ///
  /// - Returns: The configuration.
  public static func subtitleCell() -> Self { Self() }
  /// Returns the content of a list cell with secondary text at its trailing edge; inert
  /// style.
  ///
  /// - Returns: The configuration.
  public static func valueCell() -> Self { Self() }
  /// Returns the content of a sidebar cell; inert style.
  ///
  /// - Returns: The configuration.
  public static func sidebarCell() -> Self { Self() }
  /// Returns the content of a sidebar cell with secondary text; inert style.
  ///
  /// - Returns: The configuration.
  public static func sidebarSubtitleCell() -> Self { Self() }
  /// Returns the content of an accompanied sidebar cell; inert style.
  ///
  /// - Returns: The configuration.
  public static func accompaniedSidebarCell() -> Self { Self() }
  /// Returns the content of an accompanied sidebar cell with secondary text; inert style.
  ///
  /// - Returns: The configuration.
  public static func accompaniedSidebarSubtitleCell() -> Self { Self() }
  /// Returns the content of a plain list's header; inert style.
  ///
  /// - Returns: The configuration.
  public static func plainHeader() -> Self { Self() }
  /// Returns the content of a plain list's footer; inert style.
  ///
  /// - Returns: The configuration.
  public static func plainFooter() -> Self { Self() }
  /// Returns the content of a grouped list's header; inert style.
  ///
  /// - Returns: The configuration.
  public static func groupedHeader() -> Self { Self() }
  /// Returns the content of a grouped list's footer; inert style.
  ///
  /// - Returns: The configuration.
  public static func groupedFooter() -> Self { Self() }
  /// Returns the content of a prominent inset grouped header; inert style.
  ///
  /// - Returns: The configuration.
  public static func prominentInsetGroupedHeader() -> Self { Self() }
  /// Returns the content of an extra-prominent inset grouped header; inert style.
  ///
  /// - Returns: The configuration.
  public static func extraProminentInsetGroupedHeader() -> Self { Self() }
  /// Returns the content of a sidebar's header; inert style.
  ///
  /// - Returns: The configuration.
  public static func sidebarHeader() -> Self { Self() }
  /// Returns the content of a list's header (iOS 15); inert style.
  ///
  /// - Returns: The configuration.
  public static func header() -> Self { Self() }
  /// Returns the content of a list's footer (iOS 15); inert style.
  ///
  /// - Returns: The configuration.
  public static func footer() -> Self { Self() }

  /// Makes a list content view that shows this configuration.
  ///
  /// - Returns: The view.
  @MainActor public func makeContentView() -> any UIView & UIContentView {
    UIListContentView(configuration: self)
  }

  /// Returns the configuration for a state; inert styles, so the configuration itself.
  ///
  /// - Parameter state: The state.
  /// - Returns: The configuration.
  public func updated(for state: any UIConfigurationState) -> Self { self }
}

/// The view that shows a list content configuration, as UIKit's `UIListContentView`.
///
/// Modelled: the configuration's texts are in labels and its image in an image view, each made
/// only when the configuration has it, filling the view [INF: the model doesn't lay out the
/// standard list content].
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
  private var listConfiguration: UIListContentConfiguration
  private let textLabel = UILabel()
  private let secondaryTextLabel = UILabel()
  private let imageView = UIImageView()

  /// Creates a view that shows a list content configuration.
  ///
  /// - Parameter configuration: The configuration.
  public init(configuration: UIListContentConfiguration) {
    listConfiguration = configuration
    super.init(frame: .zero)
    adoptModelPlacement(typeName: engine.typeName, screenFrame: nil)
    apply()
  }

  /// Creates one from an archive: the model loads no archives, so this returns `nil`.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The configuration the view shows; a configuration that isn't a
  /// ``UIListContentConfiguration`` is ignored, as ``supports(_:)`` says.
  open var configuration: any UIContentConfiguration {
    get { listConfiguration }
    set {
      guard let newValue = newValue as? UIListContentConfiguration else { return }
      listConfiguration = newValue
      apply()
    }
  }

  /// Returns whether a configuration is a list content configuration.
  ///
  /// - Parameter configuration: The configuration.
  /// - Returns: Whether the view can show it.
  open func supports(_ configuration: any UIContentConfiguration) -> Bool {
    configuration is UIListContentConfiguration
  }

  private func apply() {
    let text = listConfiguration.attributedText?.string ?? listConfiguration.text
    let secondary =
      listConfiguration.secondaryAttributedText?.string ?? listConfiguration.secondaryText
    show(imageView, when: listConfiguration.image != nil)
    imageView.image = listConfiguration.image
    show(textLabel, when: text != nil)
    textLabel.text = text
    show(secondaryTextLabel, when: secondary != nil)
    secondaryTextLabel.text = secondary
  }

  private func show(_ view: UIView, when shown: Bool) {
    if shown, view.superview !== self {
      addSubview(view)
    } else if !shown {
      view.removeFromSuperview()
    }
  }
}
