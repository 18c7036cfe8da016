public import Foundation

/// A view that shows an image, as UIKit's `UIImageView`.
///
/// Its ``intrinsicContentSize`` is its image's size [DOC: `uikit/uiimageview`, "the image view
/// uses the image's size as its intrinsic content size"]; it doesn't take touches by default
/// [DOC: `uikit/uiimageview/isuserinteractionenabled`]. Drawing and content modes are inert.
@preconcurrency @MainActor
open class UIImageView: UIView {
  /// The image shown; `nil` by default.
  open var image: UIImage?
  /// The image shown while ``isHighlighted``; `nil` by default.
  open var highlightedImage: UIImage?
  /// Whether the highlighted image shows; `false` by default.
  open var isHighlighted = false

  /// Creates an image view sized to an image, at the origin.
  ///
  /// - Parameter image: The image.
  public init(image: UIImage?) {
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
    isUserInteractionEnabled = false
  }

  /// Creates an image view sized to an image, with a highlighted image.
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - highlightedImage: The image shown while highlighted.
  public init(image: UIImage?, highlightedImage: UIImage?) {
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
    self.highlightedImage = highlightedImage
    isUserInteractionEnabled = false
  }

  /// Creates one that fills its superview until its frame is set, through ``init(frame:)``,
  /// as UIView's convenience `init()` does.
  public convenience init() {
    self.init(frame: .zero)
    adoptModelPlacement(typeName: engine.typeName, screenFrame: nil)
  }

  /// Creates an empty image view with a frame.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// Creates one from an archive: the model loads no archives, so this returns `nil`.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The images the view cycles through while animating; `nil` by default (inert: the
  /// model shows ``image``, and animating never changes what a capture shows).
  open var animationImages: [UIImage]?
  /// The images the view cycles through while animating and highlighted; `nil` by default
  /// (inert).
  open var highlightedAnimationImages: [UIImage]?
  /// The time one cycle of the animation images takes; 0 (a thirtieth of a second per image)
  /// by default (inert).
  open var animationDuration: TimeInterval = 0
  /// How many times the animation repeats, 0 for forever; 0 by default (inert).
  open var animationRepeatCount = 0
  /// Whether the view is animating its images: from ``startAnimating()`` until
  /// ``stopAnimating()``.
  open private(set) var isAnimating = false

  /// Starts cycling through the animation images (inert but for ``isAnimating``: the model
  /// never shows them).
  open func startAnimating() {
    isAnimating = true
  }

  /// Stops cycling through the animation images.
  open func stopAnimating() {
    isAnimating = false
  }

  /// The symbol configuration the image view applies to symbol images, `nil` by default
  /// (inert: symbol images have no size in the model).
  open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

  /// The image's size, as ``intrinsicContentSize`` [DOC: `uikit/uiimageview`].
  ///
  /// - Parameter size: The size to fit in (ignored).
  /// - Returns: The image's size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    image?.size ?? .zero
  }

  /// The size of the image shown, else none.
  open override var intrinsicContentSize: CGSize {
    guard let size = (isHighlighted ? highlightedImage ?? image : image)?.size else {
      return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    return size
  }
}
