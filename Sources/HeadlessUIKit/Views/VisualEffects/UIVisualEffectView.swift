public import Foundation

/// A view that blurs or tints what is behind it, as UIKit's `UIVisualEffectView`.
///
/// Modelled: the view holds a ``contentView``, a subview that fills it, and that is where an
/// app adds its subviews [DOC: `uikit/uivisualeffectview`, "add subviews to the contentView
/// property"], so captures and hit testing find them there. Captures show the content view as
/// `_UIVisualEffectContentView` [OBS: the private class UIKit's view dumps show]. The effect is
/// kept and inert: the model draws nothing, so a blur doesn't mark what is behind it covered.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
  /// The view that holds the effect view's content.
  open private(set) var contentView: UIView = UIView("_UIVisualEffectContentView", frame: nil)

  /// The effect; kept, inert.
  open var effect: UIVisualEffect?

  /// Creates an effect view with an effect, filling its superview until its frame is set.
  ///
  /// - Parameter effect: The effect, or `nil`.
  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
    adoptModelPlacement(typeName: engine.typeName, screenFrame: nil)
    addSubview(contentView)
  }

  /// Creates one that fills its superview until its frame is set, through ``init(frame:)``,
  /// as UIView's convenience `init()` does.
  public convenience init() {
    self.init(frame: .zero)
    adoptModelPlacement(typeName: engine.typeName, screenFrame: nil)
  }

  /// Creates an effect view with no effect and a frame.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(contentView)
  }

  /// Creates one from an archive: the model loads no archives, so this returns `nil`.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    return nil
  }
}
