package import Foundation
package import PresentationHierarchy

/// The model's bookkeeping for one view: what captures, hit testing and presentation need and
/// UIKit keeps out of its API, held apart from ``UIView``'s own state.
///
/// A view owns one, as `view.engine`; nothing here is UIKit's spelling, so an app's subclass
/// can name its own members freely.
@MainActor
package final class ViewEngineState {
  /// The class name captures show, such as `UIView` or `UITransitionView`.
  package var typeName: String
  /// The controller whose `view` this is.
  package weak var owningViewController: UIViewController?
  /// The presentation this view is the container of, for captures.
  weak var containedPresentation: Presentation?
  /// The role captures give the view instead of the one its type name implies.
  package var captureRole: Role?
  /// Whether the view is UIKit plumbing without a class of its own (a card's clipping views),
  /// folded away at the presentation detail level.
  var isPlumbing = false
  /// The frame a view without one of its own and without a superview has: a controller's
  /// default view has the screen's bounds until a container places it (``FillResizing``).
  var detachedFrame: Rect?
  /// The size a view without a frame of its own last filled, for ``FillResizing`` to resize its
  /// subviews by their autoresizing masks when it fills a different size.
  var filledSize: (width: Double, height: Double)?
  /// Lays out subviews when the frame changes; container controllers set it on their views.
  var layoutHandler: (() -> Void)?
  /// Whether a touch that none of the view's subviews takes goes through it to what is behind,
  /// as the container of a sheet with an undimmed detent does (captured `touches=passthrough`).
  package var passesTouchesThrough = false
  /// The interactions added with `addInteraction(_:)`, in order; kept, not driven.
  var interactions: [any UIInteraction] = []
  /// What a tap on the view runs, for a SwiftUI `Button` the view was rendered for.
  package var tapAction: (@MainActor () -> Void)?
  /// What a tap at a screen point on the view runs; returns whether anything ran.
  ///
  /// For SwiftUI content whose gestures decide among themselves (a tap gesture, a `Button`
  /// inside a high-priority gesture). Asked before ``tapAction``.
  package var spatialTapAction: (@MainActor (CGPoint) -> Bool)?
  /// Whether SwiftUI content takes touches across its whole frame, not only where its subviews
  /// are: a `.contentShape` rectangle, or a list row that is a button.
  package var takesTouchesAcrossFrame = false
  /// What typing a string into the view does, for a SwiftUI `TextField`, `SecureField` or
  /// `TextEditor` the view was rendered for.
  package var textInput: (@MainActor (String) -> Void)?
  /// The adjusted content inset a scroll view's offset last followed, for
  /// `ContentInsetAdjustment` to see it change.
  var appliedAdjustedContentInset = UIEdgeInsets.zero

  /// Creates the bookkeeping of a view whose captures show a class name.
  ///
  /// - Parameter typeName: The class name captures show.
  init(typeName: String) {
    self.typeName = typeName
  }
}
