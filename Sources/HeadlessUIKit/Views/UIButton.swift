public import Foundation

/// A button, as UIKit's `UIButton`: a control whose tap runs its primary action.
///
/// Modelled: the button shows its title in ``titleLabel`` and its image in ``imageView``, real
/// subviews it adds once it has a title or an image [INF: UIKit adds them when there is content
/// to show], laid out side by side (image first) at their natural sizes, placed by
/// ``UIControl/contentHorizontalAlignment`` and ``UIControl/contentVerticalAlignment``. The
/// title and image shown are those for the button's ``UIControl/state``, else the normal
/// state's [DOC: `uikit/uibutton/settitle(_:for:)`]. The label takes no touches, so a tap on it
/// reaches the button. Captures show the label as `UIButtonLabel` [OBS: the private class
/// UIKit's view dumps show]. Colours, background images, insets and configurations are inert.
@preconcurrency @MainActor
open class UIButton: UIControl {
  /// The style of a button, as UIKit's `UIButton.ButtonType`.
  public enum ButtonType: Int, Sendable {
    /// A button with no style.
    case custom = 0
    /// A system-styled button.
    case system = 1
    /// A button showing a detail disclosure.
    case detailDisclosure = 2
    /// A button showing information.
    case infoLight = 3
    /// A button showing information, dark.
    case infoDark = 4
    /// A button that adds a contact.
    case contactAdd = 5
    /// A close button.
    case close = 7
  }

  /// The button's style.
  open internal(set) var buttonType: ButtonType = .custom
  private var titles: [UInt: String] = [:]
  private var attributedTitles: [UInt: NSAttributedString] = [:]
  private var images: [UInt: UIImage] = [:]
  private var backgroundImages: [UInt: UIImage] = [:]
  private var titleColors: [UInt: UIColor] = [:]
  private var titleShadowColors: [UInt: UIColor] = [:]
  private var ownTitleLabel: UILabel?
  private var ownImageView: UIImageView?

