public import Foundation
import PresentationHierarchy

/// A rectangle that takes part in Auto Layout without a view, as `UILayoutGuide`
/// [DOC: `d.a.c/uilayoutguide`].
///
/// A guide joins layout once added to a view with ``UIView/addLayoutGuide(_:)``. A view's
/// ``UIView/safeAreaLayoutGuide`` and ``UIView/layoutMarginsGuide`` are guides the model
/// places itself.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
  /// The view that owns the guide; set by ``UIView/addLayoutGuide(_:)``.
  public weak var owningView: UIView?
  /// The name the console prints for the guide; empty by default.
  public var identifier = ""
  /// Which of a view's own guides this is, if any.
  var systemKind: SystemGuideKind?

  /// Creates a guide that belongs to no view.
  public override init() {}

  /// The guide's rectangle in its owning view's coordinates (measured from its bounds' origin,
  /// so a scroll view's content guide starts at zero wherever it scrolled), as the last layout
  /// pass placed it; `.zero` before [DOC: `uikit/uilayoutguide/layoutframe`].
  public var layoutFrame: CGRect {
    guard let owningView, let rect = LayoutEngines.solvedScreenFrame(of: self) else {
      return .zero
    }
    let origin = owningView.boundsScreenOrigin
    return CGRect(
      x: rect.x - origin.x, y: rect.y - origin.y, width: rect.width, height: rect.height)
  }

  /// The guide's leading edge.
  public var leadingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .leading) }
  /// The guide's trailing edge.
  public var trailingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .trailing) }
  /// The guide's left edge.
  public var leftAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .left) }
  /// The guide's right edge.
  public var rightAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .right) }
  /// The guide's top edge.
  public var topAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .top) }
  /// The guide's bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .bottom) }
  /// The guide's width.
  public var widthAnchor: NSLayoutDimension { .init(item: self, attribute: .width) }
  /// The guide's height.
  public var heightAnchor: NSLayoutDimension { .init(item: self, attribute: .height) }
  /// The guide's horizontal center.
  public var centerXAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .centerX) }
  /// The guide's vertical center.
  public var centerYAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .centerY) }
}

/// The guides a view makes for itself.
enum SystemGuideKind {
  /// The view's frame minus its safe area insets (`UIViewSafeAreaLayoutGuide`).
  case safeArea
  /// The view's layout margins (`UIViewLayoutMarginsGuide`).
  case layoutMargins
  /// The margins narrowed to a readable width (`UIViewReadableContentGuide`).
  case readableContent
  /// A scroll view's content rectangle, which scrolls with it (`contentLayoutGuide`).
  case scrollContent
  /// A scroll view's frame, which stays put while its content scrolls (`frameLayoutGuide`).
  case scrollFrame
}

/// The widest a readable content guide gets at the default text size.
///
/// UIKit's documentation gives the rules, not the number: the guide stays inside the layout
/// margins, centered, no wider than "the readable width defined for the current dynamic text
/// size" [DOC: `uikit/uiview/readablecontentguide`]. 672 points at the default (Large) size
/// is the width apps measure on iPad [OBS: widely reported readable width of 672 pt on iPad
/// at the default Dynamic Type size]; on an iPhone in portrait the margins are narrower, so
/// the guide equals the margins guide. The model's text size is always the default.
enum ReadableWidth {
  static let points = 672.0
}
