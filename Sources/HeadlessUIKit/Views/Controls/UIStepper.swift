public import Foundation

/// A pair of minus and plus buttons that change a value, as UIKit's `UIStepper`.
///
/// Modelled: the stepper is 94 × 32 points [INF: the iOS 13+ stepper's size]; a tap on its
/// right half adds ``stepValue``, on its left half subtracts it, kept within the range (or
/// wrapping when ``wraps``), and sends `.valueChanged` when the value changed [DOC:
/// `uikit/uistepper`]. Setting ``value`` sends nothing. Images and colours are inert.
@preconcurrency @MainActor
open class UIStepper: UIControl {
  /// The stepper's size [INF].
  static let fixedSize = CGSize(width: 94, height: 32)

  /// The value; 0 by default, kept within the range.
  open var value: Double {
    get { storedValue }
    set { storedValue = min(max(newValue, minimumValue), maximumValue) }
  }
  private var storedValue: Double = 0
  /// The lowest value; 0 by default.
  open var minimumValue: Double = 0 {
    didSet { value = storedValue }
  }
  /// The highest value; 100 by default.
  open var maximumValue: Double = 100 {
    didSet { value = storedValue }
  }
  /// The step a tap adds or subtracts; 1 by default.
  open var stepValue: Double = 1
  /// Whether holding a button sends events continuously; `true` by default; inert.
  open var isContinuous = true
  /// Whether holding a button repeats; `true` by default; inert.
  open var autorepeat = true
  /// Whether stepping past one end goes to the other; `false` by default.
  open var wraps = false

  /// Creates a stepper at a frame's origin, at the stepper's size.
  ///
  /// - Parameter frame: The frame; its size is ignored [INF].
  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: Self.fixedSize))
  }

  /// Creates a stepper at the origin, at the stepper's size.
  public convenience init() {
    self.init(frame: .zero)
  }

  /// Creates one from an archive: the model loads no archives, so this returns `nil`.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The stepper's size.
  open override var intrinsicContentSize: CGSize { Self.fixedSize }

  override var tapEvents: [UIControl.Event] { [.touchUpInside] }

  override func tapped(at point: CGPoint) -> [UIControl.Event] {
    let old = value
    var new = point.x >= bounds.midX ? old + stepValue : old - stepValue
    if wraps {
      if new > maximumValue { new = minimumValue }
      if new < minimumValue { new = maximumValue }
    }
    value = new
    return value == old ? [] : [.valueChanged]
  }
}
