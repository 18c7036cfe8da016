public import Foundation

/// A bar that shows how far a task has got, as UIKit's `UIProgressView`.
///
/// Modelled: ``progress`` is pinned to 0…1 [DOC: `uikit/uiprogressview/progress`]; the view is
/// a plain view 4 points high by nature [INF: the iOS 13+ bar's height]. Style, colours and
/// images are inert.
@preconcurrency @MainActor
open class UIProgressView: UIView {
  /// The looks of a progress view, as UIKit's `UIProgressView.Style`; inert.
  public enum Style: Int, Sendable {
    /// The standard bar.
    case `default` = 0
    /// The bar for a toolbar.
    case bar = 1
  }

  /// How far the task has got, from 0 to 1.
  open var progress: Float {
    get { storedProgress }
    set { storedProgress = min(max(newValue, 0), 1) }
  }
  private var storedProgress: Float = 0
  /// The view's style; inert.
  open var progressViewStyle: UIProgressView.Style = .default
  /// The colour of the filled part; inert.
  open var progressTintColor: UIColor?
  /// The colour of the track; inert.
  open var trackTintColor: UIColor?
  /// The image of the filled part; inert.
  open var progressImage: UIImage?
  /// The image of the track; inert.
  open var trackImage: UIImage?
  /// A `Progress` whose fraction the view shows; kept, not observed.
  open var observedProgress: Progress?

  /// Creates a progress view of a style that fills its superview until its frame is set.
  ///
  /// - Parameter style: The style.
  public init(progressViewStyle style: UIProgressView.Style) {
    progressViewStyle = style
    super.init(frame: .zero)
    adoptModelPlacement(typeName: engine.typeName, screenFrame: nil)
  }

  /// Creates one that fills its superview until its frame is set, through ``init(frame:)``,
  /// as UIView's convenience `init()` does.
  public convenience init() {
    self.init(frame: .zero)
    adoptModelPlacement(typeName: engine.typeName, screenFrame: nil)
  }

  /// Creates a progress view with a frame.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates one from an archive: the model loads no archives, so this returns `nil`.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The view's natural size: no width, 4 points high [INF].
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 4)
  }

  /// Sets the progress.
  ///
  /// - Parameters:
  ///   - progress: The progress, pinned to 0…1.
  ///   - animated: Whether to animate; inert.
  open func setProgress(_ progress: Float, animated: Bool) {
    self.progress = progress
  }
}
