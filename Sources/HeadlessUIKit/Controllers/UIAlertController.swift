import PresentationHierarchy

/// An alert or action sheet, as UIKit's `UIAlertController`.
///
/// UIKit presents it with a presentation of its own that keeps the presenter on screen: the
/// model's style is `.custom`, with a `UIDimmingView` behind the alert view when the profile says
/// so (UIKit reference §4.6, open question 5). An action sheet on regular width is a popover and,
/// as in UIKit, raises `NSGenericException` when presented without a source view (§3.6).
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
  /// The layout of an alert controller.
  public enum Style: Int, Sendable {
    /// A sheet of actions: at the bottom on compact width, a popover on regular width.
    case actionSheet = 0
    /// A centred alert.
    case alert = 1
  }

  /// The alert's message.
  public var message: String?
  /// The alert's layout.
  public let preferredStyle: Style
  /// The actions, in the order they were added.
  public private(set) var actions: [UIAlertAction] = []
  private var ownTextFields: [UITextField] = []
  /// The action drawn as the preferred one, if any.
  public var preferredAction: UIAlertAction?

  /// Creates an alert controller.
  ///
  /// - Parameters:
  ///   - title: The alert's title.
  ///   - message: The alert's message.
  ///   - preferredStyle: The alert's layout.
  public convenience init(title: String?, message: String?, preferredStyle: Style) {
    self.init(preferredStyle: preferredStyle, identifier: nil)
    self.title = title
    self.message = message
  }

  /// Creates an alert controller with the identifier tests use for it and its view.
  package init(preferredStyle: Style, identifier: String?) {
    self.preferredStyle = preferredStyle
    super.init(nibName: nil, bundle: nil)
    self.engine.identifier = identifier
    modalPresentationStyle = .custom
  }

  /// The model loads no archives, so this returns `nil`, as ``UIViewController/init(coder:)``.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Adds an action.
  ///
  /// - Parameter action: The action.
  public func addAction(_ action: UIAlertAction) {
    actions.append(action)
  }

  /// The text fields added with ``addTextField(configurationHandler:)``, in order; `nil` when
  /// there are none [DOC: `uikit/uialertcontroller/textfields`].
  public var textFields: [UITextField]? {
    ownTextFields.isEmpty ? nil : ownTextFields
  }

  /// Adds a text field to an alert, configured by the handler.
  ///
  /// Once the alert is presented it is a subview of the alert view that a test can type into (`app.typeText(_:into:)`), above
  /// the actions [INF: geometry only]. Only alerts take text fields
  /// [DOC: `uikit/uialertcontroller/addtextfield(configurationhandler:)`]; on an action sheet
  /// the model records an exception in ``UIApplication/exceptions`` and adds nothing [INF: the
  /// exception's name and text].
  ///
  /// - Parameter configurationHandler: Configures the text field before it is added.
  public func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    guard preferredStyle == .alert else {
      UIApplication.current?.raise(
        UIKitException(
          name: "NSInternalInconsistencyException",
          reason:
            "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert"
        ))
      return
    }
    let field = UITextField()
    configurationHandler?(field)
    ownTextFields.append(field)
  }

  /// Makes the alert view, opaque, identified as the controller is; its class name follows the
  /// profile once presented.
  open override func loadView() {
    let alertView = UIView(FidelityProfile.Behavior().alertViewTypeName)
    alertView.hasOpaqueBackground = true
    alertView.accessibilityIdentifier = engine.identifier
    view = alertView
  }

  /// Whether the controller is an action sheet that UIKit presents as a popover here.
  override func prefersPopover(in profile: FidelityProfile) -> Bool {
    preferredStyle == .actionSheet && profile.device.horizontalSizeClass == .regular
  }

  override var offersPopoverPresentationController: Bool {
    preferredStyle == .actionSheet || super.offersPopoverPresentationController
  }

  /// Lays out the alert once UIKit placed it: the alert view centred (or, for an action sheet,
  /// at the bottom) and, when the profile says so, a `UIDimmingView` behind it in its
  /// transition view (§4.6, open question 5 [INF]).
  override func arrangeAfterPresentation(in profile: FidelityProfile) {
    view.engine.typeName = profile.behavior.alertViewTypeName
    guard resolvedPresentationStyle != .popover, let container = view.superview,
      let bounds = container.screenFrame
    else { return }
    // Geometry only, for hit testing [INF]: UIKit's alert is 270 points wide.
    let fieldsHeight = Double(ownTextFields.count) * 32
    let size =
      preferredStyle == .alert ? (270.0, 140.0 + fieldsHeight) : (bounds.width - 16, 220.0)
    let y =
      preferredStyle == .alert
      ? bounds.y + (bounds.height - size.1) / 2 : bounds.y + bounds.height - size.1 - 8
    view.screenFrame = Rect(
      x: bounds.x + (bounds.width - size.0) / 2, y: y, width: size.0, height: size.1)
    if profile.behavior.alertUsesDimmingView {
      container.insertSubview(UIView(UIKitClassName.dimmingView, frame: bounds), at: 0)
    }
    addActionViews()
    addTextFieldViews(
      above: actions.isEmpty ? 0 : (actions.count == 2 ? 44 : 44 * Double(actions.count)))
  }

  /// Puts the text fields in the alert view, 24 points high and 32 apart, just above the
  /// actions [INF: geometry only].
  private func addTextFieldViews(above actionsHeight: Double) {
    guard let frame = view.screenFrame else { return }
    let top = frame.y + frame.height - actionsHeight - Double(ownTextFields.count) * 32 - 8
    for (index, field) in ownTextFields.enumerated() {
      if field.superview !== view { view.addSubview(field) }
      field.screenFrame = Rect(
        x: frame.x + 16, y: top + Double(index) * 32 + 4, width: frame.width - 32, height: 24)
    }
  }

  /// Lays the actions out as buttons, 44 points high, at the bottom of the alert view.
  ///
  /// Side by side when there are two in an alert, one above the other otherwise [INF: geometry
  /// only]. Each is found by its title; a tap dismisses the alert and then runs the handler, as
  /// UIKit does.
  private func addActionViews() {
    guard !actions.isEmpty, let frame = view.screenFrame else { return }
    let sideBySide = preferredStyle == .alert && actions.count == 2
    let rows = sideBySide ? 1.0 : Double(actions.count)
    let height = 44.0
    let top = frame.y + max(frame.height - rows * height, 0)
    for (index, action) in actions.enumerated() {
      let rect =
        sideBySide
        ? Rect(
          x: frame.x + Double(index) * frame.width / 2, y: top, width: frame.width / 2,
          height: height)
        : Rect(x: frame.x, y: top + Double(index) * height, width: frame.width, height: height)
      let button = UIView(UIKitClassName.alertControllerActionView, frame: rect)
      button.accessibilityLabel = action.title
      button.isUserInteractionEnabled = action.isEnabled
      button.engine.tapAction = { [weak self] in
        self?.dismiss(animated: true)
        action.handler?(action)
      }
      view.addSubview(button)
    }
  }
}