  /// The button's configuration.
  ///
  /// Its title and image are shown, the rest is inert (see ``UIButton/Configuration``).
  /// Setting it replaces what the per-state titles and images show.
  open var configuration: UIButton.Configuration? {
    didSet { updateContent() }
  }
  /// Updates the configuration when the button's state changes; run when set, when
  /// ``UIControl/isEnabled``, ``UIControl/isSelected`` or ``UIControl/isHighlighted`` changes
  /// (while ``automaticallyUpdatesConfiguration``), and on ``setNeedsUpdateConfiguration()``.
  open var configurationUpdateHandler: UIButton.ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }
  /// Whether a state change updates the configuration; `true` by default.
  open var automaticallyUpdatesConfiguration = true

  /// The menu of the button; kept, never shown.
  open var menu: UIMenu?
  /// Whether a tap toggles ``UIControl/isSelected``; `false` by default.
  open var changesSelectionAsPrimaryAction = false
  /// The space around the content; inert (deprecated in iOS 15).
  open var contentEdgeInsets: UIEdgeInsets = .zero
  /// The space around the title; inert (deprecated in iOS 15).
  open var titleEdgeInsets: UIEdgeInsets = .zero
  /// The space around the image; inert (deprecated in iOS 15).
  open var imageEdgeInsets: UIEdgeInsets = .zero
  /// Whether the image darkens while highlighted; inert.
  open var adjustsImageWhenHighlighted = true
  /// Whether the image dims while disabled; inert.
  open var adjustsImageWhenDisabled = true
  /// Whether the button glows while touched; inert.
  open var showsTouchWhenHighlighted = false
  /// Whether the pointer interaction is on; inert: no pointer hovers on an iPhone.
  open var isPointerInteractionEnabled = false
  /// A closure that returns the pointer's style over a button, as UIKit's
  /// `UIButton.PointerStyleProvider`.
  public typealias PointerStyleProvider = (UIButton, UIPointerEffect, UIPointerShape) ->
    UIPointerStyle?
  /// The closure that returns the pointer's style over the button; inert: kept, never called, as no
  /// pointer hovers on an iPhone.
  ///
  /// Setting one turns ``isPointerInteractionEnabled`` on, as UIKit's header says.
  public var pointerStyleProvider: UIButton.PointerStyleProvider? {
    didSet { if pointerStyleProvider != nil { isPointerInteractionEnabled = true } }
  }
  /// Whether the image follows the Dynamic Type size; inert.
  open var adjustsImageSizeForAccessibilityContentSizeCategory = false

  /// Creates a button of a style.
  ///
  /// - Parameter buttonType: The style.
  public convenience init(type buttonType: ButtonType) {
    self.init()
    self.buttonType = buttonType
  }

  /// Creates a button with a frame and an action that runs when it is tapped.
  ///
  /// - Parameters:
  ///   - frame: The frame.
  ///   - primaryAction: The action; its title becomes the button's.
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction {
      setTitle(primaryAction.title, for: .normal)
      if let image = primaryAction.image { setImage(image, for: .normal) }
      addAction(primaryAction, for: .primaryActionTriggered)
    }
  }

  /// Creates a system button with an action that runs when it is tapped.
  ///
  /// - Parameters:
  ///   - buttonType: The style; `.system` unless given, so `UIButton(primaryAction:)` makes a system button.
  ///   - primaryAction: The action; its title becomes the button's.
  public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?)
  {
    self.init(frame: .zero, primaryAction: primaryAction)
    self.buttonType = buttonType
  }

  /// The label that shows the title, a subview once the button has a title.
  open var titleLabel: UILabel? {
    if let ownTitleLabel { return ownTitleLabel }
    let label = UILabel()
    label.engine.typeName = "UIButtonLabel"
    ownTitleLabel = label
    updateContent()
    return label
  }

  /// The image view that shows the image, a subview once the button has an image.
  open var imageView: UIImageView? {
    if let ownImageView { return ownImageView }
    let view = UIImageView()
    ownImageView = view
    updateContent()
    return view
  }

  /// The title for the current state.
  open var currentTitle: String? { title(for: state) }
  /// The attributed title for the current state.
  open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
  /// The image for the current state.
  open var currentImage: UIImage? { image(for: state) }
  /// The background image for the current state.
  open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }
  /// The title colour for the current state.
  open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }

  /// The text VoiceOver reads for the button: its own, else the title.
  open override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? shownTitle }
    set { super.accessibilityLabel = newValue }
  }

  open override var isEnabled: Bool {
    didSet { stateDidChange() }
  }

  open override var isSelected: Bool {
    didSet { stateDidChange() }
  }

  open override var isHighlighted: Bool {
    didSet { stateDidChange() }
  }

  /// Updates the configuration for the button's state.
  ///
  /// Runs ``configurationUpdateHandler``.
  /// A subclass overrides it to set ``configuration`` itself.
  open func updateConfiguration() {
    configurationUpdateHandler?(self)
  }

  private func stateDidChange() {
    if automaticallyUpdatesConfiguration, configuration != nil || configurationUpdateHandler != nil
    {
      updateConfiguration()
    }
    updateContent()
  }

  /// Sets the title shown in a state.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - state: The state.
  open func setTitle(_ title: String?, for state: UIControl.State) {
    titles[state.rawValue] = title
    updateContent()
  }

  /// Returns the title shown in a state, or the normal state's.
  ///
  /// - Parameter state: The state.
  /// - Returns: The title.
  open func title(for state: UIControl.State) -> String? {
    attributedTitles[state.rawValue]?.string ?? titles[state.rawValue]
      ?? attributedTitles[UIControl.State.normal.rawValue]?.string
      ?? titles[UIControl.State.normal.rawValue]
  }

  /// Sets the attributed title shown in a state; its string is the title.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - state: The state.
  open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
    attributedTitles[state.rawValue] = title
    updateContent()
  }

  /// Returns the attributed title shown in a state, or the normal state's.
  ///
  /// - Parameter state: The state.
  /// - Returns: The title.
  open func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
    attributedTitles[state.rawValue] ?? attributedTitles[UIControl.State.normal.rawValue]
  }

  /// Sets the image shown in a state.
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - state: The state.
  open func setImage(_ image: UIImage?, for state: UIControl.State) {
    images[state.rawValue] = image
    updateContent()
  }

  /// Returns the image shown in a state, or the normal state's.
  ///
  /// - Parameter state: The state.
  /// - Returns: The image.
  open func image(for state: UIControl.State) -> UIImage? {
    images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
  }

  /// Sets the background image of a state; kept, inert.
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - state: The state.
  open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
    backgroundImages[state.rawValue] = image
  }

  /// Returns the background image of a state, or the normal state's.
  ///
  /// - Parameter state: The state.
  /// - Returns: The image.
  open func backgroundImage(for state: UIControl.State) -> UIImage? {
    backgroundImages[state.rawValue] ?? backgroundImages[UIControl.State.normal.rawValue]
  }

  /// Sets the title colour of a state; kept, inert.
  ///
  /// - Parameters:
  ///   - color: The colour.
  ///   - state: The state.
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
    titleColors[state.rawValue] = color
  }

  /// Returns the title colour of a state, or the normal state's.
  ///
  /// - Parameter state: The state.
  /// - Returns: The colour.
  open func titleColor(for state: UIControl.State) -> UIColor? {
    titleColors[state.rawValue] ?? titleColors[UIControl.State.normal.rawValue]
  }

  /// Sets the title's shadow colour of a state; kept, inert.
  ///
  /// - Parameters:
  ///   - color: The colour.
  ///   - state: The state.
  open func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {
    titleShadowColors[state.rawValue] = color
  }

  /// Returns the title's shadow colour of a state, or the normal state's.
  ///
  /// - Parameter state: The state.
  /// - Returns: The colour.
  open func titleShadowColor(for state: UIControl.State) -> UIColor? {
    titleShadowColors[state.rawValue] ?? titleShadowColors[UIControl.State.normal.rawValue]
  }

  /// The button's natural size: its image and title side by side [INF].
  open override var intrinsicContentSize: CGSize {
    let parts = contentSizes
    return CGSize(
      width: parts.image.width + parts.title.width,
      height: max(parts.image.height, parts.title.height))
  }

  /// Places the image view and the title label.
  open override func layoutSubviews() {
    super.layoutSubviews()
    placeContent()
  }

  override var tapEvents: [UIControl.Event] {
    if changesSelectionAsPrimaryAction { isSelected.toggle() }
    return showsMenuAsPrimaryAction && menu != nil
      ? [.menuActionTriggered] : [[.touchUpInside, .primaryActionTriggered]]
  }

  /// The title shown: the configuration's when it has one, else the state's [INF].
  private var shownTitle: String? {
    configuration.flatMap { $0.shownTitle } ?? currentTitle
  }

  /// The image shown: the configuration's when it has one, else the state's [INF].
  private var shownImage: UIImage? {
    configuration?.image ?? currentImage
  }

  private var contentSizes: (image: CGSize, title: CGSize) {
    let image = shownImage?.size ?? .zero
    let title =
      (shownTitle?.isEmpty ?? true)
      ? CGSize.zero
      : TextMetrics.size(
        of: shownTitle ?? "", pointSize: ownTitleLabel?.font?.pointSize ?? 17,
        numberOfLines: 1)
    return (image, title)
  }

  /// Puts the current title and image in their subviews, adding the ones with content.
  private func updateContent() {
    let title = shownTitle
    if let title, !title.isEmpty {
      let label = ownTitleLabel ?? titleLabel
      label?.text = title
      if let label, label.superview !== self { addSubview(label) }
    } else {
      ownTitleLabel?.text = title
    }
    if let image = shownImage {
      let view = ownImageView ?? imageView
      view?.image = image
      if let view, view.superview !== self { insertSubview(view, at: 0) }
    } else {
      ownImageView?.image = nil
    }
    invalidateIntrinsicContentSize()
    placeContent()
  }

  private func placeContent() {
    let bounds = self.bounds
    let parts = contentSizes
    let total = parts.image.width + parts.title.width
    var x: CGFloat
    switch effectiveContentHorizontalAlignment {
    case .left, .fill, .leading: x = bounds.minX
    case .right, .trailing: x = bounds.maxX - total
    case .center: x = bounds.midX - total / 2
    }
    func y(_ height: CGFloat) -> CGFloat {
      switch contentVerticalAlignment {
      case .top, .fill: bounds.minY
      case .bottom: bounds.maxY - height
      case .center: bounds.midY - height / 2
      }
    }
    if let view = ownImageView, view.superview === self {
      view.frame = CGRect(
        x: x, y: y(parts.image.height), width: parts.image.width, height: parts.image.height)
      x += parts.image.width
    }
    if let label = ownTitleLabel, label.superview === self {
      label.frame = CGRect(
        x: x, y: y(parts.title.height), width: parts.title.width, height: parts.title.height)
    }
  }
}
