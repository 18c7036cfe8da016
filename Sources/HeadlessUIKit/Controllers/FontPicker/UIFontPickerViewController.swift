public import Foundation

/// A view controller that manages the interface for selecting a font, as UIKit's
/// `UIFontPickerViewController`.
///
/// Modelled: presented as any controller is, with the style it is given (UIKit's default
/// `.automatic`, a sheet). The fonts it lists aren't modelled; tests pick with
/// ``UIApplication/pickFont(_:)`` or cancel with ``UIApplication/cancelFontPicker()``, which
/// tell the ``delegate``. Whether the picker then dismisses itself is the profile's
/// ``FidelityProfile/Behavior/fontPickerDismissesItself`` (by default it stays, and the
/// delegate dismisses it, as apps' delegates do).
@preconcurrency @MainActor
open class UIFontPickerViewController: UIViewController {
  /// Settings for fonts the font picker should offer to the user and how to display them.
  public let configuration: Configuration
  /// The object that handles messages about the user's interaction with the picker.
  public weak var delegate: (any UIFontPickerViewControllerDelegate)?
  /// The font the user picked, or the one to show as selected.
  open var selectedFontDescriptor: UIFontDescriptor?

  /// Creates a controller for a font picker view.
  ///
  /// - Parameter configuration: Settings for fonts the picker offers and how it shows them.
  public init(configuration: Configuration) {
    self.configuration = configuration
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a picker with the default configuration; `UIFontPickerViewController()` reaches
  /// it, as in UIKit, where `NSObject`'s `init()` does.
  ///
  /// - Parameters:
  ///   - nibNameOrNil: Ignored: the picker's interface is the system's.
  ///   - nibBundleOrNil: Ignored.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    self.configuration = Configuration()
    super.init(nibName: nil, bundle: nil)
  }

  /// The model loads no archives, so this returns `nil`.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Makes the picker's opaque view.
  open override func loadView() {
    let list = UIView("UIFontPickerView")
    list.hasOpaqueBackground = true
    view = list
  }
}

extension UIFontPickerViewController {
  /// The filters and display settings a font picker view controller uses, as UIKit's
  /// `UIFontPickerViewController.Configuration`; inert, as the model lists no fonts.
  @preconcurrency @MainActor
  open class Configuration: NSObject {
    /// Whether the picker lets the user pick font faces rather than only families; `false`
    /// by default.
    open var includeFaces = false
    /// Whether the picker shows every font name in the system font; `false` by default.
    open var displayUsingSystemFont = false
    /// The traits, like bold or monospace, the picker's fonts must have; none by default.
    open var filteredTraits: UIFontDescriptor.SymbolicTraits = []
    /// A predicate filtering fonts by the languages they support; `nil` by default.
    @available(iOS, introduced: 13.0, deprecated: 18.0)
    open var filteredLanguagesPredicate: NSPredicate?

    /// Creates a configuration with the default settings.
    public override init() {
      super.init()
    }
  }
}
