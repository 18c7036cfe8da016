public import Foundation

/// The pointer's shape and the effect on the view under it, as UIKit's `UIPointerStyle` [DOC:
/// `uikit/uipointerstyle`].
///
/// Inert in the model: kept as made, never shown.
@preconcurrency @MainActor
public class UIPointerStyle: NSObject {
  /// What the style shows.
  enum Content {
    case effect(UIPointerEffect, UIPointerShape?)
    case hidden
    case system
  }

  /// What the style shows, as made.
  let content: Content

  required init(content: Content) {
    self.content = content
    super.init()
  }

  /// Creates a style that applies an effect to the view under the pointer, and optionally
  /// gives the pointer a shape.
  ///
  /// - Parameters:
  ///   - effect: The effect.
  ///   - shape: The pointer's shape, or `nil` for one made from the effect's preview.
  public convenience init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
    self.init(content: .effect(effect, shape))
  }

  /// A style that hides the pointer.
  ///
  /// - Returns: The style.
  public class func hidden() -> Self { Self(content: .hidden) }

  /// The system's pointer style.
  ///
  /// - Returns: The style.
  public class func system() -> Self { Self(content: .system) }
}

/// The effect a pointer has on the view under it, as UIKit's `UIPointerEffect` [DOC:
/// `uikit/uipointereffect-swift.enum`].
///
/// Inert in the model.
public enum UIPointerEffect {
  /// How a hover effect tints the view, as UIKit's `UIPointerEffect.TintMode`.
  public enum TintMode: Hashable, Sendable {
    /// No tint.
    case none
    /// A tint over the view.
    case overlay
    /// A tint under the view.
    case underlay
  }

  /// The effect UIKit chooses for the preview's view.
  case automatic(UITargetedPreview)
  /// The pointer slides under the view and takes its shape.
  case highlight(UITargetedPreview)
  /// The view lifts and gains a shadow.
  case lift(UITargetedPreview)
  /// The view changes while the pointer keeps its shape.
  case hover(
    UITargetedPreview, preferredTintMode: UIPointerEffect.TintMode = .overlay,
    prefersShadow: Bool = false, prefersScaledContent: Bool = true)

  /// The preview of the view the effect applies to.
  public var preview: UITargetedPreview {
    switch self {
    case .automatic(let preview), .highlight(let preview), .lift(let preview),
      .hover(let preview, _, _, _):
      return preview
    }
  }
}

/// The shape a pointer takes, as UIKit's `UIPointerShape` [DOC: `uikit/uipointershape-swift.enum`].
///
/// Inert in the model.
public enum UIPointerShape {
  /// The shape of a path.
  case path(UIBezierPath)
  /// A rounded rectangle.
  case roundedRect(CGRect, radius: CGFloat = UIPointerShape.defaultCornerRadius)
  /// A vertical beam, as over text.
  case verticalBeam(length: CGFloat)
  /// A horizontal beam, as over vertical text.
  case horizontalBeam(length: CGFloat)

  /// The corner radius of a rounded rectangle when none is given.
  ///
  /// [INF: UIKit documents no value; the model uses 8 points.]
  public static let defaultCornerRadius: CGFloat = 8
}
