public import Foundation

/// A control for choosing a value from a range, as UIKit's `UISlider`.
///
/// Modelled: ``value`` is kept within ``minimumValue`` and ``maximumValue`` [DOC:
/// `uikit/uislider/value`]; setting it sends no events. A tap doesn't move the thumb [INF: a
/// slider moves when its thumb is dragged, which the model's taps don't do], so only app code
/// changes the value. Colours and images are inert.
@preconcurrency @MainActor
open class UISlider: UIControl {
  /// The slider's value; 0 by default, kept within the range.
  open var value: Float {
    get { storedValue }
    set { storedValue = min(max(newValue, minimumValue), maximumValue) }
  }
  private var storedValue: Float = 0
  /// The lowest value; 0 by default.
  open var minimumValue: Float = 0 {
    didSet {
      if maximumValue < minimumValue { maximumValue = minimumValue }
      value = storedValue
    }
  }
  /// The highest value; 1 by default.
  open var maximumValue: Float = 1 {
    didSet {
      if minimumValue > maximumValue { minimumValue = maximumValue }
      value = storedValue
    }
  }
  /// Whether dragging sends `.valueChanged` continuously; `true` by default.
  open var isContinuous = true
  /// The image at the low end; inert.
  open var minimumValueImage: UIImage?
  /// The image at the high end; inert.
  open var maximumValueImage: UIImage?
  /// The colour of the track below the thumb; inert.
  open var minimumTrackTintColor: UIColor?
  /// The colour of the track above the thumb; inert.
  open var maximumTrackTintColor: UIColor?
  /// The colour of the thumb; inert.
  open var thumbTintColor: UIColor?
  private var thumbImages: [UInt: UIImage] = [:]
  private var minimumTrackImages: [UInt: UIImage] = [:]
  private var maximumTrackImages: [UInt: UIImage] = [:]

  /// The slider's natural size: no width, 31 points high [INF: the iOS slider's height].
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 31)
  }

  /// Sets the value without sending events.
  ///
  /// - Parameters:
  ///   - value: The value, kept within the range.
  ///   - animated: Whether to animate; inert.
  open func setValue(_ value: Float, animated: Bool) {
    self.value = value
  }

  /// Sets the thumb's image for a state; kept, inert.
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - state: The state.
  open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
    thumbImages[state.rawValue] = image
  }

  /// Returns the thumb's image for a state.
  ///
  /// - Parameter state: The state.
  /// - Returns: The image, or `nil`.
  open func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state.rawValue] }

  /// Sets the image of the track below the thumb for a state; kept, inert.
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - state: The state.
  open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
    minimumTrackImages[state.rawValue] = image
  }

  /// Sets the image of the track above the thumb for a state; kept, inert.
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - state: The state.
  open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
    maximumTrackImages[state.rawValue] = image
  }

  /// Returns the track's rectangle: the bounds' width, 4 points high, centred [INF].
  ///
  /// - Parameter bounds: The slider's bounds.
  /// - Returns: The track's rectangle.
  open func trackRect(forBounds bounds: CGRect) -> CGRect {
    CGRect(x: bounds.minX, y: bounds.midY - 2, width: bounds.width, height: 4)
  }

  /// Returns the thumb's rectangle for a value: 28 points square along the track [INF].
  ///
  /// - Parameters:
  ///   - bounds: The slider's bounds.
  ///   - rect: The track's rectangle.
  ///   - value: The value.
  /// - Returns: The thumb's rectangle.
  open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
    let span = maximumValue - minimumValue
    let fraction = span > 0 ? CGFloat((value - minimumValue) / span) : 0
    let side: CGFloat = 28
    return CGRect(
      x: rect.minX + (rect.width - side) * fraction, y: rect.midY - side / 2, width: side,
      height: side)
  }
}
