/// A button, as UIKit's `UIButton`: a control whose tap runs its primary action.
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
  public private(set) var buttonType: ButtonType = .custom
  private var titles: [UInt: String] = [:]

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
      addAction(primaryAction, for: .primaryActionTriggered)
    }
  }

  /// Sets the title shown in a state.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - state: The state.
  public func setTitle(_ title: String?, for state: UIControl.State) {
    titles[state.rawValue] = title
  }

  /// Returns the title shown in a state, or the normal state's.
  ///
  /// - Parameter state: The state.
  /// - Returns: The title.
  public func title(for state: UIControl.State) -> String? {
    titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
  }
}
