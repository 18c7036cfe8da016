public import Foundation

/// Where a popover points on the view it is attached to, as SwiftUI's
/// `PopoverAttachmentAnchor`; the model anchors popovers on the view's bounds whatever the
/// anchor (the arrow's place isn't captured).
public enum PopoverAttachmentAnchor {
  /// A rectangle of the view.
  case rect(Anchor<CGRect>.Source)
  /// A point of the view, in unit coordinates.
  case point(UnitPoint)
}

/// A value of a view's geometry, resolved in the coordinate space that reads it, as SwiftUI's
/// `Anchor`; the model uses its sources to spell popover anchors only.
public struct Anchor<Value> {
  /// Where an anchor's value comes from, as SwiftUI's `Anchor.Source`.
  public struct Source {}
}

extension Anchor.Source where Value == CGRect {
  /// The view's bounds.
  public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source() }

  /// A rectangle in the view's coordinates; the model anchors on the bounds.
  ///
  /// - Parameter r: The rectangle.
  /// - Returns: The source.
  public static func rect(_ r: CGRect) -> Anchor<Value>.Source {
    Anchor<CGRect>.Source()
  }
}
