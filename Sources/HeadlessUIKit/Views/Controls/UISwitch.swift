public import Foundation

/// An on-off switch, as UIKit's `UISwitch`.
///
/// Modelled: the switch has one fixed size, 51 × 31 points: its initialisers ignore the size
/// they're given [DOC: `uikit/uiswitch/init(frame:)`, "UISwitch overrides init(frame:) and
/// enforces a size appropriate for the control", quoted in react/react-native#7573; OBS: the
/// size measured as 51 × 31 in lionheart/openradar-mirror#17297]. A tap
/// (``UIApplication/tap(_:)``) toggles ``isOn`` and sends `.valueChanged` (and
/// `.primaryActionTriggered` [INF: the event a switch's `primaryAction` is registered for]);
/// ``setOn(_:animated:)`` and ``isOn`` change the value without sending events [DOC:
/// `uikit/uiswitch/seton(_:animated:)`]. Colours, images and style are inert.
@preconcurrency @MainActor
open class UISwitch: UIControl {
  /// How a switch looks, as UIKit's `UISwitch.Style`; inert.
  public enum Style: Int, Sendable {
    /// The platform's style.
    case automatic = 0
    /// A checkbox (Mac Catalyst).
    case checkbox = 1
    /// A sliding switch.
    case sliding = 2
  }

  /// The switch's size, fixed [DOC, OBS: see the type's discussion].
  static let fixedSize = CGSize(width: 51, height: 31)

  /// Whether the switch is on; `false` by default.
  ///
  /// Setting it sends no events.
  open var isOn = false
  /// The colour of the track when on; inert.
  open var onTintColor: UIColor?
  /// The colour of the thumb; inert.
  open var thumbTintColor: UIColor?
  /// The image shown when on; inert (UIKit ignores it from iOS 7).
  open var onImage: UIImage?
  /// The image shown when off; inert.
  open var offImage: UIImage?
  /// The switch's title (Mac Catalyst's checkbox style); inert.
  open var title: String?
  /// The style the app prefers; inert.
  open var preferredStyle: UISwitch.Style = .automatic
  /// The style the switch has: a sliding switch on iPhone and iPad.
  open var style: UISwitch.Style { .sliding }

  /// Creates a switch at a frame's origin, at the switch's fixed size.
  ///
  /// - Parameter frame: The frame; its size is ignored.
  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: Self.fixedSize))
  }

  /// Creates a switch at the origin, at the switch's fixed size, as `UISwitch()` does.
  public convenience init() {
    self.init(frame: .zero)
  }

  /// Creates a switch with an action that runs when its value changes.
  ///
  /// - Parameters:
  ///   - frame: The frame; its size is ignored.
  ///   - primaryAction: The action.
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// Creates one from an archive: the model loads no archives, so this returns `nil`.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The switch's fixed size.
  open override var intrinsicContentSize: CGSize { Self.fixedSize }

  /// Turns the switch on or off without sending events.
  ///
  /// - Parameters:
  ///   - on: Whether the switch is on.
  ///   - animated: Whether to animate; inert.
  open func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }

  override var tapEvents: [UIControl.Event] { [.touchUpInside] }

  override func tapped(at point: CGPoint) -> [UIControl.Event] {
    isOn.toggle()
    return [.valueChanged, .primaryActionTriggered]
  }
}
