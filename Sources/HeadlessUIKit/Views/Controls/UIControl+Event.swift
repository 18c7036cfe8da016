extension UIControl {
  /// The kinds of interaction a control reports, as UIKit's `UIControl.Event`, with Apple's raw
  /// values [DOC: `uikit/uicontrol/event`].
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A touch down in the control.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A repeated touch down, such as a double tap's second.
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// A finger dragged inside the control.
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// A finger dragged outside the control's bounds.
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// A finger dragged into the control's bounds.
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// A finger dragged out of the control's bounds.
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// A touch that ends inside the control: a tap.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A touch that ends outside the control.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// A touch cancelled by the system.
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// The control's value changed, as a switch's or a segmented control's does.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's primary action, such as a button's tap.
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// The control's menu was shown as its primary action.
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    /// Editing began in a text field.
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// The text of a text field changed while editing.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Editing ended in a text field.
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// The return key ended editing in a text field.
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// Every touch event.
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    /// Every editing event.
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    /// Events reserved for the app's own use.
    public static let applicationReserved = Event(rawValue: 0x0F00_0000)
    /// Events reserved for UIKit.
    public static let systemReserved = Event(rawValue: 0xF000_0000)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// The states a control's appearance can depend on, as UIKit's `UIControl.State`
  /// [DOC: `uikit/uicontrol/state-swift.struct`].
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The default state.
    public static let normal = State([])
    /// The state while the user touches the control.
    public static let highlighted = State(rawValue: 1 << 0)
    /// The state of a disabled control.
    public static let disabled = State(rawValue: 1 << 1)
    /// The state of a selected control.
    public static let selected = State(rawValue: 1 << 2)
    /// The state of a focused control.
    public static let focused = State(rawValue: 1 << 3)
    /// States reserved for the app's own use.
    public static let application = State(rawValue: 0x00FF_0000)
    /// States reserved for UIKit.
    public static let reserved = State(rawValue: 0xFF00_0000)
  }

  /// How content is placed horizontally, as UIKit's `UIControl.ContentHorizontalAlignment`.
  public enum ContentHorizontalAlignment: Int, Sendable {
    /// Centred.
    case center = 0
    /// Against the left edge.
    case left = 1
    /// Against the right edge.
    case right = 2
    /// Stretched across the control.
    case fill = 3
    /// Against the leading edge.
    case leading = 4
    /// Against the trailing edge.
    case trailing = 5
  }

  /// How content is placed vertically, as UIKit's `UIControl.ContentVerticalAlignment`.
  public enum ContentVerticalAlignment: Int, Sendable {
    /// Centred.
    case center = 0
    /// Against the top edge.
    case top = 1
    /// Against the bottom edge.
    case bottom = 2
    /// Stretched down the control.
    case fill = 3
  }
}
